import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelMailPreferences,
  mailDeliveries,
  mailSettings,
  payoutAccounts,
  subscriptions,
} from '../../../db/schema';
import { freeBetaEndDedupeKey } from '../queues';
import { STRIPE_API_VERSION, stripeAddress } from '../../billing';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { insertProfile, insertSubscription } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { signIn } from '../../../testing/sign-in';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../testing/smtp-sink';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { waitFor } from '../../../testing/wait-for';
import { runDigestTick } from './service';

/**
 * Issue 38: a free-beta listener whose channel turns paid is told by mail (ADR 226, 235), exactly once per
 * subscription, whichever write made the channel paid (the payout account's `account.updated`, the studio's
 * refresh, a price saved) and however often, over real HTTP, the local Stripe, and a real SMTP server.
 */
const secret = 'whsec_free_beta_end_test';
const DAY = 86_400_000;
let t: TestApp;
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;
let sink: SmtpSink;
let people = 0;

beforeAll(async () => {
  const stripePort = await freePort();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Podbrief <news@podbrief.test>',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      TRIAL_DAYS: '14',
    },
  });
  local = await startLocalStripe({
    port: stripePort,
    appUrl: t.baseUrl,
    webhookSecret: secret,
    retryDelaysMs: [200, 400, 800, 1600],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
}, 240_000);
afterAll(async () => {
  await local?.close();
  await t?.close();
  await sink?.close();
});

const db = () => t.app.deps.db;

/** A creator made through the studio's routes, with a price and a payout account at the local Stripe. */
async function creator(price: number, payouts: 'active' | 'details_needed') {
  people += 1;
  const client = await signIn(t, `free-beta-creator${people}-${Date.now()}@example.test`, 'Studio Creator');
  expect((await client.post('/creator/become')).status).toBe(200);
  const channelName = `Turning Paid ${people}`;
  expect((await client.put('/creator/settings', { channelName })).status).toBe(200);
  expect((await client.put('/creator/settings/price', { amountCents: price })).status).toBe(200);
  const account = await stripe.accounts.create({ type: 'express' });
  await db()
    .insert(payoutAccounts)
    .values({
      creatorId: client.userId,
      stripeAccountId: account.id,
      state: payouts,
      chargesEnabled: payouts === 'active',
      payoutsEnabled: payouts === 'active',
      detailsSubmitted: payouts === 'active',
    });
  return Object.assign(client, { channelName, accountId: account.id });
}

/** Verifies the account at the local Stripe: its `account.updated` reaches the app's webhook. */
async function verifyAtStripe(studio: { userId: string; accountId: string }) {
  const response = await fetch(`${local.url}/_local/accounts/${studio.accountId}/verify`, { method: 'POST' });
  expect(response.ok).toBe(true);
  await waitFor(
    async () => {
      const [row] = await db()
        .select({ state: payoutAccounts.state })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.creatorId, studio.userId));
      return row?.state === 'active';
    },
    { what: 'the payout account active', timeoutMs: 30_000 },
  );
}

/** A free-beta listener of the channel, with these mail choices. */
async function freeBetaListener(
  creatorId: string,
  options: {
    channel?: 'each' | 'daily' | 'weekly' | 'off';
    allOff?: boolean;
    state?: 'active' | 'canceled_in_period';
  } = {},
) {
  const profile = await insertProfile(db());
  await insertSubscription(db(), profile.id, creatorId, options.state ?? 'active', new Date());
  if (options.allOff)
    await db()
      .insert(mailSettings)
      .values({ userId: profile.id, defaultFrequency: 'daily', allOffAt: new Date() });
  if (options.channel)
    await db()
      .insert(channelMailPreferences)
      .values({ userId: profile.id, creatorId, frequency: options.channel });
  return profile;
}

const rowOf = async (subscriberId: string, creatorId: string) => {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId)));
  return row!;
};

/** The free-beta end notices a listener's mail delivery rows hold. */
const noticesOf = (userId: string) =>
  db()
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.userId, userId), eq(mailDeliveries.kind, 'free_beta_end')));

/** The free-beta end mails a listener received. */
const mailsTo = (email: string) =>
  sink.to(email).filter((mail) => / is a paid channel now: /.test(mail.parsed.subject ?? ''));

/** Waits until the listener's one notice has settled (sent or skipped), and returns it. */
async function settledNotice(userId: string, status: 'sent' | 'skipped') {
  return waitFor(
    async () => {
      const rows = await noticesOf(userId);
      return rows.length === 1 && rows[0]!.status === status ? rows[0]! : undefined;
    },
    { what: `the notice ${status}`, timeoutMs: 30_000 },
  );
}

/** A header as sent, unfolded. */
function headerLine(mail: ReceivedMail, key: string): string | undefined {
  return mail.parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);

describe(`the mail of a free beta ending because the channel turned paid (${testDatabaseKindLabel()})`, () => {
  it('tells each listener who still renewed once, when a price is saved, and respects their mail choices', async () => {
    const studio = await creator(0, 'active');
    const reader = await freeBetaListener(studio.userId);
    const noChannelMail = await freeBetaListener(studio.userId, { channel: 'off' });
    const allOff = await freeBetaListener(studio.userId, { allOff: true });
    const canceledThemselves = await freeBetaListener(studio.userId, { state: 'canceled_in_period' });

    expect((await studio.put('/creator/settings/price', { amountCents: 400 })).status).toBe(200);

    const row = await rowOf(reader.id, studio.userId);
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, endedReason: 'channel_paid' });
    const notice = await settledNotice(reader.id, 'sent');
    expect(notice.dedupeKey).toBe(freeBetaEndDedupeKey(row.id, row.currentPeriodEnd));
    const [mail] = mailsTo(reader.email);
    if (!mail) throw new Error('the SMTP server received no notice');
    const date = longDate(row.currentPeriodEnd);
    expect(mail.parsed.subject).toBe(
      `${studio.channelName} is a paid channel now: you read it free until ${date}`,
    );
    expect(mail.parsed.text).toContain(
      `${studio.channelName} is a paid channel now: $4.00/month after a 14-day free trial. You keep reading it free until ${date}. To read on after that, start its 14-day free trial on the channel's page: no card needed to start, and nothing is charged before the trial ends.`,
    );
    expect(mail.parsed.text).toContain(`Continue with ${studio.channelName}`);
    expect(mail.parsed.html).toContain(`href="${t.config.appUrl}/subscriber/podcasts/${studio.userId}"`);
    // The channel's mail: its one-click unsubscribe stops this channel's mail.
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const header = /^List-Unsubscribe: <([^>]+)>$/.exec(headerLine(mail, 'list-unsubscribe') ?? '');
    const link = new URL(header?.[1] ?? '');
    expect(mail.parsed.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    const oneClick = await fetch(`${t.baseUrl}${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [preference] = await db()
      .select({ frequency: channelMailPreferences.frequency })
      .from(channelMailPreferences)
      .where(
        and(
          eq(channelMailPreferences.userId, reader.id),
          eq(channelMailPreferences.creatorId, studio.userId),
        ),
      );
    expect(preference?.frequency).toBe('off');

    // 'No email' for the channel, or all mail stopped: no mail (the app still says it).
    expect((await settledNotice(noChannelMail.id, 'skipped')).lastError).toBe(
      'the reader chose no email for this channel',
    );
    expect((await settledNotice(allOff.id, 'skipped')).lastError).toBe('the reader stopped all mail');
    expect(mailsTo(noChannelMail.email)).toEqual([]);
    expect(mailsTo(allOff.email)).toEqual([]);
    // A listener who had canceled on their own keeps their own end and is not told anything.
    expect(await noticesOf(canceledThemselves.id)).toEqual([]);

    // The price saved again, another price, and a tick: nothing more.
    expect((await studio.put('/creator/settings/price', { amountCents: 400 })).status).toBe(200);
    expect((await studio.put('/creator/settings/price', { amountCents: 600 })).status).toBe(200);
    await runDigestTick(t.app.deps);
    expect(await noticesOf(reader.id)).toHaveLength(1);
    expect(mailsTo(reader.email)).toHaveLength(1);
    expect(await noticesOf(canceledThemselves.id)).toEqual([]);
  });

  it('tells them once when the payout account turns active, by the webhook and the studio’s refresh', async () => {
    const studio = await creator(500, 'details_needed');
    const reader = await freeBetaListener(studio.userId);

    await verifyAtStripe(studio);
    await settledNotice(reader.id, 'sent');
    const refreshed = await studio.post('/creator/payouts/refresh');
    expect(refreshed.body).toMatchObject({ state: 'active', paid: true });
    // The account's state again, as Stripe sends it when anything else about the account changes.
    await verifyAtStripe(studio);
    await runDigestTick(t.app.deps);

    expect(await noticesOf(reader.id)).toHaveLength(1);
    const mails = mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('$5.00/month after a 14-day free trial');
  });

  it('sends a notice the write never queued (a crash after its commit) from the tick, once', async () => {
    const studio = await creator(500, 'active');
    const reader = await freeBetaListener(studio.userId);
    // Ended as the rule ends it, with no job queued.
    const accessUntil = new Date(Date.now() + 9 * DAY);
    await db()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, endedReason: 'channel_paid', currentPeriodEnd: accessUntil })
      .where(eq(subscriptions.subscriberId, reader.id));

    expect((await runDigestTick(t.app.deps)).notices).toBeGreaterThanOrEqual(1);
    const notice = await settledNotice(reader.id, 'sent');
    expect(mailsTo(reader.email)).toHaveLength(1);
    await runDigestTick(t.app.deps);
    expect(await noticesOf(reader.id)).toEqual([notice]);
    expect(mailsTo(reader.email)).toHaveLength(1);
  });

  it('queues again a notice left pending, and skips one whose listener continued already', async () => {
    const studio = await creator(500, 'active');
    const reader = await freeBetaListener(studio.userId);
    const continued = await freeBetaListener(studio.userId);
    const accessUntil = new Date(Date.now() + 9 * DAY);
    await db()
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, endedReason: 'channel_paid', currentPeriodEnd: accessUntil })
      .where(eq(subscriptions.creatorId, studio.userId));
    const longAgo = new Date(Date.now() - 3 * 60 * 60_000);
    for (const who of [reader, continued]) {
      const row = await rowOf(who.id, studio.userId);
      await db()
        .insert(mailDeliveries)
        .values({
          userId: who.id,
          kind: 'free_beta_end',
          dedupeKey: freeBetaEndDedupeKey(row.id, accessUntil),
          messageId: `<${randomUUID()}@podbrief.test>`,
          status: 'pending',
          updatedAt: longAgo,
        });
    }
    // This one started the channel's trial in Checkout before the notice went out.
    await db()
      .update(subscriptions)
      .set({
        provider: 'stripe',
        stripeSubscriptionId: `sub_continued_${randomUUID()}`,
        billingStatus: 'trialing',
      })
      .where(eq(subscriptions.subscriberId, continued.id));

    expect((await runDigestTick(t.app.deps)).retried).toBeGreaterThanOrEqual(2);
    await settledNotice(reader.id, 'sent');
    expect((await settledNotice(continued.id, 'skipped')).lastError).toBe('the listener continued already');
    expect(mailsTo(reader.email)).toHaveLength(1);
    expect(mailsTo(continued.email)).toEqual([]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the rule run twice at once on PostgreSQL', () => {
  it('ends each subscription in one run and mails its listener once', async () => {
    // Active at Stripe too: the studio's refresh in the race reads it from there.
    const studio = await creator(0, 'details_needed');
    await verifyAtStripe(studio);
    const readers: { id: string; email: string }[] = [];
    for (let i = 0; i < 3; i += 1) readers.push(await freeBetaListener(studio.userId));
    // Periods that end tomorrow: each run's end is "7 days from its own now", so two runs that both ended a
    // row would name two different ends, and two notices.
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + DAY) })
      .where(eq(subscriptions.creatorId, studio.userId));

    // A transaction on a connection of its own (not the app's pool) holds the channel's subscriptions, so
    // both price saves reach the rule and wait there; another connection watches them wait.
    const holder = new pg.Client({ connectionString: t.testDb.url! });
    const watcher = new pg.Client({ connectionString: t.testDb.url! });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select id from subscriptions where creator_id = $1 for update', [studio.userId]);
      const saves = Promise.all([
        studio.put('/creator/settings/price', { amountCents: 400 }),
        studio.put('/creator/settings/price', { amountCents: 400 }),
        studio.post('/creator/payouts/refresh'),
      ]);
      await waitFor(
        async () => {
          // The rule's select of the subscriptions (this view cuts its text before "for update"): the
          // first waits for the holder, the next for the first.
          const result = await watcher.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'
               and query like 'select "id", "subscriber_id", "creator_id", "status",%'`,
          );
          return (result.rows[0]?.waiting ?? 0) >= 2;
        },
        { what: 'both price saves waiting for the subscriptions', timeoutMs: 30_000 },
      );
      await holder.query('commit');
      const [first, second, refresh] = await saves;
      expect([first.status, second.status, refresh.status]).toEqual([200, 200, 200]);
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }

    for (const reader of readers) {
      const row = await rowOf(reader.id, studio.userId);
      expect(row).toMatchObject({ cancelAtPeriodEnd: true, endedReason: 'channel_paid' });
      const notice = await settledNotice(reader.id, 'sent');
      expect(notice.dedupeKey).toBe(freeBetaEndDedupeKey(row.id, row.currentPeriodEnd));
    }
    await runDigestTick(t.app.deps);
    for (const reader of readers) {
      expect(await noticesOf(reader.id)).toHaveLength(1);
      expect(mailsTo(reader.email)).toHaveLength(1);
    }
  }, 120_000);
});
