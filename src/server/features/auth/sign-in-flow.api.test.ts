import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie-jar';
import {
  anonymousClient,
  chooseAccount,
  createClient,
  postCallback,
  signIn,
  startSignIn,
} from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

describe('sign-in through the local Google emulator', () => {
  it('signs a new user in and creates their profile from the Google claims', async () => {
    const client = await signIn(t, 'Sam.Tester@example.org', 'Sam Tester');
    const session = await client.get('/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      id: client.userId,
      email: 'sam.tester@example.org',
      displayName: 'Sam Tester',
      fullName: 'Sam Tester',
      isCreator: false,
      isAdmin: false,
    });
    expect(session.body.user.avatarUrl).toBe(`${t.config.appUrl}/api/avatars/initials.svg?name=Sam%20Tester`);
    expect(session.body.profile).toMatchObject({
      userRole: 'subscriber',
      isSubscriber: true,
      isCreator: false,
    });
    expect(Date.parse(session.body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('shows the account chooser, sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const jar = new CookieJar();
    const started = await startSignIn(t, jar, {
      returnPath: '/subscriber/podcasts?tab=all',
      source: 'landing_page',
    });
    expect(started.accountPageHtml).toContain('<title>Choose an account</title>');
    expect(started.accountPageHtml).toContain('for="email">Email</label>');
    expect(started.authorizationUrl.searchParams.get('prompt')).toBe('select_account');
    expect(started.authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(started.authorizationUrl.searchParams.get('scope')).toBe('openid email profile');
    const redirect = await chooseAccount(t, jar, started, 'cookie.check@example.org');
    const client = createClient(t, jar);
    const res = await postCallback(client, redirect);
    expect(res.status).toBe(200);
    expect(res.body.returnPath).toBe('/subscriber/podcasts?tab=all');
    expect(res.body.sourcePage).toBe('landing_page');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('pb_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('falls back to the email prefix when Google sends no name', async () => {
    const client = await signIn(t, 'no.name@gmail.com');
    const session = await client.get('/auth/session');
    expect(session.body.user).toMatchObject({ displayName: 'no.name', fullName: 'no.name' });
  });

  it('answers { user: null } without a session', async () => {
    const res = await anonymousClient(t).get('/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });
});
