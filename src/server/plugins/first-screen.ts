import type { SignedInSession } from '@shared/contract/auth';
import type { FirstScreenData } from '@shared/contract/first-screen';

/**
 * A page's first screen, made on the server (ADR 236): the markup shown in the document's root until the
 * app takes over, and the data it was made from, which the document carries for the app.
 */
export interface FirstScreen {
  html: string;
  data: FirstScreenData;
}

/**
 * The first screen of the address (its path and query) for the document's session, or null (another
 * page, nothing to show). It reads what the page's API request would answer for the same session, with
 * the same rules.
 */
export type FirstScreenMaker = (
  pathname: string,
  session: SignedInSession | null,
  search: URLSearchParams,
) => Promise<FirstScreen | null>;

/** Text as HTML: what a user typed never becomes markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const bootMessage = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/** index.html with `markup` in the root element in place of the boot message. */
export function withRootMarkup(html: string, markup: string): string {
  return html.replace(bootMessage, () => `<div id="root">${markup}</div>`);
}

/**
 * The app layout around a first screen, with the classes the app's layout uses (the sticky 4 rem header,
 * the main column), so the page's content stays where it is when the app renders the same layout.
 */
export function appFrame(content: string): string {
  return [
    '<div class="flex min-h-dvh flex-col">',
    '<header class="sticky top-0 z-40 h-16 border-b border-border bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70"></header>',
    '<div class="flex flex-1"><main class="min-w-0 flex-1 pb-16">',
    content,
    '</main></div></div>',
  ].join('');
}

/** The content box of a reading page (the app's `PageContainer measure="reading"`). */
export function readingColumn(content: string, gap = 'gap-6'): string {
  return `<div class="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6"><div class="mx-auto flex w-full max-w-3xl flex-col ${gap}">${content}</div></div>`;
}
