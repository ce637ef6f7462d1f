// Writes docs/decisions/README.md, the index of the architecture decision records, from the records
// themselves: number and title from each file's `# NNN. Title` heading, status from its `Status:` line.
// `node scripts/adr-index.mjs` rewrites the index; `--check` only fails when it is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const indexPath = join(dir, 'README.md');

/** The heading and the status (with its wrapped continuation lines) of one record. */
function readRecord(file) {
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const heading = lines.find((line) => line.startsWith('# '));
  const match = /^#\s+(\d+)\.\s+(.*)$/.exec(heading ?? '');
  if (!match) throw new Error(`${file}: the first heading must read "# NNN. Title"`);
  const at = lines.findIndex((line) => /^Status:/i.test(line));
  let status = at >= 0 ? lines[at].replace(/^Status:\s*/i, '') : 'Unknown';
  for (let i = at + 1; at >= 0 && i < lines.length && lines[i].trim() && !/^\w+:/.test(lines[i]); i++)
    status += ` ${lines[i].trim()}`;
  return { number: match[1], title: match[2].trim(), status: status.trim(), file };
}

const cell = (text) => text.replace(/\|/g, '\\|');
const records = readdirSync(dir)
  .filter((file) => /^\d+-.*\.md$/.test(file))
  .map(readRecord)
  .sort((a, b) => Number(a.number) - Number(b.number) || a.file.localeCompare(b.file));

const index = [
  '# Architecture decision records',
  '',
  'Why the code is the way it is: one record per decision that someone could question (a dependency',
  'added or replaced, a rule, a trade-off). Each is one page: context, decision, consequences; figures',
  'live in `docs/performance.md`, `docs/reliability.md` and `docs/report-quality.md`. A record whose',
  'decision was later folded into another (or superseded) stays as a short stub, so links and "ADR NNN"',
  'comments keep working, and its status names the record that now holds the decision.',
  '',
  '## Adding a record',
  '',
  '1. Copy the shape of a recent record into `docs/decisions/NNN-short-title.md` with the next free',
  '   number: a `# NNN. Title` heading, then `Date:`, `Status:` (Accepted; or "Accepted (amends NNN)"),',
  '   and the sections Context, Decision, Consequences.',
  '2. When it changes an earlier decision, edit that record\'s `Status:` line to say so ("Accepted;',
  '   amended by NNN (…)" or "Superseded by NNN"). When it replaces the earlier rule, write the whole',
  '   decision in the new record and cut the old one to a stub ("Folded into NNN"), so nobody has to read',
  '   a chain in order to know what holds.',
  '3. Run `npm run docs:adr-index` to rewrite this index (`node scripts/adr-index.mjs --check` fails when',
  '   it is out of date). This file is generated: edit the records, not the table.',
  '',
  `## Records (${records.length})`,
  '',
  '| No. | Decision | Status |',
  '| --- | --- | --- |',
  ...records.map((r) => `| ${r.number} | [${cell(r.title)}](${r.file}) | ${cell(r.status)} |`),
  '',
].join('\n');

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {
    // no index yet
  }
  if (current !== index) {
    console.error('docs/decisions/README.md is out of date: run npm run docs:adr-index');
    process.exit(1);
  }
  console.log(`ADR index up to date (${records.length} records)`);
} else {
  writeFileSync(indexPath, index);
  console.log(`docs/decisions/README.md: ${records.length} records`);
}
