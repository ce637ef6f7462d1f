import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '../app-types';
import { clearedCookieOptions, sessionCookieName } from '../auth/cookies';
import {
  countHitAndResolveSession,
  resolveSession,
  type ResolvedSession,
  type SessionResolution,
} from '../auth/sessions';
import { embeddedSessionState } from './embedded-session-state';
import { globalRateLimit } from './rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The full session behind `sessionUser`, for the auth routes (expiry, family). */
    resolvedSession: ResolvedSession | null;
  }
}

/**
 * Resolves the session cookie on every API request into `request.sessionUser` (see auth/current-user.ts),
 * and counts the request against the global rate limit in the same statement (ADR 134). Only `/api`
 * requests touch the database; pages and assets never need the user on the server. On the embedded
 * database the count and the session come from the process's exact state instead (ADR 155).
 * A cookie that no longer works is cleared so the browser stops sending it.
 */
export const sessionPlugin = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify as unknown as App;
    const cookieName = sessionCookieName(app.deps.config);
    const limit = globalRateLimit(app.deps.config);
    const embedded = await embeddedSessionState(app);
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('resolvedSession', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[cookieName];
      let session: SessionResolution | undefined;
      if (limit.appliesTo(request)) {
        const now = app.deps.clock.now();
        if (embedded) {
          const counted = limit.hitIn(embedded.counter, request, now);
          limit.enforce(reply, counted.count, counted.resetAt, now);
          if (token) session = await resolveSession(app.deps, token, embedded.findSession);
        } else {
          const counted = await countHitAndResolveSession(app.deps, limit.window(request, now), token);
          limit.enforce(reply, counted.count, counted.resetAt, now);
          session = counted.session;
        }
      } else if (token) {
        session = await resolveSession(app.deps, token, embedded?.findSession);
      }
      if (!session) return;
      if (session.ok) {
        request.sessionUser = session.value.user;
        request.resolvedSession = session.value;
      } else {
        void reply.clearCookie(cookieName, clearedCookieOptions(app.deps.config));
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
