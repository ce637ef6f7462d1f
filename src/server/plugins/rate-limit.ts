import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-types';
import { AppError } from '../errors';
import { postgresRateLimitStore } from './rate-limit-store';


/**
 * Rate limits for the API, counted in PostgreSQL so that they hold across processes
 * (docs/decisions/003-rate-limits-in-postgresql.md).
 *
 * Every /api route gets the global budget (RATE_LIMIT_PER_MINUTE per client IP). A route tightens it with
 * its own window and counter:
 *
 *   app.post('/feedback', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, schema }, handler)
 *
 * and `config: { rateLimit: false }` turns it off for one route. The SPA's static files are not counted.
 * If the database cannot count, the request goes on (it will meet the same database a moment later and
 * fail there with a proper 503).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { config, db, clock } = opts.deps;
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      store: postgresRateLimitStore(db, clock),
      skipOnError: true,
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'rate_limited', `Too many requests. Please try again in ${context.after}.`, {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
        }),
    });
  },
  { name: 'rate-limit' },
);
