import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@shared/constants';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { ManualClock } from '../../clock';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { CookieJar } from '../../testing/cookie-jar';
import { withQueryLog } from '../../testing/query-log';
import { createClient, type TestClient, signIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { notifyReportPublished } from './report-published';
import { openEventStream, type TestEventStream } from '../../testing/event-stream';
import { insertCreator, insertReport, insertSubscription } from '../../testing/factories';

const start = new Date(Math.floor(Date.now() / 1000) * 1000);
const clock = new ManualClock(start);
const perUser = 3;
/** Every statement the app sent, through Drizzle's query logger on the real driver. */
const queries: string[] = [];
let t: TestApp;
let creatorId: string;
const opened: TestEventStream[] = [];

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { EVENT_STREAMS_PER_USER: String(perUser) },
    database: (handle) => withQueryLog(handle, (sql) => queries.push(sql)),
  });
  creatorId = (await insertCreator(t.testDb.handle.db, { channelName: 'Streams Show' })).id;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

async function open(client: TestClient, baseUrl = t.baseUrl): Promise<TestEventStream> {
  const stream = await openEventStream(client, baseUrl);
  opened.push(stream);
  return stream;
}

async function subscriber(email: string): Promise<TestClient> {
  const client = await signIn(t, email);
  await insertSubscription(t.testDb.handle.db, client.userId, creatorId, 'active', clock.now());
  return client;
}

/** Another device of the same person: a separate sign-in, so a separate session family. */
const anotherDevice = (email: string) => signIn(t, email);

/** The same cookie in another client: a second tab, or a thief's copy. */
function copyOf(client: TestClient): TestClient {
  const jar = new CookieJar();
  jar.set('pb_session', client.cookies.get('pb_session') ?? '');
  return createClient(t, jar, client.userId);
}

async function publish(title: string) {
  const db = t.testDb.handle.db;
  const report = await insertReport(db, creatorId, { title, publishedAt: clock.now() });
  await notifyReportPublished({ db }, { id: report.id, creatorId, title, publishedAt: clock.now() });
  return report;
}

const received = (stream: TestEventStream, reportId: string) =>
  stream.events.some((e) => (e.data as { id?: string }).id === reportId);

const endedFor = (stream: TestEventStream, reason: string, timeoutMs = 5000) =>
  waitFor(() => stream.ended && stream.endReason() === reason, { timeoutMs, what: `end (${reason})` });

describe('streams end with the session', () => {
  it('stays open across a sign-out of another device, and closes within 5 s of a sign-out everywhere', async () => {
    const here = await subscriber('streams-signout@reading.test');
    const stream = await open(here);

    const other = await anotherDevice('streams-signout@reading.test');
    expect((await other.post('/auth/logout?scope=local')).status).toBe(204);
    // Published after that sign-out was announced: still delivered, so the stream was left open.
    const report = await publish('After a local sign-out elsewhere');
    await waitFor(() => received(stream, report.id), { what: 'the event on the stream still open' });
    expect(stream.ended).toBe(false);

    const third = await anotherDevice('streams-signout@reading.test');
    expect((await third.post('/auth/logout')).status).toBe(204);
    await endedFor(stream, 'session_ended');
  });

  it('closes the stream of the session signed out here', async () => {
    const client = await subscriber('streams-local@reading.test');
    const stream = await open(client);
    expect((await client.post('/auth/logout?scope=local')).status).toBe(204);
    await endedFor(stream, 'session_ended');
    // And a new stream is refused: the session is gone.
    expect((await openEventStream(client, t.baseUrl)).status).toBe(401);
  });

  it('closes the stream when reuse of a rotated token revokes the family', async () => {
    const client = await subscriber('streams-reuse@reading.test');
    const thief = copyOf(client);
    const stream = await open(client);
    expect((await client.post('/auth/refresh')).status).toBe(200);
    clock.advance(auth.refreshReuseGraceMs + 1000);
    expect((await thief.post('/auth/refresh')).status).toBe(401);
    await endedFor(stream, 'session_ended');
  });
});

describe('bounded streams', () => {
  it(`keeps at most ${perUser} streams per user: the oldest is closed`, async () => {
    const client = await subscriber('streams-cap@reading.test');
    const streams: TestEventStream[] = [];
    for (let i = 0; i < perUser; i++) streams.push(await open(client));
    const newest = await open(client);
    await endedFor(streams[0]!, 'replaced');
    expect([...streams.slice(1), newest].map((s) => s.ended)).toEqual(Array(perUser).fill(false));
  });

  it('makes the same number of queries for a publish with many streams open as with one', async () => {
    const countFor = async (streams: TestEventStream[], readers: TestEventStream[]) => {
      queries.length = 0;
      const report = await publish(`Counted with ${streams.length} streams`);
      await waitFor(() => readers.every((s) => received(s, report.id)), { what: 'every reader got it' });
      // The database health check of load shedding runs on its own schedule; it is not the publish.
      return queries.filter((q) => q.trim().toLowerCase() !== 'select 1').length;
    };

    const first = await subscriber('streams-count-0@reading.test');
    const one = [await open(first)];
    const withOne = await countFor(one, one);

    const many = [...one];
    const readers = [...one];
    for (let i = 1; i < 4; i++) {
      const client = await subscriber(`streams-count-${i}@reading.test`);
      for (let j = 0; j < perUser; j++) readers.push(await open(client));
    }
    for (const reader of readers.slice(1)) many.push(reader);
    for (let i = 0; i < 3; i++) {
      const outsider = await signIn(t, `streams-outsider-${i}@reading.test`);
      for (let j = 0; j < perUser; j++) many.push(await open(outsider));
    }
    const withMany = await countFor(many, readers);

    expect(many.length).toBe(1 + 6 * perUser);
    expect(withOne).toBe(1);
    expect(withMany).toBe(withOne);
    // Streams of users without access got nothing.
    const outsiders = many.filter((s) => !readers.includes(s));
    expect(outsiders.some((s) => s.events.some((e) => e.event === 'report_published'))).toBe(false);
  });

  it('closes the stream when the session expires, and keeps it when the session was refreshed in time', async () => {
    const refreshed = await subscriber('streams-refreshed@reading.test');
    const expiring = await subscriber('streams-expiring@reading.test');
    // Both sessions have a second and a half left when their streams open.
    clock.advance(auth.sessionIdleMs - 1500);
    const kept = await open(refreshed);
    const closing = await open(expiring);
    expect((await refreshed.post('/auth/refresh')).status).toBe(200);
    clock.advance(2000);

    await endedFor(closing, 'session_ended');
    const report = await publish('After the first session expired');
    await waitFor(() => received(kept, report.id), { what: 'the event on the refreshed stream' });
    expect(kept.ended).toBe(false);
  });
});

describe('maximum lifetime', () => {
  let short: TestApp;
  beforeAll(async () => {
    // 0.02 minutes: the stream ends after 0.96 to 1.2 s (the last fifth is spread).
    short = await startTestApp({ env: { EVENT_STREAM_MAX_MINUTES: '0.02' } });
  });
  afterAll(async () => {
    await short.close();
  });

  it('ends the stream with reason lifetime at the configured maximum', async () => {
    const client = await signIn(short, 'streams-lifetime@reading.test');
    const openedAt = Date.now();
    const stream = await openEventStream(client, short.baseUrl);
    await endedFor(stream, 'lifetime');
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(900);
    // The client comes back on its schedule and is welcome.
    const again = await openEventStream(client, short.baseUrl);
    expect(again.status).toBe(200);
    again.close();
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('several API processes on one database', () => {
  let second: App;
  let secondHandle: DatabaseHandle;
  let secondUrl: string;

  beforeAll(async () => {
    secondHandle = await openDatabase({ kind: 'postgres', url: t.testDb.url!, poolSize: 4 });
    second = await buildApp({ config: t.config, database: secondHandle, clock, logger: false });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    secondUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
    await secondHandle.close();
  });

  it('closes a stream held by one process within 5 s of a sign-out everywhere through another', async () => {
    const client = await subscriber('streams-cross@reading.test');
    const stream = await open(client, secondUrl);
    const other = await anotherDevice('streams-cross@reading.test');
    expect((await other.post('/auth/logout')).status).toBe(204);
    await endedFor(stream, 'session_ended');
  });

  it('ends every stream when the LISTEN connection was lost, then delivers again', async () => {
    const client = await subscriber('streams-listen-lost@reading.test');
    const stream = await open(client);
    // What a database restart or a network cut does to the listening session.
    await t.testDb.handle.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    // Announcements made while it was down are lost, so the stream starts over: the browser reconnects.
    await endedFor(stream, 'lifetime', 10_000);
    const again = await open(client);
    const report = await publish('After the LISTEN connection came back');
    await waitFor(() => received(again, report.id), { what: 'the event after reconnecting' });
  });

  it('closes it after a revocation by reuse detected by another process', async () => {
    const client = await subscriber('streams-cross-reuse@reading.test');
    const thief = copyOf(client);
    const stream = await open(client, secondUrl);
    expect((await client.post('/auth/refresh')).status).toBe(200);
    clock.advance(auth.refreshReuseGraceMs + 1000);
    expect((await thief.post('/auth/refresh')).status).toBe(401);
    await endedFor(stream, 'session_ended');
  });
});
