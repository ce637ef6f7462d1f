/**
 * `npx tsx bench/feed-ratio.ts [--database podbrief_feedratio] [--reports 100000] [--regenerate]
 * [--server-root DIR …] [--env KEY=VALUE …] [--rounds 3] [--seconds 5] [--connections 50] [--profile]`:
 * the feed against its database floor in ONE run, quick to iterate on (issue 19). On a PostgreSQL
 * database the generator filled (made on first use, kept after), it starts the built server of this
 * checkout and of each `--server-root` (another checkout's build, e.g. a worktree of an earlier commit),
 * each pinned to the server's core like `npm run bench` does, and runs the default feed of each beside
 * the database floor (the feed's own prepared statement through `pg` from a process on the same core) in
 * interleaved rounds, so a burst of noise lands on different targets. `--profile` runs every server with
 * `--cpu-prof` and prints where each one's CPU went (as bench/profile.ts does). Build first
 * (`npm run build`).
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sessionCookieName } from '../src/server/auth/cookies';
import type { Config } from '../src/server/config';
import { generateDataset, pgRunner } from './generate/generator';
import { planFor } from './generate/plan';
import { databaseUrl, openMigratedPostgres, recreateDatabase } from './lib/database';
import { loadReaders } from './lib/fixtures';
import {
  forkWorker,
  LOAD_CPU,
  root,
  SERVER_CPU,
  startBuiltServer,
  type RunningServer,
} from './lib/processes';
import { benchServerEnv } from './lib/server-env';
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile';
import { measureHotPaths, prepareHotPaths, type HotPathContext } from './steps/hot-paths';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'podbrief_feedratio' },
    reports: { type: 'string', default: '100000' },
    regenerate: { type: 'boolean', default: false },
    'server-root': { type: 'string', multiple: true, default: [] },
    env: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(`[feed-ratio] ${line}`);
const workDir = join(tmpdir(), 'podbrief-bench-feedratio');
const profileDir = join(workDir, 'profile');

/** The database, generated once (or again with --regenerate). */
async function ensureDatabase(): Promise<string> {
  const url = databaseUrl(args.database);
  if (!args.regenerate) {
    const probe = new pg.Client({ connectionString: url });
    try {
      await probe.connect();
      const { rows } = await probe.query<{ n: string }>(
        `select count(*) as n from reports where status = 'published'`,
      );
      if (Number(rows[0]!.n) === Number(args.reports)) return url;
    } catch {
      // Missing database or tables: generate below.
    } finally {
      await probe.end().catch(() => undefined);
    }
  }
  log(`generating ${Number(args.reports).toLocaleString('en-US')} reports into ${args.database}`);
  await recreateDatabase(args.database);
  const handle = await openMigratedPostgres(url);
  const clients = [await handle.pool!.connect(), await handle.pool!.connect()];
  try {
    await generateDataset(clients.map(pgRunner), planFor(Number(args.reports)), { log });
  } finally {
    for (const client of clients) client.release();
    await handle.close();
  }
  return url;
}

async function main() {
  const url = await ensureDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const runner = pgRunner(client);
  const { users, reportIds } = await loadReaders(runner);
  client.release();

  const extra = Object.fromEntries(
    args.env.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--env wants KEY=VALUE, got ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  if (args.profile) {
    await rm(profileDir, { recursive: true, force: true });
    await mkdir(profileDir, { recursive: true });
  }
  const variants = [
    { label: 'this checkout', root },
    ...args['server-root'].map((dir) => ({ label: basename(dir), root: dir })),
  ];
  const servers: { label: string; server: RunningServer }[] = [];
  const loadWorker = forkWorker(join(root, 'bench/load/load-worker.ts'), LOAD_CPU);
  const dbFloorWorker = forkWorker(join(root, 'bench/load/db-floor-worker.ts'), SERVER_CPU);
  try {
    for (const [i, variant] of variants.entries()) {
      const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, String(i))}`] : [];
      const server = await startBuiltServer(
        benchServerEnv(workDir)({ DATABASE_URL: url, ...extra }),
        SERVER_CPU,
        nodeArgs,
        variant.root,
      );
      servers.push({ label: variant.label, server });
    }
    const settings = {
      connections: Number(args.connections),
      warmupSec: Number(args.warmup),
      roundSec: Number(args.seconds),
      rounds: Number(args.rounds),
    };
    const paths = [];
    for (const [i, { label, server }] of servers.entries()) {
      const ctx: HotPathContext = {
        apiUrl: server.url,
        cookieName: sessionCookieName({ isProduction: true } as Config),
        users,
        reportIds,
        databaseUrl: url,
        loadWorker,
        settings,
      };
      const [feed] = await prepareHotPaths(ctx, ['feed']);
      // The floor once, with the first server's path (the same statement for every server).
      paths.push({ ...feed!, name: `feed (${label})`, ...(i > 0 ? { dbFloorQueries: undefined } : {}) });
    }
    const results = await measureHotPaths(
      {
        apiUrl: servers[0]!.server.url,
        cookieName: '',
        users,
        reportIds,
        databaseUrl: url,
        loadWorker,
        dbFloorWorker,
        settings,
      },
      paths,
      {
        onRun: (label, run) =>
          log(`${label}: ${run.rps} req/s, p50 ${run.p50}, p99 ${run.p99}, errors ${run.errors}`),
      },
    );
    const floor = results[0]!.dbFloor!;
    console.log(
      `\n${Number(args.reports).toLocaleString('en-US')} reports, ${settings.connections} connections, ` +
        `${settings.rounds} rounds of ${settings.roundSec} s; settings ${JSON.stringify(extra)}; ` +
        `load average ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      '| Target | req/s | p50 | p99 | Errors | ÷ floor (req/s) | ÷ floor (p99) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    console.log(
      `| database floor | ${floor.rps} | ${floor.p50} | ${floor.p99} | ${floor.errors} | 1× | 1× |`,
    );
    for (const result of results) {
      const a = result.api;
      console.log(
        `| ${result.name} | ${a.rps} | ${a.p50} | ${a.p99} | ${a.errors} | ${(a.rps / floor.rps).toFixed(2)}× | ${(a.p99 / floor.p99).toFixed(2)}× |`,
      );
    }
  } finally {
    await loadWorker.close();
    await dbFloorWorker.close();
    for (const { server } of servers) await server.stop();
    await pool.end();
  }
  if (args.profile) {
    for (const [i, variant] of variants.entries()) {
      const dir = join(profileDir, String(i));
      const [file] = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error(`the server of ${variant.label} wrote no CPU profile`);
      const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
      console.log(`${variant.label}: ${JSON.stringify(summarizeProfile(profile), null, 2)}`);
      log(`raw profile of ${variant.label}: ${join(dir, file)}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
