// Bundles the stdio MCP server (src/server/mcp/stdio.ts) into dist/mcp/podbrief-mcp.js for the
// `podbrief-mcp` bin (ADR 188): like the server bundle, our code in one ES module with the dependencies
// left in node_modules, so the bin starts without TypeScript or the @shared alias. `npm run build` calls
// it; the bin calls it itself when the bundle is missing or older than its sources.
import { build } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const mcpBundle = 'dist/mcp/podbrief-mcp.js';

export async function buildMcp() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/mcp/stdio.ts'],
    outfile: mcpBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'tsconfig.server.json',
    logLevel: 'warning',
    legalComments: 'none',
    write: false,
  });
  // Written beside and renamed into place, so a bin starting meanwhile never loads half a file.
  for (const file of result.outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildMcp();
  console.error(`MCP server bundled into ${mcpBundle}`);
}
