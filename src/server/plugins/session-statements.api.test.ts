import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { insertCreator, insertReport, insertSubscription } from '../testing/factories';
import { withQueryLog } from '../testing/query-log';
import { createClient, signIn, type TestClient } from '../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';
import { CookieJar } from '../testing/cookie-jar';

/**
 * ADR 003: a signed-in API request counts its rate-limit hit and reads its session in one statement, so
 * the feed is two statements where it was three; the guarantees stay those of the database (one counter
 * for every process, a revoked session refused at once by every process). ADR 156: on the embedded
 * database, where one process holds the data, the count and the session are that process's own exact
 * state, so the feed is its one statement, and a revocation still takes effect on the next request.
 */
const embedded = testDatabaseKind() === 'pglite';

/** Every statement the app sent, through Drizzle's query logger on the real driver. */
const queries: string[] = [];
let t: TestApp;
let reader: TestClient;

beforeAll(async () => {
  t = await startTestApp({
    database: (handle) => withQueryLog(handle, (sql) => queries.push(sql)),
  });
  const db = t.testDb.handle.db;
  const creator = await insertCreator(db, { channelName: 'Statements Show' });
  reader = await signIn(t, 'statements@example.com');
  await insertSubscription(db, reader.userId, creator.id, 'active', new Date());
  await insertReport(db, creator.id, { title: 'Counted', publishedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

/** The statements one request sends, from its first byte to its answer. */
async function statementsOf(request: () => Promise<{ status: number }>, status = 200): Promise<string[]> {
  queries.length = 0;
  const response = await request();
  expect(response.status).toBe(status);
  return [...queries];
}

describe(`statements per request (${testDatabaseKindLabel()})`, () => {
  it.runIf(embedded)('answers the feed on the embedded database with the feed statement alone', async () => {
    // The first request reads the session (and prepares the feed, ADR 050); a later one needs neither.
    expect((await reader.get('/api/reports')).status).toBe(200);
    const sent = await statementsOf(() => reader.get('/api/reports'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toMatch(/rate_limits|"sessions"/);
  });

  it.runIf(!embedded)(
    'answers the feed with two statements: the rate-limit hit with the session, then the feed',
    async () => {
      // The first feed request of a process also prepares the feed's statement (ADR 050); count a later one.
      expect((await reader.get('/api/reports')).status).toBe(200);
      const sent = await statementsOf(() => reader.get('/api/reports'));
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/^with "hit" as \(\s*insert into rate_limits/);
      expect(sent[0]).toMatch(/left join "sessions"/);
      expect(sent[1]).not.toMatch(/rate_limits|"sessions"/);
    },
  );

  it('counts an anonymous request with one statement that looks up no session', async () => {
    const anonymous = createClient(t, new CookieJar());
    const sent = await statementsOf(() => anonymous.get('/api/reports'), 401);
    if (embedded) {
      expect(sent).toHaveLength(0);
    } else {
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/insert into rate_limits/);
    }
  });

  it('refuses a revoked session on the next request with one statement, and clears its cookie', async () => {
    const other = await signIn(t, 'revoked@example.com');
    const copy = createClient(t, new CookieJar(), other.userId);
    copy.cookies.set('pb_session', other.cookies.get('pb_session') ?? '');
    // The copy is served first, so the embedded database holds its session when the sign-out comes.
    expect((await copy.get('/api/reports')).status).toBe(200);
    expect((await other.post('/api/auth/logout?scope=local')).status).toBe(204);
    queries.length = 0;
    const refused = await copy.get('/api/reports');
    expect(refused.status).toBe(401);
    expect(queries).toHaveLength(1);
    expect(copy.cookies.get('pb_session') ?? '').toBe('');
  });

  it('refuses every device on the next request after a sign-out everywhere', async () => {
    const first = await signIn(t, 'everywhere@example.com');
    const second = await signIn(t, 'everywhere@example.com');
    expect((await first.get('/api/reports')).status).toBe(200);
    expect((await second.get('/api/reports')).status).toBe(200);
    expect((await first.post('/api/auth/logout?scope=global')).status).toBe(204);
    expect((await second.get('/api/reports')).status).toBe(401);
  });

  it('shows a profile written in the database on the next request', async () => {
    const user = await signIn(t, 'renamed@example.com');
    const before = await user.get('/api/auth/session');
    expect(before.status).toBe(200);
    await t.testDb.handle.db.execute(
      sql`update profiles set display_name = 'Renamed Reader' where id = ${user.userId}`,
    );
    const after = await user.get('/api/auth/session');
    expect(after.body.user.displayName).toBe('Renamed Reader');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two API processes on one database', () => {
  let second: App;
  let secondHandle: DatabaseHandle;
  let secondUrl: string;
  beforeAll(async () => {
    secondHandle = await openDatabase({ kind: 'postgres', url: t.testDb.url!, poolSize: 4 });
    second = await buildApp({ config: t.config, database: secondHandle, logger: false });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
    await secondHandle.close();
  });

  const cookieOf = (client: TestClient) => `pb_session=${client.cookies.get('pb_session') ?? ''}`;

  it('refuses a session signed out everywhere through one process on the very next request to the other', async () => {
    const client = await signIn(t, 'two-processes@example.com');
    const onSecond = () =>
      fetch(`${secondUrl}/api/reports`, {
        headers: { cookie: cookieOf(client), accept: 'application/json' },
      });
    expect((await onSecond()).status).toBe(200);
    expect((await client.post('/api/auth/logout?scope=global')).status).toBe(204);
    expect((await onSecond()).status).toBe(401);
  });

  it('shares one global budget between the processes', async () => {
    // Both processes see the same client address: bring its window to four requests from the budget.
    const db = t.testDb.handle.db;
    expect((await fetch(`${t.baseUrl}/api/landing/stats`)).status).toBe(200);
    await db.execute(sql`
      update rate_limits set count = ${t.config.rateLimitPerMinute - 4}, reset_at = now() + interval '1 hour'
      where key like 'global|%'`);
    try {
      const urls = [t.baseUrl, secondUrl];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await fetch(`${urls[i % 2]}/api/landing/stats`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await db.execute(sql`delete from rate_limits where key like 'global|%'`);
    }
  });
});
