import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  callbackBodySchema,
  callbackResponseSchema,
  logoutQuerySchema,
  sessionResponseSchema,
  signedInSessionSchema,
  startQuerySchema,
} from '@shared/contract/auth';
import type { App } from '../../app-types';
import {
  clearedCookieOptions,
  cookieOptions,
  loginBindingCookieName,
  sessionCookieName,
} from '../../auth/cookies';
import { GoogleClient } from '../../auth/google-client';
import { publicUser, signedInSession, toOwnProfile } from './session-response';
import { completeSignIn, startSignIn } from './sign-in-service';
import {
  createSession,
  refreshSession,
  revokeAllSessions,
  revokeFamily,
  toSessionUser,
} from '../../auth/sessions';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Sign-in with Google, the session cookie and sign-out (docs/product.md#auth-and-sessions, #api-conventions).
 */
export async function authRoutes(app: App) {
  const { config } = app.deps;
  const google = new GoogleClient(config);
  const sessionCookie = sessionCookieName(config);
  const bindingCookie = loginBindingCookieName(config);
  // Stricter than the global API budget where a guesser or a loop would hurt: each sign-in costs a round
  // trip to Google and a database write. A fifth of the global per-minute budget, never below 20.
  const perMinute = Math.max(20, Math.ceil(config.rateLimitPerMinute / 5));
  const limit = () => ({ rateLimit: { max: perMinute, timeWindow: '1 minute' } });

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

  app.get(
    '/google/start',
    {
      config: limit(),
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in: redirects to Google with state, nonce and PKCE',
        querystring: startQuerySchema,
        response: { 302: z.null().describe('Redirect to the provider'), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      let started;
      try {
        started = await startSignIn(app.deps, google, request.query);
      } catch (error) {
        // A browser navigated here: send it to the callback page, which explains, rather than show JSON.
        if (!(request.headers.accept ?? '').includes('text/html')) throw error;
        request.log.warn({ err: error }, 'sign-in could not start');
        return reply.redirect(`${config.appUrl}/auth/callback?error=temporarily_unavailable`, 302);
      }
      void reply.setCookie(bindingCookie, started.binding, cookieOptions(config, started.expiresAt));
      return reply.redirect(started.authorizationUrl.href, 302);
    },
  );

  app.post(
    '/callback',
    {
      config: limit(),
      schema: {
        tags: ['auth'],
        summary: 'Finish Google sign-in with the code and state from /auth/callback; sets the session cookie',
        body: callbackBodySchema,
        response: { 200: callbackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The binding cookie is single-use whatever happens next.
      void reply.clearCookie(bindingCookie, clearedCookieOptions(config));
      const completed = await completeSignIn(app.deps, google, {
        code: request.body.code,
        state: request.body.state,
        iss: request.body.iss,
        binding: request.cookies[bindingCookie],
      });
      // A session that existed before this sign-in is ended: a new session id at every sign-in.
      if (request.resolvedSession) await revokeFamily(app.deps, request.resolvedSession.session.familyId);
      const issued = await createSession(app.deps, completed.profile.id, userAgent(request));
      void reply.setCookie(sessionCookie, issued.token, cookieOptions(config, issued.expiresAt));
      noStore(reply);
      return {
        returnPath: completed.returnPath,
        sourcePage: completed.sourcePage,
        user: publicUser(toSessionUser(completed.profile, issued.familyId, config.adminEmails)),
        expiresAt: issued.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user, their profile and when the session expires; { user: null } when signed out',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const resolved = request.resolvedSession;
      if (!resolved) return { user: null };
      return signedInSession(resolved);
    },
  );

  app.post(
    '/refresh',
    {
      config: limit(),
      schema: {
        tags: ['auth'],
        summary: 'Rotate the session token and extend the session (never past its 30-day lifetime)',
        response: { 200: signedInSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        const issued = await refreshSession(app.deps, request.cookies[sessionCookie], userAgent(request));
        void reply.setCookie(sessionCookie, issued.token, cookieOptions(config, issued.expiresAt));
        return {
          user: publicUser(issued.resolved.user),
          profile: toOwnProfile(issued.resolved.profile),
          expiresAt: issued.expiresAt.toISOString(),
        };
      } catch (error) {
        void reply.clearCookie(sessionCookie, clearedCookieOptions(config));
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      // Never shed (ADR 091): a sign-out refused while the server is busy would leave the session, and
      // every live stream it holds, alive. It keeps the global rate limit and needs its session cookie.
      config: { neverShed: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: scope=global (default) ends every session of the user, scope=local only this one',
        querystring: logoutQuerySchema,
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      const resolved = request.resolvedSession;
      if (resolved) {
        if (request.query.scope === 'local') await revokeFamily(app.deps, resolved.session.familyId);
        else await revokeAllSessions(app.deps, resolved.user.id);
      }
      void reply.clearCookie(sessionCookie, clearedCookieOptions(config));
      noStore(reply);
      return reply.status(204).send(null);
    },
  );
}
