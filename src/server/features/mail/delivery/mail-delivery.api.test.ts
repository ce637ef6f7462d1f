import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { App } from '../../../app-types';
import { ManualClock } from '../../../clock';
import { loadConfig } from '../../../config';
import { randomUUID } from 'node:crypto';
import {
  channelMailPreferences,
  mailDeliveries,
  mailSettings,
  rateLimits,
  subscriptions,
} from '../../../db/schema';
import {
  MAIL_SEND_REPORT_QUEUE,
  reportDedupeKey,
  trialEndingDedupeKey,
  type ReportMail,
  type SendReportMailJob,
} from '../queues';
import { createReportMailTemplates } from '../rendered-once';
import { createSmtpTransport, waitForSendSlot, waitForSendSlots } from '../transport';
import { verifyUnsubscribeToken } from '../unsubscribe';
import { insertCreator, insertProfile, insertReport, insertSubscription } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { queuedJobs } from '../../../testing/queued-jobs';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../testing/smtp-sink';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { waitFor } from '../../../testing/wait-for';
import { runDigestTick, sendReportMail, TransientMailError } from './service';

const adminEmail = 'ops@mail-delivery.test';
// Sign-in runs on the real time (the emulator's tokens carry it); then the test clock moves to just after
// a daily digest hour (08:00 UTC), so "now" sits in a known digest period.
const clock = new ManualClock();
const digestNow = '2026-06-10T08:05:00Z';
let sink: SmtpSink;
let t: TestApp;
let admin: TestClient;
let maya: TestClient;
const reportTemplates = createReportMailTemplates();

type Frequency = 'each' | 'daily' | 'weekly' | 'off';

/** A listener subscribed to `creatorId` with these mail settings (rows, as the preferences API leaves them). */
async function listener(
  creatorId: string | null,
  options: {
    channel?: Frequency;
    byDefault?: Frequency;
    allOff?: boolean;
    access?: 'active' | 'expired';
  } = {},
) {
  const db = t.app.deps.db;
  const profile = await insertProfile(db);
  if (creatorId) await insertSubscription(db, profile.id, creatorId, options.access ?? 'active', clock.now());
  if (options.byDefault || options.allOff)
    await db.insert(mailSettings).values({
      userId: profile.id,
      defaultFrequency: options.byDefault ?? 'daily',
      allOffAt: options.allOff ? clock.now() : null,
    });
  if (options.channel && creatorId)
    await db
      .insert(channelMailPreferences)
      .values({ userId: profile.id, creatorId, frequency: options.channel });
  return profile;
}

/** A ready report of Maya's channel, published through the API. */
async function publish(title: string): Promise<string> {
  const report = await insertReport(t.app.deps.db, maya.userId, {
    title,
    status: 'ready',
    summary: `First paragraph of ${title}.\n\nSecond paragraph.`,
  });
  const res = await maya.post(`/creator/reports/${report.id}/publish`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return report.id;
}

/** A header as sent, unfolded. */
function headerLine(mail: ReceivedMail, key: string): string | undefined {
  return mail.parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
}

/** Whether every job of the send queue for these data has finished (none waiting, running or retrying). */
async function jobsSettled(match: (data: SendReportMailJob) => boolean): Promise<boolean> {
  const jobs = await queuedJobs(t.app.deps.db, MAIL_SEND_REPORT_QUEUE);
  return jobs.filter((job) => match(job.data as SendReportMailJob)).every((job) => job.state === 'completed');
}

async function deliveriesOf(reportId: string) {
  return t.app.deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.reportId, reportId));
}

async function delivery(userId: string, reportId: string) {
  const rows = await t.app.deps.db
    .select()
    .from(mailDeliveries)
    .where(eq(mailDeliveries.dedupeKey, reportDedupeKey(userId, reportId)));
  return rows[0];
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({
    clock,
    env: {
      ADMIN_EMAILS: adminEmail,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Podbrief <news@podbrief.test>',
    },
  });
  admin = await signIn(t, adminEmail, 'Olga Ops');
  maya = await signIn(t, 'maya@mail-delivery.test', 'Maya Maker');
  expect((await maya.post('/creator/become')).status).toBe(200);
  expect((await maya.put('/creator/settings', { channelName: 'Rooftop Hour' })).status).toBe(200);
  clock.set(digestNow);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe(`mail delivery (${testDatabaseKindLabel()})`, () => {
  it('mails a published report to each reader who chose every new report, and to nobody else', async () => {
    const byChannel = await listener(maya.userId, { channel: 'each' });
    const byDefault = await listener(maya.userId, { byDefault: 'each' });
    const others = [
      await listener(maya.userId, { channel: 'daily' }),
      await listener(maya.userId, { channel: 'weekly', byDefault: 'each' }),
      await listener(maya.userId, { channel: 'off' }),
      await listener(maya.userId, { channel: 'each', allOff: true }),
      await listener(maya.userId),
      await listener(maya.userId, { channel: 'each', access: 'expired' }),
      await listener(null, { byDefault: 'each' }),
    ];
    const reportId = await publish('Bees on the roof');

    const rows = await waitFor(
      async () => {
        const found = await deliveriesOf(reportId);
        return found.length === 2 && found.every((row) => row.status === 'sent') ? found : undefined;
      },
      { what: 'two sent mails', timeoutMs: 20_000 },
    );
    expect(rows.map((row) => row.userId).sort()).toEqual([byChannel.id, byDefault.id].sort());
    for (const other of others) expect(sink.to(other.email)).toEqual([]);

    const [mail] = sink.to(byChannel.email);
    expect(sink.to(byChannel.email)).toHaveLength(1);
    expect(sink.to(byDefault.email)).toHaveLength(1);
    const parsed = mail!.parsed;
    expect(parsed.subject).toContain('Bees on the roof');
    expect(parsed.from?.text).toContain('news@podbrief.test');
    expect(parsed.messageId).toBe(rows.find((row) => row.userId === byChannel.id)?.messageId);
    expect(parsed.date).toBeInstanceOf(Date);
    expect(headerLine(mail!, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:\d+\/unsubscribe\?token=[^>]+>$/,
    );
    expect(headerLine(mail!, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(headerLine(mail!, 'message-id')).toMatch(/^Message-ID: <[^>]+@podbrief\.test>$/i);
    expect(headerLine(mail!, 'date')).toMatch(/^Date: /);
    expect(parsed.text).toContain('First paragraph of Bees on the roof.');
    expect(parsed.html).toContain(`/reports/${reportId}`);
  });

  it('says one-click in its headers: GET on the link only asks, the RFC 8058 POST unsubscribes', async () => {
    const reader = await listener(maya.userId, { channel: 'each' });
    const reportId = await publish('Links a scanner follows');
    const [mail] = await waitFor(
      async () => (sink.to(reader.email).length > 0 ? sink.to(reader.email) : undefined),
      {
        what: 'the mail',
        timeoutMs: 20_000,
      },
    );
    expect((await delivery(reader.id, reportId))?.status).toBe('sent');
    expect(headerLine(mail!, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const header = /^List-Unsubscribe: <([^>]+)>$/.exec(headerLine(mail!, 'list-unsubscribe') ?? '');
    const sent = new URL(header?.[1] ?? '');
    const link = `${t.baseUrl}${sent.pathname}${sent.search}`;
    // The visible link in the mail is the same URL.
    expect(mail!.parsed.html).toContain(`href="${sent.href.replace(/&/g, '&amp;')}"`);
    const frequency = async () =>
      (
        await t.app.deps.db
          .select({ frequency: channelMailPreferences.frequency })
          .from(channelMailPreferences)
          .where(
            and(
              eq(channelMailPreferences.userId, reader.id),
              eq(channelMailPreferences.creatorId, maya.userId),
            ),
          )
      )[0]?.frequency;

    // A mail scanner (or a preview) fetches every link: that changes nothing.
    const looked = await fetch(link);
    expect(looked.status).toBe(200);
    expect(await looked.text()).toContain('Unsubscribe from Rooftop Hour?');
    expect(await frequency()).toBe('each');

    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await frequency()).toBe('off');
  });

  it('reads the reader’s choice again at send time: an unsubscribe wins over a queued mail', async () => {
    const reader = await listener(maya.userId, { channel: 'each' });
    const report = await insertReport(t.app.deps.db, maya.userId, { title: 'Queued before the stop' });
    // The reader stops this channel after the job was queued, before it runs.
    await t.app.deps.db
      .update(channelMailPreferences)
      .set({ frequency: 'off' })
      .where(
        and(eq(channelMailPreferences.userId, reader.id), eq(channelMailPreferences.creatorId, maya.userId)),
      );
    const transport = createSmtpTransport(sink.url);
    try {
      const status = await sendReportMail(
        t.app.deps,
        { transport, log: t.app.log, reportTemplates },
        { userId: reader.id, reportId: report.id },
      );
      expect(status).toBe('skipped');
    } finally {
      transport.close();
    }
    expect((await delivery(reader.id, report.id))?.status).toBe('skipped');
    expect(sink.to(reader.email)).toEqual([]);
  });

  it('sends one mail for a job run twice at once, a duplicate job and a retry after it was sent', async () => {
    const reader = await listener(maya.userId, { channel: 'each' });
    const reportId = await publish('Sent exactly once');
    const data: ReportMail = { userId: reader.id, reportId };
    // Two more jobs for the same mail, without a singleton key, as a second fan-out or a retry would be.
    const batch: SendReportMailJob = { reportId, userIds: [reader.id] };
    await t.app.deps.jobs.send(MAIL_SEND_REPORT_QUEUE, batch);
    await t.app.deps.jobs.send(MAIL_SEND_REPORT_QUEUE, batch);
    const transport = createSmtpTransport(sink.url);
    try {
      const outcomes = await Promise.allSettled([
        sendReportMail(t.app.deps, { transport, log: t.app.log, reportTemplates }, data),
        sendReportMail(t.app.deps, { transport, log: t.app.log, reportTemplates }, data),
      ]);
      // Whoever loses the claim (to the other call or to the published report's own job) backs off with
      // a transient error: its retry later finds the mail sent.
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(TransientMailError);
      await waitFor(async () => (await delivery(reader.id, reportId))?.status === 'sent', {
        what: 'the mail to be sent',
        timeoutMs: 30_000,
      });
      // A retry of a job whose mail went out sends nothing.
      expect(await sendReportMail(t.app.deps, { transport, log: t.app.log, reportTemplates }, data)).toBe(
        'sent',
      );
    } finally {
      transport.close();
    }
    await waitFor(() => jobsSettled((job) => job.userIds.includes(reader.id)), {
      what: 'every job of the mail to finish',
      timeoutMs: 60_000,
    });
    expect(sink.to(reader.email)).toHaveLength(1);
    expect((await delivery(reader.id, reportId))?.attempts).toBe(1);
  }, 90_000);

  it('takes over a mail whose sender died mid-attempt only after its lease, and sends it once', async () => {
    const reader = await listener(maya.userId, { channel: 'each' });
    const report = await insertReport(t.app.deps.db, maya.userId, { title: 'After a restart' });
    // A process claimed the mail and died before saying how it went: the row is pending, one attempt, no error.
    const messageId = '<claimed-before-the-crash@podbrief.test>';
    await t.app.deps.db.insert(mailDeliveries).values({
      userId: reader.id,
      kind: 'report',
      dedupeKey: reportDedupeKey(reader.id, report.id),
      reportId: report.id,
      messageId,
      attempts: 1,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const transport = createSmtpTransport(sink.url);
    const data = { userId: reader.id, reportId: report.id };
    try {
      // Within the lease, the attempt may still be running: hands off.
      await expect(
        sendReportMail(t.app.deps, { transport, log: t.app.log, reportTemplates }, data),
      ).rejects.toBeInstanceOf(TransientMailError);
      expect(sink.to(reader.email)).toEqual([]);
      // Six minutes later (the lease is five) the restarted queue's retry sends it, with the same Message-ID.
      await t.app.deps.db
        .update(mailDeliveries)
        .set({ updatedAt: new Date(clock.now().getTime() - 6 * 60_000) })
        .where(eq(mailDeliveries.dedupeKey, reportDedupeKey(reader.id, report.id)));
      expect(await sendReportMail(t.app.deps, { transport, log: t.app.log, reportTemplates }, data)).toBe(
        'sent',
      );
      expect(await sendReportMail(t.app.deps, { transport, log: t.app.log, reportTemplates }, data)).toBe(
        'sent',
      );
    } finally {
      transport.close();
    }
    expect(sink.to(reader.email)).toHaveLength(1);
    expect(sink.to(reader.email)[0]!.parsed.messageId).toBe(messageId);
    expect((await delivery(reader.id, report.id))?.attempts).toBe(2);
  });

  it('delays the mail while the SMTP server is down, then delivers it once', async () => {
    const reader = await listener(maya.userId, { channel: 'each' });
    await sink.stop();
    let reportId: string;
    try {
      reportId = await publish('Through the outage');
      const failed = await waitFor(
        async () => {
          const row = await delivery(reader.id, reportId);
          return row && row.attempts >= 1 && row.lastError ? row : undefined;
        },
        { what: 'a failed first attempt', timeoutMs: 20_000 },
      );
      expect(failed.status).toBe('pending');
      expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    } finally {
      await sink.start();
    }
    const sent = await waitFor(
      async () => {
        const row = await delivery(reader.id, reportId);
        return row?.status === 'sent' ? row : undefined;
      },
      { what: 'the retried mail to be sent', timeoutMs: 60_000, intervalMs: 250 },
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sink.to(reader.email)).toHaveLength(1);
    expect(sink.to(reader.email)[0]!.parsed.messageId).toBe(sent.messageId);
  }, 90_000);

  it('gives each reader one mail of their own when SMTP connections drop mid-mail', async () => {
    const readers: { id: string; email: string }[] = [];
    for (let i = 0; i < 12; i += 1) readers.push(await listener(maya.userId, { channel: 'each' }));
    // The connection of three readers' first attempts is cut after the mail's data, before it is
    // accepted; the pooled connections carry other readers' mails at the same time.
    const cut = new Set(readers.slice(0, 3).map((reader) => reader.email));
    sink.dropDuring((address) => cut.has(address), 3);
    const title = 'Through dropped connections';
    const reportId = await publish(title);
    const ours = new Set(readers.map((reader) => reader.id));
    const rows = await waitFor(
      async () => {
        const found = (await deliveriesOf(reportId)).filter((row) => ours.has(row.userId));
        return found.length === readers.length && found.every((row) => row.status === 'sent')
          ? found
          : undefined;
      },
      { what: 'every reader’s mail to be sent', timeoutMs: 90_000, intervalMs: 250 },
    );
    for (const reader of readers) {
      const row = rows.find((r) => r.userId === reader.id)!;
      const mails = sink.to(reader.email).filter((mail) => mail.parsed.subject?.startsWith(title));
      expect(mails, reader.email).toHaveLength(1);
      expect(mails[0]!.parsed.messageId).toBe(row.messageId);
      if (cut.has(reader.email)) expect(row.attempts, reader.email).toBeGreaterThanOrEqual(2);
      // The mail was rendered once for all of them, and carries this reader's own unsubscribe link.
      const link = /^List-Unsubscribe: <([^>]+)>$/.exec(headerLine(mails[0]!, 'list-unsubscribe') ?? '')?.[1];
      expect(link).toBeDefined();
      expect(mails[0]!.parsed.text).toContain(link);
      expect(mails[0]!.parsed.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);
      const token = new URL(link!).searchParams.get('token')!;
      expect(verifyUnsubscribeToken(t.config.sessionSecret, token, clock.now())).toMatchObject({
        ok: true,
        userId: reader.id,
        creatorId: maya.userId,
      });
    }
  }, 120_000);

  it('records a mail the server refuses for good (5xx) as failed, without retrying, for administrators', async () => {
    const reader = await listener(maya.userId, { channel: 'each' });
    sink.refuse((address) => address === reader.email, 550, 'No such mailbox here');
    const reportId = await publish('To a mailbox that is gone');
    const failed = await waitFor(
      async () => {
        const row = await delivery(reader.id, reportId);
        return row?.status === 'failed' ? row : undefined;
      },
      { what: 'the refused mail to be failed', timeoutMs: 20_000 },
    );
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('No such mailbox here');

    const listed = await admin.get('/api/admin/mail-deliveries?status=failed');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'report',
        recipient: reader.email,
        reportId,
        reportTitle: 'To a mailbox that is gone',
        error: expect.stringContaining('550'),
      }),
    );
    expect((await maya.get('/api/admin/mail-deliveries?status=failed')).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/admin/mail-deliveries`)).status).toBe(401);
  });

  it('holds a send past the minute’s budget until the minute ends, counted in the database', async () => {
    const db = t.app.deps.db;
    const key = `mail|budget-test|${Date.now()}`;
    let at = new Date('2030-01-01T00:00:00Z');
    const now = () => at;
    await waitForSendSlot({ db }, 2, undefined, now, key);
    await waitForSendSlot({ db }, 2, undefined, now, key);
    const stop = new AbortController();
    const third = waitForSendSlot({ db }, 2, stop.signal, now, key);
    // The third send is counted and waits for the window to end.
    await waitFor(
      async () => {
        const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
        return row?.count === 3;
      },
      { what: 'the third hit to be counted' },
    );
    stop.abort(new Error('stopped'));
    await expect(third).rejects.toThrow('stopped');
    // A new minute opens a new window: the next send goes at once.
    at = new Date(at.getTime() + 60_000);
    await waitForSendSlot({ db }, 2, undefined, now, key);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(1);
  });

  it('hands out a run of places in the budget in one statement, never more than the minute allows', async () => {
    const db = t.app.deps.db;
    const key = `mail|budget-run-test|${Date.now()}`;
    let at = new Date('2030-01-01T00:00:00Z');
    const now = () => at;
    expect(await waitForSendSlots({ db }, 5, 3, undefined, now, key)).toBe(3);
    // Two places are left of five: a run of three gets two.
    expect(await waitForSendSlots({ db }, 5, 3, undefined, now, key)).toBe(2);
    const stop = new AbortController();
    const waiting = waitForSendSlots({ db }, 5, 3, stop.signal, now, key);
    await waitFor(
      async () => {
        const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
        return row?.count === 9;
      },
      { what: 'the third run to be counted' },
    );
    stop.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    at = new Date(at.getTime() + 60_000);
    expect(await waitForSendSlots({ db }, 5, 7, undefined, now, key)).toBe(5);
  });

  it('sends a digest with exactly the period’s reports of the reader’s digest channels, once', async () => {
    const db = t.app.deps.db;
    const other = await insertCreator(db, { channelName: 'Night Garden' });
    const reader = await listener(maya.userId, { byDefault: 'daily' });
    await insertSubscription(db, reader.id, other.id, 'active', clock.now());
    const quiet = await listener(other.id, { byDefault: 'weekly' });
    // Period: [2026-06-09 08:00, 2026-06-10 08:00) UTC, the reader's default zone and hour.
    const at = (iso: string) => ({ publishedAt: new Date(iso) });
    await insertReport(db, maya.userId, { title: 'Too early for the digest', ...at('2026-06-09T07:59:00Z') });
    await insertReport(db, maya.userId, { title: 'Digest first of Maya', ...at('2026-06-09T08:00:00Z') });
    await insertReport(db, other.id, { title: 'Digest from the garden', ...at('2026-06-09T20:00:00Z') });
    await insertReport(db, maya.userId, { title: 'Digest last of Maya', ...at('2026-06-10T07:59:59Z') });
    await insertReport(db, maya.userId, { title: 'Too late for the digest', ...at('2026-06-10T08:00:00Z') });
    await insertReport(db, other.id, { title: 'Still a draft', status: 'draft' });

    await runDigestTick(t.app.deps);
    await runDigestTick(t.app.deps);
    const row = await waitFor(
      async () => {
        const rows = await db.select().from(mailDeliveries).where(eq(mailDeliveries.userId, reader.id));
        return rows.length === 1 && rows[0]!.status === 'sent' ? rows[0] : undefined;
      },
      { what: 'the digest to be sent', timeoutMs: 20_000 },
    );
    expect(row).toMatchObject({
      kind: 'digest',
      periodStart: new Date('2026-06-09T08:00:00Z'),
      periodEnd: new Date('2026-06-10T08:00:00Z'),
    });
    const mails = sink.to(reader.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.parsed.text ?? '';
    const order = ['Digest last of Maya', 'Digest first of Maya', 'Digest from the garden'].map((title) =>
      text.indexOf(title),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    // Grouped by channel (Maya's newest report is the newest of all), newest first within it.
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const absent of ['Too early for the digest', 'Too late for the digest', 'Still a draft'])
      expect(text).not.toContain(absent);
    expect(headerLine(mails[0]!, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // A weekly reader whose last week had nothing of theirs gets no mail at all.
    await waitFor(
      async () => {
        const rows = await db.select().from(mailDeliveries).where(eq(mailDeliveries.userId, quiet.id));
        return rows[0]?.status === 'skipped' ? rows : undefined;
      },
      { what: 'the empty weekly digest to be skipped', timeoutMs: 20_000 },
    );
    expect(sink.to(quiet.email)).toEqual([]);
  });
});

describe(`the mail tick and paid trials (${testDatabaseKindLabel()})`, () => {
  /** A listener of Maya's channel on a cardless paid trial that ends in `days`. */
  async function cardlessTrial(days: number) {
    const db = t.app.deps.db;
    const reader = await listener(maya.userId);
    const trialEnd = new Date(clock.now().getTime() + days * 86_400_000);
    const [row] = await db
      .update(subscriptions)
      .set({
        provider: 'stripe',
        stripeSubscriptionId: `sub_tick_${randomUUID()}`,
        billingStatus: 'trialing',
        hasPaymentMethod: false,
        trialEnd,
        accessUntil: trialEnd,
      })
      .where(eq(subscriptions.subscriberId, reader.id))
      .returning();
    return { reader, subscriptionId: row!.id, trialEnd };
  }

  /** The trial notices a reader received (a digest of Maya's reports may come too). */
  const noticesTo = (email: string) =>
    sink.to(email).filter((mail) => /^Your free trial of /.test(mail.parsed.subject ?? ''));

  const noticeOf = (subscriptionId: string, trialEnd: Date) =>
    t.app.deps.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.dedupeKey, trialEndingDedupeKey(subscriptionId, trialEnd)))
      .then((rows) => rows[0]);

  it('sends the trial-ending notice Stripe’s event never led to, once', async () => {
    const far = await cardlessTrial(10);
    const owed = await cardlessTrial(2);
    expect((await runDigestTick(t.app.deps)).notices).toBe(1);
    const sent = await waitFor(
      async () =>
        (await noticeOf(owed.subscriptionId, owed.trialEnd))?.status === 'sent' ? true : undefined,
      { what: 'the owed notice sent', timeoutMs: 20_000 },
    );
    expect(sent).toBe(true);
    expect(noticesTo(owed.reader.email)).toHaveLength(1);
    expect(await noticeOf(far.subscriptionId, far.trialEnd)).toBeUndefined();

    expect((await runDigestTick(t.app.deps)).notices).toBe(0);
    expect(noticesTo(owed.reader.email)).toHaveLength(1);
  });

  it('queues again a trial-ending notice left pending', async () => {
    const trial = await cardlessTrial(2);
    const longAgo = new Date(clock.now().getTime() - 3 * 60 * 60_000);
    await t.app.deps.db.insert(mailDeliveries).values({
      userId: trial.reader.id,
      kind: 'trial_ending',
      dedupeKey: trialEndingDedupeKey(trial.subscriptionId, trial.trialEnd),
      messageId: `<${randomUUID()}@podbrief.test>`,
      status: 'pending',
      updatedAt: longAgo,
    });
    const queued = await runDigestTick(t.app.deps);
    expect(queued).toMatchObject({ notices: 0 });
    expect(queued.retried).toBeGreaterThanOrEqual(1);
    await waitFor(
      async () =>
        (await noticeOf(trial.subscriptionId, trial.trialEnd))?.status === 'sent' ? true : undefined,
      { what: 'the pending notice sent', timeoutMs: 20_000 },
    );
    expect(noticesTo(trial.reader.email)).toHaveLength(1);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two workers on one PostgreSQL database', () => {
  let second: App;
  beforeAll(async () => {
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ROLE: 'worker',
      DATABASE_URL: t.testDb.url!,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Podbrief <news@podbrief.test>',
      SESSION_SECRET: t.config.sessionSecret,
    });
    second = await buildApp({ config, database: t.testDb.handle, clock, logger: false });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });

  it('send each reader one mail when both work the fan-out and duplicate jobs', async () => {
    const readers: { id: string; email: string }[] = [];
    for (let i = 0; i < 8; i += 1) readers.push(await listener(maya.userId, { channel: 'each' }));
    const reportId = await publish('Two workers, one mail each');
    // Each mail queued twice more, alone and in a batch of all, so both workers hold jobs for the same
    // mails at once.
    for (const reader of readers)
      await second.deps.jobs.send<SendReportMailJob>(MAIL_SEND_REPORT_QUEUE, {
        reportId,
        userIds: [reader.id],
      });
    await second.deps.jobs.send<SendReportMailJob>(MAIL_SEND_REPORT_QUEUE, {
      reportId,
      userIds: readers.map((reader) => reader.id),
    });
    await waitFor(
      async () => {
        // Readers of the earlier tests get it too (one of them refused for good): only these count here.
        const ours = new Set(readers.map((reader) => reader.id));
        const rows = (await deliveriesOf(reportId)).filter((row) => ours.has(row.userId));
        return rows.length === readers.length && rows.every((row) => row.status === 'sent');
      },
      { what: 'every reader’s mail to be sent', timeoutMs: 60_000, intervalMs: 250 },
    );
    await waitFor(() => jobsSettled((data) => data.reportId === reportId), {
      what: 'every job to finish',
      timeoutMs: 60_000,
    });
    // (The quarter-hourly tick may mail them reports of the digest test too: only this report counts.)
    for (const reader of readers)
      expect(
        sink.to(reader.email).filter((mail) => mail.parsed.subject?.startsWith('Two workers, one mail each')),
      ).toHaveLength(1);
  }, 120_000);
});
