import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  feedCursor,
  feedPageSql,
  type FeedQueryInput,
} from '../../src/server/features/reports/feed-repository';
import { preparedStatementName } from '../../src/server/db/prepared-statement';
import { feedPageInput } from '../../src/server/features/reports/service';
import { feedQuerySchema } from '@shared/contract/reports';
import { searchTerm } from '../generate/plan';
import type { BenchUser } from '../lib/fixtures';
import type { Worker } from '../lib/processes';
import { combineRounds, ratio, type RunSummary, type TargetSummary } from '../lib/stats';
import type { FloorQuery } from '../load/db-floor-worker';
import type { LoadRequest, LoadSpec } from '../load/load-worker';

/**
 * The API hot paths under load, each beside its floors: the same feed SQL through `pg` (database floor)
 * and the same response bytes from a bare Fastify route (framework floor). Targets run one after another
 * in interleaved rounds (round 1: A B C …, round 2: B C … A, …) after one warm-up each, so a burst of
 * noise from the other users of the machine lands on different targets in different rounds.
 */

export interface LoadSettings {
  connections: number;
  warmupSec: number;
  roundSec: number;
  rounds: number;
}

export interface HotPathContext {
  apiUrl: string;
  cookieName: string;
  users: BenchUser[];
  /** Reports every bench user may read (channel 0's newest). */
  reportIds: string[];
  /** The bench database, to read note versions between runs (PostgreSQL only). */
  pool?: pg.Pool;
  databaseUrl: string | undefined;
  loadWorker: Worker;
  /** Absent where a floor is not measured (PGlite, scale steps). */
  dbFloorWorker?: Worker;
  frameworkFloor?: { worker: Worker; url: string };
  settings: LoadSettings;
}

export interface PathResult {
  name: string;
  label: string;
  api: TargetSummary;
  dbFloor?: TargetSummary;
  frameworkFloor?: TargetSummary;
  ratios: {
    rpsVsDbFloor: number | null;
    p50VsDbFloor: number | null;
    /** Absent in runs before issue 19. */
    p99VsDbFloor?: number | null;
    rpsVsFrameworkFloor: number | null;
    p50VsFrameworkFloor: number | null;
  };
  /** Bytes of one answer (what the framework floor sends). */
  responseBytes: number;
}

interface HotPath {
  name: string;
  label: string;
  /** The API run. */
  spec: () => Promise<LoadSpec>;
  /** The same requests against the framework floor's copy of the answer. */
  floorSpec: () => Promise<LoadSpec>;
  dbFloorQueries?: FloorQuery[];
  responseBody: string;
}

const dialect = new PgDialect();

const browserHeaders = { accept: 'application/json', 'sec-fetch-site': 'same-origin' };

/** The feed page SQL exactly as the API builds it for `user`, compiled to text and parameters. */
export function feedFloorQuery(input: FeedQueryInput): FloorQuery {
  const query = dialect.sqlToQuery(feedPageSql(input));
  // Named like the app names it: the floor prepares the statement exactly as the API does (ADR 050).
  return { text: query.sql, values: query.params, name: preparedStatementName(query.sql) };
}

/** The first feed page with default filters (the last month, newest first), as the API asks for it. */
export function defaultFeedInput(userId: string, now: Date): FeedQueryInput {
  return feedPageInput(userId, feedQuerySchema.parse({}), now);
}

async function fetchOk(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
  return body;
}

/** Builds the hot paths for one server and dataset; checks each answers 200 once and keeps its bytes. */
export async function prepareHotPaths(ctx: HotPathContext, names?: string[]): Promise<HotPath[]> {
  const origin = ctx.apiUrl;
  const cookie = (user: BenchUser) => `${ctx.cookieName}=${user.token}`;
  // Each simulated reader comes from their own address, as behind the production proxy (TRUST_PROXY):
  // the rate limiter then keeps one counter per reader instead of one hot row for all of them.
  const clientIp = (i: number) => `10.8.${Math.floor(i / 250)}.${1 + (i % 250)}`;
  const indexOf = new Map(ctx.users.map((u, i) => [u.id, i]));
  const signedIn = (user: BenchUser) => ({
    ...browserHeaders,
    cookie: cookie(user),
    'x-forwarded-for': clientIp(indexOf.get(user.id)!),
  });
  const anonymous = ctx.users.map((_u, i) => ({ ...browserHeaders, 'x-forwarded-for': clientIp(i) }));
  const now = new Date();
  const baseInput = (user: BenchUser) => defaultFeedInput(user.id, now);
  const want = (name: string) => !names || names.includes(name);
  const paths: HotPath[] = [];

  const getPath = async (
    name: string,
    label: string,
    requests: LoadRequest[],
    dbFloorQueries?: FloorQuery[],
  ): Promise<void> => {
    const first = requests[0]!;
    const responseBody = await fetchOk(`${origin}${first.path}`, { headers: first.headers ?? {} });
    const floorRequests = [{ method: 'GET' as const, path: `/floor/${name}`, headers: browserHeaders }];
    paths.push({
      name,
      label,
      responseBody,
      dbFloorQueries,
      spec: async () => ({ ...loadShape(ctx), origin, requests }),
      floorSpec: async () => ({
        ...loadShape(ctx),
        origin: ctx.frameworkFloor!.url,
        requests: floorRequests,
      }),
    });
  };

  if (want('feed')) {
    await getPath(
      'feed',
      'Feed, default filters',
      ctx.users.map((u) => ({ method: 'GET', path: '/api/reports', headers: signedIn(u) })),
      ctx.users.map((u) => feedFloorQuery(baseInput(u))),
    );
  }
  if (want('feed-search')) {
    await getPath(
      'feed-search',
      `Feed, search "${searchTerm}"`,
      ctx.users.map((u) => ({ method: 'GET', path: `/api/reports?q=${searchTerm}`, headers: signedIn(u) })),
      ctx.users.map((u) => feedFloorQuery({ ...baseInput(u), q: searchTerm })),
    );
  }
  if (want('feed-page-2')) {
    const pageTwo: { user: BenchUser; cursor: string }[] = [];
    for (const user of ctx.users) {
      const page = JSON.parse(await fetchOk(`${origin}/api/reports`, { headers: signedIn(user) })) as {
        nextCursor: string | null;
      };
      if (page.nextCursor) pageTwo.push({ user, cursor: page.nextCursor });
    }
    if (pageTwo.length === 0) throw new Error('no bench user has a second feed page');
    await getPath(
      'feed-page-2',
      'Feed, page 2 (cursor)',
      pageTwo.map(({ user, cursor }) => ({
        method: 'GET',
        path: `/api/reports?cursor=${encodeURIComponent(cursor)}`,
        headers: signedIn(user),
      })),
      pageTwo.map(({ user, cursor }) => {
        const after = feedCursor.decode(cursor, 'newest');
        return feedFloorQuery({ ...baseInput(user), since: after.since, after });
      }),
    );
  }
  if (want('report')) {
    await getPath(
      'report',
      'Report page',
      ctx.users.map((u, i) => ({
        method: 'GET',
        path: `/api/reports/${ctx.reportIds[i % ctx.reportIds.length]}`,
        headers: signedIn(u),
      })),
    );
  }
  if (want('session')) {
    await getPath(
      'session',
      'Session check',
      ctx.users.map((u) => ({ method: 'GET', path: '/api/auth/session', headers: signedIn(u) })),
    );
  }
  if (want('landing-popular')) {
    await getPath(
      'landing-popular',
      'Landing: popular podcasts',
      anonymous.map((headers) => ({ method: 'GET', path: '/api/landing/popular-podcasts', headers })),
    );
  }
  if (want('landing-stats')) {
    await getPath(
      'landing-stats',
      'Landing: platform stats',
      anonymous.map((headers) => ({ method: 'GET', path: '/api/landing/stats', headers })),
    );
  }
  if (want('note-save')) {
    const reportId = ctx.reportIds[0]!;
    const path = `/api/reports/${reportId}/note`;
    const users = ctx.users.slice(0, ctx.settings.connections);
    if (users.length < ctx.settings.connections) throw new Error('note saving needs one user per connection');
    const headersOf = (u: BenchUser) => ({ ...signedIn(u), origin });
    const pool = ctx.pool;
    if (!pool) throw new Error('note saving is measured on PostgreSQL only');
    const slots = async () => {
      const { rows } = await pool.query<{ user_id: string; version: number }>(
        'select user_id, version from notes where report_id = $1 and user_id = any($2::uuid[])',
        [reportId, users.map((u) => u.id)],
      );
      const versions = new Map(rows.map((r) => [r.user_id, r.version]));
      return users.map((u) => ({ headers: headersOf(u), version: versions.get(u.id) ?? 0 }));
    };
    const [firstSlot] = await slots();
    const responseBody = await fetchOk(`${origin}${path}`, {
      method: 'PUT',
      headers: { ...firstSlot!.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Benchmark note, first save.', baseVersion: firstSlot!.version }),
    });
    paths.push({
      name: 'note-save',
      label: 'Save a note',
      responseBody,
      spec: async () => ({
        ...loadShape(ctx),
        origin,
        requests: [],
        noteSaves: { path, slots: await slots() },
      }),
      floorSpec: async () => ({
        ...loadShape(ctx),
        origin: ctx.frameworkFloor!.url,
        requests: [],
        noteSaves: {
          path: '/floor/note-save',
          slots: users.map((u) => ({ headers: { ...browserHeaders }, version: 1 + u.id.length })),
        },
      }),
    });
  }
  return paths;
}

function loadShape(ctx: HotPathContext) {
  return { connections: ctx.settings.connections, durationSec: ctx.settings.roundSec };
}

/** The answers the framework floor must send, by path name. */
export function floorBodies(paths: HotPath[]): Record<string, string> {
  return Object.fromEntries(paths.map((p) => [p.name, p.responseBody]));
}

interface Target {
  path: HotPath;
  kind: 'api' | 'dbFloor' | 'frameworkFloor';
  run: (durationSec: number) => Promise<RunSummary>;
}

/**
 * Runs every path (and its floors, when the context has them): a warm-up each, then the interleaved
 * rounds. `onRun` sees every measured run (for RSS sampling and progress lines).
 */
export async function measureHotPaths(
  ctx: HotPathContext,
  paths: HotPath[],
  hooks: { onStart?: (label: string) => void; onRun?: (label: string, run: RunSummary) => void } = {},
): Promise<PathResult[]> {
  const { settings } = ctx;
  const targets: Target[] = [];
  for (const path of paths) {
    targets.push({
      path,
      kind: 'api',
      run: async (durationSec) =>
        ctx.loadWorker.call<RunSummary>('load', { ...(await path.spec()), durationSec }),
    });
    if (ctx.dbFloorWorker && path.dbFloorQueries && ctx.databaseUrl) {
      const queries = path.dbFloorQueries;
      const databaseUrl = ctx.databaseUrl;
      targets.push({
        path,
        kind: 'dbFloor',
        run: (durationSec) =>
          ctx.dbFloorWorker!.call<RunSummary>('floor', {
            databaseUrl,
            poolSize: 10,
            connections: settings.connections,
            durationSec,
            queries,
          }),
      });
    }
    if (ctx.frameworkFloor) {
      targets.push({
        path,
        kind: 'frameworkFloor',
        run: async (durationSec) =>
          ctx.loadWorker.call<RunSummary>('load', { ...(await path.floorSpec()), durationSec }),
      });
    }
  }

  const label = (t: Target) => `${t.path.name}${t.kind === 'api' ? '' : ` [${t.kind}]`}`;
  const runs = new Map<Target, RunSummary[]>(targets.map((t) => [t, []]));
  if (settings.warmupSec > 0) {
    for (const target of targets) {
      hooks.onStart?.(`${label(target)} warm-up`);
      await target.run(settings.warmupSec);
    }
  }
  for (let round = 0; round < settings.rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + round) % targets.length]!;
      hooks.onStart?.(label(target));
      const run = await target.run(settings.roundSec);
      runs.get(target)!.push(run);
      hooks.onRun?.(`${label(target)} round ${round + 1}`, run);
    }
  }

  return paths.map((path) => {
    const of = (kind: Target['kind']) => {
      const target = targets.find((t) => t.path === path && t.kind === kind);
      return target ? combineRounds(runs.get(target)!) : undefined;
    };
    const api = of('api')!;
    const dbFloor = of('dbFloor');
    const frameworkFloor = of('frameworkFloor');
    return {
      name: path.name,
      label: path.label,
      api,
      ...(dbFloor ? { dbFloor } : {}),
      ...(frameworkFloor ? { frameworkFloor } : {}),
      ratios: {
        rpsVsDbFloor: ratio(api.rps, dbFloor?.rps),
        p50VsDbFloor: ratio(api.p50, dbFloor?.p50),
        p99VsDbFloor: ratio(api.p99, dbFloor?.p99),
        rpsVsFrameworkFloor: ratio(api.rps, frameworkFloor?.rps),
        p50VsFrameworkFloor: ratio(api.p50, frameworkFloor?.p50),
      },
      responseBytes: Buffer.byteLength(path.responseBody),
    };
  });
}
