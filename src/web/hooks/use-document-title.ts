import { useEffect } from 'react';

/** "Reports — Podbrief": a page's name, then the product. */
export const documentTitle = (name: string) => `${name} — Podbrief`;

/**
 * Names the document after what the page shows (a report's title, a channel's name) once it is known.
 * The route's own name is set before it (in a layout effect), so this one wins; `undefined` keeps it.
 */
export function useDocumentTitle(name: string | undefined | null): void {
  useEffect(() => {
    if (name) document.title = documentTitle(name);
  }, [name]);
}
