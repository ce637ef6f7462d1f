import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { FakeOidcIssuer, type ForgedCode } from '../../testing/fake-oidc-issuer';
import { createClient, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

const EXCHANGE_FAILED = {
  code: 'auth_provider_error',
  message: 'Failed to establish session after code exchange',
};

let issuer: FakeOidcIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = new FakeOidcIssuer();
  await issuer.start();
  t = await startTestApp({ env: { ...issuer.env(), RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

/** Starts a sign-in against the fake issuer and returns what its authorize endpoint was asked for. */
async function start(client: TestClient) {
  const res = await client.get('/auth/google/start?returnPath=/subscriber/reports');
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  const url = new URL(res.headers.get('location') ?? '');
  expect(url.origin + url.pathname).toBe(`${issuer.issuer}/authorize`);
  return {
    state: url.searchParams.get('state') ?? '',
    nonce: url.searchParams.get('nonce') ?? '',
    codeChallenge: url.searchParams.get('code_challenge') ?? '',
  };
}

async function callbackWith(
  forge: (request: Awaited<ReturnType<typeof start>>) => Omit<ForgedCode, 'codeChallenge'>,
) {
  const client = createClient(t);
  const request = await start(client);
  const code = issuer.issueCode({ ...forge(request), codeChallenge: request.codeChallenge });
  const res = await client.post('/auth/callback', { code, state: request.state });
  return { res, client };
}

const goodClaims = (nonce: string, sub: string) => ({
  sub,
  nonce,
  email: `${sub}@example.org`,
  email_verified: true,
  name: 'Token Person',
});

async function profileCount(): Promise<number> {
  const rows = await t.testDb.handle.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  return Number(rows[0]?.n ?? 0);
}

describe('ID token validation (a provider that is not the emulator)', () => {
  it('accepts a correctly signed token with the right issuer, audience, expiry and nonce', async () => {
    const { res, client } = await callbackWith(({ nonce }) => ({ claims: goodClaims(nonce, 'good-1') }));
    expect(res.status).toBe(200);
    expect(res.body.returnPath).toBe('/subscriber/reports');
    expect((await client.get('/auth/session')).body.user.email).toBe('good-1@example.org');
  });

  const refused: [string, (nonce: string) => Omit<ForgedCode, 'codeChallenge'>][] = [
    [
      'an expired token',
      (nonce) => ({
        claims: {
          ...goodClaims(nonce, 'bad-exp'),
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        },
      }),
    ],
    [
      'a token for another audience',
      (nonce) => ({ claims: { ...goodClaims(nonce, 'bad-aud'), aud: 'someone-else' } }),
    ],
    [
      'a token from another issuer',
      (nonce) => ({ claims: { ...goodClaims(nonce, 'bad-iss'), iss: 'https://accounts.evil.example' } }),
    ],
    ['an unsigned token (alg none)', (nonce) => ({ claims: goodClaims(nonce, 'bad-none'), signing: 'none' })],
    [
      'a token signed with a foreign key',
      (nonce) => ({ claims: goodClaims(nonce, 'bad-key'), signing: 'foreign' }),
    ],
    ['a token with another nonce', () => ({ claims: goodClaims('a-different-nonce', 'bad-nonce') })],
    [
      'a token without a nonce',
      (nonce) => ({ claims: { ...goodClaims(nonce, 'no-nonce'), nonce: undefined } }),
    ],
  ];

  it.each(refused)('refuses %s and signs nobody in', async (_name, forge) => {
    const before = await profileCount();
    const { res, client } = await callbackWith(({ nonce }) => forge(nonce));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(EXCHANGE_FAILED);
    expect((await client.get('/auth/session')).body).toEqual({ user: null });
    expect(await profileCount()).toBe(before);
  });

  it.each([false, 'true', undefined])('refuses email_verified = %j', async (emailVerified) => {
    const before = await profileCount();
    const { res, client } = await callbackWith(({ nonce }) => ({
      claims: { ...goodClaims(nonce, `unverified-${String(emailVerified)}`), email_verified: emailVerified },
    }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('auth_email_not_verified');
    expect((await client.get('/auth/session')).body).toEqual({ user: null });
    expect(await profileCount()).toBe(before);
  });

  it('answers 503 when the provider is unreachable', async () => {
    const down = await startTestApp({
      env: { GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER: 'http://127.0.0.1:9' },
    });
    try {
      const res = await createClient(down).get('/auth/google/start');
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('service_unavailable');
      // A browser navigating there is sent to the callback page, which explains.
      const page = await createClient(down).get('/auth/google/start', undefined, {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe(
        `${down.config.appUrl}/auth/callback?error=temporarily_unavailable`,
      );
    } finally {
      await down.close();
    }
  });
});
