import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app-types';
import { buildApp } from '../../../app';
import { lastUsedResolutionMs } from '../../../auth/access-tokens';
import { ManualClock } from '../../../clock';
import { loadConfig } from '../../../config';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { accessTokens, profiles } from '../../../db/schema';
import { freePort } from '../../../testing/free-port';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date(Math.floor(Date.now() / 1000) * 1000);
const clock = new ManualClock(start);
let t: TestApp;
let reader: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { API_TOKEN_REQUESTS_PER_MINUTE: '5' } });
  reader = await signIn(t, 'token-owner@tokens.test', 'Token Owner');
  other = await signIn(t, 'token-other@tokens.test', 'Token Other');
});
afterAll(async () => {
  await t.close();
});

const useToken = (token: string, baseUrl = t.baseUrl) =>
  fetch(`${baseUrl}/api/v1/subscriptions`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
const rowOf = async (id: string) =>
  (await t.testDb.handle.db.select().from(accessTokens).where(eq(accessTokens.id, id)))[0];

async function create(client: TestClient, body: object) {
  const res = await client.post('/profile/tokens', body);
  expect(res.status).toBe(201);
  return res.body as { token: string; accessToken: { id: string; expiresAt: string | null } };
}

describe(`personal access tokens in the profile (${testDatabaseKindLabel()})`, () => {
  it('creates a token, shows its secret once and lists it without the secret', async () => {
    const created = await create(reader, { name: 'Laptop CLI', scopes: ['read'], expiresInDays: 30 });
    expect(created.token).toMatch(/^pb_[0-9A-Za-z]{49}$/);
    expect(created.accessToken).toMatchObject({
      name: 'Laptop CLI',
      scopes: ['read'],
      lastUsedAt: null,
      expiresAt: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
    });
    const list = await reader.get('/profile/tokens');
    expect(list.status).toBe(200);
    expect(list.body.tokens).toEqual([created.accessToken]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect((await other.get('/profile/tokens')).body.tokens).toEqual([]);
  });

  it('refuses a nameless token, an unknown scope or an expiry not offered', async () => {
    for (const body of [
      { name: ' ', scopes: ['read'], expiresInDays: null },
      { name: 'x', scopes: ['admin'], expiresInDays: null },
      { name: 'x', scopes: [], expiresInDays: null },
      { name: 'x', scopes: ['read'], expiresInDays: 7 },
    ]) {
      const res = await reader.post('/profile/tokens', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });

  it('is not managed with a token, and is not created without a session', async () => {
    const { token } = await create(reader, {
      name: 'No manager',
      scopes: ['read', 'write:notes'],
      expiresInDays: null,
    });
    const res = await fetch(`${t.baseUrl}/api/profile/tokens`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(res.status).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const { token, accessToken } = await create(reader, {
      name: 'Usage',
      scopes: ['read'],
      expiresInDays: null,
    });
    expect((await useToken(token)).status).toBe(200);
    expect((await rowOf(accessToken.id))!.lastUsedAt).toEqual(clock.now());
    const firstUse = clock.now();
    clock.advance(lastUsedResolutionMs / 2);
    expect((await useToken(token)).status).toBe(200);
    expect((await rowOf(accessToken.id))!.lastUsedAt).toEqual(firstUse);
    clock.advance(lastUsedResolutionMs);
    expect((await useToken(token)).status).toBe(200);
    expect((await rowOf(accessToken.id))!.lastUsedAt).toEqual(clock.now());
    const listed = (await reader.get('/profile/tokens')).body.tokens.find(
      (x: { id: string }) => x.id === accessToken.id,
    );
    expect(listed.lastUsedAt).toBe(clock.now().toISOString());
  });

  it('stops working when it expires, and leaves the list', async () => {
    const { token, accessToken } = await create(reader, {
      name: 'Short',
      scopes: ['read'],
      expiresInDays: 30,
    });
    expect((await useToken(token)).status).toBe(200);
    clock.advance(30 * DAY_MS);
    // The month also ended the sessions; sign in again.
    reader = await signIn(t, 'token-owner@tokens.test', 'Token Owner');
    other = await signIn(t, 'token-other@tokens.test', 'Token Other');
    const res = await useToken(token);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('token_invalid');
    const ids = (await reader.get('/profile/tokens')).body.tokens.map((x: { id: string }) => x.id);
    expect(ids).not.toContain(accessToken.id);
  });

  it('is revoked by its owner only, at once; signing out everywhere keeps it', async () => {
    const { token, accessToken } = await create(reader, {
      name: 'Revocable',
      scopes: ['read'],
      expiresInDays: null,
    });
    const signedOut = await signIn(t, 'token-owner@tokens.test', 'Token Owner');
    expect((await signedOut.post('/auth/logout?scope=global')).status).toBe(204);
    expect((await useToken(token)).status).toBe(200);
    expect((await reader.get('/profile/tokens')).status).toBe(401);
    reader = await signIn(t, 'token-owner@tokens.test', 'Token Owner');

    expect((await other.delete(`/profile/tokens/${accessToken.id}`)).status).toBe(404);
    expect((await useToken(token)).status).toBe(200);
    expect((await reader.delete(`/profile/tokens/${accessToken.id}`)).status).toBe(204);
    expect((await useToken(token)).status).toBe(401);
    const again = await reader.delete(`/profile/tokens/${accessToken.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('access_token_not_found');
  });

  it('limits requests per token, not per address', async () => {
    const a = await create(other, { name: 'Busy', scopes: ['read'], expiresInDays: null });
    const b = await create(other, { name: 'Calm', scopes: ['read'], expiresInDays: null });
    for (let i = 0; i < 5; i++) expect((await useToken(a.token)).status).toBe(200);
    const limited = await useToken(a.token);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await useToken(b.token)).status).toBe(200);
  });

  it('goes with the account', async () => {
    const doomed = await signIn(t, 'token-doomed@tokens.test', 'Doomed');
    const { token } = await create(doomed, { name: 'Doomed', scopes: ['read'], expiresInDays: null });
    expect((await useToken(token)).status).toBe(200);
    await t.testDb.handle.db.delete(profiles).where(eq(profiles.id, doomed.userId));
    const rows = await t.testDb.handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, doomed.userId));
    expect(rows).toEqual([]);
    expect((await useToken(token)).status).toBe(401);
  });
});

describe(`revocation across processes (${testDatabaseKindLabel()})`, () => {
  let second: App;
  let secondHandle: DatabaseHandle;
  let secondUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    secondUrl = `http://localhost:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: secondUrl,
      LOG_LEVEL: 'silent',
      ROLE: 'api',
      RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_SECRET: t.config.sessionSecret,
      FILES_DIR: t.config.storage.driver === 'local' ? t.config.storage.filesDir : '',
      ...(t.testDb.url ? { DATABASE_URL: t.testDb.url } : {}),
    });
    // On PostgreSQL the second app has a pool of its own, like another process; PGlite has one connection.
    secondHandle = t.testDb.url ? await openDatabase(config.database) : t.testDb.handle;
    second = await buildApp({ config, database: secondHandle, clock, logger: false });
    await second.listen({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    await second?.close();
    if (secondHandle && secondHandle !== t.testDb.handle) await secondHandle.close();
  });

  it('refuses a token revoked on one app on the other at once', async () => {
    const { token, accessToken } = await create(reader, {
      name: 'Two apps',
      scopes: ['read'],
      expiresInDays: null,
    });
    expect((await useToken(token, secondUrl)).status).toBe(200);
    expect((await reader.delete(`/profile/tokens/${accessToken.id}`)).status).toBe(204);
    expect((await useToken(token, secondUrl)).status).toBe(401);
  });
});
