#!/usr/bin/env node
// Regroups src/server and src/web by business area (issue 40), so the web names a feature as the server
// does: moves every file whose path starts with a mapped prefix with `git mv`, then rewrites what names
// the old paths so the tree typechecks again:
// - relative, `@server/` and `@web/` module specifiers (import/export, `import()`, `vi.mock`, `new URL(…)` and
//   any other string literal that resolves to a file or folder of the old layout) in code files,
//   resolved against the old layout and re-relativised against the new one;
// - `src/server/<old>` and `src/web/<old>` paths in any text file (configs, globs, package.json scripts,
//   docs, comments).
// Re-runnable: on a tree where files were added or changed since, it moves them by prefix too, and a
// tree already moved is left as it is. Usage: `node scripts/regroup.mjs [--dry-run]`.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');
const S = 'src/server/';
const W = 'src/web/';

/**
 * Old prefix → new prefix, both under src/server. A prefix names a folder or a file without its
 * extension (a "stem"): `mail/dev-mailbox` moves dev-mailbox.ts and dev-mailbox.test.ts. The longest
 * matching prefix wins.
 */
const mapping = [
  // What runs only locally: the local Stripe, the Google emulator, the dev mailbox and the demo content.
  ['payments/stripe-local', 'local/stripe'],
  ['auth/dev-google', 'local/google'],
  ['mail/dev-mailbox', 'local/dev-mail/dev-mailbox'],
  ['features/dev-mail', 'local/dev-mail'],
  ['mail/demo-digest', 'local/demo/demo-digest'],
  ['db/demo-content', 'local/demo'],
  ['db/seed', 'local/demo/seed'],
  ['db/seed-cli', 'local/demo/seed-cli'],
  ['db/seed-identity', 'local/demo/seed-identity'],
  // Test support: shared helpers, the hardening suite and the fault suite.
  ['test', 'testing'],
  ['hardening', 'testing/hardening'],
  ['faults', 'testing/faults'],
  // Billing: every piece of Stripe code the product runs. The payment settings are read with the rest of
  // the configuration (config.ts, shared code), so they stay beside it.
  ['payments/payments-config', 'payments-config'],
  ['payments', 'features/billing'],
  ['features/payments', 'features/billing/payments'],
  ['features/payouts', 'features/billing/payouts'],
  ['features/price-changes', 'features/billing/price-changes'],
  ['features/stripe-webhooks', 'features/billing/stripe-webhooks'],
  ['features/creator-money', 'features/billing/creator-money'],
  ['jobs/housekeeping-stripe-events', 'features/billing/stripe-webhooks/housekeeping-stripe-events'],
  // Admin: the admin area's lists.
  ['features/admin-payments', 'features/admin/payments'],
  ['features/admin-reports', 'features/admin/reports'],
  ['features/admin-users', 'features/admin/users'],
  // Mail: templates, transport, queues, delivery and preferences.
  ['mail', 'features/mail'],
  ['features/mail-delivery', 'features/mail/delivery'],
  ['features/mail-preferences', 'features/mail/preferences'],
  // Channels, profile, subscriptions and feeds take in their satellites.
  ['features/invite-links', 'features/channels/invite-links'],
  ['features/avatars', 'features/profile/avatars'],
  ['features/access-tokens', 'features/profile/access-tokens'],
  ['features/subscriber-dashboard', 'features/subscriptions/dashboard'],
  ['features/listener-feeds', 'features/subscriptions/listener-feeds'],
  ['features/feed-connections', 'features/feeds/connections'],
  ['features/feed-backfills', 'features/feeds/backfills'],
]
  .map(([from, to]) => [S + from, S + to])
  .concat(
    // The web's features take the server area's name, a satellite going into its area's folder.
    [
      ['features/access-tokens', 'features/profile/access-tokens'],
      ['features/creator-money', 'features/billing/creator-money'],
      ['features/payments', 'features/billing/payments'],
      ['features/payouts', 'features/billing/payouts'],
      ['features/pricing', 'features/billing/pricing'],
      ['features/dev-mail', 'features/mail/dev-mail'],
      ['features/mail-admin', 'features/mail/delivery'],
      ['features/mail-preferences', 'features/mail/preferences'],
      ['features/exports', 'features/library-export'],
      ['features/feed-backfills', 'features/feeds/backfills'],
      ['features/feed-connections', 'features/feeds/connections'],
      ['features/listener-feeds', 'features/subscriptions/listener-feeds'],
      ['features/subscriber-dashboard', 'features/subscriptions/dashboard'],
    ].map(([from, to]) => [W + from, W + to]),
  );
mapping.sort((a, b) => b[0].length - a[0].length);

/** The new path of a repository path (file, folder, stem or glob), or undefined when no prefix maps it. */
function mapPath(path) {
  for (const [from, to] of mapping) {
    if (path === from) return to;
    if (path.startsWith(from + '/') || path.startsWith(from + '.')) return to + path.slice(from.length);
  }
  return undefined;
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
const files = git('ls-files', '-co', '--exclude-standard')
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));
const fileSet = new Set(files);
const folderSet = new Set(files.flatMap((file) => ancestors(file)));

function ancestors(file) {
  const out = [];
  for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) out.push(dir);
  return out;
}

const codeExtensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const textExtensions = new Set([...codeExtensions, '.json', '.md', '.yml', '.yaml', '.html', '.css']);
const resolveSuffixes = ['', '.ts', '.tsx', '.mts', '.d.ts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The repository path a specifier names, in the old layout: [path it names, suffix added to find it]. */
function resolveSpecifier(fromFile, specifier) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  } else if (specifier.startsWith('@server/')) {
    base = S + specifier.slice('@server/'.length);
  } else if (specifier.startsWith('@web/')) {
    base = W + specifier.slice('@web/'.length);
  } else return undefined;
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  if (folderSet.has(trimmed)) return trimmed;
  // A specifier written with `.js` for a `.ts` file still names the `.ts` file's stem.
  for (const suffix of resolveSuffixes) if (fileSet.has(trimmed + suffix)) return trimmed;
  const stem = trimmed.replace(/\.js$/, '');
  if (stem !== trimmed && (fileSet.has(stem + '.ts') || fileSet.has(stem + '.tsx'))) return trimmed;
  return undefined;
}

function rewriteSpecifier(fromFile, newFromFile, specifier) {
  const target = resolveSpecifier(fromFile, specifier);
  if (target === undefined) return undefined;
  const newTarget = mapPath(target) ?? target;
  if (newTarget === target && newFromFile === fromFile) return undefined;
  const slash = specifier.endsWith('/') ? '/' : '';
  let next;
  if (specifier.startsWith('@server/')) {
    next = '@server/' + newTarget.slice(S.length);
  } else if (specifier.startsWith('@web/')) {
    next = '@web/' + newTarget.slice(W.length);
  } else {
    next = posix.relative(posix.dirname(newFromFile), newTarget);
    if (!next.startsWith('.')) next = './' + next;
  }
  next += slash;
  return next === specifier ? undefined : next;
}

/** Edits of one code file's string literals that name a moved module or asset. */
function specifierEdits(file, newFile, text) {
  const kind = extname(file) === '.tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const edits = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const next = rewriteSpecifier(file, newFile, node.text);
      if (next !== undefined) edits.push([node.getStart(source) + 1, node.getEnd() - 1, next]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
}

/** Edits of `src/server/…` and `src/web/…` paths written anywhere in a text file. */
function pathEdits(text) {
  const edits = [];
  for (const match of text.matchAll(/src\/(?:server|web)\/[A-Za-z0-9_.*\-/]+/g)) {
    const token = match[0].replace(/\.+$/, ''); // a sentence's full stop is not part of the path
    const next = mapPath(token);
    if (next !== undefined) edits.push([match.index, match.index + token.length, next]);
  }
  return edits;
}

function applyEdits(text, edits) {
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end, value] of edits) {
    if (start < at) continue; // overlaps an edit already made (a literal's path is rewritten once)
    out += text.slice(at, start) + value;
    at = end;
  }
  return out + text.slice(at);
}

const skip = (file) =>
  file === 'package-lock.json' || file.startsWith('migrations/') || file.startsWith('node_modules/');

let rewritten = 0;
const toFormat = [];
for (const file of files) {
  if (skip(file) || !(textExtensions.has(extname(file)) || file === '.ci/run')) continue;
  if (statSync(join(root, file)).size > 2_000_000) continue;
  const text = readFileSync(join(root, file), 'utf8');
  const newFile = mapPath(file) ?? file;
  const edits = [
    ...(codeExtensions.has(extname(file)) ? specifierEdits(file, newFile, text) : []),
    ...pathEdits(text),
  ];
  if (edits.length === 0) continue;
  const next = applyEdits(text, edits);
  if (next === text) continue;
  rewritten += 1;
  toFormat.push(newFile);
  if (dryRun) console.log(`rewrite ${file}`);
  else writeFileSync(join(root, file), next);
}

let moved = 0;
for (const file of files) {
  const next = mapPath(file);
  if (next === undefined || next === file) continue;
  moved += 1;
  if (dryRun) {
    console.log(`move ${file} → ${next}`);
    continue;
  }
  mkdirSync(join(root, dirname(next)), { recursive: true });
  if (git('ls-files', '--', file).trim()) git('mv', '-k', file, next);
  else execFileSync('mv', [join(root, file), join(root, next)]);
}

// Folders the move emptied go too (git keeps no empty folders, the working tree would).
if (!dryRun) {
  const emptied = [...new Set(files.filter((file) => mapPath(file)).flatMap((file) => ancestors(file)))];
  emptied.sort((a, b) => b.length - a.length);
  for (const dir of emptied) {
    const path = join(root, dir);
    if (existsSync(path) && readdirSync(path).length === 0) rmdirSync(path);
  }
}

// Longer paths can push a line past the print width: Prettier formats what was rewritten.
if (!dryRun && toFormat.length > 0) {
  execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...toFormat], {
    cwd: root,
    stdio: 'inherit',
  });
}

console.log(`${moved} files moved, ${rewritten} files rewritten${dryRun ? ' (dry run)' : ''}`);
