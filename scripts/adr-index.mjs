// Writes docs/decisions/README.md, the index of the architecture decision records, from the records
// themselves: number and title from each file's `# NNN. Title` heading, status from its `Status:` line,
// and the section of the index from its `Area:` line (one of `areas` below; a record without one is
// listed under "Not yet filed" until someone adds it).
// `node scripts/adr-index.mjs` rewrites the index; `--check` only fails when it is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const indexPath = join(dir, 'README.md');

/** The index's sections, in order: the `Area:` line of a record names one of them. */
const areas = [
  ['Foundations', 'stack, runtime, build, demo content, process roles, server layers, lint'],
  ['Testing', 'test layers and conventions'],
  ['Web app', 'the browser side: design, routing, bundles, offline, dates'],
  ['Sign-in and sessions', 'Google sign-in, sessions, return paths'],
  ['Channels and subscriptions', 'access, trials, invites, profiles'],
  ['Payments', 'Stripe, prices, the money story'],
  ['Reading', 'the feed, reports, notes, highlights, live events, audio, search'],
  ['Creators', 'the studio, connected feeds, imports, verification'],
  ['Report generation', 'transcripts, the summarizer, models, transcription, report quality'],
  ['Mail', 'deliveries, digests, unsubscribe'],
  ['Integrations', 'public API, MCP, OAuth, Readwise, Obsidian, OPML'],
  ['Security and load', 'CSRF, rate limits, load shedding, untrusted input'],
];
const unfiled = 'Not yet filed';

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
  const areaLine = lines.find((line) => /^Area:/i.test(line));
  const area = areaLine ? areaLine.replace(/^Area:\s*/i, '').trim() : unfiled;
  if (area !== unfiled && !areas.some(([name]) => name === area)) {
    throw new Error(`${file}: unknown Area "${area}"; use one of: ${areas.map(([name]) => name).join(', ')}`);
  }
  return { number: match[1], title: match[2].trim(), status: status.trim(), area, file };
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
  'live in `docs/performance.md`, `docs/reliability.md` and `docs/report-quality.md`; what a screen shows',
  'and says is `docs/product.md`, not a record. A record whose decision was later replaced is folded into',
  'the record that holds: that one says the whole rule and ends with a short "History" paragraph naming',
  'the numbers it replaced, and the folded file is gone (its number is not used again).',
  '',
  '## Adding a record',
  '',
  '1. Copy the shape of a recent record into `docs/decisions/NNN-short-title.md` with the next free',
  '   number: a `# NNN. Title` heading, then `Date:`, `Status:` (Accepted; or "Accepted (amends NNN)"),',
  '   `Area:` (the name of one of the sections below, e.g. "Area: Reading"), and the sections Context,',
  '   Decision, Consequences, in one page. A description of a screen goes in `docs/product.md` instead.',
  '2. When it changes an earlier decision, edit that record\'s `Status:` line to say so ("Accepted;',
  '   amended by NNN (…)"). When it replaces the earlier rule, write the whole decision in one record,',
  '   add a "History" paragraph naming what it replaced, delete the replaced file and point every',
  '   citation (`ADR NNN` in code comments, links in docs) at the record that holds, so nobody has to',
  '   read a chain in order to know what holds. `scripts/docs-links.test.ts` fails on a citation of a',
  '   record that does not exist.',
  '3. Run `npm run docs:adr-index` to rewrite this index (`node scripts/adr-index.mjs --check` fails when',
  '   it is out of date). This file is generated: edit the records, not the table.',
  '',
  `## Records by area (${records.length})`,
  ...[...areas, [unfiled, 'records without an `Area:` line yet']].flatMap(([name, about]) => {
    const inArea = records.filter((r) => r.area === name);
    if (inArea.length === 0) return [];
    return [
      '',
      `### ${name}`,
      '',
      `${about[0].toUpperCase()}${about.slice(1)}.`,
      '',
      '| No. | Decision | Status |',
      '| --- | --- | --- |',
      ...inArea.map((r) => `| ${r.number} | [${cell(r.title)}](${r.file}) | ${cell(r.status)} |`),
    ];
  }),
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
