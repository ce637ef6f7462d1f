import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  interface FastifyInstance {
    /**
     * Counts `request` against the global rate limit and resolves its session `token`, as every API
     * request is counted and resolved; the page documents that carry the session use it too (ADR 236).
     */
    countHitAndResolveSession(request: FastifyRequest, token: string | undefined): Promise<CountedRequest>;
  }
}

/** A request counted against the global limit, with its session when it sent a token. */
export interface CountedRequest {
  count: number;
  resetAt: Date;
  /** When it was counted. */
  now: Date;
  session: SessionResolution | undefined;
}

/** The public API's paths, where a session cookie is ignored (http/bearer-auth.ts). */
function isTokenRoute(url: string): boolean {
  return /^\/api\/v1(?:[/?#]|$)/.test(url);
}

/**
 * Resolves the session cookie on every API request into `request.sessionUser` (see auth/current-user.ts),
 * and counts the request against the global rate limit in the same statement (ADR 003). Only `/api`
 * requests touch the database; pages and assets never need the user on the server. On the embedded
 * database the count and the session come from the process's exact state instead (ADR 156).
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
    app.decorate(
      'countHitAndResolveSession',
      async (request: FastifyRequest, token: string | undefined): Promise<CountedRequest> => {
        const now = app.deps.clock.now();
        if (embedded) {
          const counted = limit.hitIn(embedded.counter, request, now);
          const session = token ? await resolveSession(app.deps, token, embedded.findSession) : undefined;
          return { count: counted.count, resetAt: counted.resetAt, now, session };
        }
        return { ...(await countHitAndResolveSession(app.deps, limit.window(request, now), token)), now };
      },
    );
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      // The token routes (/api/v1, ADR 186) never read the cookie: only a bearer token authenticates there.
      const token = isTokenRoute(request.url) ? undefined : request.cookies[cookieName];
      let session: SessionResolution | undefined;
      if (limit.appliesTo(request)) {
        const counted = await app.countHitAndResolveSession(request, token);
        limit.enforce(reply, counted.count, counted.resetAt, counted.now);
        session = counted.session;
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
