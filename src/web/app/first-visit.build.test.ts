// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialAssets, type Manifest } from '../../../bench/steps/frontend';

/**
 * What the production build sends on a first visit to each app route, counted as the front-end bench
 * counts it (bench/steps/frontend.ts): the entry, the app's start and sidebar layout, and the page, with
 * their static imports. The modules of those files are read from their source maps.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const boot = ['app/start-app.tsx', 'app/layout/app-layout.tsx'];
const routes = {
  feed: 'app/routes/subscriber/reports.tsx',
  report: 'app/routes/subscriber/report-detail.tsx',
  'public channel': 'app/routes/channel-public.tsx',
};

let outDir = '';
let manifest: Manifest;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'podbrief-first-visit-'));
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function firstVisitModules(page: string): Promise<string[]> {
  const { js } = initialAssets(manifest, page, boot);
  const sources = await Promise.all(
    js.map(async (file) => {
      // The bundler's own runtime chunk has no source map.
      const text = await readFile(join(outDir, `${file}.map`), 'utf8').catch(() => '{"sources":[]}');
      return (JSON.parse(text) as { sources: string[] }).sources;
    }),
  );
  return sources.flat().map((source) => source.replaceAll('\\', '/'));
}

describe.each(Object.entries(routes))("the %s route's first visit", (_name, page) => {
  it('carries no date library: dates are formatted with Intl (ADR 163)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.includes('/src/shared/dates/format.ts'))).toBe(true);
    expect(modules.filter((m) => /\/node_modules\/(?:date-fns|@date-fns\/tz)\//.test(m))).toEqual([]);
  });

  it('carries no icon that only one other page draws (ADR 163)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.includes('/node_modules/lucide-react/'))).toBe(true);
    // The creator's feed import (rss), the coming-soon page (rocket), the channel grid (radio-tower).
    const others = ['rss', 'rocket', 'radio-tower'].map((icon) => `/lucide-react/dist/esm/icons/${icon}.mjs`);
    expect(modules.filter((m) => others.some((icon) => m.endsWith(icon)))).toEqual([]);
  });

  it("draws lucide's icons without lucide's runtime (ADR 163)", async () => {
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.endsWith('/src/web/components/icons/lucide-runtime.ts'))).toBe(true);
    const runtime = modules.filter((m) => /\/node_modules\/lucide-react\/(?!dist\/esm\/icons\/)/.test(m));
    expect(runtime).toEqual([]);
  });

  it('carries no Radix code: avatars, labels and asChild slots are our own (ADR 163)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.filter((m) => m.includes('/node_modules/@radix-ui/'))).toEqual([]);
  });
});
