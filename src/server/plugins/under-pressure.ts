import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-types';
import { AppError } from '../errors';

/**
 * Mean event-loop delay (ms, per one-second sample) above which new requests are refused with 503: the
 * backstop for CPU-bound stalls (the embedded PGlite runs its queries on this loop).
 */
const maxEventLoopDelayMs = 500;

/** Liveness must always answer, so it never counts towards `MAX_REQUESTS_IN_FLIGHT`. */
const uncountedRoutes = new Set(['/api/health']);

/**
 * Long streams count against budgets of their own rather than the requests in flight, which they would
 * use up: live event streams stay open for as long as a reader keeps the page, `MAX_EVENT_STREAMS`
 * (ADR 054); episode audio streams last as long as a download or a slow podcast host,
 * `EPISODE_AUDIO_MAX_STREAMS` (ADR 222, which also bounds them per user, per report and in time).
 */
const streamBudgets = (config: AppDeps['config']) =>
  new Map([
    ['/api/reports/events', config.eventStreams.maxOpen],
    ['/api/reports/:id/audio', config.episodeAudioStreams.maxOpen],
  ]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route ends sessions (sign-out, revocation): it is never refused by the requests-in-flight limit
     * or the event-loop check, so a busy server cannot keep a session alive that its user asked to end
     * (ADR 091). It still counts as in flight, still meets its rate limits and still needs its session.
     */
    neverShed?: boolean;
  }
}

/**
 * Load shedding (ADR 091): when more requests are being served at once than `MAX_REQUESTS_IN_FLIGHT`, or
 * callbacks wait on the event loop, the process answers 503 with Retry-After at once instead of queueing
 * work it cannot finish in time. Requests mostly wait for one of the pool's database connections, where
 * the event loop looks idle, so the number in flight is the main signal: it bounds the wait to about
 * that number divided by the throughput. On PostgreSQL a periodic `select 1` also turns a lost database
 * into fast 503 `database_unavailable` answers. /api/health (liveness) is never refused, so an
 * orchestrator does not kill a process that is only busy; nor is a route marked `neverShed` (sign-out),
 * which must not leave a session alive because the server was busy (ADR 091).
 */
export const underPressurePlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { database, db, config } = opts.deps;
    const retryAfterSeconds = 10;
    const busy = () =>
      new AppError(
        503,
        'service_unavailable',
        'The service is busy right now. Please try again in a moment.',
        {
          headers: { 'retry-after': String(retryAfterSeconds) },
        },
      );

    let inFlight = 0;
    const budgets = streamBudgets(config);
    const streams = new Map([...budgets.keys()].map((route) => [route, 0]));
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url ?? '';
      if (uncountedRoutes.has(route)) return;
      const budget = budgets.get(route);
      if (budget !== undefined) {
        const open = streams.get(route) ?? 0;
        if (open >= budget) throw busy();
        streams.set(route, open + 1);
        reply.raw.once('close', () => {
          streams.set(route, (streams.get(route) ?? 1) - 1);
        });
        return;
      }
      if (inFlight >= config.maxRequestsInFlight && !request.routeOptions.config.neverShed) throw busy();
      inFlight += 1;
      // 'close' comes exactly once, whether the answer was sent or the client went away first.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
    await app.register(underPressure, {
      // The mean event-loop delay of the last second (how long a ready callback waits for its turn). Not
      // utilisation: a loop that is fully busy but keeps up must not be refused, and a process waiting
      // for a CPU on a shared machine looks fully busy (ADR 091).
      // In API tests the client and the server share one event loop, so its load is the test's own
      // loop, not pressure: 0 turns the check off there (NODE_ENV=test only).
      maxEventLoopDelay: opts.deps.config.env === 'test' ? 0 : maxEventLoopDelayMs,
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
        // A busy loop delays a sign-out but never refuses it; a lost database refuses it above (it
        // could not end the session anyway, and the answer says so).
        if (request.routeOptions.config.neverShed) return;
        throw busy();
      },
    });
  },
  { name: 'under-pressure' },
);
