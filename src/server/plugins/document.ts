import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentPreloads, routeListFile, type Manifest, type RouteModule } from './document-assets';

/**
 * A value as a `<script type="application/json">` block: data the browser never runs (so the CSP's
 * script rules do not apply to it) and that cannot end the block early. `<`, `>` and `&` are written as
 * JSON escapes, so no `</script>` or `<!--` can appear in it whatever a user typed, and U+2028/U+2029
 * too, for anything that reads the text as JavaScript.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** `html` with `tags` added at the end of its head. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  const added = tags.filter(Boolean);
  if (added.length === 0) return html;
  return html.replace('</head>', () => `  ${added.join('\n    ')}\n  </head>`);
}

export interface BuiltDocument {
  html: string;
  /** The preload links of the address's route; empty when the build has no manifest or route list. */
  preloads: (pathname: string) => string;
}

/**
 * The built index.html, and the preloads of each route from the build's manifest and route list
 * (src/server/build/route-list.ts). A build without them (an older one, a test's stand-in) is served
 * without preloads.
 */
export async function loadDocument(root: string): Promise<BuiltDocument> {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const manifestPath = join(root, '.vite/manifest.json');
  const routesPath = join(root, routeListFile);
  if (!existsSync(manifestPath) || !existsSync(routesPath)) return { html, preloads: () => '' };
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const routes = JSON.parse(await readFile(routesPath, 'utf8')) as RouteModule[];
  return { html, preloads: documentPreloads(manifest, routes, html) };
}
