import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Executor } from '../db/client';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One fixed-window hit: the count in the current window and when that window ends. */
export interface RateLimitHit {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit for `key` in a fixed window of `windowMs`, atomically, in the shared database: every API
 * process sees the same counter, so N processes behind a load balancer enforce one limit, not N.
 * A single upsert both opens a new window (first hit or expired window) and increments a live one.
 */
export async function recordHit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
  hits = 1,
): Promise<RateLimitHit> {
  const result = await db.execute(
    hits === 1 ? hitStatement(key, windowMs, now) : hitsSql(key, windowMs, now, hits),
  );
  const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/**
 * The upsert of one hit, `returning count, reset_at`. It is also the first part of the statement that
 * counts a request against the global budget and looks up its session at once (plugins/session.ts).
 */
export function hitStatement(key: string, windowMs: number, now: Date): SQL {
  const resetAt = new Date(now.getTime() + windowMs);
  return hitSql(key, resetAt.toISOString(), now.toISOString());
}

/**
 * The text of `hitStatement` with its three values given as they are sent: strings, or
 * `sql.placeholder`s for a statement compiled once (ADR 156).
 */
export function hitSql(key: unknown, resetAt: unknown, now: unknown): SQL {
  return sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, ${resetAt}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now}::timestamptz then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now}::timestamptz then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`;
}

/** `hitStatement` counting `hits` at once (the mail budget takes places for a run of mails, ADR 232). */
function hitsSql(key: string, windowMs: number, now: Date, hits: number): SQL {
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const at = now.toISOString();
  return sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, ${hits}, ${resetAt}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${at}::timestamptz then ${hits} else rate_limits.count + ${hits} end,
      reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`;
}

/** Deletes windows that ended before `now`; their keys start afresh on the next hit anyway. */
export async function deleteExpiredWindows(db: Executor, now: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where reset_at < ${now.toISOString()}::timestamptz`,
  );
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/**
 * A @fastify/rate-limit store on the `rate_limits` table. Each route with its own `config.rateLimit`
 * gets a child store with its own namespace, so a strict limit on one route never eats the global budget.
 */
export function postgresRateLimitStore(db: Executor, clock: Clock) {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin constructs the root store with its options; children get their route's namespace. */
    constructor(_pluginOptions?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now();
      recordHit(db, `${this.namespace}|${key}`, timeWindow, now).then(
        (hit) =>
          callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the merged route limits with the route itself under `routeInfo`.
      const { routeInfo: route, groupId } = options as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      const name =
        groupId ??
        (route?.url
          ? `${[route.method ?? 'ANY'].flat().join(',')} ${route.url}`
          : `custom-${Math.random().toString(36).slice(2)}`);
      return new PostgresRateLimitStore(undefined, name);
    }
  }
  return PostgresRateLimitStore;
}
