// Bundles the server into one ES module, dist/server/main.js. Dependencies stay in node_modules
// (packages: 'external'): the bundle holds only our code, so it builds in well under a second and starts
// without TypeScript. See docs/decisions/002-server-bundled-with-esbuild.md.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { buildMcp } from './build-mcp.mjs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();

await rm(new URL('../dist/server', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'seed-cli': 'src/server/local/demo/seed-cli.ts',
    'pglite-template': 'src/server/db/pglite-template-cli.ts',
    // The parse threads' module, loaded by path beside main.js (src/server/transcripts/transcript-pool.ts).
    'transcript-worker': 'src/server/transcripts/transcript-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.server.json',
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`server bundled into dist/server in ${Date.now() - started} ms`);

// The demo episodes' audio and timing files, which the seed reads beside the bundle (ADR 209).
await cp(join(root, 'src/server/local/demo/audio'), join(root, 'dist/server/demo-audio'), {
  recursive: true,
});

// The podbrief-mcp bin's stdio server, into dist/mcp (ADR 188).
await buildMcp();

// An initialised, empty PGlite cluster, so a new embedded data directory starts without initdb (ADR 002).
const template = spawnSync(process.execPath, [join(root, 'dist/server/pglite-template.js')], {
  cwd: root,
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
