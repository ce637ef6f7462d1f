import { createHash, randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, revokeAccessToken } from '../../auth/access-tokens';
import { oauthRecords } from '../../db/schema';
import { startFakeHttpServer } from '../../testing/fake-http-server';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { oauthHousekeepingJob } from './housekeeping';
import { secretId } from './oauth-model';

let t: TestApp;
let reader: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  reader = await signIn(t, 'oauth-reader@reading.test', 'OAuth Reader');
});
afterAll(async () => {
  await t.close();
});

const redirectUri = 'http://127.0.0.1:33418/callback';
const mcpUrl = () => `${t.baseUrl}/mcp`;

/** A client application's side of the flow, kept in memory as the SDK asks a provider to. */
class MemoryProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  get redirectUrl() {
    return redirectUri;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test Assistant',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return 'state-of-the-client';
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * What the reader's browser does with an authorisation URL: GET it (to the consent page), read the
 * prompt and post the decision as the signed-in reader; answers where the browser is sent.
 */
async function consent(authorizationUrl: URL, allow: boolean, who = reader) {
  const start = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const consentPage = new URL(start.headers.get('location') ?? '', t.baseUrl);
  expect(consentPage.pathname).toBe('/oauth/consent');
  const params = Object.fromEntries(consentPage.searchParams);
  const prompt = await who.get(`/oauth/authorization${consentPage.search}`);
  expect(prompt.status).toBe(200);
  const decision = await who.post('/oauth/decision', { ...params, allow });
  expect(decision.status).toBe(200);
  return { prompt: prompt.body, redirectTo: new URL(decision.body.redirectTo as string) };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
function pkce() {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

async function register(uris = [redirectUri], name = 'Raw Client') {
  const response = await fetch(`${t.baseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: name, redirect_uris: uris, token_endpoint_auth_method: 'none' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A code for `clientId`, through the consent API, with the given authorisation parameters. */
async function codeFor(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  const params = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
    resource: mcpUrl(),
    ...extra,
  };
  const decision = await reader.post('/oauth/decision', { ...params, allow: true });
  expect(decision.status).toBe(200);
  const target = new URL(decision.body.redirectTo as string);
  return { target, code: target.searchParams.get('code') ?? '' };
}

async function token(form: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** JSON-RPC `tools/list` on /mcp with a bearer token; the status says whether the token was taken. */
async function mcpStatus(accessToken: string) {
  const response = await fetch(mcpUrl(), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  await response.body?.cancel();
  return response.status;
}

async function codeAndClient() {
  const registered = await register();
  const clientId = registered.body.client_id as string;
  const { verifier, challenge } = pkce();
  const { code } = await codeFor(clientId, challenge);
  return { clientId, verifier, code };
}

let sharedClientId: string | undefined;
/**
 * A code for one client registered once for the tests that need many grants: registration allows 20 a
 * minute per address, and each grant of one client is its own consent all the same.
 */
async function codeOfSharedClient() {
  sharedClientId ??= (await register([redirectUri], 'Shared Assistant')).body.client_id as string;
  const { verifier, challenge } = pkce();
  const { code } = await codeFor(sharedClientId, challenge);
  return { clientId: sharedClientId, verifier, code };
}

const redeem = (clientId: string, code: string, verifier: string, extra: Record<string, string> = {}) =>
  token({
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
    resource: mcpUrl(),
    ...extra,
  });

describe(`OAuth 2.1 for remote MCP clients (${testDatabaseKindLabel()})`, () => {
  it('runs the whole flow with the SDK: discovery from the 401, registration, consent, tools', async () => {
    const provider = new MemoryProvider();
    const first = new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider });
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await expect(client.connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id).toBeTruthy();
    const authorizationUrl = provider.authorizationUrl;
    if (!authorizationUrl) throw new Error('the SDK did not ask to authorise');
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${t.baseUrl}/oauth/authorize`);

    const { prompt, redirectTo } = await consent(authorizationUrl, true);
    expect(prompt).toEqual({
      client: { name: 'Test Assistant', redirectHost: '127.0.0.1:33418' },
      scopes: ['read', 'write:notes'],
    });
    expect(redirectTo.origin + redirectTo.pathname).toBe(redirectUri);
    expect(redirectTo.searchParams.get('state')).toBe('state-of-the-client');
    await first.finishAuth(redirectTo.searchParams.get('code') ?? '');
    expect(provider.saved?.access_token).toMatch(/^pb_/);
    expect(provider.saved?.refresh_token).toBeTruthy();
    expect(provider.saved?.expires_in).toBeGreaterThan(3500);

    const connected = new Client({ name: 'oauth-test', version: '1.0.0' });
    await connected.connect(new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider }));
    const { tools } = await connected.listTools();
    expect(tools.map((tool) => tool.name)).toContain('search_reports');
    await connected.close();

    // The token is an access_tokens row of the reader, named after the client, bound to /mcp.
    const rows = await t.testDb.handle.db.query.accessTokens.findMany();
    const row = rows.find((r) => r.clientId === provider.client?.client_id);
    expect(row).toMatchObject({ userId: reader.userId, name: 'Test Assistant', resource: mcpUrl() });
  });

  it('publishes its metadata (RFC 8414)', async () => {
    const response = await fetch(`${t.baseUrl}/.well-known/oauth-authorization-server`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      issuer: t.baseUrl,
      authorization_endpoint: `${t.baseUrl}/oauth/authorize`,
      token_endpoint: `${t.baseUrl}/oauth/token`,
      registration_endpoint: `${t.baseUrl}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['read', 'write:notes'],
      client_id_metadata_document_supported: true,
    });
  });

  it('takes a client described by its metadata document, only when the document names it', async () => {
    let document: unknown = {};
    const host = await startFakeHttpServer(() => ({ body: document }));
    try {
      const clientId = `${host.origin}/oauth/client.json`;
      document = {
        client_id: clientId,
        client_name: 'Document Assistant',
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'none',
      };
      const { verifier, challenge } = pkce();
      const request = {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      };
      const prompt = await reader.get(`/oauth/authorization?${new URLSearchParams(request)}`);
      expect(prompt.status).toBe(200);
      expect(prompt.body.client).toEqual({ name: 'Document Assistant', redirectHost: '127.0.0.1:33418' });
      const { code } = await codeFor(clientId, challenge);
      const issued = await redeem(clientId, code, verifier);
      expect(issued.status).toBe(200);
      expect(await mcpStatus(issued.body.access_token ?? '')).toBe(200);

      // A document at another address that names this client is not that address's client.
      const impostor = `${host.origin}/oauth/impostor.json`;
      const refused = await reader.get(
        `/oauth/authorization?${new URLSearchParams({ ...request, client_id: impostor })}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('oauth_client_invalid');
    } finally {
      await host.close();
    }
  });

  it('registers only https redirect URIs, or http on loopback', async () => {
    expect((await register(['http://127.0.0.1:5000/cb', 'https://assistant.example/cb'])).status).toBe(201);
    const plainHttp = await register(['http://assistant.example/cb']);
    expect(plainHttp).toMatchObject({ status: 400, body: { error: 'invalid_redirect_uri' } });
    expect((await register(['https://assistant.example/cb#frag'])).body.error).toBe('invalid_redirect_uri');
    expect((await register(['javascript:alert(1)'])).body.error).toBe('invalid_redirect_uri');
  });

  it('refuses a wrong code_verifier, and the code is spent by it', async () => {
    const { clientId, verifier, code } = await codeAndClient();
    const wrong = await redeem(clientId, code, pkce().verifier);
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await redeem(clientId, code, verifier)).body.error).toBe('invalid_grant');
  });

  it('redeems a code once only', async () => {
    const { clientId, verifier, code } = await codeAndClient();
    const first = await redeem(clientId, code, verifier);
    expect(first.status).toBe(200);
    expect(first.body.token_type).toBe('Bearer');
    expect(first.body.scope).toBe('read');
    expect((await redeem(clientId, code, verifier)).body.error).toBe('invalid_grant');
  });

  it('refuses a resource other than this server, at consent and at the token endpoint', async () => {
    const registered = await register();
    const clientId = registered.body.client_id as string;
    const { challenge, verifier } = pkce();
    const elsewhere = { resource: 'https://elsewhere.example/mcp' };
    const { target } = await codeFor(clientId, challenge, elsewhere);
    expect(target.searchParams.get('error')).toBe('invalid_target');
    expect(target.searchParams.get('code')).toBeNull();
    const prompt = await reader.get(
      `/oauth/authorization?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...elsewhere,
      })}`,
    );
    expect(prompt.status).toBe(400);
    expect(prompt.body.error.code).toBe('oauth_request_invalid');

    const { code } = await codeFor(clientId, challenge);
    expect((await redeem(clientId, code, verifier, elsewhere)).body.error).toBe('invalid_target');
  });

  it('takes only the exact redirect URI the client registered', async () => {
    const registered = await register();
    const clientId = registered.body.client_id as string;
    const { challenge, verifier } = pkce();
    const other = 'http://127.0.0.1:33418/callback/other';
    const decision = await reader.post('/oauth/decision', {
      client_id: clientId,
      redirect_uri: other,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      allow: true,
    });
    expect(decision.status).toBe(400);
    expect(decision.body.error.code).toBe('oauth_client_invalid');

    const { code } = await codeFor(clientId, challenge);
    const wrong = await redeem(clientId, code, verifier, { redirect_uri: other });
    expect(wrong.body.error).toBe('invalid_grant');
    expect((await redeem(clientId, code, verifier)).body.error).toBe('invalid_grant');
  });

  it('never sends the browser from /oauth/authorize to a client, not even with an error', async () => {
    // Anyone may register any https redirect URI: an error sent there unseen would be an open redirect.
    const attacker = 'https://attacker.example/landing';
    const registered = await register([attacker], 'Trusted Name');
    const clientId = registered.body.client_id as string;
    const { challenge } = pkce();
    const good = {
      client_id: clientId,
      redirect_uri: attacker,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st',
    };
    const broken: Record<string, string>[] = [
      { ...good, response_type: 'token' },
      { ...good, code_challenge: '' },
      { ...good, code_challenge_method: 'plain' },
      { ...good, scope: 'read admin' },
      { ...good, resource: 'https://elsewhere.example/mcp' },
      good,
    ];
    for (const query of broken) {
      const start = await fetch(`${t.baseUrl}/oauth/authorize?${new URLSearchParams(query)}`, {
        redirect: 'manual',
      });
      expect(start.status).toBe(302);
      const location = new URL(start.headers.get('location') ?? '', t.baseUrl);
      expect(location.origin).toBe(t.baseUrl);
      expect(location.pathname).toBe('/oauth/consent');
      expect(location.searchParams.get('redirect_uri')).toBe(attacker);
    }
    // The consent page then explains the error on Podbrief's own page instead.
    const prompt = await reader.get(
      `/oauth/authorization?${new URLSearchParams({ ...good, code_challenge_method: 'plain' })}`,
    );
    expect(prompt.status).toBe(400);
    expect(prompt.body.error).toMatchObject({
      code: 'oauth_request_invalid',
      message: 'Only code_challenge_method=S256 is supported.',
    });
  });

  it('requires PKCE with S256', async () => {
    const registered = await register();
    const clientId = registered.body.client_id as string;
    const without = await reader.post('/oauth/decision', {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state: 's1',
      allow: true,
    });
    const target = new URL(without.body.redirectTo as string);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('state')).toBe('s1');
    const plain = await codeFor(clientId, pkce().verifier, { code_challenge_method: 'plain' });
    expect(plain.target.searchParams.get('error')).toBe('invalid_request');
  });

  it('sends a denied consent back as access_denied with the state', async () => {
    const provider = new MemoryProvider();
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider });
    await expect(new Client({ name: 'denied', version: '1.0.0' }).connect(transport)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const { redirectTo } = await consent(provider.authorizationUrl as URL, false);
    expect(redirectTo.searchParams.get('error')).toBe('access_denied');
    expect(redirectTo.searchParams.get('state')).toBe('state-of-the-client');
    expect(redirectTo.searchParams.get('code')).toBeNull();
  });

  it('rotates refresh tokens: the old one is refused, the new access token works', async () => {
    const { clientId, verifier, code } = await codeAndClient();
    const issued = await redeem(clientId, code, verifier);
    const refresh = { grant_type: 'refresh_token', client_id: clientId, resource: mcpUrl() };
    const rotated = await token({ ...refresh, refresh_token: issued.body.refresh_token ?? '' });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(issued.body.refresh_token);
    expect(await mcpStatus(rotated.body.access_token ?? '')).toBe(200);
    const again = await token({ ...refresh, refresh_token: issued.body.refresh_token ?? '' });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('ends the whole grant when a rotated refresh token is used again (RFC 9700 §4.14)', async () => {
    const { clientId, verifier, code } = await codeOfSharedClient();
    const issued = await redeem(clientId, code, verifier);
    const refresh = { grant_type: 'refresh_token', client_id: clientId, resource: mcpUrl() };
    const rotated = await token({ ...refresh, refresh_token: issued.body.refresh_token ?? '' });
    expect(rotated.status).toBe(200);
    expect(await mcpStatus(rotated.body.access_token ?? '')).toBe(200);

    const replay = await token({ ...refresh, refresh_token: issued.body.refresh_token ?? '' });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // Whoever holds the newer tokens, the thief or the client, holds nothing now.
    expect(await mcpStatus(rotated.body.access_token ?? '')).toBe(401);
    expect(await mcpStatus(issued.body.access_token ?? '')).toBe(401);
    const newest = await token({ ...refresh, refresh_token: rotated.body.refresh_token ?? '' });
    expect(newest).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('ends the grant when a code is redeemed twice (RFC 6749 §4.1.2)', async () => {
    const { clientId, verifier, code } = await codeOfSharedClient();
    const first = await redeem(clientId, code, verifier);
    expect(first.status).toBe(200);
    expect(await mcpStatus(first.body.access_token ?? '')).toBe(200);
    const second = await redeem(clientId, code, verifier);
    expect(second).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await mcpStatus(first.body.access_token ?? '')).toBe(401);
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: first.body.refresh_token ?? '',
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('leaves a refresh token usable when a refresh asking for more scope is refused', async () => {
    const { clientId, verifier, code } = await codeOfSharedClient();
    const issued = await redeem(clientId, code, verifier);
    expect(issued.body.scope).toBe('read');
    const refresh = { grant_type: 'refresh_token', client_id: clientId };
    const wider = await token({
      ...refresh,
      refresh_token: issued.body.refresh_token ?? '',
      scope: 'read write:notes',
    });
    expect(wider).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    const unknown = await token({ ...refresh, refresh_token: issued.body.refresh_token ?? '', scope: 'x"y' });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    // Refused, not spent: the same refresh token still rotates, and no grant ended.
    const same = await token({ ...refresh, refresh_token: issued.body.refresh_token ?? '', scope: 'read' });
    expect(same.status).toBe(200);
    expect(same.body.scope).toBe('read');
    expect(await mcpStatus(issued.body.access_token ?? '')).toBe(200);
    expect(await mcpStatus(same.body.access_token ?? '')).toBe(200);
  });

  it('ends the grant when one refresh token is raced by two requests', async () => {
    const { clientId, verifier, code } = await codeOfSharedClient();
    const issued = await redeem(clientId, code, verifier);
    const form = {
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: issued.body.refresh_token ?? '',
    };
    const answers = await Promise.all([token(form), token(form), token(form)]);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    // However the race went, nothing of the grant works afterwards.
    for (const answer of [issued, ...answers]) {
      if (answer.body.access_token) expect(await mcpStatus(answer.body.access_token)).toBe(401);
      if (answer.body.refresh_token && answer !== issued) {
        const next = await token({ ...form, refresh_token: answer.body.refresh_token });
        expect(next.body.error).toBe('invalid_grant');
      }
    }
  });

  it("ends a client's refresh once the reader revokes its token in the profile", async () => {
    const { clientId, verifier, code } = await codeAndClient();
    const issued = await redeem(clientId, code, verifier);
    const rows = await t.testDb.handle.db.query.accessTokens.findMany();
    const row = rows.find((r) => r.clientId === clientId);
    await revokeAccessToken(t.testDb.handle.db, reader.userId, row?.id ?? '', new Date());
    expect(await mcpStatus(issued.body.access_token ?? '')).toBe(401);
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: issued.body.refresh_token ?? '',
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('lists connected applications in the profile and disconnects one at once', async () => {
    const registered = await register([redirectUri], 'Connected Assistant');
    const clientId = registered.body.client_id as string;
    const { verifier, challenge } = pkce();
    const { code } = await codeFor(clientId, challenge, { scope: 'read write:notes' });
    const issued = await redeem(clientId, code, verifier);
    expect(await mcpStatus(issued.body.access_token ?? '')).toBe(200);

    const listed = await reader.get('/oauth/connections');
    expect(listed.status).toBe(200);
    const connection = (listed.body.connections as { clientId: string }[]).find(
      (c) => c.clientId === clientId,
    );
    expect(connection).toMatchObject({ name: 'Connected Assistant', scopes: ['read', 'write:notes'] });

    // Someone else cannot see or end it.
    const other = await signIn(t, 'oauth-other@reading.test', 'Other Reader');
    expect((await other.get('/oauth/connections')).body.connections).toEqual([]);
    expect((await other.delete(`/oauth/connections/${clientId}`)).status).toBe(204);
    expect(await mcpStatus(issued.body.access_token ?? '')).toBe(200);

    expect((await reader.delete(`/oauth/connections/${clientId}`)).status).toBe(204);
    expect(await mcpStatus(issued.body.access_token ?? '')).toBe(401);
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: issued.body.refresh_token ?? '',
    });
    expect(refreshed.body.error).toBe('invalid_grant');
    const after = (await reader.get('/oauth/connections')).body.connections as { clientId: string }[];
    expect(after.map((c) => c.clientId)).not.toContain(clientId);
  });

  it('deletes expired codes and refresh tokens hourly, and keeps live ones', async () => {
    const { clientId, verifier, code } = await codeAndClient();
    const issued = await redeem(clientId, code, verifier);
    const unused = await codeAndClient();
    const replayed = await codeOfSharedClient();
    await redeem(replayed.clientId, replayed.code, replayed.verifier);
    expect((await redeem(replayed.clientId, replayed.code, replayed.verifier)).body.error).toBe(
      'invalid_grant',
    );
    const db = t.testDb.handle.db;
    const stored = async (model: string, secret: string) =>
      (
        await db
          .select({ id: oauthRecords.id })
          .from(oauthRecords)
          .where(and(eq(oauthRecords.model, model), eq(oauthRecords.id, secretId(secret))))
      ).length;
    const endedGrants = async () =>
      (await db.select({ id: oauthRecords.id }).from(oauthRecords).where(eq(oauthRecords.model, 'grant')))
        .length;
    expect(await stored('code', unused.code)).toBe(1);
    expect(await endedGrants()).toBeGreaterThan(0);

    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    await oauthHousekeepingJob.run({ ...t.app.deps, clock: { now: () => inTenMinutes } });
    expect(await stored('code', unused.code)).toBe(0);
    // A redeemed code is kept as long as a refresh token, to know a replay of it.
    expect(await stored('code', code)).toBe(1);
    expect(await stored('refresh_token', issued.body.refresh_token ?? '')).toBe(1);

    const inTwoMonths = new Date(Date.now() + 60 * 24 * 60 * 60_000);
    await oauthHousekeepingJob.run({ ...t.app.deps, clock: { now: () => inTwoMonths } });
    expect(await stored('refresh_token', issued.body.refresh_token ?? '')).toBe(0);
    expect(await stored('code', code)).toBe(0);
    expect(await endedGrants()).toBe(0);
  });

  it('refuses at /mcp a token bound to another resource', async () => {
    const { token: foreign } = await createAccessToken(t.testDb.handle.db, {
      userId: reader.userId,
      name: 'Elsewhere',
      scopes: ['read'],
      expiresAt: new Date(Date.now() + 3_600_000),
      clientId: 'elsewhere-client',
      resource: 'https://elsewhere.example/mcp',
    });
    expect(await mcpStatus(foreign)).toBe(401);
  });

  it('answers token errors in the RFC 6749 form, without a cross-site refusal', async () => {
    const response = await fetch(`${t.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://assistant.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'grant_type=password&client_id=nobody',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });
});
