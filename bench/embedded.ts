/**
 * `npx tsx bench/embedded.ts [--reports 100000] [--readers 20,50] [--reuse] [--env KEY=VALUE …]
 * [--server-root DIR] [--database-url URL]`: the
 * embedded step of `npm run bench` on its own — the built server on PGlite, the feed with default
 * filters at each number of concurrent readers — for trying a change to the embedded path without the
 * whole run (issue 19). `--reuse` keeps the data directory of an earlier run; `--env` passes settings to
 * the server, so two settings compare on the same data; `--server-root` runs another checkout's build
 * (a worktree of an earlier commit) on the same data; `--database-url` runs the step on a PostgreSQL
 * database the generator filled instead. Build the server first (`npm run build`).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sessionCookieName } from '../src/server/auth/cookies';
import type { Config } from '../src/server/config';
import pg from 'pg';
import { generateDataset, pgliteRunner, pgRunner } from './generate/generator';
import { planFor } from './generate/plan';
import { openMigratedPglite } from './lib/database';
import { loadReaders, type BenchUser } from './lib/fixtures';
import { forkWorker, LOAD_CPU, root, startBuiltServer } from './lib/processes';
import { benchServerEnv } from './lib/server-env';
import { measureHotPaths, prepareHotPaths, type HotPathContext } from './steps/hot-paths';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '100000' },
    readers: { type: 'string', default: '20,50' },
    reuse: { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    'server-root': { type: 'string' },
    // A PostgreSQL database the generator already filled (e.g. podbrief_statements): the same step there.
    'database-url': { type: 'string' },
  },
});
const reports = Number(args.reports);
const workDir = join(tmpdir(), 'podbrief-bench-embedded');
const dataDir = join(workDir, `pglite-${reports}`);
const fixturesFile = join(workDir, `fixtures-${reports}.json`);
const log = (line: string) => console.log(`[embedded] ${line}`);

async function fixtures(): Promise<{ users: BenchUser[]; reportIds: string[] }> {
  const url = args['database-url'];
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await loadReaders(pgRunner(client));
    } finally {
      await client.end();
    }
  }
  if (args.reuse && existsSync(fixturesFile)) {
    return JSON.parse(await readFile(fixturesFile, 'utf8')) as { users: BenchUser[]; reportIds: string[] };
  }
  await mkdir(workDir, { recursive: true });
  log(`generating ${reports.toLocaleString('en-US')} reports into ${dataDir}`);
  const handle = await openMigratedPglite(dataDir);
  try {
    const runner = pgliteRunner(handle.pglite!);
    await generateDataset(runner, planFor(reports), { log });
    const made = await loadReaders(runner);
    await writeFile(fixturesFile, JSON.stringify(made));
    return made;
  } finally {
    await handle.close();
  }
}

async function main() {
  const made = await fixtures();
  const extra = Object.fromEntries(
    args.env.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--env wants KEY=VALUE, got ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const server = await startBuiltServer(
    benchServerEnv(workDir)({
      ...(args['database-url'] ? { DATABASE_URL: args['database-url'] } : { DATA_DIR: dataDir }),
      ...extra,
    }),
    undefined,
    [],
    args['server-root'] ?? root,
  );
  const loadWorker = forkWorker(join(root, 'bench/load/load-worker.ts'), LOAD_CPU);
  const rows: string[] = [];
  try {
    for (const connections of args.readers.split(',').map(Number)) {
      const ctx: HotPathContext = {
        apiUrl: server.url,
        cookieName: sessionCookieName({ isProduction: true } as Config),
        users: made.users,
        reportIds: made.reportIds,
        databaseUrl: undefined,
        loadWorker,
        settings: { connections, warmupSec: 2, roundSec: Number(args.seconds), rounds: Number(args.rounds) },
      };
      const [feed] = await measureHotPaths(ctx, await prepareHotPaths(ctx, ['feed']), {
        onRun: (label, run) =>
          log(
            `${connections} readers, ${label}: ${run.rps} req/s, p50 ${run.p50}, p99 ${run.p99}, errors ${run.errors} (503: ${run.statuses['503'] ?? 0})`,
          ),
      });
      const a = feed!.api;
      rows.push(
        `| ${connections} | ${a.rps} | ${a.p50} | ${a.p95} | ${a.p99} | ${a.errors} | ${a.statuses['503'] ?? 0} |`,
      );
    }
  } finally {
    await loadWorker.close();
    await server.stop();
  }
  console.log(
    `Settings: ${JSON.stringify(extra)}; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  // 503s are the load shedding of ADR 091 (requests in flight, event-loop delay), apart from failures.
  console.log(
    '| Readers | req/s | p50 | p95 | p99 | Errors | Of which 503 |\n| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  console.log(rows.join('\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
