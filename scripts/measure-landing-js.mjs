// Measures the initial JavaScript of the landing route '/' (issue #4: at most 100 KB gzip, ADR 084).
//
// Usage: npx vite build --outDir /tmp/landing-build --emptyOutDir && node scripts/measure-landing-js.mjs /tmp/landing-build
// (the directory defaults to dist/web). Prints every file with its gzip size (zlib default level) and the total.
//
// What counts: the entry chunk of index.html and everything it imports statically, plus the landing start
// chunk (app/start-landing.tsx) and its static imports. main.tsx imports that chunk dynamically, but on '/'
// it does so at once, before anything renders, so it is part of the first download. Other dynamic imports
// (dialogs opened on click, the app's pages) are not. /theme-init.js (public, blocking) is added too.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const ENTRY = 'index.html';
const LANDING_START = 'app/start-landing.tsx';

const outDir = resolve(process.argv[2] ?? 'dist/web');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

function findKey(suffix) {
  const key = Object.keys(manifest).find((k) => k === suffix || k.endsWith(`/${suffix}`));
  if (!key) throw new Error(`${suffix} is not in ${outDir}/.vite/manifest.json`);
  return key;
}

/** Files reached from `key` through static `imports` only, in visiting order. */
function staticClosure(key, seen = new Map()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.set(chunk.file, chunk.src ?? chunk.name ?? key);
  for (const next of chunk.imports ?? []) staticClosure(next, seen);
  return seen;
}

const entryKey = findKey(ENTRY);
const landingKey = findKey(LANDING_START);
if (!(manifest[entryKey].dynamicImports ?? []).includes(landingKey)) {
  throw new Error(`${ENTRY} no longer imports ${LANDING_START}; update this script`);
}
const files = staticClosure(landingKey, staticClosure(entryKey));

const rows = [...files].filter(([file]) => file.endsWith('.js'));
rows.push(['theme-init.js', 'public/theme-init.js']);
const measured = rows.map(([file, source]) => {
  const bytes = readFileSync(join(outDir, file));
  return { file, source, raw: bytes.length, gzip: gzipSync(bytes).length };
});
measured.sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`Landing '/' initial JavaScript (${outDir})`);
console.log(`${'gzip KB'.padStart(7)} ${'raw KB'.padStart(7)}  file (source)`);
for (const row of measured) console.log(`${kb(row.gzip)} ${kb(row.raw)}  ${row.file} (${row.source})`);
const total = measured.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = measured.reduce((sum, row) => sum + row.raw, 0);
console.log(
  `${kb(total)} ${kb(totalRaw)}  total, ${measured.length} files; budget ${BUDGET_BYTES / 1024} KB`,
);
if (process.argv.includes('--check') && total > BUDGET_BYTES) process.exitCode = 1;
