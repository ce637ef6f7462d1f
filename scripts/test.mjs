// `npm test`: every check the project has, in order, stopping at the first failure:
// typecheck and lint (side by side) → unit + component tests → API tests → fault tests (a private
// PostgreSQL cluster) → build → end-to-end tests in Chromium against the built app (two lanes side by
// side, each with servers and data of its own) → the same with a worker and two API processes behind
// HAProxy (only when TEST_DATABASE_URL is set).
// The API tests run once: on PostgreSQL when TEST_DATABASE_URL is set, with only the files about the
// embedded database on PGlite too (ADR 221); on PGlite alone otherwise.
// Prints the passed/failed count per layer and one total line `N passed, N failed` at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = join(root, 'test-results', 'summary');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

// `npm test -- --skip=lint,e2e` leaves steps out while iterating locally (CI never skips anything).
const skip = new Set(
  process.argv
    .filter((arg) => arg.startsWith('--skip='))
    .flatMap((arg) => arg.slice('--skip='.length).split(','))
    .map((name) => name.trim())
    .filter(Boolean),
);
const skipped = (id) => {
  if (!skip.has(id)) return false;
  console.log(`\n▷ ${id} skipped (--skip)`);
  return true;
};

const layers = [];
const started = Date.now();
/** Seconds per step, printed with the summary: CI has a time budget, and this says where it goes. */
const durations = [];
let current = '';

/** Announces a step; the next `run` is timed under its name. */
function begin(name) {
  current = name;
  console.log(`\n▶ ${name}`);
}

function run(command, args, env = {}) {
  const from = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push(`${current} ${Math.round((Date.now() - from) / 1000)} s`);
  return result.status ?? 1;
}

/**
 * Runs one command with its output held, prints that output whole when it ends (side-by-side runs would
 * interleave it) with the seconds since `from`, and resolves to its exit status.
 */
function runHeld({ label, command, args, env = {} }, from) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - from) / 1000);
      console.log(`\n▷ ${label} (${seconds} s)`);
      process.stdout.write(Buffer.concat(chunks));
      durations.push(`${label} ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs lanes side by side, each a list of commands run in turn that stops at its first failure (the
 * machine has two cores). Resolves to every command that ran, with its status.
 */
async function lanes(name, list) {
  begin(name);
  const from = Date.now();
  const ran = [];
  await Promise.all(
    list.map(async (lane) => {
      for (const command of lane) {
        const status = await runHeld(command, from);
        ran.push({ ...command, status });
        if (status !== 0) return;
      }
    }),
  );
  durations.push(`${name} ${Math.round((Date.now() - from) / 1000)} s`);
  return ran;
}

/** Independent checks side by side, each single-threaded; stops the run at the first that failed. */
async function sideBySide(name, checks) {
  const ran = await lanes(
    name,
    checks.map((check) => [check]),
  );
  const failed = ran.find((r) => r.status !== 0);
  if (failed) finish(failed.label);
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function finish(failedStep) {
  const passed = layers.reduce((n, l) => n + l.passed, 0);
  const failed = layers.reduce((n, l) => n + l.failed, 0);
  console.log('\n── test summary ──────────────────────────────');
  for (const l of layers)
    console.log(
      `  ${l.name.padEnd(22)} ${String(l.passed).padStart(5)} passed ${String(l.failed).padStart(4)} failed`,
    );
  console.log(`  time: ${Math.round((Date.now() - started) / 1000)} s (${durations.join(', ')})`);
  if (failedStep) console.log(`\n✖ ${failedStep} failed; later steps were not run.`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failedStep || failed > 0 ? 1 : 0);
}

function step(name, command, args, env) {
  begin(name);
  const status = run(command, args, env);
  if (status !== 0) finish(name);
}

/** One Vitest run; its JSON report gives the counts (layers split by folder where a run spans two). */
function vitest(name, projects, split, env = {}) {
  begin(name);
  const output = join(reportsDir, `vitest-${projects.join('-')}.json`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  const report = readJson(output);
  const counts = new Map();
  for (const file of report?.testResults ?? []) {
    const layer = split ? split(file.name) : name;
    const entry = counts.get(layer) ?? { passed: 0, failed: 0 };
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') entry.passed++;
      else if (test.status === 'failed') entry.failed++;
    }
    // A file that fails to load has no assertions but did fail.
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') entry.failed++;
    counts.set(layer, entry);
  }
  for (const [layer, c] of counts) layers.push({ name: layer, ...c });
  if (status !== 0) finish(name);
}

const staticChecks = [
  { id: 'typecheck', label: 'typecheck', command: 'npx', args: ['tsc', '-b', 'tsconfig.json'] },
  { id: 'lint', label: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
].filter((check) => !skipped(check.id));
if (staticChecks.length > 0) await sideBySide('typecheck + lint', staticChecks);
if (!skipped('unit')) {
  vitest('unit + web', ['unit', 'web'], (file) => (file.includes('/src/web/') ? 'web (components)' : 'unit'));
}
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) {
  console.log('\n▷ api (PostgreSQL) skipped: set TEST_DATABASE_URL to run the API tests on PostgreSQL');
  if (!skipped('api')) vitest('api (PGlite)', ['api-pglite', 'api-pglite-isolated']);
} else {
  if (!skipped('api-pg')) vitest('api (PostgreSQL)', ['api-pg', 'api-pg-isolated']);
  // The rest ran on PostgreSQL just now; these are about the embedded database itself.
  if (!skipped('api')) {
    vitest('api (PGlite, embedded)', ['api-pglite', 'api-pglite-isolated'], undefined, {
      API_PGLITE_SCOPE: 'embedded',
    });
  }
}
// Own PostgreSQL cluster (initdb in a temporary folder); skips itself when the server binaries are missing.
if (!skipped('faults')) vitest('faults (PostgreSQL)', ['faults']);
if (!skipped('build')) step('build', 'npm', ['run', 'build', '--silent']);
/** One `playwright test` run writing its JSON report under the summary folder. */
function playwright(label, args) {
  const report = join(reportsDir, `playwright-${label.replace(/\W+/g, '-')}.json`);
  return {
    label,
    report,
    command: 'npx',
    args: ['playwright', 'test', ...args, '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  };
}

if (!skipped('e2e')) {
  // Spec files split in two lanes by Playwright's shards; every run starts its own servers on ports of
  // its own with fresh data (playwright.config.ts), so specs that sign in as the same demo people never
  // meet. One browser waits on the server about a third of the time: two lanes keep both cores busy.
  // Shards split by test count and the first third holds the long accessibility scans, so it shares a
  // lane with the payments project (its own two servers) and the other two thirds take the other lane.
  const ran = await lanes('e2e (Chromium)', [
    [
      playwright('e2e 1 of 3', ['--project=chromium', '--shard=1/3']),
      playwright('e2e payments', ['--project=payments']),
    ],
    [
      playwright('e2e 2 of 3', ['--project=chromium', '--shard=2/3']),
      playwright('e2e 3 of 3', ['--project=chromium', '--shard=3/3']),
    ],
  ]);
  const counts = { passed: 0, failed: 0 };
  for (const run of ran) {
    const stats = readJson(run.report)?.stats;
    counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    counts.failed += stats?.unexpected ?? (run.status === 0 ? 0 : 1);
  }
  layers.push({ name: 'e2e', ...counts });
  const failed = ran.find((run) => run.status !== 0);
  if (failed || ran.length < 4) finish(`e2e (Chromium): ${failed?.label ?? 'a lane'}`);
}

// Scale-out: a worker and two API processes on PostgreSQL behind HAProxy (e2e/multi-process.e2e.ts).
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\n▷ e2e (multi-process) skipped: set TEST_DATABASE_URL to run it on PostgreSQL behind HAProxy',
  );
  finish();
}
if (skipped('e2e-multi')) finish();
begin('e2e (multi-process, HAProxy)');
const multiReport = join(reportsDir, 'playwright-multi-process.json');
const multiStatus = run(
  'npx',
  ['playwright', 'test', '-c', 'e2e/multi-process.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: multiReport },
);
const multiStats = readJson(multiReport)?.stats;
layers.push({
  name: 'e2e (multi-process)',
  passed: (multiStats?.expected ?? 0) + (multiStats?.flaky ?? 0),
  failed: multiStats?.unexpected ?? (multiStatus === 0 ? 0 : 1),
});
finish(multiStatus === 0 ? undefined : 'e2e (multi-process)');
