import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenScope } from '@shared/contract/access-tokens';
import type { App } from '../app-types';
import { verifyAccessToken } from '../auth/access-tokens';
import type { Config } from '../config';
import { AppError } from '../errors';

/**
 * Bearer authentication for the token routes: the public API `/api/v1` and the MCP server (ADR 186).
 * Only the `Authorization: Bearer …` header counts; a session cookie never authenticates here, and the
 * session plugin never reads the cookie on these paths (plugins/session.ts), so the routes have no CSRF
 * surface. Each request verifies its token against the database, so a revocation holds at once on
 * every process.
 */
export interface TokenUser {
  id: string;
  scopes: AccessTokenScope[];
  tokenId: string;
  clientId: string | null;
  resource: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireToken` on the token routes: the reader the bearer token stands for. */
    tokenUser: TokenUser | null;
  }
}

/** Decorates every request with `tokenUser` (null until `requireToken` sets it). */
export const bearerAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('tokenUser', null);
  },
  { name: 'bearer-auth' },
);

export interface RequireTokenOptions {
  /**
   * Extra `WWW-Authenticate` parameters for this route's 401/403, e.g. the MCP endpoint's
   * `resource_metadata` (RFC 9728).
   */
  challenge?: (request: FastifyRequest) => Record<string, string>;
}

const realm = 'Podbrief';

function challengeHeader(params: Record<string, string>): string {
  const parts = Object.entries({ realm, ...params }).map(
    ([key, value]) => `${key}="${value.replace(/["\\]/g, '')}"`,
  );
  return `Bearer ${parts.join(', ')}`;
}

/** The token of `Authorization: Bearer <token>`, or undefined when the header is missing or another scheme. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1];
}

const authorized = new WeakSet<FastifyRequest>();

/**
 * The onRequest hook of a token route: `onRequest: [requireToken('read')]`. No or another scheme's
 * credentials → 401 `token_required`; an unknown, expired or revoked token → 401 `token_invalid`; a
 * token without `scope` → 403 `token_scope_required`. Each answer carries a `WWW-Authenticate: Bearer`
 * challenge (RFC 6750).
 */
export function requireToken(scope: AccessTokenScope, options: RequireTokenOptions = {}) {
  return async function requireTokenHook(request: FastifyRequest): Promise<void> {
    const extra = options.challenge?.(request) ?? {};
    const token = bearerToken(request);
    if (!token) {
      throw new AppError(401, 'token_required', 'Send a Podbrief access token: Authorization: Bearer pb_…', {
        headers: { 'www-authenticate': challengeHeader(extra) },
      });
    }
    const app = request.server as unknown as App;
    const verified = await verifyAccessToken(app.deps.db, token, app.deps.clock.now());
    if (!verified) {
      throw new AppError(
        401,
        'token_invalid',
        'This access token is not valid, has expired or was revoked.',
        {
          headers: {
            'www-authenticate': challengeHeader({
              ...extra,
              error: 'invalid_token',
              error_description: 'The access token is not valid, has expired or was revoked',
            }),
          },
        },
      );
    }
    request.tokenUser = {
      id: verified.userId,
      scopes: verified.scopes,
      tokenId: verified.tokenId,
      clientId: verified.clientId,
      resource: verified.resource,
    };
    if (!verified.scopes.includes(scope)) {
      throw new AppError(403, 'token_scope_required', `This access token needs the scope "${scope}".`, {
        details: { scope },
        headers: {
          'www-authenticate': challengeHeader({ ...extra, error: 'insufficient_scope', scope }),
        },
      });
    }
    authorized.add(request);
  };
}

/**
 * The reader a `requireToken` hook of this route let through. A handler of a route without the hook
 * fails on every call, so a forgotten guard is found by the first test.
 */
export function currentTokenUser(request: FastifyRequest): TokenUser {
  if (!authorized.has(request) || !request.tokenUser) {
    throw new Error(
      `${request.method} ${request.routeOptions.url ?? request.url} reads the token user but declares no requireToken hook`,
    );
  }
  return request.tokenUser;
}

/** One window per token, counted like every route's own limit (ADR 003). */
const tokenRateWindowMs = 60_000;

/**
 * The route config of a token route's rate limit: API_TOKEN_REQUESTS_PER_MINUTE per token, in place of
 * the per-address budget. Counted after `requireToken` (hook `preParsing`), so it is keyed on the token;
 * a request refused as unauthenticated never reaches it.
 */
export function tokenRateLimit(config: Pick<Config, 'apiTokenRequestsPerMinute'>) {
  return {
    rateLimit: {
      max: config.apiTokenRequestsPerMinute,
      timeWindow: tokenRateWindowMs,
      hook: 'preParsing' as const,
      groupId: 'access-token',
      keyGenerator: (request: FastifyRequest) =>
        request.tokenUser ? `token:${request.tokenUser.tokenId}` : `token-ip:${request.ip}`,
    },
  };
}

/**
 * What every token route declares: its scope's guard and the per-token rate limit.
 * `app.get('/reports', { ...tokenRoute(app.deps.config, 'read'), schema }, handler)`
 */
export function tokenRoute(config: Pick<Config, 'apiTokenRequestsPerMinute'>, scope: AccessTokenScope) {
  return { onRequest: [requireToken(scope)], config: tokenRateLimit(config) };
}
