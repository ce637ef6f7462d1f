import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { App } from '../../../app-types';
import { loadConfig } from '../../../config';
import { channelMailPreferences, feedConnections, mailDeliveries, reports } from '../../../db/schema';
import { feedEpisodeDedupeKey } from '../../mail';
import { freePort } from '../../../testing/free-port';
import { startLiveFeedServer, type LiveFeedServer } from '../../../testing/live-feed-server';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../testing/smtp-sink';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { waitFor } from '../../../testing/wait-for';
import { rooftopBees } from '../../../summarizer/samples/rooftop-bees';
import { checkDueFeeds } from './service';

const mailFrom = 'Podbrief <studio@podbrief.test>';
const log = { info: () => undefined, warn: () => undefined };
let sink: SmtpSink;
let feed: LiveFeedServer;
let t: TestApp;
/** A second worker process on the same PostgreSQL database (PostgreSQL only). */
let second: App | undefined;
let maya: TestClient;
let mayaEmail: string;

/** A date after the connection was made: the check counts the episode as new. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toUTCString();

/** Makes the connection due now and runs the scheduled check on every worker at once. */
async function checkOnEveryWorker(): Promise<number> {
  await t.app.deps.db
    .update(feedConnections)
    .set({ nextCheckAt: sql`now() - interval '1 second'` })
    .where(eq(feedConnections.creatorId, maya.userId));
  const workers = [t.app, second ?? t.app];
  const checked = await Promise.all(workers.map((app) => checkDueFeeds(app.deps, log)));
  return checked.reduce((sum, n) => sum + n, 0);
}

async function reportIdOf(title: string): Promise<string> {
  const rows = await t.app.deps.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.creatorId, maya.userId), eq(reports.title, title)));
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** Every delivery row of the report's new-episode mail, once it is no longer pending. */
async function settledDelivery(reportId: string) {
  return waitFor(
    async () => {
      const rows = await t.app.deps.db
        .select()
        .from(mailDeliveries)
        .where(eq(mailDeliveries.reportId, reportId));
      return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
    },
    { what: 'the new-episode mail to be sent or skipped', timeoutMs: 45_000, intervalMs: 250 },
  );
}

const mailsAbout = (title: string): ReceivedMail[] =>
  sink.to(mayaEmail).filter((mail) => mail.parsed.subject === `New episode from your feed: ${title}`);

function headerLine(mail: ReceivedMail, key: string): string | undefined {
  return mail.parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
}

beforeAll(async () => {
  sink = await startSmtpSink();
  feed = await startLiveFeedServer('Small Acres', [
    { title: 'Episode 1', guid: 'ep-1', pubDate: 'Tue, 04 Mar 2025 06:00:00 GMT' },
  ]);
  feed.serve('/bees.txt', 'text/plain', rooftopBees);
  t = await startTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: mailFrom } });
  if (testDatabaseKind() === 'postgres') {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ROLE: 'worker',
      // Every process of one deployment links to the same address: whichever worker sends the mail, its
      // unsubscribe link reaches the app that serves it.
      APP_URL: t.config.appUrl,
      DATABASE_URL: t.testDb.url!,
      SMTP_URL: sink.url,
      MAIL_FROM: mailFrom,
      SESSION_SECRET: t.config.sessionSecret,
    });
    second = await buildApp({ config, database: t.testDb.handle, logger: false });
    await second.ready();
  }
  mayaEmail = 'maya.feedmail@example.test';
  maya = await signIn(t, mayaEmail, 'Maya Feedmail');
  expect((await maya.post('/creator/become')).status).toBe(200);
  expect((await maya.put('/creator/settings', { channelName: 'Small Acres' })).status).toBe(200);
  expect((await maya.put('/creator/feed', { url: feed.feedUrl })).status).toBe(200);
}, 90_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
  await feed?.close();
  await sink?.close();
});

describe(`the creator's mail about a new episode of the connected feed (${testDatabaseKindLabel()})`, () => {
  it('sends one mail once the draft is generated, with two workers checking and working at once', async () => {
    feed.addItem({
      title: 'Bees on the roof',
      guid: 'ep-2',
      pubDate: later(1),
      transcripts: [{ url: feed.url('/bees.txt'), type: 'text/plain' }],
    });
    expect(await checkOnEveryWorker()).toBe(1);
    const reportId = await reportIdOf('Bees on the roof');

    const rows = await settledDelivery(reportId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: maya.userId,
      kind: 'feed_episode',
      dedupeKey: feedEpisodeDedupeKey(reportId),
      status: 'sent',
      attempts: 1,
    });
    const [mail] = mailsAbout('Bees on the roof');
    expect(mailsAbout('Bees on the roof')).toHaveLength(1);
    // The mail goes once generation ended, and says so.
    const [report] = await t.app.deps.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report?.status).toBe('ready');
    expect(mail!.parsed.text).toContain('Your draft report is ready — review and publish it.');
    expect(mail!.parsed.text).toContain(`/creator/reports/${reportId}`);
    expect(mail!.parsed.html).toContain(`/creator/reports/${reportId}"`);
    expect(mail!.parsed.text).toContain("You get this because your channel's feed is connected.");
    expect(mail!.parsed.messageId).toBe(rows[0]!.messageId);
    expect(headerLine(mail!, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:\d+\/unsubscribe\?token=[^>]+>$/,
    );
    expect(headerLine(mail!, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // Another check of the same feed finds nothing new and mails nothing more.
    expect(await checkOnEveryWorker()).toBe(1);
    expect(mailsAbout('Bees on the roof')).toHaveLength(1);
  }, 90_000);

  it('tells the creator at once that an episode without a transcript needs one', async () => {
    feed.addItem({ title: 'Without words', guid: 'ep-3', pubDate: later(2) });
    await checkOnEveryWorker();
    const reportId = await reportIdOf('Without words');
    const rows = await settledDelivery(reportId);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    const mails = mailsAbout('Without words');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('It needs a transcript — add one');
    expect(mails[0]!.parsed.text).toContain('Add a transcript');
  }, 60_000);

  it("stops after the mail's one-click unsubscribe, and only these mails", async () => {
    const [last] = mailsAbout('Without words');
    const header = headerLine(last!, 'list-unsubscribe') ?? '';
    const link = header.slice(header.indexOf('<') + 1, header.lastIndexOf('>'));
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    // The link itself only asks (ADR 225); the one-click POST above did the work.
    const page = await (await fetch(link)).text();
    expect(page).toContain('Unsubscribe from new-episode mail of your connected feed?');
    const own = await t.app.deps.db
      .select({ frequency: channelMailPreferences.frequency })
      .from(channelMailPreferences)
      .where(
        and(
          eq(channelMailPreferences.userId, maya.userId),
          eq(channelMailPreferences.creatorId, maya.userId),
        ),
      );
    expect(own).toEqual([{ frequency: 'off' }]);

    feed.addItem({ title: 'After the stop', guid: 'ep-4', pubDate: later(3) });
    await checkOnEveryWorker();
    const reportId = await reportIdOf('After the stop');
    const rows = await settledDelivery(reportId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'skipped', lastError: 'the creator stopped new-episode mail' });
    expect(mailsAbout('After the stop')).toEqual([]);
    // The episode still arrived as a draft in the studio.
    const list = (await maya.get('/creator/reports')).body.items as { title: string; status: string }[];
    expect(list.find((report) => report.title === 'After the stop')?.status).toBe('draft');
  }, 60_000);

  it('turns the mail on again from the unsubscribe page’s undo', async () => {
    const [last] = mailsAbout('Without words');
    const header = headerLine(last!, 'list-unsubscribe') ?? '';
    const token = new URL(header.slice(header.indexOf('<') + 1, header.lastIndexOf('>'))).searchParams.get(
      'token',
    )!;
    const undo = await fetch(`${t.baseUrl}/unsubscribe/undo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, previous: 'default' }).toString(),
    });
    expect(undo.status).toBe(200);
    expect(await undo.text()).toContain('New-episode mail is on again');
    const own = await t.app.deps.db
      .select()
      .from(channelMailPreferences)
      .where(
        and(
          eq(channelMailPreferences.userId, maya.userId),
          eq(channelMailPreferences.creatorId, maya.userId),
        ),
      );
    expect(own).toEqual([]);
  });
});
