/**
 * What a first visit to each client route downloads before it can render, read from Vite's build manifest
 * (dist/web/.vite/manifest.json) and the route list the build writes beside it (.vite/routes.json, from
 * src/web/app/route-table.ts: src/server/build/route-list.ts). The server's document names these files as
 * `modulepreload` links so the browser fetches them all at once instead of in three waves (ADR 236), and
 * the bench weighs the same lists (bench/steps/frontend.ts): one implementation for both.
 */

import { matchRoutes } from 'react-router';

/** Where the build writes the route list, beside Vite's manifest in dist/web. */
export const routeListFile = '.vite/routes.json';

/** One entry of Vite's build manifest, the fields used here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A route of the client's route table as the build lists it: its pattern, page module and layout. */
export interface RouteModule {
  /** React Router pattern: literal segments and `:param` segments. */
  path: string;
  /** The page module's manifest key (relative to src/web), e.g. `app/routes/subscriber/reports.tsx`. */
  module: string;
  /** `bare` routes render without the sidebar layout (BareLayout, which the app's start loads statically). */
  layout: 'bare' | 'sidebar';
}

/** The start of the signed-in app, and its sidebar layout, a lazy layout route (ADR 150). */
const appStart = 'app/start-app.tsx';
const sidebarLayout = 'app/layout/app-layout.tsx';
/** The landing document's own start, which renders the landing page itself (ADR 084). */
const landingStart = 'app/start-landing.tsx';

/**
 * The modules a route loads before its page when the build has them (a split boot: landing vs the
 * signed-in app). A first visit to '/' runs the landing start, which renders the landing page itself, so
 * it never loads the router's landing chunk; every other address starts the app, and a route in the
 * sidebar layout loads that layout before its page.
 */
function bootOf(route: Pick<RouteModule, 'path' | 'layout'>): {
  boot: string[];
  bootRendersPage: boolean;
} {
  if (route.path === '/') return { boot: [landingStart], bootRendersPage: true };
  return { boot: route.layout === 'bare' ? [appStart] : [appStart, sidebarLayout], bootRendersPage: false };
}

/**
 * What a first visit to a route downloads before it can render: the entry (index.html's script) with
 * everything it imports statically, plus the route's lazy page chunk with its static imports, and the
 * CSS of all of those. Dynamic imports further down (other pages) are not counted. When the build has the
 * route's boot modules and they render the page themselves (`bootRendersPage`), the route chunk is left
 * out: the browser never asks for it on that visit. With no route module (an address no route matches),
 * the entry and the boot modules only.
 */
export function initialAssets(
  manifest: Manifest,
  routeModule: string | null,
  bootModules: readonly string[] = [],
  { bootRendersPage = false }: { bootRendersPage?: boolean } = {},
): { js: string[]; css: string[] } {
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  if (routeModule && !manifest[routeModule])
    throw new Error(`the Vite manifest has no chunk for ${routeModule}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const bootsBuilt = bootModules.filter((boot) => manifest[boot]);
  for (const boot of bootsBuilt) visit(boot);
  const pageFromBoot = bootRendersPage && bootModules.length > 0 && bootsBuilt.length === bootModules.length;
  if (routeModule && !pageFromBoot) visit(routeModule);
  const chunks = [...seen].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))],
  };
}

/** The initial assets of one route of the list. */
export function routeAssets(manifest: Manifest, route: RouteModule): { js: string[]; css: string[] } {
  const { boot, bootRendersPage } = bootOf(route);
  return initialAssets(manifest, route.module, boot, { bootRendersPage });
}

/**
 * The route an address renders, matched by React Router itself (its ranking, case-insensitive, a
 * trailing slash ignored), so the server's idea of a route cannot drift from the app's. Undefined when
 * none matches (the app's 'Page Not Found' or a redirect).
 */
export function matchRoute<R extends Pick<RouteModule, 'path'>>(routes: readonly R[], pathname: string) {
  return matchRoutes([...routes], pathname.split(/[?#]/, 1)[0]!)?.[0]?.route;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * For each address, the `<link>` tags that fetch what its first render needs at once, from the document:
 * `modulepreload` for every script (React fetches and runs them when it asks; the browser has them by
 * then) and `preload` for stylesheets, leaving out what index.html already names. Addresses no route
 * matches get the app's start and the sidebar layout ('Page Not Found' renders there).
 */
export function documentPreloads(
  manifest: Manifest,
  routes: readonly RouteModule[],
  indexHtml: string,
  base = '/',
): (pathname: string) => string {
  const named = (file: string) => indexHtml.includes(`"${base}${file}"`);
  const tags = (assets: { js: string[]; css: string[] }) =>
    [
      ...assets.js
        .filter((file) => !named(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(base + file)}" />`),
      ...assets.css
        .filter((file) => !named(file))
        .map((file) => `<link rel="preload" as="style" href="${escapeAttribute(base + file)}" />`),
    ].join('\n    ');
  const byRoute = new Map(routes.map((route) => [route, tags(routeAssets(manifest, route))]));
  const unmatched = tags(initialAssets(manifest, null, bootOf({ path: '*', layout: 'sidebar' }).boot));
  return (pathname) => {
    const route = matchRoute(routes, pathname);
    return route ? byRoute.get(route)! : unmatched;
  };
}
