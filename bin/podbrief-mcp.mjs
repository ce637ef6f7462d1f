#!/usr/bin/env node
// `npx podbrief-mcp`: Podbrief's MCP server over stdio for a local assistant (ADR 188). Reads
// PODBRIEF_URL (default http://localhost:3000) and PODBRIEF_TOKEN (a personal access token). Runs the
// bundle dist/mcp/podbrief-mcp.js, building it first when it is missing or older than its sources, as
// `npm start` does for the server. stdout is the protocol's: every message of ours goes to stderr.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'dist/mcp/podbrief-mcp.js');
const sources = ['src/server/mcp', 'src/shared', 'package.json'].map((p) => join(root, p));

/** The newest modification time under a file or folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
const sourcesPresent = existsSync(join(root, 'src/server/mcp/stdio.ts'));
if (sourcesPresent && Math.max(...sources.map(newest)) > builtAt) {
  try {
    const { buildMcp } = await import('../scripts/build-mcp.mjs');
    await buildMcp();
  } catch (error) {
    if (!builtAt) {
      process.stderr.write(`podbrief-mcp: could not build the MCP server (${error.message}); run npm ci.\n`);
      process.exit(1);
    }
    // No build tools (a production install): the bundle there is the one `npm run build` made.
  }
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
