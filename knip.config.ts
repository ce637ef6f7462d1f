import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies (ADR 145); `npm run lint` fails on any. Knip's plugins read
 * the Vite (index.html → main.tsx), Vitest, Playwright, ESLint, Drizzle and package.json configs for their
 * own entry points; the entries below are the ones no config names.
 */
const config: KnipConfig = {
  entry: [
    // The server bundle's inputs (scripts/build-server.mjs); seed-cli.ts is named by package.json already.
    'src/server/main.ts',
    'src/server/db/pglite-template-cli.ts',
    // The parse pool's worker, loaded by path: the bundle's entry and the bootstrap used from source.
    'src/server/transcripts/transcript-worker.ts',
    'src/server/transcripts/transcript-worker-source.mjs',
    // The stdio MCP server, bundled by scripts/build-mcp.mjs for the podbrief-mcp bin.
    'src/server/mcp/stdio.ts',
    // Run by hand or by npm scripts through node.
    'scripts/*.mjs',
    // Parts of the ESLint configuration that eslint.config.js imports (knip's ESLint plugin reads only it).
    'eslint/*.js',
    // Benchmarks started with tsx, and the workers bench/run.ts forks by path.
    'bench/{run,profile,statements,summarizer-timing,three-hour-transcript,embedded,lighthouse,feed-ratio,hostile-transcripts,mcp-library,mail-fanout,overload}.ts',
    'bench/eval/model-record.ts',
    'bench/generate/index.ts',
    'bench/load/*-{worker,server}.ts',
    // Served as they are from the public folder: the theme script.
    'src/web/public/*.js',
    // The service worker, which vite-plugin-pwa builds by file name (src/server/build/service-worker.ts).
    'src/web/sw.ts',
    // What the browser build imports for 'zod' (the alias in vite.config.ts).
    'src/web/lib/zod-jitless.ts',
    // The api-pg projects' global setup, which vitest.config.ts names only when TEST_DATABASE_URL is set.
    'src/server/testing/postgres-template.global-setup.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,js,css}',
    'eslint/*.js',
    'scripts/**/*.{mjs,ts}',
    'bench/**/*.ts',
    'e2e/**/*.ts',
    '*.config.ts',
  ],
  playwright: { config: ['playwright.config.ts', 'e2e/multi-process.config.ts'] },
  // System tools the benchmark (pins processes to cores) and the fault tests (run PostgreSQL as its own
  // user, read a listening socket's queue) spawn; they are not npm packages.
  ignoreBinaries: ['taskset', 'runuser', 'ss'],
  // Run through its executable (node_modules/.bin/lighthouse) by bench/steps/lighthouse.ts, never imported.
  ignoreDependencies: ['lighthouse'],
};

export default config;
