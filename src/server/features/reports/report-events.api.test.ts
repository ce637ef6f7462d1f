import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { ManualClock } from '../../clock';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { reports } from '../../db/schema';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { eq } from 'drizzle-orm';
import { notifyReportPublished } from './report-published';
import { openEventStream } from '../../testing/event-stream';
import { insertCreator, insertReport, insertSubscription } from '../../testing/factories';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let subscriber: TestClient;
let outsider: TestClient;
let creatorId: string;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  subscriber = await signIn(t, 'live-subscriber@reading.test', 'Live Subscriber');
  outsider = await signIn(t, 'live-outsider@reading.test', 'Live Outsider');
  creatorId = (await insertCreator(t.testDb.handle.db, { channelName: 'Live Show' })).id;
  await insertSubscription(t.testDb.handle.db, subscriber.userId, creatorId, 'active', now);
});
afterAll(async () => {
  // Streams are still open here: closing must end them instead of waiting for them forever.
  await t.close();
});

const openEvents = (client: TestClient, baseUrl = t.baseUrl) => openEventStream(client, baseUrl);

async function publish(db: TestApp['testDb']['handle']['db'], title: string, channelId = creatorId) {
  const report = await insertReport(db, channelId, { title, publishedAt: now });
  await notifyReportPublished({ db }, { id: report.id, creatorId: channelId, title, publishedAt: now });
  return report;
}

describe('live report events (server-sent events over LISTEN/NOTIFY)', () => {
  it('refuses anonymous visitors', async () => {
    expect((await fetch(`${t.baseUrl}/api/reports/events`)).status).toBe(401);
  });

  it('delivers report_published to readers of the channel only', async () => {
    const mine = await openEvents(subscriber);
    const theirs = await openEvents(outsider);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toContain('text/event-stream');
    expect(mine.events[0]).toEqual({ event: 'ready', data: { heartbeatMs: 30_000 } });

    const report = await publish(t.testDb.handle.db, 'Fresh off the press');
    const event = await waitFor(() => mine.events.find((e) => e.event === 'report_published'), {
      what: 'report_published',
    });
    expect(event.data).toEqual({
      id: report.id,
      creatorId,
      title: 'Fresh off the press',
      publishedAt: now.toISOString(),
    });
    // The outsider's stream got the same notification and dropped it. One delivery decides for every
    // stream before any of them is written to, and one stream's events arrive in order: so once the
    // outsider holds a later event of a channel it does read, the first one can no longer come.
    const otherId = (await insertCreator(t.testDb.handle.db, { channelName: 'Outsider Show' })).id;
    await insertSubscription(t.testDb.handle.db, outsider.userId, otherId, 'active', now);
    const marker = await publish(t.testDb.handle.db, 'Later', otherId);
    await waitFor(() => theirs.events.some((e) => (e.data as { id?: string }).id === marker.id), {
      what: "the outsider's own channel's event",
    });
    expect(theirs.events.filter((e) => e.event === 'report_published').map((e) => e.data)).toEqual([
      { id: marker.id, creatorId: otherId, title: 'Later', publishedAt: now.toISOString() },
    ]);
    theirs.close();
  });

  it('sends nothing for a publication that was rolled back', async () => {
    const stream = await openEvents(subscriber);
    const db = t.testDb.handle.db;
    await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({
            creatorId,
            status: 'published',
            title: 'Never happened',
            episodeTitle: 'x',
            publishedAt: now,
          })
          .returning({ id: reports.id });
        await notifyReportPublished(
          { db: tx },
          {
            id: row!.id,
            creatorId,
            title: 'Never happened',
            publishedAt: now,
          },
        );
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await publish(db, 'After the rollback');
    await waitFor(
      () => stream.events.some((e) => (e.data as { title?: string }).title === 'After the rollback'),
      { what: 'the later event' },
    );
    expect(stream.events.some((e) => (e.data as { title?: string }).title === 'Never happened')).toBe(false);
    expect((await db.select().from(reports).where(eq(reports.title, 'Never happened'))).length).toBe(0);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('several API processes on one database', () => {
  let second: App;
  let secondHandle: DatabaseHandle;
  let secondUrl: string;

  beforeAll(async () => {
    const url = (t.testDb.handle.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    secondHandle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    second = await buildApp({ config: t.config, database: secondHandle, clock: t.clock, logger: false });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    secondUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
    await secondHandle.close();
  });

  it('delivers an event published through one process to a stream held by another', async () => {
    const stream = await openEvents(subscriber, secondUrl);
    const report = await publish(t.testDb.handle.db, 'Across processes');
    const event = await waitFor(
      () => stream.events.find((e) => (e.data as { id?: string }).id === report.id),
      { what: 'the cross-process event' },
    );
    expect(event.event).toBe('report_published');
  });
});
