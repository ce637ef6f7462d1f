import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { fontPreload } from './src/server/build/font-preload';
import { precompressDirectory } from './src/server/build/precompress';
import { routeList } from './src/server/build/route-list';
import { serviceWorker } from './src/server/build/service-worker';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

const sourceFile = (path: string) => fileURLToPath(new URL(`./src/web/${path}`, import.meta.url));

/** Brotli and gzip copies of the built text files, served as they are by the server (ADR 002). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'podbrief:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const result = await precompressDirectory(outDir);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      this.info?.(
        `precompressed ${result.files} files: ${kb(result.rawBytes)} → ${kb(result.brotliBytes)} br, ${kb(result.gzipBytes)} gzip`,
      );
    },
  };
}

/** `[\\/]node_modules[\\/](a|b|…)[\\/]`: the modules of these packages, on any platform's paths. */
const packages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/** The landing document's own modules, which only a first visit to '/' loads (ADR 084). */
const landingOnly = /[\\/]src[\\/]web[\\/](?:app[\\/]start-landing\.tsx|features[\\/]landing[\\/])/;
/** main.tsx and its own imports: the entry chunk, which draws the fatal error screen when nothing else loads. */
const entryOwn = /[\\/]src[\\/]web[\\/](?:main\.tsx|styles\.css|app[\\/]fatal-error\.ts)$/;

/**
 * The modules a first visit to the main app routes runs (the same list the bench weighs,
 * bench/steps/frontend.ts): the app's start and sidebar layout, and the feed, report and channel pages.
 */
const firstVisitRoots = [
  'app/start-app.tsx',
  'app/layout/app-layout.tsx',
  'app/routes/subscriber/reports.tsx',
  'app/routes/subscriber/report-detail.tsx',
  'app/routes/channel-public.tsx',
].map(sourceFile);

/** lucide-react's published index: which icon file each exported name is. */
function lucideIconFiles(): Map<string, string> {
  const index = fileURLToPath(
    new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
  );
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g,
  ))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  return files;
}

/**
 * The icon files the first-visit roots' static imports draw (issue 41), read from their import
 * statements: the `icons` chunk holds these, the icons only other pages share go to `page-icons`, so a
 * reader's first visit does not download the creator's and the admin's icons.
 */
function firstVisitIconFiles(ctx: Rolldown.ChunkingContext): Set<string> {
  const byName = lucideIconFiles();
  const icons = new Set<string>();
  const seen = new Set<string>();
  const queue = [...firstVisitRoots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    for (const [, names] of (info.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
      for (const name of names!.split(',')) {
        const file = byName.get(name.trim().split(/\s+as\s+/)[0]!);
        if (file) icons.add(file);
      }
    queue.push(...info.importedIds.filter((imported) => !imported.includes('/node_modules/')));
  }
  return icons;
}

/** Computed once per chunking pass (a watch rebuild gets a new context). */
const firstVisitIconsOf = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/**
 * Chunk groups, declared by module id and the bundler's own `$initial` tag (ADR 150);
 * the bundler places everything else by the set of pages that import it, after tree-shaking, so a first
 * visit downloads only what it runs. The landing start is a build input of its own (below) so that the
 * bundler tags its static graph `$initial`: that is what both ways in need.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // React: every page, the landing document included.
  { name: 'react', test: packages('react', 'react-dom', 'scheduler'), priority: 40 },
  // The app's framework, which the landing document does without (ADR 084): data router, query cache.
  {
    name: 'app-framework',
    test: packages('react-router', '@tanstack/query-core', '@tanstack/react-query'),
    priority: 30,
  },
  // The icons two or more pages draw, with lucide-react's runtime, in one file: split by the pages using
  // them they were a dozen files of 0.3 KB, each costing more in headers than in bytes. An icon only one
  // page draws goes with that page, so other routes do not download it (ADR 150, 171). The landing
  // document draws its own (ADR 084) and does not load this file.
  {
    name: (id, ctx) => {
      const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/][\w-]+\.mjs)$/
        .exec(id)?.[1]
        ?.replace('\\', '/');
      if (!icon) return 'icons';
      let icons = firstVisitIconsOf.get(ctx);
      if (!icons) firstVisitIconsOf.set(ctx, (icons = firstVisitIconFiles(ctx)));
      return icons.has(icon) ? 'icons' : 'page-icons';
    },
    test: packages('lucide-react'),
    priority: 20,
    minShareCount: 2,
    // React, which the icons import, stays in its own group.
    includeDependenciesRecursively: false,
  },
  // What the landing document loads statically, less its own page: the header, dialogs' openers, theme,
  // API client, session. The app loads all of it too, so it is one file (the bundler may put it in the
  // entry chunk, which both ways in load first anyway).
  {
    name: 'shell',
    tags: ['$initial'],
    test: (id) => !landingOnly.test(id) && !entryOwn.test(id),
    priority: 10,
  },
];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), fontPreload(), routeList(), precompress(), serviceWorker()],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // Zod with interpreted parsing, set before any schema exists (src/web/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: sourceFile('lib/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    // No preload list in each chunk that imports pages (a name per chunk of the app, 3 KB gzip of
    // every first visit): the document preloads a first visit's files (ADR 236), and later pages
    // fetch their imports when they arrive, from the service worker's precache once it runs (ADR 251).
    modulePreload: false,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // The landing start as an entry of its own, besides index.html, so the bundler tags its static
      // graph `$initial` for the shell group. main.tsx still imports it dynamically, on '/' only.
      input: { index: sourceFile('index.html'), landing: sourceFile('app/start-landing.tsx') },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev-google': 'http://localhost:3000',
    },
  },
});
