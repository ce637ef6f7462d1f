import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderFatalError } from './fatal-error';

function fail(container: HTMLElement, root: Root | null, error: unknown) {
  console.error('Application failed to mount', error);
  try {
    root?.unmount();
  } catch {
    // Already broken; the fallback replaces whatever is left.
  }
  renderFatalError(container, error);
}

/**
 * Renders a React tree into the page's root element. Route and widget errors are caught by their
 * boundaries; anything reaching React's uncaught-error hook broke the shell and shows 'Application Error'.
 */
export function mountRoot(container: HTMLElement, element: ReactNode): Root | null {
  let root: Root | null = null;
  try {
    root = createRoot(container, { onUncaughtError: (error) => fail(container, root, error) });
    root.render(element);
  } catch (error) {
    fail(container, root, error);
  }
  return root;
}
