import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLoginTransactions, profiles } from '../../db/schema';
import { CookieJar } from '../../testing/cookie-jar';
import { insertProfile } from '../../testing/factories';
import {
  cancelAtEmulator,
  chooseAccount,
  createClient,
  postCallback,
  signIn,
  startSignIn,
} from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

const SECURITY = 'Authentication security verification failed. Please try signing in again.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', ADMIN_EMAILS: 'Boss@Example.org' } });
});
afterAll(async () => {
  await t.close();
});

async function profileCount(email: string): Promise<number> {
  const rows = await t.testDb.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.email, email));
  return Number(rows[0]?.n ?? 0);
}

/** Runs the emulator part of a sign-in in `jar` and returns the redirect parameters. */
async function authorize(jar: CookieJar, email: string, options: { returnPath?: string } = {}) {
  const started = await startSignIn(t, jar, options);
  return chooseAccount(t, jar, started, email);
}

describe('callback checks', () => {
  it('refuses a callback without a code', async () => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'no.code@example.org');
    const res = await postCallback(createClient(t, jar), { ...redirect, code: null });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'auth_code_required', message: 'Authorization code is required' });
  });

  it('refuses a state that does not match the login transaction', async () => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'state.mismatch@example.org');
    const client = createClient(t, jar);
    const res = await postCallback(client, { ...redirect, state: `${redirect.state}x` });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'auth_state_mismatch', message: SECURITY });
    expect((await client.get('/auth/session')).body).toEqual({ user: null });
    expect(await profileCount('state.mismatch@example.org')).toBe(0);
  });

  it('refuses a callback opened in another browser (login CSRF): the binding cookie is missing', async () => {
    const attacker = new CookieJar();
    const redirect = await authorize(attacker, 'attacker@example.org');
    const victim = createClient(t, new CookieJar());
    const res = await postCallback(victim, redirect);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'auth_state_mismatch', message: SECURITY });
    expect(
      res.headers
        .getSetCookie()
        .some((c) => c.startsWith('pb_session=') && !/Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(false);
    expect((await victim.get('/auth/session')).body).toEqual({ user: null });
  });

  it('refuses a forged binding cookie', async () => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'forged.binding@example.org');
    jar.set('pb_login', 'not-the-real-value');
    const res = await postCallback(createClient(t, jar), redirect);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('auth_state_mismatch');
  });

  it('refuses a replayed code: the login transaction is single-use', async () => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'replay@example.org');
    const bindingCookie = jar.get('pb_login');
    const client = createClient(t, jar);
    expect((await postCallback(client, redirect)).status).toBe(200);
    // Even with the binding cookie put back, the same code and state do not sign in twice.
    if (bindingCookie) jar.set('pb_login', bindingCookie);
    const replay = await postCallback(createClient(t, jar), redirect);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toEqual({ code: 'auth_state_mismatch', message: SECURITY });
  });

  it('refuses a code issued for another login (PKCE verifier does not match)', async () => {
    const victim = new CookieJar();
    const victimRedirect = await authorize(victim, 'victim@example.org');
    const attacker = new CookieJar();
    const attackerRedirect = await authorize(attacker, 'attacker2@example.org');
    // The attacker's code injected into the victim's callback: state and binding are right, the code is not.
    const res = await postCallback(createClient(t, victim), {
      ...victimRedirect,
      code: attackerRedirect.code,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'auth_provider_error',
      message: 'Failed to establish session after code exchange',
    });
    expect(await profileCount('attacker2@example.org')).toBe(0);
  });

  it('refuses its own code when the PKCE verifier sent with it is not the one the login started with', async () => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'pkce.only@example.org');
    // Only the verifier changes: code, state, nonce and binding are this login's own, so the token
    // endpoint's PKCE check is the one thing that can refuse the exchange.
    const changed = await t.testDb.handle.db
      .update(authLoginTransactions)
      .set({ codeVerifier: 'x'.repeat(64) })
      .where(isNull(authLoginTransactions.consumedAt))
      .returning({ id: authLoginTransactions.id });
    expect(changed.length).toBeGreaterThan(0);
    const client = createClient(t, jar);
    const res = await postCallback(client, redirect);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'auth_provider_error',
      message: 'Failed to establish session after code exchange',
    });
    expect((await client.get('/auth/session')).body).toEqual({ user: null });
    expect(await profileCount('pkce.only@example.org')).toBe(0);
  });

  it('Cancel at the emulator returns access_denied and creates no session', async () => {
    const jar = new CookieJar();
    const started = await startSignIn(t, jar);
    const redirect = await cancelAtEmulator(t, jar, started);
    expect(redirect.error).toBe('access_denied');
    expect(redirect.code).toBeNull();
    const client = createClient(t, jar);
    const res = await postCallback(client, redirect);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('auth_code_required');
    expect((await client.get('/auth/session')).body).toEqual({ user: null });
  });

  it('re-shows the account page with a message for an invalid email', async () => {
    const jar = new CookieJar();
    const started = await startSignIn(t, jar);
    const cookie = jar.headerFor(new URL(started.accountPageUrl).pathname);
    const res = await fetch(`${started.accountPageUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: 'email=not-an-email',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please enter a valid email');
  });
});

describe('return paths', () => {
  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil',
    '/\\/evil.example',
    'null',
    'undefined',
    '',
    'javascript:alert(1)',
  ])('an open-redirect attempt %j lands on /', async (returnPath) => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'redirects@example.org', { returnPath });
    const res = await postCallback(createClient(t, jar), redirect);
    expect(res.status).toBe(200);
    expect(res.body.returnPath).toBe('/');
  });

  it('keeps a local path with its query string', async () => {
    const jar = new CookieJar();
    const redirect = await authorize(jar, 'redirects@example.org', {
      returnPath: '/subscriber/reports?sort=oldest&q=a%20b',
    });
    const res = await postCallback(createClient(t, jar), redirect);
    expect(res.body.returnPath).toBe('/subscriber/reports?sort=oldest&q=a%20b');
  });
});

describe('profiles and sessions at sign-in', () => {
  it('gives every sign-in a new session id and ends the previous session of that browser', async () => {
    const first = await signIn(t, 'fixation@example.org');
    const before = await first.get('/auth/session');
    const oldCookie = first.cookies.get('pb_session');
    const started = await startSignIn(t, first.cookies);
    const redirect = await chooseAccount(t, first.cookies, started, 'fixation@example.org');
    const res = await postCallback(first, redirect);
    expect(res.status).toBe(200);
    expect(first.cookies.get('pb_session')).not.toBe(oldCookie);
    const stale = createClient(t);
    stale.cookies.set('pb_session', oldCookie ?? '');
    expect((await stale.get('/auth/session')).body).toEqual({ user: null });
    expect((await first.get('/auth/session')).body.user.id).toBe(before.body.user.id);
  });

  it('keys users by Google identity and refreshes names and avatar on later sign-ins', async () => {
    const first = await signIn(t, 'renamed@example.org', 'First Name');
    const second = await signIn(t, 'renamed@example.org', 'Second Name');
    expect(second.userId).toBe(first.userId);
    expect((await second.get('/auth/session')).body.user).toMatchObject({
      displayName: 'Second Name',
      fullName: 'Second Name',
    });
    expect(await profileCount('renamed@example.org')).toBe(1);
  });

  it('never overwrites names the user edited', async () => {
    const first = await signIn(t, 'edited@example.org', 'Google Name');
    await t.testDb.handle.db
      .update(profiles)
      .set({ displayName: 'My Name', fullName: 'My Full Name', namesEditedAt: new Date() })
      .where(eq(profiles.id, first.userId));
    const again = await signIn(t, 'edited@example.org', 'Another Google Name');
    const user = (await again.get('/auth/session')).body.user;
    expect(user).toMatchObject({ displayName: 'My Name', fullName: 'My Full Name' });
    expect(user.avatarUrl).toContain('Another%20Google%20Name');
  });

  it('takes over a seeded demo profile by verified email, but never a real identity', async () => {
    const seeded = await insertProfile(t.testDb.handle.db, {
      email: 'seeded.demo@podbrief.test',
      name: 'Seeded Demo',
      authIssuer: 'seed',
      authSubject: 'seed:seeded.demo',
    });
    const demo = await signIn(t, 'seeded.demo@podbrief.test', 'Seeded Demo');
    expect(demo.userId).toBe(seeded.id);

    const foreign = await insertProfile(t.testDb.handle.db, {
      email: 'taken@example.org',
      name: 'Other',
      authIssuer: 'https://other.example',
      authSubject: '42',
    });
    const newcomer = await signIn(t, 'taken@example.org');
    expect(newcomer.userId).not.toBe(foreign.id);
  });

  it('marks ADMIN_EMAILS as admins, case-insensitively', async () => {
    const admin = await signIn(t, 'boss@example.org');
    expect((await admin.get('/auth/session')).body.user.isAdmin).toBe(true);
  });
});
