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
import { channelZeroReports, createBenchSessions, pickBenchUsers } from './lib/fixtures';
import { forkWorker, LOAD_CPU, root, startBuiltServer } from './lib/processes';
import type { RunSummary } from './lib/stats';
import { prepareHotPaths } from './steps/hot-paths';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who owns a frame: a package in node_modules, our bundle, Node itself, or V8's own buckets. */
function owner(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('dist/server')) return 'podbrief (dist/server)';
  if (url.startsWith('node:')) return 'node core';
  return url;
}

export function summarizeProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const who = owner(node);
    byOwner.set(who, (byOwner.get(who) ?? 0) + us);
    const fn = `${node.callFrame.functionName || '(anonymous)'} — ${who}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const share = (entries: Map<string, number>, n: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, percent: Math.round((us / total) * 1000) / 10 }));
  return {
    totalMs: Math.round(total / 1000),
    byOwner: share(byOwner, 15),
    topFunctions: share(byFunction, 20),
  };
}

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
  const users = await createBenchSessions(runner, await pickBenchUsers(runner, 50));
  const reportIds = await channelZeroReports(runner, 20);
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
