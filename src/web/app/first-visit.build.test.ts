// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
  // Vitest sets NODE_ENV=test, which would bundle React's development build: build as `npm run build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The source modules of one built file, read from its source map, with forward slashes. */
async function modulesOf(file: string): Promise<string[]> {
  // The bundler's own runtime chunk has no source map.
  const text = await readFile(join(outDir, `${file}.map`), 'utf8').catch(() => '{"sources":[]}');
  return (JSON.parse(text) as { sources: string[] }).sources.map((source) => source.replaceAll('\\', '/'));
}

async function firstVisitModules(page: string): Promise<string[]> {
  const { js } = initialAssets(manifest, page, boot);
  return (await Promise.all(js.map(modulesOf))).flat();
}

/** The files among `files` that carry a module matching `test`. */
async function filesWith(files: string[], test: (module: string) => boolean): Promise<string[]> {
  const carrying = await Promise.all(files.map(async (file) => (await modulesOf(file)).some(test)));
  return files.filter((_file, index) => carrying[index]);
}

describe.each(Object.entries(routes))("the %s route's first visit", (_name, page) => {
  it('carries no date library: dates are formatted with Intl (ADR 150)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.includes('/src/shared/dates/format.ts'))).toBe(true);
    expect(modules.filter((m) => /\/node_modules\/(?:date-fns|@date-fns\/tz)\//.test(m))).toEqual([]);
  });

  it('carries no icon that only one other page draws (ADR 150)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.includes('/node_modules/lucide-react/'))).toBe(true);
    // The creator's feed import (rss), the coming-soon page (rocket), the channel grid (radio-tower).
    const others = ['rss', 'rocket', 'radio-tower'].map((icon) => `/lucide-react/dist/esm/icons/${icon}.mjs`);
    expect(modules.filter((m) => others.some((icon) => m.endsWith(icon)))).toEqual([]);
  });

  it("loads lucide-react's runtime once, with the shared icons, not with each page (ADR 171)", async () => {
    const { js } = initialAssets(manifest, page, boot);
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.endsWith('/node_modules/lucide-react/dist/esm/createLucideIcon.mjs'))).toBe(
      true,
    );
    const runtimeFiles = await filesWith(js, (m) =>
      /\/node_modules\/lucide-react\/(?!dist\/esm\/icons\/)/.test(m),
    );
    expect(runtimeFiles).toHaveLength(1);
    expect(runtimeFiles[0]).toMatch(/^assets\/icons-/);
  });

  it('carries no Radix code: avatars, labels and asChild slots are our own (ADR 150)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.filter((m) => m.includes('/node_modules/@radix-ui/'))).toEqual([]);
  });

  it('joins class names without a class-merging library (ADR 249)', async () => {
    const modules = await firstVisitModules(page);
    expect(modules.some((m) => m.endsWith('/src/web/lib/cn.ts'))).toBe(true);
    expect(modules.filter((m) => m.includes('/node_modules/tailwind-merge/'))).toEqual([]);
  });
});

/**
 * Each app route's first-visit script, gzip level 9 as the front-end bench weighs it (KB): issue 41's
 * 130 KB. A change that adds to a route's first visit and crosses it fails here and has to move what it
 * adds behind a lazy boundary.
 */
const firstVisitBudgetKb = { feed: 130, report: 130, 'public channel': 130 };

async function gzipKb(files: string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

describe.each(Object.entries(firstVisitBudgetKb))("the %s route's first-visit script", (name, budget) => {
  it(`stays within ${budget} KB gzip`, async () => {
    const { js } = initialAssets(manifest, routes[name as keyof typeof routes], boot);
    expect(await gzipKb(js)).toBeLessThanOrEqual(budget);
  });
});

describe('what the report page loads before any interaction', () => {
  it('carries no schema library: the notes read a conflict without Zod', async () => {
    // The notes load right after the page renders, with no interaction: check them with it.
    const modules = [
      ...(await firstVisitModules(routes.report)),
      ...(await firstVisitModules('app/routes/subscriber/report-notes.tsx')),
    ];
    expect(modules.some((m) => m.endsWith('/src/web/features/notes/lib/note-service.ts'))).toBe(true);
    expect(modules.filter((m) => /\/node_modules\/zod\/|\/src\/web\/lib\/zod-jitless\.ts$/.test(m))).toEqual(
      [],
    );
  });
});

describe('what a first visit leaves until it is used (issue 41)', () => {
  it("the report page draws the report without the highlights' code", async () => {
    const modules = await firstVisitModules(routes.report);
    expect(modules.some((m) => m.endsWith('/src/web/features/reports/components/report-view.tsx'))).toBe(
      true,
    );
    expect(modules.filter((m) => m.includes('/src/web/features/highlights/'))).toEqual([]);
    expect(modules.filter((m) => m.endsWith('/src/web/lib/offline-sync.ts'))).toEqual([]);
  });

  it.each(Object.entries(routes))(
    'the %s route carries no sign-in card and no service worker registration',
    async (_name, page) => {
      const modules = await firstVisitModules(page);
      expect(modules.some((m) => m.endsWith('/src/web/features/auth/components/require-auth.tsx'))).toBe(
        true,
      );
      const later = ['sign-in-required.tsx', 'continue-with-google.tsx', 'notes/lib/offline-support.ts'];
      expect(modules.filter((m) => later.some((file) => m.endsWith(`/${file}`)))).toEqual([]);
    },
  );

  it.each(Object.entries(routes))(
    "the %s route's icons file holds no icon only other pages draw",
    async (_name, page) => {
      const modules = await firstVisitModules(page);
      // Icons the profile and the creator's forms share, pages a reader does not open first.
      const others = ['trash', 'camera', 'key-round'].map(
        (icon) => `/lucide-react/dist/esm/icons/${icon}.mjs`,
      );
      expect(modules.filter((m) => others.some((icon) => m.endsWith(icon)))).toEqual([]);
      expect(Object.values(manifest).some((chunk) => chunk.file.startsWith('assets/page-icons-'))).toBe(true);
    },
  );

  it('names no other chunk in a chunk that loads pages: the document preloads a first visit (ADR 251)', async () => {
    const { js } = initialAssets(manifest, routes.feed, boot);
    const start = js.find((file) => file.startsWith('assets/start-app-'));
    expect(start).toBeDefined();
    const code = await readFile(join(outDir, start!), 'utf8');
    expect(code).toContain('import(');
    expect(code).not.toMatch(/"assets\/[\w-]+\.js"/);
  });
});

describe("the landing document's first visit", () => {
  it('carries no lucide-react module: its icons are drawn by defineIcon (ADR 084)', async () => {
    const { js } = initialAssets(manifest, null, ['app/start-landing.tsx'], { bootRendersPage: true });
    expect(js.length).toBeGreaterThan(0);
    expect(await filesWith(js, (m) => m.includes('/node_modules/lucide-react/'))).toEqual([]);
    expect(await filesWith(js, (m) => m.endsWith('/src/web/components/icons/define-icon.tsx'))).not.toEqual(
      [],
    );
  });

  it('carries no class-merging library (ADR 249)', async () => {
    const { js } = initialAssets(manifest, null, ['app/start-landing.tsx'], { bootRendersPage: true });
    expect(await filesWith(js, (m) => m.includes('/node_modules/tailwind-merge/'))).toEqual([]);
  });
});
