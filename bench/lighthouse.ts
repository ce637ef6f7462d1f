/**
 * `npx tsx bench/lighthouse.ts [--runs 3] [--reports 10000] [--pages feed,report] [--server-root DIR]
 * [--database NAME]`:
 * the Lighthouse step of
 * `npm run bench` on its own (issue 19), for trying a front-end change without the whole run. It fills its
 * own PostgreSQL database (`podbrief_lighthouse`, recreated) with the generator, makes one report
 * listenable (audio and transcript), starts the built server with the benchmark's production settings and
 * measures the pages of `lighthouseTargets` — landing, feed, a report with the player and transcript, the
 * public channel page — printing medians and writing bench/results/lighthouse.json. Build first
 * (`npm run build`); it needs the local PostgreSQL and a Chromium, as the bench does. `--server-root`
 * runs another checkout's build (a worktree of an earlier commit) on the same kind of data, for a before
 * and after.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sessionCookieName } from '../src/server/auth/cookies';
import type { Config } from '../src/server/config';
import { generateDataset, pgRunner } from './generate/generator';
import { benchUuid, planFor } from './generate/plan';
import { openMigratedPostgres, recreateDatabase } from './lib/database';
import { channelZeroReports, createBenchSessions, pickBenchUsers } from './lib/fixtures';
import { makeListenable } from './lib/listening';
import { root, startBuiltServer } from './lib/processes';
import { benchServerEnv } from './lib/server-env';
import { lighthouseTargets, lighthouseUnavailable, runLighthouse } from './steps/lighthouse';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string', default: '10000' },
    // Page names of lighthouseTargets to measure, by prefix (default: all of them).
    pages: { type: 'string' },
    'server-root': { type: 'string' },
    // Another database name, so that two runs at once (two checkouts compared by two people) do not
    // recreate each other's data under them.
    database: { type: 'string', default: 'podbrief_lighthouse' },
  },
});

const unavailable = lighthouseUnavailable();
if (unavailable) {
  console.error(`bench/lighthouse: ${unavailable}`);
  process.exit(1);
}

const workDir = join(tmpdir(), `podbrief-lighthouse-${process.pid}`);
await rm(workDir, { recursive: true, force: true });
await mkdir(workDir, { recursive: true });
const serverData = join(workDir, 'server-data');

console.log(`generating ${Number(args.reports).toLocaleString('en-US')} reports into ${args.database}`);
const url = await recreateDatabase(args.database);
const handle = await openMigratedPostgres(url);
const client = await handle.pool!.connect();
let signedIn: { cookie: string; reportId: string; channelId: string };
try {
  const runner = pgRunner(client);
  await generateDataset([runner], planFor(Number(args.reports)));
  const [reader] = await createBenchSessions(runner, await pickBenchUsers(runner, 1));
  const [reportId] = await channelZeroReports(runner, 1);
  await makeListenable(runner, reportId!, join(serverData, 'files'));
  signedIn = {
    cookie: `${sessionCookieName({ isProduction: true } as Config)}=${reader!.token}`,
    reportId: reportId!,
    channelId: benchUuid('c', 0),
  };
} finally {
  client.release();
  await handle.close();
}

const server = await startBuiltServer(
  benchServerEnv(workDir)({ DATABASE_URL: url, DATA_DIR: serverData }),
  undefined,
  [],
  args['server-root'] ?? root,
);
try {
  const wanted = args.pages?.split(',').map((name) => name.trim());
  const targets = lighthouseTargets(server.url, signedIn).filter(
    (target) => !wanted || wanted.some((name) => target.page.startsWith(name)),
  );
  const load = loadavg().map((v) => v.toFixed(2));
  console.log(`Lighthouse, ${args.runs} runs per page; load average ${load.join(' ')}`);
  const pages = runLighthouse(targets, Number(args.runs));
  console.log('page | performance | accessibility | LCP ms | TBT ms | CLS | scripts (KB sent, files)');
  for (const p of pages) {
    console.log(
      `${p.page} | ${p.performance} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.scriptKb} KB, ${p.scriptFiles}`,
    );
  }
  const resultsDir = join(root, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, 'lighthouse.json');
  const result = {
    date: new Date().toISOString(),
    serverRoot: args['server-root'] ?? root,
    loadAverage: { start: load, end: loadavg().map((v) => v.toFixed(2)) },
    pages,
  };
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
} finally {
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
