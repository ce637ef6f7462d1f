import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRouteList } from '../../src/server/build/route-list';
import { routeAssets, type Manifest } from '../../src/server/plugins/document-assets';
import { root } from '../lib/processes';

/** The one implementation the server's document uses too (ADR 236). */
export { initialAssets, type Manifest } from '../../src/server/plugins/document-assets';

/**
 * The main routes issue 19 sets budgets for, by their pattern in src/web/app/route-table.ts. What each
 * downloads first is what the server's document preloads for it (src/server/plugins/document-assets.ts):
 * the entry, the route's start (the landing document renders the landing page itself, ADR 084; every
 * other route starts the app and, in the sidebar layout, loads that layout, ADR 150), and the page.
 */
const mainRoutes = [
  { name: 'landing', path: '/' },
  { name: 'feed', path: '/subscriber/reports' },
  { name: 'report', path: '/subscriber/reports/:reportId' },
  { name: 'public channel', path: '/channels/:creatorId' },
] as const;

export interface RouteWeight {
  route: string;
  path: string;
  jsFiles: number;
  jsGzipKb: number;
  cssGzipKb: number;
  jsRawKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Gzip (level 9, as Vite reports it) of the initial JS and CSS of each main route of the build. */
export async function measureRouteWeights(): Promise<RouteWeight[]> {
  const webDir = join(root, 'dist/web');
  const manifest = JSON.parse(await readFile(join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = async (file: string) => {
    if (!sizes.has(file)) {
      const content = await readFile(join(webDir, file));
      sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file)!;
  };
  const routeList = readRouteList(join(root, 'src/web'));
  const weights: RouteWeight[] = [];
  for (const route of mainRoutes) {
    const listed = routeList.find((entry) => entry.path === route.path);
    if (!listed) throw new Error(`the route table has no ${route.path}`);
    const assets = routeAssets(manifest, listed);
    let jsGzip = 0;
    let jsRaw = 0;
    let cssGzip = 0;
    for (const file of assets.js) {
      const s = await size(file);
      jsGzip += s.gzip;
      jsRaw += s.raw;
    }
    for (const file of assets.css) cssGzip += (await size(file)).gzip;
    weights.push({
      route: route.name,
      path: route.path,
      jsFiles: assets.js.length,
      jsGzipKb: kb(jsGzip),
      cssGzipKb: kb(cssGzip),
      jsRawKb: kb(jsRaw),
    });
  }
  return weights;
}
