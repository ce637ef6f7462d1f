import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { fontPreload } from './src/server/build/font-preload';
import { precompressDirectory } from './src/server/build/precompress';
import { serviceWorker } from './src/server/build/service-worker';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

const sourceFile = (path: string) => fileURLToPath(new URL(`./src/web/${path}`, import.meta.url));
const startFiles = {
  main: sourceFile('main.tsx'),
  landing: sourceFile('app/start-landing.tsx'),
  app: sourceFile('app/start-app.tsx'),
};

type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };
type Wanted = Set<string> | 'all';

const fromClause = /\b(?:import|export)\s+(?:type\s+)?([\w$*\s{},]*?)\s*from\s*["']([^"']+)["']/g;
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const inPackage = (id: string, specifier: string) => id.includes(`/node_modules/${packageName(specifier)}/`);

/** `{ a, b as c }` → the names taken from the other module (a, b); anything else (`* as x`, a default) → all. */
function namesOf(clause: string): Wanted {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces?.[1]) return 'all';
  const names = braces[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '');
  return new Set(names.filter((name) => name && !name.startsWith('type ')));
}

/**
 * A package index that only re-exports (lucide-react, radix-ui, @tanstack/react-query). Tree-shaking keeps
 * only what is imported from it, so the walk below must follow only those names, not every re-export.
 */
function isBarrel(info: Rolldown.ModuleInfo): boolean {
  if (!info.id.includes('/node_modules/') || !info.code) return false;
  const rest = info.code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/^\s*["']use \w+["'];?/, '')
    .replace(/(?:import|export)[^;'"]*?from\s*["'][^"']+["'];?/g, '')
    .replace(/export\s*\{[^}]*\};?/g, '');
  return rest.trim() === '';
}

/** The modules of `barrel` that provide `wanted`. */
function barrelTargets(barrel: Rolldown.ModuleInfo, wanted: Wanted): string[] {
  const specifiers = new Set<string>();
  const stars: string[] = [];
  const found = new Set<string>();
  for (const [, clause = '', specifier = ''] of barrel.code?.matchAll(fromClause) ?? []) {
    if (/^\*$/.test(clause.trim())) stars.push(specifier);
    const names = /^\*\s+as\s+([\w$]+)$/.exec(clause.trim())?.[1] ?? clause.replace(/[{}]/g, '');
    const exported = names.split(',').map((part) => (part.split(/\s+as\s+/).pop() ?? '').trim());
    const hits = exported.filter((name) => wanted === 'all' || wanted.has(name));
    if (hits.length > 0) specifiers.add(specifier);
    hits.forEach((name) => found.add(name));
  }
  if (wanted === 'all' || [...wanted].some((name) => !found.has(name)))
    stars.forEach((s) => specifiers.add(s));
  const directory = barrel.id.slice(0, barrel.id.lastIndexOf('/'));
  return barrel.importedIds.filter((id) =>
    [...specifiers].some((specifier) =>
      specifier.startsWith('.') ? id === resolve(directory, specifier) : inPackage(id, specifier),
    ),
  );
}

/**
 * The modules `start` reaches through static imports: what loads together with it. Through a barrel, only
 * the modules providing the imported names count.
 */
function staticGraph(start: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending: Array<[string, Wanted]> = [[start, 'all']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [id, wanted] = next;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (isBarrel(info)) {
      for (const target of barrelTargets(info, wanted)) pending.push([target, 'all']);
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    const imports = [...(info.code?.matchAll(fromClause) ?? [])];
    for (const importedId of info.importedIds) {
      // Only a package can be a barrel; what a module takes from it is in its `import { … } from 'pkg'`.
      const taken = imports
        .filter(([, , specifier = '']) => !specifier.startsWith('.') && inPackage(importedId, specifier))
        .map(([, clause = '']) => namesOf(clause));
      const all = taken.length === 0 || taken.some((names) => names === 'all');
      pending.push([importedId, all ? 'all' : new Set(taken.flatMap((names) => [...names]))]);
    }
  }
  return seen;
}

/** The three static graphs of the current build, worked out on the first chunking call. */
let graphs: Record<keyof typeof startFiles, Set<string>> | undefined;

function startGraphs(graph: ModuleGraph) {
  graphs ??= {
    main: staticGraph(startFiles.main, graph),
    landing: staticGraph(startFiles.landing, graph),
    app: staticGraph(startFiles.app, graph),
  };
  return graphs;
}

/** Brotli and gzip copies of the built text files, served as they are by the server (ADR 093). */
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

/** Modules the landing document or the entry loads: they never move into the app's chunks. */
function inLandingOrEntry(id: string, graph: ModuleGraph): boolean {
  const { main, landing } = startGraphs(graph);
  return main.has(id) || landing.has(id);
}

/** Packages that only one or two pages need, big enough to be worth their own files. */
const pageOnlyPackages =
  /\/node_modules\/(?:react-markdown|remark-[^/]+|rehype-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|unified|vfile[^/]*|devlop|bail|trough|extend|is-plain-obj|trim-lines|property-information|space-separated-tokens|comma-separated-tokens|estree-util-[^/]+|html-url-attributes|inline-style-parser|style-to-[^/]+|decode-named-character-reference|character-entities[^/]*|@ungap|react-hook-form|@hookform|canvas-confetti|@tanstack\/react-virtual|@tanstack\/virtual-core)\//;

/**
 * One `shell` chunk for what both ways in (ADR 084) import statically: the landing document
 * (app/start-landing.tsx) and the app (app/start-app.tsx). Left alone, the bundler cuts those modules into a
 * dozen small chunks, one per set of lazy pages that also use them; but whichever way in a page load takes
 * fetches all of them at once, and each file is a request that compresses on its own. main.tsx's own
 * imports stay in the entry chunk.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: (id, graph) => {
      const { main, landing, app } = startGraphs(graph);
      return !main.has(id) && landing.has(id) && app.has(id) ? 'shell' : null;
    },
    debugName: 'shell',
    priority: 2,
    // Its dependencies are in it already, except main.tsx's (fatal error screen, preload helper), which must
    // stay in the entry chunk: the entry shows the error screen when the shell cannot load.
    includeDependenciesRecursively: false,
  },
  {
    // What only the app's start imports statically (router, query client, auth): loaded together by
    // every signed-in page, so one file instead of a dozen.
    name: (id, graph) => (!inLandingOrEntry(id, graph) && startGraphs(graph).app.has(id) ? 'app' : null),
    debugName: 'app',
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    // The packages of the app's pages (Radix parts, floating-ui, Zod, TanStack hooks, icons): nearly every
    // page needs most of them, and split per set of pages they became some thirty files of 1–25 KB.
    // Markdown rendering, forms and confetti stay with the pages that use them.
    name: (id, graph) =>
      /\/node_modules\//.test(id) && !pageOnlyPackages.test(id) && !inLandingOrEntry(id, graph)
        ? 'vendor'
        : null,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    { name: 'podbrief:fresh-chunk-graphs', buildStart: () => void (graphs = undefined) },
    fontPreload(),
    precompress(),
    serviceWorker(),
  ],
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
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
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
