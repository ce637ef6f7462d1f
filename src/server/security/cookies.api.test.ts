import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearedCookieOptions,
  cookieOptions,
  loginBindingCookieName,
  sessionCookieName,
} from '../auth/cookies';
import { loadConfig } from '../config';
import { FakeOidcIssuer } from '../testing/fake-oidc-issuer';
import { createClient, signIn } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Security review, cookies (issue #9 item 5). Every cookie the API sets — the login binding, the
 * session, their deletions — is HttpOnly, SameSite=Lax, Path=/, has no Domain, and is Secure whenever the
 * site is served over https (APP_URL https://…), not only when NODE_ENV is production: a staging server
 * on https with NODE_ENV=development must not send the session token in the clear.
 * sign-in-flow.api.test.ts checks HttpOnly and SameSite on the session cookie of one sign-in.
 */

interface ParsedCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  return {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    attributes: new Map(
      rest.map((part) => {
        const [key = '', ...value] = part.split('=');
        return [key.trim().toLowerCase(), value.join('=').trim()] as const;
      }),
    ),
  };
}

function flagProblems(cookie: ParsedCookie, expectSecure: boolean): string[] {
  const problems: string[] = [];
  const a = cookie.attributes;
  if (!a.has('httponly')) problems.push('not HttpOnly');
  if ((a.get('samesite') ?? '').toLowerCase() !== 'lax') problems.push(`SameSite=${a.get('samesite')}`);
  if (a.get('path') !== '/') problems.push(`Path=${a.get('path')}`);
  if (a.has('domain')) problems.push(`Domain=${a.get('domain')}`);
  if (a.has('secure') !== expectSecure) problems.push(expectSecure ? 'not Secure' : 'Secure on http');
  return problems.map((p) => `${cookie.name}: ${p}`);
}

const setCookies = (headers: Headers) => headers.getSetCookie().map(parseSetCookie);

describe('cookies on http (local development, APP_URL http://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the login binding, the session and their deletions are HttpOnly, Lax, Path=/, not Secure', async () => {
    const start = await fetch(`${t.baseUrl}/api/auth/google/start?returnPath=/`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const binding = setCookies(start.headers).find((c) => c.name === 'pb_login');
    expect(binding, 'login binding cookie').toBeDefined();
    expect(flagProblems(binding!, false)).toEqual([]);

    const user = await signIn(t, 'cookie.flags@example.test', 'Cookie Flags');
    expect(user.cookies.get('pb_session')).toBeTruthy();
    const refreshed = await user.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    const session = setCookies(refreshed.headers).find((c) => c.name === 'pb_session');
    expect(session, 'rotated session cookie').toBeDefined();
    expect(flagProblems(session!, false)).toEqual([]);
    // A session lasts 30 days at most: the cookie expires with it, not with the browser.
    const expires = Date.parse(session!.attributes.get('expires') ?? '');
    expect(expires - Date.now()).toBeGreaterThan(0);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000 + 60_000);

    const logout = await user.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    const cleared = setCookies(logout.headers).find((c) => c.name === 'pb_session');
    expect(cleared?.value).toBe('');
    expect(flagProblems(cleared!, false)).toEqual([]);
  });

  it('a forged or stale session cookie is cleared with the same flags', async () => {
    const res = await createClient(t).get('/api/auth/session', undefined, {
      headers: { cookie: 'pb_session=forged-token-value' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toBeNull();
    const cleared = setCookies(res.headers).find((c) => c.name === 'pb_session');
    expect(cleared?.value).toBe('');
    expect(flagProblems(cleared!, false)).toEqual([]);
  });
});

describe('cookies when APP_URL is https (staging or production behind TLS)', () => {
  const appUrl = 'https://podbrief.example';
  let issuer: FakeOidcIssuer;
  let t: TestApp;
  beforeAll(async () => {
    // The emulator lives at APP_URL, which this test cannot serve over https: a stand-in Google does.
    issuer = new FakeOidcIssuer();
    await issuer.start();
    t = await startTestApp({ env: { ...issuer.env(), APP_URL: appUrl } });
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.stop();
  });

  it('marks the login binding and the session Secure', async () => {
    const client = createClient(t);
    const start = await client.get('/auth/google/start?returnPath=/');
    expect(start.status).toBe(302);
    const binding = setCookies(start.headers).find((c) => c.name === 'pb_login');
    expect(flagProblems(binding!, true)).toEqual([]);

    const authorize = new URL(start.headers.get('location') ?? '');
    const code = issuer.issueCode({
      claims: {
        sub: 'secure-1',
        nonce: authorize.searchParams.get('nonce'),
        email: 'secure@example.org',
        email_verified: true,
        name: 'Secure Person',
      },
      codeChallenge: authorize.searchParams.get('code_challenge') ?? '',
    });
    const callback = await client.post(
      '/auth/callback',
      { code, state: authorize.searchParams.get('state') },
      { headers: { origin: appUrl } },
    );
    expect(callback.status, JSON.stringify(callback.body)).toBe(200);
    const session = setCookies(callback.headers).find((c) => c.name === 'pb_session');
    expect(flagProblems(session!, true)).toEqual([]);
    const clearedBinding = setCookies(callback.headers).find((c) => c.name === 'pb_login');
    expect(flagProblems(clearedBinding!, true)).toEqual([]);
  });
});

describe('cookies in production', () => {
  const production = loadConfig({
    NODE_ENV: 'production',
    APP_URL: 'https://podbrief.example',
    SESSION_SECRET: 'a'.repeat(40),
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
  });

  it('use the __Host- prefix (Secure, Path=/, no Domain enforced by the browser)', () => {
    expect(sessionCookieName(production)).toBe('__Host-pb_session');
    expect(loginBindingCookieName(production)).toBe('__Host-pb_login');
    const options = cookieOptions(production, new Date(Date.now() + 60_000));
    expect(options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(options.domain).toBeUndefined();
    expect(clearedCookieOptions(production)).toMatchObject({ httpOnly: true, secure: true, path: '/' });
  });
});
