import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, verifyAccessToken } from '../../../auth/access-tokens';
import { ManualClock } from '../../../clock';
import { accessTokens } from '../../../db/schema';
import { insertCreator, insertSubscription } from '../../../testing/factories';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
let readToken: string;

beforeAll(async () => {
  clock = new ManualClock(now);
  t = await startTestApp({ clock });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'bearer-reader@tokens.test', 'Bearer Reader');
  const show = await insertCreator(db, { channelName: 'Bearer Show' });
  await insertSubscription(db, reader.userId, show.id, 'active', now);
  readToken = (
    await createAccessToken(db, { userId: reader.userId, name: 'CLI', scopes: ['read'], expiresAt: null })
  ).token;
});
afterAll(async () => {
  await t.close();
});

const v1 = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/api/v1${path}`, { headers: { accept: 'application/json', ...headers } });

describe('the token format', () => {
  it('is pb_ with 49 base62 characters, stored only as its SHA-256', async () => {
    expect(readToken).toMatch(/^pb_[0-9A-Za-z]{49}$/);
    const rows = await t.testDb.handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, reader.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(readToken.slice(3));
  });

  it('refuses a token whose checksum does not match without a lookup', async () => {
    const last = readToken.at(-1) === 'a' ? 'b' : 'a';
    expect(await verifyAccessToken(t.testDb.handle.db, readToken.slice(0, -1) + last, now)).toBeNull();
  });
});

describe('bearer authentication on /api/v1', () => {
  it('answers with the reader behind a valid token', async () => {
    const res = await v1('/subscriptions', { authorization: `Bearer ${readToken}` });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { channelName: string; active: boolean }[] };
    expect(body.items).toEqual([expect.objectContaining({ channelName: 'Bearer Show', active: true })]);
  });

  it('refuses a request without a token with 401 token_required and a Bearer challenge', async () => {
    const res = await v1('/subscriptions');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="Podbrief"/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('token_required');
  });

  it('never takes the session cookie as a credential', async () => {
    const cookie = reader.cookies.headerFor('/api/v1/subscriptions');
    expect(cookie).toBeTruthy();
    const res = await v1('/subscriptions', { cookie: cookie! });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('token_required');
  });

  it('refuses an unknown token with 401 token_invalid and error="invalid_token"', async () => {
    const res = await v1('/subscriptions', { authorization: 'Bearer pb_nottherightshape' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('token_invalid');
  });

  it('does not sign a bearer in on the session routes', async () => {
    const res = await fetch(`${t.baseUrl}/api/subscriptions`, {
      headers: { accept: 'application/json', authorization: `Bearer ${readToken}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
