import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-types';
import { AppError } from '../errors';

/**
 * Load shedding: when the event loop is saturated the process answers 503 with Retry-After at once
 * instead of queueing work it cannot finish in time. On PostgreSQL a periodic `select 1` also turns a
 * lost database into fast 503 `database_unavailable` answers. /api/health (liveness) is never refused,
 * so an orchestrator does not kill a process that is only busy.
 */
export const underPressurePlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { database, db } = opts.deps;
    const retryAfterSeconds = 10;
    await app.register(underPressure, {
      // In API tests the client and the server share one event loop, so its load is the test's own
      // loop, not pressure: 0 turns these two checks off there (NODE_ENV=test only).
      maxEventLoopDelay: opts.deps.config.env === 'test' ? 0 : 2000,
      maxEventLoopUtilization: opts.deps.config.env === 'test' ? 0 : 0.98,
      // Utilisation of the last sample (a second), not the average since start: averaged over the
      // process's life a saturated loop never crossed the line, so nothing was shed and latency grew
      // without bound (src/server/faults/overload.fault.test.ts).
      eventLoopUtilizationMode: 'interval',
      retryAfter: retryAfterSeconds,
      ...(database.kind === 'postgres'
        ? {
            healthCheck: async () => {
              await db.execute(sql`select 1`);
              return true;
            },
            // Every second: while the database is away every request is refused, so a slower check
            // would keep answering 503 for seconds after it is back (the fault tests promise < 5 s).
            healthCheckInterval: 1000,
          }
        : {}),
      pressureHandler: async (request, _reply, type) => {
        if (request.url.startsWith('/api/health')) return;
        const headers = { 'retry-after': String(retryAfterSeconds) };
        if (type === 'healthCheck') {
          throw new AppError(
            503,
            'database_unavailable',
            'The service is briefly unavailable. Please try again in a moment.',
            {
              headers,
            },
          );
        }
        throw new AppError(
          503,
          'service_unavailable',
          'The service is busy right now. Please try again in a moment.',
          { headers },
        );
      },
    });
  },
  { name: 'under-pressure' },
);
