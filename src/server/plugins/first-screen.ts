import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
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

const bootMessage = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/** index.html with `markup` in the root element in place of the boot message. */
export function withRootMarkup(html: string, markup: string): string {
  return html.replace(bootMessage, () => `<div id="root">${markup}</div>`);
}

/**
 * A first screen's markup: the app's own presentational components (`@web/app/first-screens`) drawn with
 * React's server renderer at the document's address, so a link draws its address as in the app. React
 * escapes every text and attribute; the summary is the server's own allow-listed HTML (ADR 151).
 */
export function renderFirstScreen(location: string, screen: ReactElement): string {
  return renderToStaticMarkup(createElement(StaticRouter, { location }, screen));
}

/** The address a first screen is drawn at: its path and, when it has one, its query. */
export function addressOf(pathname: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
