import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { payoutAccounts, subscriptions } from '../../db/schema';
import { startLocalStripe } from '../../local/stripe/local-stripe';
import { STRIPE_API_VERSION, stripeAddress } from '../billing';
import { insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { type FakeHttpServer, startFakeHttpServer } from '../../testing/fake-http-server';
import { signIn } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';

/**
 * Issues 38 and 39, the listener's billing journeys, over real HTTP against the real local Stripe (ADR 210):
 * a free-beta subscription of a channel that turns paid (ADR 226), a cardless trial that ran out, and a
 * cancel taken back (ADR 227). Webhooks go to a server that drops them:
 * where a test needs what the worker writes, it writes the row as the worker would.
 */
const DAY = 86_400_000;
const clock = new ManualClock(new Date());
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;
let webhooks: FakeHttpServer;
let t: TestApp;
let beta: TestApp;
let people = 0;
const listener = (app = t) =>
  signIn(app, `journey${++people}-${Date.now()}@example.test`, `Listener ${people}`);

/** A creator whose channel is paid: a price and an active Express account at the local Stripe. */
async function paidCreator(price = 500) {
  const creator = await insertCreator(t.app.deps.db, { price });
  const account = await stripe.accounts.create({ type: 'express' });
  await t.app.deps.db.insert(payoutAccounts).values({
    creatorId: creator.id,
    stripeAccountId: account.id,
    state: 'active',
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
  });
  return creator;
}

const rowOf = async (subscriberId: string, creatorId: string) => {
  const [row] = await t.app.deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId)));
  return row!;
};

const sessionOf = (url: string) =>
  local.ledger.checkoutSessions.get(new URL(url).pathname.split('/').pop()!)!;

/** Presses a button of the local Stripe's onboarding page, as the browser's form post does. */
async function finishOnboarding(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'complete' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

/** A creator made through the studio's own routes: a channel, a price, payouts not set up (so it is free). */
async function studioCreator(price: number) {
  const client = await signIn(t, `studio${++people}-${Date.now()}@example.test`, 'Studio Creator');
  await client.post('/creator/become');
  await client.put('/creator/settings', { channelName: `Turning Paid ${people}` });
  expect((await client.put('/creator/settings/price', { amountCents: price })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  webhooks = await startFakeHttpServer(() => ({ body: { received: true } }));
  local = await startLocalStripe({
    port: 0,
    appUrl: webhooks.origin,
    webhookSecret: 'whsec_journeys_test',
    retryDelaysMs: [],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
  [t, beta] = await Promise.all([
    startTestApp({
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_journeys_test',
        STRIPE_API_URL: local.url,
        TRIAL_DAYS: '14',
      },
    }),
    startTestApp({ clock }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), beta?.close()]);
  await local?.close();
  await webhooks?.close();
});

describe(`a free-beta subscription of a channel that turns paid, ADR 226 (${testDatabaseKindLabel()})`, () => {
  it('reads to the end of its period when the payout account turns active, then continues in Checkout', async () => {
    const creator = await studioCreator(300);
    const reader = await listener();
    const subscribed = await reader.post('/subscriptions', { creatorId: creator.userId });
    expect(subscribed.status).toBe(201);
    const periodEnd = subscribed.body.currentPeriodEnd as string;

    // The creator finishes onboarding; the studio's refresh reads the account from Stripe: the channel is paid.
    const { url } = (await creator.post('/creator/payouts/onboarding')).body;
    await finishOnboarding(url);
    // The refresh observes the account at the app's clock: bring it past the account's making at Stripe.
    clock.advance(Math.max(0, Date.now() - clock.now().getTime()) + 2000);
    expect((await creator.post('/creator/payouts/refresh')).body).toMatchObject({
      state: 'active',
      paid: true,
    });

    const [card] = (await reader.get('/subscriptions')).body.items;
    expect(card).toMatchObject({
      active: true,
      cancelAtPeriodEnd: true,
      canceledAt: null,
      endingReason: 'channel_paid',
      currentPeriodEnd: periodEnd,
      resubscribeAvailableAt: null,
    });
    const channel = (await reader.get(`/channels/${creator.userId}`)).body.channel;
    expect(channel.price.paid).toBe(true);
    expect(channel.viewer).toMatchObject({
      isSubscribed: true,
      endingReason: 'channel_paid',
      trialUsed: false,
      resubscribeAvailableAt: null,
    });

    // Still reading now; once its period is over no monthly roll-over keeps it going.
    await t.app.deps.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(clock.now().getTime() - 1000) })
      .where(eq(subscriptions.subscriberId, reader.userId));
    const after = (await reader.get('/subscriptions')).body.items[0];
    expect(after).toMatchObject({ active: false, status: 'canceled', resubscribeAvailableAt: null });

    // It continues through Checkout with the cardless trial and no 30-day wait.
    const checkout = await reader.post('/payments/checkout', { creatorId: creator.userId });
    expect(checkout.status).toBe(201);
    expect(sessionOf(checkout.body.url).subscription_data).toMatchObject({ trial_period_days: 14 });
    // The free subscribe of the paid channel stays refused.
    const free = await reader.post('/subscriptions', { creatorId: creator.userId });
    expect([free.status, free.body.error.code]).toEqual([409, 'checkout_required']);
  });

  it('gives a week at least when the period ends sooner, and may start the trial while still reading', async () => {
    // A free channel (no price) whose payout account is active already: saving a price makes it paid.
    const creator = await studioCreator(0);
    const account = await stripe.accounts.create({ type: 'express' });
    await t.app.deps.db
      .insert(payoutAccounts)
      .values({ creatorId: creator.userId, stripeAccountId: account.id, state: 'active' });
    const reader = await listener();
    await insertSubscription(t.app.deps.db, reader.userId, creator.userId, 'active', clock.now());
    // The period ends tomorrow.
    await t.app.deps.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(clock.now().getTime() + DAY) })
      .where(eq(subscriptions.subscriberId, reader.userId));
    const other = await listener();
    await insertSubscription(t.app.deps.db, other.userId, creator.userId, 'canceled_in_period', clock.now());
    const otherBefore = await rowOf(other.userId, creator.userId);

    expect((await creator.put('/creator/settings/price', { amountCents: 400 })).status).toBe(200);

    const row = await rowOf(reader.userId, creator.userId);
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, endedReason: 'channel_paid', canceledAt: null });
    expect(row.currentPeriodEnd.getTime()).toBe(clock.now().getTime() + 7 * DAY);
    // A listener who had canceled on their own keeps their own end, and their wait.
    expect(await rowOf(other.userId, creator.userId)).toEqual(otherBefore);

    // Taking back an end the listener did not choose is not offered: it continues in Checkout.
    const resume = await reader.post('/subscriptions/resume', { subscriptionId: row.id });
    expect([resume.status, resume.body.error.code]).toEqual([409, 'checkout_required']);
    const checkout = await reader.post('/payments/checkout', { creatorId: creator.userId });
    expect(checkout.status).toBe(201);
  });

  it('changes nothing while payments are off or the channel stays free', async () => {
    const creator = await studioCreator(300);
    const reader = await listener();
    await reader.post('/subscriptions', { creatorId: creator.userId });
    const before = await rowOf(reader.userId, creator.userId);
    expect((await creator.put('/creator/settings/price', { amountCents: 900 })).status).toBe(200);
    expect(await rowOf(reader.userId, creator.userId)).toMatchObject({
      cancelAtPeriodEnd: false,
      endedReason: null,
      currentPeriodEnd: before.currentPeriodEnd,
    });
  });
});

describe('a cardless trial that ran out, ADR 227', () => {
  /** What the worker writes when Stripe ends a trial without a card (never canceled by the listener). */
  async function endedTrial(subscriberId: string, creatorId: string, canceledByListener: boolean) {
    const ended = new Date(clock.now().getTime() - DAY);
    await t.app.deps.db.insert(subscriptions).values({
      subscriberId,
      creatorId,
      status: 'canceled',
      planName: 'Monthly subscription',
      provider: 'stripe',
      amount: 500,
      currency: 'USD',
      startDate: new Date(ended.getTime() - 14 * DAY),
      currentPeriodStart: new Date(ended.getTime() - 14 * DAY),
      currentPeriodEnd: ended,
      cancelAtPeriodEnd: canceledByListener,
      canceledAt: ended,
      stripeSubscriptionId: `sub_test_${crypto.randomUUID()}`,
      billingStatus: 'canceled',
      trialEnd: ended,
      accessUntil: ended,
      endedReason: 'trial_ended',
      createdAt: ended,
      updatedAt: ended,
    });
  }

  it('is continued by paying at once: no wait, no second trial, and the page says so', async () => {
    const creator = await paidCreator(500);
    const reader = await listener();
    await endedTrial(reader.userId, creator.id, false);

    const [card] = (await reader.get('/subscriptions')).body.items;
    expect(card).toMatchObject({ active: false, resubscribeAvailableAt: null });
    expect(card.billing.endedReason).toBe('trial_ended');
    const channel = (await reader.get(`/channels/${creator.id}`)).body.channel;
    expect(channel.viewer).toMatchObject({
      isSubscribed: false,
      trialUsed: true,
      resubscribeAvailableAt: null,
    });

    const checkout = await reader.post('/payments/checkout', { creatorId: creator.id });
    expect(checkout.status).toBe(201);
    const session = sessionOf(checkout.body.url);
    expect(session.payment_method_collection).toBe('always');
    expect(session.subscription_data).toMatchObject({ trial_period_days: null });
  });

  it('keeps the 30-day wait for a trial the listener canceled themselves', async () => {
    const creator = await paidCreator(500);
    const reader = await listener();
    await endedTrial(reader.userId, creator.id, true);
    const checkout = await reader.post('/payments/checkout', { creatorId: creator.id });
    expect([checkout.status, checkout.body.error.code]).toEqual([422, 'resubscribe_too_soon']);
  });

  it('tells the report teaser that Checkout charges at once', async () => {
    const creator = await paidCreator(500);
    const reader = await listener();
    await endedTrial(reader.userId, creator.id, false);
    const report = await insertReport(t.app.deps.db, creator.id);
    const teaser = await reader.get(`/reports/${report.id}`);
    expect(teaser.body).toMatchObject({ access: 'teaser', subscribe: { paid: true, trialUsed: true } });
  });
});

describe('Resume subscription, ADR 227', () => {
  it('takes back a free-beta cancel before the period ends, for its owner only', async () => {
    const creator = await insertCreator(beta.app.deps.db);
    const reader = await listener(beta);
    const made = await reader.post('/subscriptions', { creatorId: creator.id });
    const id = made.body.id as string;

    const notCanceled = await reader.post('/subscriptions/resume', { subscriptionId: id });
    expect([notCanceled.status, notCanceled.body.error.code]).toEqual([409, 'subscription_not_canceled']);
    await reader.post('/subscriptions/cancel', { subscriptionId: id });

    const stranger = await listener(beta);
    const theirs = await stranger.post('/subscriptions/resume', { subscriptionId: id });
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'subscription_not_found']);
    expect((await reader.post('/subscriptions/resume', {})).body.error.code).toBe('subscription_id_required');

    const resumed = await reader.post('/subscriptions/resume', { subscriptionId: id });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      resubscribeAvailableAt: null,
      currentPeriodEnd: made.body.currentPeriodEnd,
    });
    // Renewing again: the cancel can be made anew.
    expect((await reader.post('/subscriptions/cancel', { subscriptionId: id })).status).toBe(200);
  });

  it('refuses once the period is over, and when the freed trial slot was taken meanwhile', async () => {
    const reader = await listener(beta);
    const creators = await Promise.all(Array.from({ length: 6 }, () => insertCreator(beta.app.deps.db)));
    const ids: string[] = [];
    for (const creator of creators.slice(0, 5))
      ids.push((await reader.post('/subscriptions', { creatorId: creator.id })).body.id);
    await reader.post('/subscriptions/cancel', { subscriptionId: ids[0] });
    expect((await reader.post('/subscriptions', { creatorId: creators[5]!.id })).status).toBe(201);

    const full = await reader.post('/subscriptions/resume', { subscriptionId: ids[0] });
    expect([full.status, full.body.error.code]).toEqual([422, 'trial_limit_reached']);
    const [row] = await beta.app.deps.db.select().from(subscriptions).where(eq(subscriptions.id, ids[0]!));
    expect(row!.cancelAtPeriodEnd).toBe(true);

    const past = clock.now().getTime() - DAY;
    await beta.app.deps.db
      .update(subscriptions)
      .set({
        startDate: new Date(past - 31 * DAY),
        currentPeriodStart: new Date(past - 31 * DAY),
        currentPeriodEnd: new Date(past),
      })
      .where(eq(subscriptions.id, ids[0]!));
    const over = await reader.post('/subscriptions/resume', { subscriptionId: ids[0] });
    expect([over.status, over.body.error.code]).toEqual([409, 'subscription_ended']);
  });

  it('takes back a paid cancel in Stripe first (cancel_at_period_end back to false)', async () => {
    const creator = await paidCreator();
    const reader = await listener();
    const res = await reader.post('/payments/checkout', { creatorId: creator.id });
    const sessionId = new URL(res.body.url).pathname.split('/').pop()!;
    await fetch(`${local.url}/checkout/${sessionId}/complete`, { method: 'POST', redirect: 'manual' });
    const stripeId = String(local.ledger.checkoutSessions.get(sessionId)!.subscription);
    const trialEnd = new Date(local.ledger.subscriptions.get(stripeId)!.trial_end! * 1000);
    await t.app.deps.db.insert(subscriptions).values({
      subscriberId: reader.userId,
      creatorId: creator.id,
      status: 'active',
      planName: 'Monthly subscription',
      provider: 'stripe',
      amount: 500,
      currency: 'USD',
      startDate: clock.now(),
      currentPeriodStart: clock.now(),
      currentPeriodEnd: trialEnd,
      stripeSubscriptionId: stripeId,
      billingStatus: 'trialing',
      trialEnd,
      accessUntil: trialEnd,
    });
    const { id } = await rowOf(reader.userId, creator.id);
    expect((await reader.post('/subscriptions/cancel', { subscriptionId: id })).status).toBe(200);
    expect(local.ledger.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(true);

    const resumed = await reader.post('/subscriptions/resume', { subscriptionId: id });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ active: true, cancelAtPeriodEnd: false, canceledAt: null });
    expect(local.ledger.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(false);
    expect(await rowOf(reader.userId, creator.id)).toMatchObject({
      cancelAtPeriodEnd: false,
      accessUntil: trialEnd,
    });
  });

  it('answers 502 and changes nothing when Stripe cannot take the cancel back', async () => {
    const creator = await paidCreator();
    const reader = await listener();
    const end = new Date(clock.now().getTime() + 5 * DAY);
    await t.app.deps.db.insert(subscriptions).values({
      subscriberId: reader.userId,
      creatorId: creator.id,
      status: 'active',
      planName: 'Monthly subscription',
      provider: 'stripe',
      amount: 500,
      currency: 'USD',
      startDate: clock.now(),
      currentPeriodStart: clock.now(),
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
      canceledAt: clock.now(),
      stripeSubscriptionId: 'sub_not_at_stripe_resume',
      billingStatus: 'active',
      accessUntil: end,
    });
    const before = await rowOf(reader.userId, creator.id);
    const res = await reader.post('/subscriptions/resume', { subscriptionId: before.id });
    expect([res.status, res.body.error.code]).toEqual([502, 'payment_provider_unavailable']);
    expect(await rowOf(reader.userId, creator.id)).toEqual(before);
  });
});

describe('a new start after an end the listener did not choose', () => {
  it('forgets why the last one ended: a channel free again starts a plain free-beta subscription', async () => {
    const creator = await studioCreator(0);
    const account = await stripe.accounts.create({ type: 'express' });
    await t.app.deps.db
      .insert(payoutAccounts)
      .values({ creatorId: creator.userId, stripeAccountId: account.id, state: 'active' });
    const reader = await listener();
    await reader.post('/subscriptions', { creatorId: creator.userId });
    await creator.put('/creator/settings/price', { amountCents: 400 });
    expect(await rowOf(reader.userId, creator.userId)).toMatchObject({ endedReason: 'channel_paid' });

    // The creator makes the channel free again; the listener subscribes anew, with no wait.
    await creator.put('/creator/settings/price', { amountCents: 0 });
    const again = await reader.post('/subscriptions', { creatorId: creator.userId });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ cancelAtPeriodEnd: false, endingReason: null });
    expect(await rowOf(reader.userId, creator.userId)).toMatchObject({ endedReason: null });
  });
});

describe(`a resume racing a subscribe for the one freed trial slot (${testDatabaseKindLabel()})`, () => {
  it('lets exactly one of them take it', async () => {
    const reader = await listener(beta);
    const creators = await Promise.all(Array.from({ length: 6 }, () => insertCreator(beta.app.deps.db)));
    const ids: string[] = [];
    for (const creator of creators.slice(0, 5))
      ids.push((await reader.post('/subscriptions', { creatorId: creator.id })).body.id);
    await reader.post('/subscriptions/cancel', { subscriptionId: ids[0] });

    const [resumed, subscribed] = await Promise.all([
      reader.post('/subscriptions/resume', { subscriptionId: ids[0] }),
      reader.post('/subscriptions', { creatorId: creators[5]!.id }),
    ]);
    const won = [resumed.status === 200, subscribed.status === 201].filter(Boolean);
    expect(won).toHaveLength(1);
    const lost = resumed.status === 200 ? subscribed : resumed;
    expect([lost.status, lost.body.error.code]).toEqual([422, 'trial_limit_reached']);
    expect((await reader.get('/subscriptions/trial-usage')).body).toMatchObject({ used: 5, remaining: 0 });
  });
});
