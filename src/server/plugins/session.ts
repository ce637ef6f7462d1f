import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '../app-types';
import { clearedCookieOptions, sessionCookieName } from '../auth/cookies';
import { resolveSession, type ResolvedSession } from '../features/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The full session behind `sessionUser`, for the auth routes (expiry, family). */
    resolvedSession: ResolvedSession | null;
  }
}

/**
 * Resolves the session cookie on every API request into `request.sessionUser` (see auth/current-user.ts).
 * Only `/api` requests touch the database; pages and assets never need the user on the server.
 * A cookie that no longer works is cleared so the browser stops sending it.
 */
export const sessionPlugin = fp(
  async (fastify: FastifyInstance) => {
    const app = fastify as unknown as App;
    const cookieName = sessionCookieName(app.deps.config);
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('resolvedSession', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[cookieName];
      if (!token) return;
      const result = await resolveSession(app.deps, token);
      if (result.ok) {
        request.sessionUser = result.value.user;
        request.resolvedSession = result.value;
      } else {
        void reply.clearCookie(cookieName, clearedCookieOptions(app.deps.config));
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
