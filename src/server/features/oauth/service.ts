import type { AppDeps } from '../../app-types';
import OAuth2Server, { OAuthError, Request, Response } from '@node-oauth/oauth2-server';
import type { AccessTokenScope } from '@shared/contract/access-tokens';
import type { AuthorizationPrompt, AuthorizationRequest, OAuthDecision } from '@shared/contract/oauth';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { oauthLifetimes } from './lifetimes';
import { clientDisplayName, type ClientPayload } from './client-record';
import { invalidTarget, isScope, oauthModel } from './oauth-model';
import { ClientMetadataError, resolveClient, type ResolvedClient } from './client-metadata-document';

/**
 * The authorisation server's rules (ADR 189): which authorisation requests reach the consent page, what a
 * decision answers, and the token endpoint. The library runs the code and token grants; this file adds
 * what it leaves to us: PKCE required (S256 only), the `resource` of RFC 8707, exact redirect URIs.
 */

/** What the rules need from the configuration. */
export interface OAuthSettings {
  appUrl: string;
  /** Whether a client's metadata document may be fetched from a private or loopback address. */
  allowPrivateHosts: boolean;
}

/** The resource every token is bound to: the MCP endpoint (the API's own /api/v1 accepts it too). */
const mcpResource = (appUrl: string) => `${appUrl}/mcp`;

/**
 * The canonical resource for what a client names: `<APP_URL>/mcp` for that or for APP_URL itself (with
 * or without a final slash); undefined for anything else. A request that names none gets /mcp.
 */
function canonicalResource(appUrl: string, requested: string | undefined): string | undefined {
  if (requested === undefined || requested === '') return mcpResource(appUrl);
  const trimmed = requested.replace(/\/$/, '');
  return trimmed === appUrl || trimmed === mcpResource(appUrl) ? mcpResource(appUrl) : undefined;
}

/** RFC 7636's code challenge: 43–128 unreserved characters (a base64url SHA-256 is 43). */
const codeChallengePattern = /^[A-Za-z0-9._~-]{43,128}$/;

/** A request the consent page cannot even answer: no client to send the reader back to. */
function clientInvalid(message: string): AppError {
  return new AppError(400, 'oauth_client_invalid', message);
}

interface CheckedRequest {
  clientId: string;
  client: ClientPayload;
  redirectUri: string;
  scopes: AccessTokenScope[];
  resource: string;
}

type CheckResult =
  | { ok: true; request: CheckedRequest }
  | { ok: false; error: string; description: string; redirectUri: string };

/** Where an error goes once client and redirect URI are known: back to the client (RFC 6749 §4.1.2.1). */
function errorRedirect(
  redirectUri: string,
  error: string,
  description: string,
  state: string | undefined,
): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Checks an authorisation request. An unknown client or a redirect URI it did not register throws 400
 * `oauth_client_invalid` (the reader is never sent to an address nobody vouched for); anything else wrong
 * is answered to the client's redirect URI.
 */
async function checkAuthorizationRequest(
  db: Executor,
  settings: OAuthSettings,
  params: AuthorizationRequest,
  now: Date,
): Promise<CheckResult> {
  let record: ResolvedClient | undefined;
  try {
    record = await resolveClient({ db }, settings, params.client_id, now);
  } catch (error) {
    if (error instanceof ClientMetadataError) throw clientInvalid(error.message);
    throw error;
  }
  if (!record) {
    throw clientInvalid(
      'This application is not registered with Podbrief. Connect it again from the application.',
    );
  }
  if (!record.payload.redirectUris.includes(params.redirect_uri)) {
    throw clientInvalid('This application asked to return to an address it did not register.');
  }
  const fail = (error: string, description: string): CheckResult => ({
    ok: false,
    error,
    description,
    redirectUri: params.redirect_uri,
  });
  if (params.response_type !== 'code') {
    return fail('unsupported_response_type', 'Only response_type=code is supported.');
  }
  if (!params.code_challenge || !codeChallengePattern.test(params.code_challenge)) {
    return fail(
      'invalid_request',
      'PKCE is required: send a code_challenge with code_challenge_method=S256.',
    );
  }
  if (params.code_challenge_method !== 'S256') {
    return fail('invalid_request', 'Only code_challenge_method=S256 is supported.');
  }
  const requested = (params.scope ?? '').split(' ').filter(Boolean);
  if (!requested.every(isScope)) {
    return fail('invalid_scope', 'Podbrief grants the scopes read and write:notes only.');
  }
  const resource = canonicalResource(settings.appUrl, params.resource);
  if (!resource) {
    return fail('invalid_target', `This server grants tokens for ${mcpResource(settings.appUrl)} only.`);
  }
  const scopes: AccessTokenScope[] = requested.length > 0 ? [...new Set(requested)] : ['read'];
  return {
    ok: true,
    request: {
      clientId: record.id,
      client: record.payload,
      redirectUri: params.redirect_uri,
      scopes,
      resource,
    },
  };
}

/** What the consent page shows for a request; a request the client must hear about is 400 too here. */
export async function getPrompt(
  { db }: Pick<AppDeps, 'db'>,
  settings: OAuthSettings,
  params: AuthorizationRequest,
  now: Date,
): Promise<AuthorizationPrompt> {
  const checked = await checkAuthorizationRequest(db, settings, params, now);
  if (!checked.ok) throw new AppError(400, 'oauth_request_invalid', checked.description);
  const { client, redirectUri, scopes } = checked.request;
  return { client: { name: clientDisplayName(client), redirectHost: new URL(redirectUri).host }, scopes };
}

/**
 * The reader's answer: a denial goes back as `access_denied`; an approval has the library issue a
 * single-use code bound to the PKCE challenge, the redirect URI, the scopes and the resource.
 */
export async function decide(
  { db }: Pick<AppDeps, 'db'>,
  settings: OAuthSettings,
  userId: string,
  decision: OAuthDecision,
  now: () => Date,
): Promise<{ redirectTo: string }> {
  const checked = await checkAuthorizationRequest(db, settings, decision, now());
  if (!checked.ok) {
    return {
      redirectTo: errorRedirect(checked.redirectUri, checked.error, checked.description, decision.state),
    };
  }
  if (!decision.allow) {
    return {
      redirectTo: errorRedirect(
        decision.redirect_uri,
        'access_denied',
        'The reader did not allow access.',
        decision.state,
      ),
    };
  }
  const server = new OAuth2Server({
    model: oauthModel({ db, now, settings, grantResource: checked.request.resource }),
  });
  const request = new Request({
    method: 'POST',
    headers: {},
    query: {},
    body: {
      client_id: checked.request.clientId,
      redirect_uri: checked.request.redirectUri,
      response_type: 'code',
      scope: checked.request.scopes.join(' '),
      code_challenge: decision.code_challenge,
      code_challenge_method: 'S256',
      ...(decision.state ? { state: decision.state } : {}),
    },
  });
  const response = new Response();
  try {
    await server.authorize(request, response, {
      authenticateHandler: { handle: () => ({ id: userId }) },
      authorizationCodeLifetime: oauthLifetimes.codeSeconds,
      allowEmptyState: true,
    });
  } catch (error) {
    const location = response.get('location') as string | undefined;
    if (error instanceof OAuthError && location && error.code < 500) return { redirectTo: location };
    throw error;
  }
  return { redirectTo: String(response.get('location')) };
}

/** An answer of the token endpoint: RFC 6749 §5.1 or §5.2, as is. */
export interface TokenAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** POST /oauth/token: the authorization_code and refresh_token grants for public clients. */
export async function exchangeToken(
  { db }: Pick<AppDeps, 'db'>,
  settings: OAuthSettings,
  input: { headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> },
  now: () => Date,
): Promise<TokenAnswer> {
  const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };
  const requested = typeof input.body.resource === 'string' ? input.body.resource : undefined;
  const resource = requested === undefined ? undefined : canonicalResource(settings.appUrl, requested);
  if (requested !== undefined && !resource) {
    const error = invalidTarget(`This server grants tokens for ${mcpResource(settings.appUrl)} only.`);
    return { status: 400, headers: noStore, body: { error: error.name, error_description: error.message } };
  }
  const server = new OAuth2Server({
    model: oauthModel({
      db,
      now,
      settings,
      ...(resource ? { requestedResource: resource } : {}),
      ...(typeof input.body.redirect_uri === 'string'
        ? { requestedRedirectUri: input.body.redirect_uri }
        : {}),
      ...(input.body.grant_type === 'refresh_token' && typeof input.body.scope === 'string'
        ? { requestedScope: input.body.scope }
        : {}),
    }),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  const request = new Request({ method: 'POST', headers, query: {}, body: input.body });
  const response = new Response();
  try {
    await server.token(request, response, {
      accessTokenLifetime: oauthLifetimes.accessTokenSeconds,
      refreshTokenLifetime: oauthLifetimes.refreshTokenSeconds,
      requireClientAuthentication: { authorization_code: false, refresh_token: false },
      alwaysIssueNewRefreshToken: true,
    });
    return { status: 200, headers: { ...noStore }, body: response.body as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof OAuthError) || error.code >= 500) throw error;
    return {
      status: error.code,
      headers: {
        ...noStore,
        ...(error.code === 401 ? { 'www-authenticate': 'Basic realm="Podbrief"' } : {}),
      },
      body: { error: error.name, error_description: error.message },
    };
  }
}
