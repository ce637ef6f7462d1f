/**
 * Where the server's CPU goes on one hot path: `npx tsx bench/profile.ts [path] [seconds]` (path names as
 * in bench/steps/hot-paths.ts, default `feed`). Uses the dataset `npm run bench` left in podbrief_bench,
 * runs the built server with `--cpu-prof` under the same load as the benchmark, and prints self time by
 * package and the top functions. The raw profile stays in $TMPDIR/podbrief-bench/profile for DevTools.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sessionCookieName } from '../src/server/auth/cookies';
import type { Config } from '../src/server/config';
import { pgRunner } from './generate/generator';
import { databaseUrl } from './lib/database';
import { loadReaders } from './lib/fixtures';
import { forkWorker, LOAD_CPU, root, startBuiltServer } from './lib/processes';
import type { RunSummary } from './lib/stats';
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile';
import { prepareHotPaths } from './steps/hot-paths';

async function main() {
  const pathName = process.argv[2] ?? 'feed';
  const seconds = Number(process.argv[3] ?? 10);
  const url = databaseUrl('podbrief_bench');
  const profileDir = join(tmpdir(), 'podbrief-bench', 'profile');
  await rm(profileDir, { recursive: true, force: true });
  await mkdir(profileDir, { recursive: true });

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const runner = pgRunner(client);
  const { users, reportIds } = await loadReaders(runner);
  client.release();

  const server = await startBuiltServer(
    (origin) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: origin,
      GOOGLE_CLIENT_ID: 'podbrief-bench',
      GOOGLE_CLIENT_SECRET: 'podbrief-bench-secret',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '1000000000',
      NOTE_WRITES_PER_MINUTE: '1000000000',
      TRUST_PROXY: 'true',
      DATABASE_URL: url,
      DATA_DIR: join(tmpdir(), 'podbrief-bench', 'server-data'),
    }),
    undefined,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  );
  const loadWorker = forkWorker(join(root, 'bench/load/load-worker.ts'), LOAD_CPU);
  try {
    const ctx = {
      apiUrl: server.url,
      cookieName: sessionCookieName({ isProduction: true } as Config),
      users,
      reportIds,
      pool,
      databaseUrl: url,
      loadWorker,
      settings: { connections: 50, warmupSec: 0, roundSec: seconds, rounds: 1 },
    };
    const [path] = await prepareHotPaths(ctx, [pathName]);
    if (!path) throw new Error(`no hot path named ${pathName}`);
    const run = await loadWorker.call<RunSummary>('load', { ...(await path.spec()), durationSec: seconds });
    console.log(
      JSON.stringify({ path: pathName, rps: run.rps, p50: run.p50, p99: run.p99, errors: run.errors }),
    );
  } finally {
    await loadWorker.close();
    await server.stop();
    await pool.end();
  }
  const [file] = (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  const summary = summarizeProfile(JSON.parse(await readFile(join(profileDir, file), 'utf8')) as CpuProfile);
  console.log(JSON.stringify(summary, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
