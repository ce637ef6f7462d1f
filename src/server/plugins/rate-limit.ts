import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-types';
import type { Config } from '../config';
import type { FixedWindowCounter } from '../db/fixed-window-counter';
import { AppError } from '../errors';
import { postgresRateLimitStore, type RateLimitHit } from './rate-limit-store';

const GLOBAL_WINDOW_MS = 60_000;

const tooMany = (ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(
    429,
    'rate_limited',
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(seconds) } },
  );
};

/**
 * The global budget: RATE_LIMIT_PER_MINUTE per client IP on every /api route except /api/health and the
 * routes with a limit of their own (or none). It is counted by the session plugin, in the same statement
 * that reads the request's session (ADR 003), so this object only says which requests count, what the
 * hit is and what an answer over the budget looks like.
 */
export function globalRateLimit(config: Pick<Config, 'rateLimitPerMinute'>) {
  const max = config.rateLimitPerMinute;
  return {
    appliesTo(request: FastifyRequest): boolean {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return false;
      // A route's own limit replaces the global one (its own counter); `false` turns limits off.
      return request.routeOptions.config.rateLimit === undefined;
    },
    /** The window the request counts against, for the statement prepared once (ADR 156). */
    window(request: FastifyRequest, now: Date) {
      return { key: `global|${request.ip}`, windowMs: GLOBAL_WINDOW_MS, now };
    },
    /** The same hit on the embedded database's in-process counter (ADR 156). */
    hitIn(counter: FixedWindowCounter, request: FastifyRequest, now: Date): RateLimitHit {
      return counter.hit(`global|${request.ip}`, GLOBAL_WINDOW_MS, now);
    },
    /** Sets the budget headers, and throws 429 `rate_limited` once the window's count passes the budget. */
    enforce(reply: FastifyReply, count: number, resetAt: Date, now: Date): void {
      const ttlMs = Math.max(0, resetAt.getTime() - now.getTime());
      void reply.headers({
        'x-ratelimit-limit': String(max),
        'x-ratelimit-remaining': String(Math.max(0, max - count)),
        'x-ratelimit-reset': String(Math.ceil(ttlMs / 1000)),
      });
      if (count > max) throw tooMany(ttlMs);
    },
  };
}

/**
 * Rate limits for the API, counted in PostgreSQL so that they hold across processes
 * (docs/decisions/003-rate-limits-in-postgresql.md).
 *
 * Every /api route gets the global budget (RATE_LIMIT_PER_MINUTE per client IP, `globalRateLimit`
 * above, counted with the session lookup). A route tightens it with its own window and counter, which
 * @fastify/rate-limit counts on the same table:
 *
 *   app.post('/feedback', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, schema }, handler)
 *
 * and `config: { rateLimit: false }` turns it off for one route. The SPA's static files are not counted.
 * If the database cannot count a route's own limit, the request goes on (it will meet the same database
 * a moment later and fail there with a proper 503).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { db, clock } = opts.deps;
    await app.register(rateLimit, {
      // Only routes with a `config.rateLimit` of their own; the global budget is the session plugin's.
      global: false,
      timeWindow: GLOBAL_WINDOW_MS,
      store: postgresRateLimitStore(db, clock),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });
  },
  { name: 'rate-limit' },
);
