/**
 * `npx tsx bench/statements.ts [--reports 100000] [--rounds 3] [--seconds 5] [--connections 50]`: what a
 * feed request's statements cost, design against design, in one run (ADR 003). Each option sends, per
 * request, the statements that design needs, exactly as the app builds them, through `pg` with the API's
 * pool size and concurrency, from a process pinned to the server's core (the database floor's worker):
 *
 * - three statements: the rate-limit hit, the session lookup, the feed (the design before ADR 003);
 * - two: the hit and the session in one statement, then the feed (ADR 003);
 * - two: the hit, then the feed, the session coming from a per-process cache (that design's best case);
 * - one: the feed alone (the database floor), also as a named prepared statement with PostgreSQL's
 *   default plan choice and with a generic plan forced;
 * - two, both prepared: the hit with the session and the feed (ADR 156, what the app sends now), and the
 *   hit and the feed (what a session cache would leave);
 * - one, prepared: the hit, the session and the feed in one statement (ADR 156, considered; built in
 *   lib/hit-session-feed.ts from the app's own hit, session columns and feed SQL), with the session and
 *   profile columns on every card, and on the first row only. Before the rounds both are checked to
 *   return each user's feed rows, and their plans after six executions to be generic.
 *
 * Options run in interleaved rounds after a warm-up, like the hot paths. Writes
 * bench/results/statements.json and prints a table. Uses its own database, podbrief_statements.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { hashToken } from '../src/server/auth/tokens';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { hitAndSessionQuery, sessionWithProfileQuery } from '../src/server/auth/session-repository';
import { hitStatement } from '../src/server/plugins/rate-limit-store';
import { generateDataset, pgRunner } from './generate/generator';
import { hitSessionAndFeedQuery, preparedPlan, readHitSessionAndFeed } from './lib/hit-session-feed';
import { planFor } from './generate/plan';
import { openMigratedPostgres, recreateDatabase } from './lib/database';
import { createBenchSessions, pickBenchUsers } from './lib/fixtures';
import { forkWorker, root, SERVER_CPU } from './lib/processes';
import { combineRounds, ratio, type RunSummary, type TargetSummary } from './lib/stats';
import type { DbFloorSpec, FloorQuery } from './load/db-floor-worker';
import { defaultFeedInput, feedFloorQuery } from './steps/hot-paths';
import { preparedStatementName } from '../src/server/db/prepared-statement';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
});
const DATABASE = 'podbrief_statements';
/** The bench server's RATE_LIMIT_PER_MINUTE (lib/server-env.ts): the budget is never spent. */
const BENCH_BUDGET = 1_000_000_000;
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const roundSec = Number(args.seconds);

interface Option {
  name: string;
  statements: number;
  spec: Pick<DbFloorSpec, 'sequences' | 'planCacheMode'>;
}

const log = (line: string) => console.log(`[statements] ${line}`);

async function main() {
  const url = await recreateDatabase(DATABASE);
  const handle = await openMigratedPostgres(url);
  const clients = [await handle.pool!.connect(), await handle.pool!.connect()];
  let users;
  try {
    log(`generating ${Number(args.reports).toLocaleString('en-US')} reports`);
    await generateDataset(clients.map(pgRunner), planFor(Number(args.reports)), { log });
    users = await createBenchSessions(pgRunner(clients[0]!), await pickBenchUsers(pgRunner(clients[0]!), 50));
  } finally {
    for (const client of clients) client.release();
    await handle.close();
  }

  // Statements are only compiled here, never sent through this Drizzle instance.
  const compilePool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(compilePool, { schema }) as unknown as Database;
  const dialect = new PgDialect();
  const now = new Date();
  const asQuery = (built: { toSQL(): { sql: string; params: unknown[] } }): FloorQuery => {
    const { sql, params } = built.toSQL();
    return { text: sql, values: params };
  };
  const perUser = users.map((user, i) => {
    const key = `global|10.8.0.${i + 1}`;
    const hit = hitStatement(key, 60_000, now);
    const compiledHit = dialect.sqlToQuery(hit);
    const oneStatement = {
      key,
      windowMs: 60_000,
      now,
      tokenHash: hashToken(user.token),
      budget: BENCH_BUDGET,
      feed: defaultFeedInput(user.id, now),
    };
    return {
      hit: { text: compiledHit.sql, values: compiledHit.params },
      session: asQuery(sessionWithProfileQuery(db, hashToken(user.token))),
      hitAndSession: asQuery(hitAndSessionQuery(db, hit, hashToken(user.token))),
      feed: feedFloorQuery(defaultFeedInput(user.id, now)),
      hitSessionAndFeed: hitSessionAndFeedQuery(oneStatement),
      hitSessionAndFeedOnce: hitSessionAndFeedQuery({ ...oneStatement, viewerOnce: true }),
    };
  });
  await compilePool.end();

  // The one statement must answer what the two do, and be planned as the feed is (ADR 050: generic).
  const checkClient = new pg.Client({ connectionString: url });
  await checkClient.connect();
  const oneStatementPlans: Record<string, { plan: string; generic: boolean }> = {};
  try {
    for (const u of perUser) {
      const feed = JSON.stringify((await checkClient.query(u.feed)).rows);
      for (const query of [u.hitSessionAndFeed, u.hitSessionAndFeedOnce]) {
        const one = readHitSessionAndFeed((await checkClient.query(query)).rows);
        if (!one.serve || JSON.stringify(one.cards) !== feed)
          throw new Error('the one statement does not return the feed statement’s rows');
      }
    }
    const plans = {
      feed: await preparedPlan(checkClient, perUser[0]!.feed),
      oneStatement: await preparedPlan(checkClient, perUser[0]!.hitSessionAndFeed),
      oneStatementSessionOnce: await preparedPlan(checkClient, perUser[0]!.hitSessionAndFeedOnce),
    };
    Object.assign(oneStatementPlans, plans);
    log(
      `one statement: the feed's rows for all ${perUser.length} users; plans after 6 executions: ${Object.entries(
        plans,
      )
        .map(([name, { generic }]) => `${name} ${generic ? 'generic' : 'custom'}`)
        .join(', ')}`,
    );
  } finally {
    await checkClient.end();
  }

  // The feed as the app sent it before ADR 050: parsed and planned on every call.
  const unprepared = ({ text, values }: FloorQuery): FloorQuery => ({ text, values });
  // A statement as the app sends it since ADR 156: named after its text, prepared once per connection.
  const prepared = (query: FloorQuery): FloorQuery => ({ ...query, name: preparedStatementName(query.text) });
  const options: Option[] = [
    {
      name: 'Three: hit, session, feed (before ADR 003)',
      statements: 3,
      spec: { sequences: perUser.map((u) => [u.hit, u.session, unprepared(u.feed)]) },
    },
    {
      name: 'Two: hit with session (one CTE), feed',
      statements: 2,
      spec: { sequences: perUser.map((u) => [u.hitAndSession, unprepared(u.feed)]) },
    },
    {
      name: 'Two: hit, feed (session from a per-process cache)',
      statements: 2,
      spec: { sequences: perUser.map((u) => [u.hit, unprepared(u.feed)]) },
    },
    {
      name: 'One: feed (database floor before ADR 050)',
      statements: 1,
      spec: { sequences: perUser.map((u) => [unprepared(u.feed)]) },
    },
    {
      name: 'Two: hit with session, feed prepared (ADR 003 and 050)',
      statements: 2,
      spec: { sequences: perUser.map((u) => [u.hitAndSession, u.feed]) },
    },
    {
      name: 'Two: hit with session prepared, feed prepared (ADR 156)',
      statements: 2,
      spec: { sequences: perUser.map((u) => [prepared(u.hitAndSession), u.feed]) },
    },
    {
      name: 'Two: hit prepared, feed prepared (a session cache after ADR 156)',
      statements: 2,
      spec: { sequences: perUser.map((u) => [prepared(u.hit), u.feed]) },
    },
    {
      name: 'One: hit, session and feed in one statement, prepared',
      statements: 1,
      spec: { sequences: perUser.map((u) => [u.hitSessionAndFeed]) },
    },
    {
      name: 'One: hit, session and feed in one statement, session on the first row, prepared',
      statements: 1,
      spec: { sequences: perUser.map((u) => [u.hitSessionAndFeedOnce]) },
    },
    {
      name: 'One: feed prepared (database floor)',
      statements: 1,
      spec: { sequences: perUser.map((u) => [u.feed]) },
    },
    {
      name: 'One: feed prepared, generic plan forced',
      statements: 1,
      spec: { sequences: perUser.map((u) => [u.feed]), planCacheMode: 'force_generic_plan' },
    },
  ];

  const worker = forkWorker(join(root, 'bench/load/db-floor-worker.ts'), SERVER_CPU);
  const runs = new Map<Option, RunSummary[]>(options.map((o) => [o, []]));
  const run = (option: Option, durationSec: number) =>
    worker.call<RunSummary>('floor', {
      databaseUrl: url,
      poolSize: 10,
      connections,
      durationSec,
      queries: [],
      ...option.spec,
    } satisfies DbFloorSpec);
  const loadAtStart = loadavg().map((v) => Math.round(v * 100) / 100);
  try {
    for (const option of options) await run(option, 2);
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < options.length; i++) {
        const option = options[(i + round) % options.length]!;
        const summary = await run(option, roundSec);
        runs.get(option)!.push(summary);
        log(
          `round ${round + 1} ${option.name}: ${summary.rps} req/s, p50 ${summary.p50}, p99 ${summary.p99}`,
        );
      }
    }
  } finally {
    await worker.close();
  }

  const results = options.map((o) => ({
    name: o.name,
    statements: o.statements,
    ...combineRounds(runs.get(o)!),
  }));
  const floor = results.find((r) => r.name === 'One: feed prepared (database floor)')! as TargetSummary;
  const rows = results.map((r) => ({
    ...r,
    rpsVsFloor: ratio(r.rps, floor.rps),
    p99VsFloor: ratio(r.p99, floor.p99),
  }));
  const file = join(root, 'bench/results/statements.json');
  await writeFile(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        reports: Number(args.reports),
        connections,
        rounds,
        roundSec,
        loadAtStart,
        loadAtEnd: loadavg(),
        oneStatementPlans,
        options: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log('| Option | Statements | req/s | p50 | p99 | errors | ÷ floor req/s | ÷ floor p99 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.statements} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rpsVsFloor}× | ${r.p99VsFloor}× |`,
    );
  }
  log(
    `wrote ${file}; load average ${loadAtStart.join(' ')} at the start, ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} at the end`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
