import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../clock';
import { channelPrices, mailDeliveries, payoutAccounts, subscriptions } from '../../../db/schema';
import { JOBS_SCHEMA } from '../../../jobs/pg-boss-queue';
import { PRICE_CHANGE_APPLY_QUEUE, PRICE_CHANGE_NOTICE_QUEUE } from '../price-change-queue';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { STRIPE_API_VERSION, stripeAddress } from '../stripe-client';
import { insertProfile, insertSubscription } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { queuedJobs } from '../../../testing/queued-jobs';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtp-sink';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';
import { planPriceChange } from './schedule';

/**
 * A creator's new price reaching existing subscribers (ADR 213), over real HTTP against the real local
 * Stripe and a real SMTP server: the price save queues the notice, the notice mails each paying
 * subscriber and schedules their switch, the switch moves the Stripe item. Webhooks are not delivered
 * here: rows are written as the worker would write them.
 */
const DAY = 86_400_000;
const clock = new ManualClock(new Date());
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;
let sink: SmtpSink;
let t: TestApp;
let beta: TestApp;
let creator: TestClient;
let emails = 0;
const listener = () => signIn(t, `price${++emails}-${Date.now()}@example.test`, `Listener ${emails}`);

const utcDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);

interface Paying {
  client: TestClient;
  email: string;
  rowId: string;
  stripeId: string;
  periodEnd: Date;
}

/** A listener who went through Checkout, with the row the worker writes for what Stripe confirmed. */
async function payingListener(
  oldPriceId: string,
  state: {
    billingStatus: 'trialing' | 'active';
    periodEnd: Date;
    cancelAtPeriodEnd?: boolean;
    status?: string;
  },
): Promise<Paying> {
  const client = await listener();
  const res = await client.post('/payments/checkout', { creatorId: creator.userId });
  expect(res.status).toBe(201);
  const sessionId = new URL(res.body.url).pathname.split('/').pop()!;
  await fetch(`${local.url}/checkout/${sessionId}/complete`, { method: 'POST', redirect: 'manual' });
  const stripeId = String(local.ledger.checkoutSessions.get(sessionId)!.subscription);
  const now = clock.now();
  const rows = await t.app.deps.db
    .insert(subscriptions)
    .values({
      subscriberId: client.userId,
      creatorId: creator.userId,
      status: state.status ?? 'active',
      planName: 'Paid',
      provider: 'stripe',
      amount: 500,
      currency: 'usd',
      startDate: new Date(now.getTime() - DAY),
      currentPeriodStart: new Date(now.getTime() - DAY),
      currentPeriodEnd: state.periodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
      stripeSubscriptionId: stripeId,
      stripePriceId: oldPriceId,
      billingStatus: state.billingStatus,
      trialEnd: state.billingStatus === 'trialing' ? state.periodEnd : null,
      hasPaymentMethod: true,
      accessUntil: new Date(state.periodEnd.getTime() + DAY),
    })
    .returning({ id: subscriptions.id });
  const found = await t.app.deps.db.execute(sql`select email from profiles where id = ${client.userId}`);
  const email = (found as unknown as { rows: { email: string }[] }).rows[0]!.email;
  return { client, email, rowId: rows[0]!.id, stripeId, periodEnd: state.periodEnd };
}

async function priceDeliveries() {
  return t.app.deps.db
    .select({ userId: mailDeliveries.userId, status: mailDeliveries.status, key: mailDeliveries.dedupeKey })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.kind, 'price_change'));
}

/** Waits until every job of the queue has finished (completed or failed for good). */
async function queueSettled(app: TestApp, queue: string, count: number) {
  return waitFor(
    async () => {
      const jobs = await queuedJobs(app.app.deps.db, queue);
      return jobs.length >= count && jobs.every((job) => ['completed', 'failed'].includes(job.state))
        ? jobs
        : undefined;
    },
    { what: `the ${queue} jobs to finish`, timeoutMs: 45_000, intervalMs: 200 },
  );
}

async function priceIdOf(amount: number): Promise<string> {
  const [row] = await t.app.deps.db
    .select({ id: channelPrices.stripePriceId })
    .from(channelPrices)
    .where(and(eq(channelPrices.creatorId, creator.userId), eq(channelPrices.amount, amount)));
  return row!.id;
}

let trialing: Paying;
let active: Paying;
let canceling: Paying;
let ended: Paying;
let newPriceId = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  local = await startLocalStripe({
    port: 0,
    appUrl: `http://127.0.0.1:${await freePort()}`,
    webhookSecret: 'whsec_price_test',
    retryDelaysMs: [],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
  t = await startTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_price_test',
      STRIPE_API_URL: local.url,
      PLATFORM_FEE_PERCENT: '10',
      TRIAL_DAYS: '14',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Podbrief <mail@podbrief.test>',
    },
  });
  beta = await startTestApp();

  creator = await signIn(t, `creator-${Date.now()}@example.test`, 'Price Creator');
  expect((await creator.post('/creator/become')).status).toBe(200);
  expect((await creator.put('/creator/settings', { channelName: 'Deep Talks' })).status).toBe(200);
  expect((await creator.put('/creator/settings/price', { amountCents: 500 })).status).toBe(200);
  const account = await stripe.accounts.create({ type: 'express' });
  await t.app.deps.db.insert(payoutAccounts).values({
    creatorId: creator.userId,
    stripeAccountId: account.id,
    state: 'active',
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
  });
  const now = clock.now().getTime();
  // The first paying listener's Checkout makes the $5.00 price.
  const first = await listener();
  await first.post('/payments/checkout', { creatorId: creator.userId });
  const oldPriceId = await priceIdOf(500);
  trialing = await payingListener(oldPriceId, {
    billingStatus: 'trialing',
    periodEnd: new Date(now + 14 * DAY),
  });
  active = await payingListener(oldPriceId, { billingStatus: 'active', periodEnd: new Date(now + 40 * DAY) });
  canceling = await payingListener(oldPriceId, {
    billingStatus: 'active',
    periodEnd: new Date(now + 20 * DAY),
    cancelAtPeriodEnd: true,
  });
  ended = await payingListener(oldPriceId, {
    billingStatus: 'active',
    periodEnd: new Date(now + 20 * DAY),
    status: 'canceled',
  });
  const free = await insertProfile(t.app.deps.db);
  await insertSubscription(t.app.deps.db, free.id, creator.userId, 'active', clock.now());
  // Saving $5.00 found nobody on another price: no mail so far.
  await queueSettled(t, PRICE_CHANGE_NOTICE_QUEUE, 1);
  expect(await priceDeliveries()).toEqual([]);
}, 120_000);

afterAll(async () => {
  await beta?.close();
  await t?.close();
  await local?.close();
  await sink?.close();
});

describe('saving a new price with payments on', () => {
  it('mails each paying subscriber once, with both prices and the date, and none of the others', async () => {
    expect((await creator.put('/creator/settings/price', { amountCents: 700 })).status).toBe(200);
    const mails = await waitFor(
      () => {
        const got = [trialing, active].map((paying) => sink.to(paying.email));
        return got.every((list) => list.length === 1) ? got.flat() : undefined;
      },
      { what: 'the two price-change mails', timeoutMs: 45_000, intervalMs: 200 },
    );
    newPriceId = await priceIdOf(700);

    // The trial ends inside the notice: the new price applies from the renewal a month after it.
    const trialPlan = planPriceChange(trialing.periodEnd, clock.now());
    expect(trialPlan.effectiveAt.getTime()).toBeGreaterThan(trialing.periodEnd.getTime());
    const [trialMail, activeMail] = mails;
    expect(trialMail!.parsed.subject).toBe(
      `The price of Deep Talks changes on ${utcDate(trialPlan.effectiveAt)}`,
    );
    expect(trialMail!.parsed.text).toContain(
      `The price of Deep Talks changes from $5.00 to $7.00 per month from ${utcDate(trialPlan.effectiveAt)}. You can cancel before then and never pay the new price.`,
    );
    expect(trialMail!.parsed.html).toContain('/subscriber/subscriptions');
    // The active one renews 40 days from now: that renewal is the first one after the notice.
    expect(activeMail!.parsed.text).toContain(`per month from ${utcDate(active.periodEnd)}.`);

    await queueSettled(t, PRICE_CHANGE_NOTICE_QUEUE, 2);
    const deliveries = await priceDeliveries();
    expect(deliveries.map((row) => row.userId).sort()).toEqual(
      [trialing.client.userId, active.client.userId].sort(),
    );
    expect(deliveries.map((row) => row.key).sort()).toEqual(
      [`price_change:${trialing.rowId}:${newPriceId}`, `price_change:${active.rowId}:${newPriceId}`].sort(),
    );
    expect(sink.to(canceling.email)).toEqual([]);
    expect(sink.to(ended.email)).toEqual([]);
  });

  it('schedules each switch just before the renewal the mail named, after the old renewals are billed', async () => {
    const result = await t.app.deps.db.execute(
      sql`select data, start_after from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${PRICE_CHANGE_APPLY_QUEUE}`,
    );
    const jobs = (
      result as unknown as {
        rows: { data: { subscriptionId: string; stripePriceId: string }; start_after: Date }[];
      }
    ).rows;
    expect(jobs.map((job) => job.data.subscriptionId).sort()).toEqual([trialing.rowId, active.rowId].sort());
    for (const paying of [trialing, active]) {
      const job = jobs.find((row) => row.data.subscriptionId === paying.rowId)!;
      expect(job.data.stripePriceId).toBe(newPriceId);
      const plan = planPriceChange(paying.periodEnd, clock.now());
      const startAfter = new Date(job.start_after).getTime();
      // The queue counts from the database's clock; the test clock started at the real time.
      expect(Math.abs(startAfter - plan.applyAt.getTime())).toBeLessThan(10 * 60_000);
      expect(startAfter).toBeLessThan(plan.effectiveAt.getTime());
    }
    // The trial's end (a renewal at the old price) comes first: the switch waits until after it.
    const trialJob = jobs.find((row) => row.data.subscriptionId === trialing.rowId)!;
    expect(new Date(trialJob.start_after).getTime()).toBeGreaterThan(trialing.periodEnd.getTime());
  });
});

describe('the switch', () => {
  it('moves the Stripe item to the new price without proration and leaves the row to the worker', async () => {
    const before = await stripe.subscriptions.retrieve(trialing.stripeId);
    expect(before.items.data[0]!.price.id).not.toBe(newPriceId);
    await t.app.deps.jobs.send(PRICE_CHANGE_APPLY_QUEUE, {
      subscriptionId: trialing.rowId,
      stripePriceId: newPriceId,
    });
    const after = await waitFor(
      async () => {
        const remote = await stripe.subscriptions.retrieve(trialing.stripeId);
        return remote.items.data[0]!.price.id === newPriceId ? remote : undefined;
      },
      { what: 'the Stripe item on the new price', timeoutMs: 45_000, intervalMs: 200 },
    );
    expect(after.items.data[0]!.price.unit_amount).toBe(700);
    expect(after.items.data[0]!.current_period_end).toBe(before.items.data[0]!.current_period_end);
    const [row] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, trialing.rowId));
    expect(row).toMatchObject({ amount: 500, stripePriceId: before.items.data[0]!.price.id });
  });

  it('skips a price the creator changed again: the later change has its own switch', async () => {
    expect((await creator.put('/creator/settings/price', { amountCents: 800 })).status).toBe(200);
    const before = await stripe.subscriptions.retrieve(active.stripeId);
    const id = await t.app.deps.jobs.send(PRICE_CHANGE_APPLY_QUEUE, {
      subscriptionId: active.rowId,
      stripePriceId: newPriceId,
    });
    await waitFor(
      async () => {
        const job = (await queuedJobs(t.app.deps.db, PRICE_CHANGE_APPLY_QUEUE)).find((j) => j.id === id);
        return job?.state === 'completed' ? job : undefined;
      },
      { what: 'the superseded switch to finish', timeoutMs: 45_000, intervalMs: 200 },
    );
    const after = await stripe.subscriptions.retrieve(active.stripeId);
    expect(after.items.data[0]!.price.id).toBe(before.items.data[0]!.price.id);
    expect(after.items.data[0]!.price.id).not.toBe(newPriceId);
  });
});

describe('saving a new price with payments off', () => {
  it('queues no notice and mails nobody', async () => {
    const maker = await signIn(beta, `beta-creator-${Date.now()}@example.test`, 'Beta Creator');
    expect((await maker.post('/creator/become')).status).toBe(200);
    expect((await maker.put('/creator/settings', { channelName: 'Free Talks' })).status).toBe(200);
    const free = await insertProfile(beta.app.deps.db);
    await insertSubscription(beta.app.deps.db, free.id, maker.userId, 'active', clock.now());
    expect((await maker.put('/creator/settings/price', { amountCents: 900 })).status).toBe(200);
    expect(await queuedJobs(beta.app.deps.db, PRICE_CHANGE_NOTICE_QUEUE)).toEqual([]);
    expect(
      await beta.app.deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.kind, 'price_change')),
    ).toEqual([]);
  });
});
