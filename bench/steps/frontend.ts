import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/processes';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json), the fields used here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The page modules of the three main routes (src/web/app/route-table.ts), and the start-up modules each
 * loads before its page when the build has them (a split boot: landing vs the signed-in app).
 */
export const mainRoutes = [
  { name: 'landing', path: '/', module: 'app/routes/landing.tsx', boot: ['app/start-landing.tsx'] },
  {
    name: 'feed',
    path: '/subscriber/reports',
    module: 'app/routes/subscriber/reports.tsx',
    boot: ['app/start-app.tsx'],
  },
  {
    name: 'report',
    path: '/subscriber/reports/:reportId',
    module: 'app/routes/subscriber/report-detail.tsx',
    boot: ['app/start-app.tsx'],
  },
] as const;

/**
 * What a first visit to a route downloads before it can render: the entry (index.html's script) with
 * everything it imports statically, plus the route's lazy page chunk with its static imports, and the
 * CSS of all of those. Dynamic imports further down (other pages) are not counted.
 */
export function initialAssets(
  manifest: Manifest,
  routeModule: string,
  bootModules: readonly string[] = [],
): { js: string[]; css: string[] } {
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  if (!manifest[routeModule]) throw new Error(`the Vite manifest has no chunk for ${routeModule}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const boot of bootModules) if (manifest[boot]) visit(boot);
  visit(routeModule);
  const chunks = [...seen].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))],
  };
}

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
  const weights: RouteWeight[] = [];
  for (const route of mainRoutes) {
    const assets = initialAssets(manifest, route.module, route.boot);
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
