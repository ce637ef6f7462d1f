import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/processes';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json), the fields used here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The page modules of the main routes (src/web/app/route-table.ts), and the start-up modules each loads
 * before its page when the build has them (a split boot: landing vs the signed-in app). The landing boot
 * renders the landing page itself (ADR 084), so a first visit to '/' never loads the router's landing
 * route chunk: that chunk is only what the full app loads when a signed-in session navigates home. Every
 * other route also loads the sidebar layout (a lazy layout route, ADR 027) before its page.
 */
const appBoot = ['app/start-app.tsx', 'app/layout/app-layout.tsx'] as const;
const mainRoutes = [
  {
    name: 'landing',
    path: '/',
    module: 'app/routes/landing.tsx',
    boot: ['app/start-landing.tsx'],
    bootRendersPage: true,
  },
  {
    name: 'feed',
    path: '/subscriber/reports',
    module: 'app/routes/subscriber/reports.tsx',
    boot: appBoot,
  },
  {
    name: 'report',
    path: '/subscriber/reports/:reportId',
    module: 'app/routes/subscriber/report-detail.tsx',
    boot: appBoot,
  },
  {
    name: 'public channel',
    path: '/channels/:creatorId',
    module: 'app/routes/channel-public.tsx',
    boot: appBoot,
  },
] as const;

/**
 * What a first visit to a route downloads before it can render: the entry (index.html's script) with
 * everything it imports statically, plus the route's lazy page chunk with its static imports, and the
 * CSS of all of those. Dynamic imports further down (other pages) are not counted. When the build has the
 * route's boot modules and they render the page themselves (`bootRendersPage`), the route chunk is left
 * out: the browser never asks for it on that visit.
 */
export function initialAssets(
  manifest: Manifest,
  routeModule: string,
  bootModules: readonly string[] = [],
  { bootRendersPage = false }: { bootRendersPage?: boolean } = {},
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
  const bootsBuilt = bootModules.filter((boot) => manifest[boot]);
  for (const boot of bootsBuilt) visit(boot);
  const pageFromBoot = bootRendersPage && bootModules.length > 0 && bootsBuilt.length === bootModules.length;
  if (!pageFromBoot) visit(routeModule);
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
    const assets = initialAssets(manifest, route.module, route.boot, {
      bootRendersPage: 'bootRendersPage' in route && route.bootRendersPage,
    });
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
