import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../clock';
import {
  channelPrices,
  checkoutSessions,
  payoutAccounts,
  stripeCustomers,
  subscriptions,
} from '../../../db/schema';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { STRIPE_API_VERSION, stripeAddress } from '../stripe-client';
import { insertCreator, insertSubscription } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { anonymousClient, signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';

/**
 * The listener's Checkout, its status, the customer portal and a paid subscription's cancel, over real HTTP
 * against the real local Stripe (ADR 210). Webhooks are not delivered here (the worker has its own tests):
 * where a test needs what the worker writes, it writes the row as the worker would.
 */
const DAY = 86_400_000;
const clock = new ManualClock(new Date());
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;
let t: TestApp;
let beta: TestApp;
let emails = 0;
const listener = (app = t) => signIn(app, `paying${++emails}-${Date.now()}@example.test`, `Payer ${emails}`);

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
  return { ...creator, accountId: account.id };
}

/** What the webhook worker writes for a trialing subscription Stripe confirmed. */
async function writePaidRow(
  subscriberId: string,
  creatorId: string,
  stripeSubscriptionId: string,
  options: { accessUntil?: Date; status?: string } = {},
) {
  const now = clock.now();
  const trialEnd = options.accessUntil ?? new Date(now.getTime() + 14 * DAY);
  await t.app.deps.db.insert(subscriptions).values({
    subscriberId,
    creatorId,
    status: 'active',
    planName: 'Paid',
    provider: 'stripe',
    amount: 500,
    currency: 'usd',
    startDate: new Date(trialEnd.getTime() - 30 * DAY),
    currentPeriodStart: new Date(trialEnd.getTime() - 30 * DAY),
    currentPeriodEnd: trialEnd,
    stripeSubscriptionId,
    billingStatus: options.status ?? 'trialing',
    trialEnd,
    accessUntil: trialEnd,
    createdAt: now,
    updatedAt: now,
  });
}

async function sessionRows(subscriberId: string) {
  return t.app.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.subscriberId, subscriberId));
}

beforeAll(async () => {
  // Nothing listens where the local Stripe posts its events: this file tests what the redirect does not do.
  local = await startLocalStripe({
    port: 0,
    appUrl: `http://127.0.0.1:${await freePort()}`,
    webhookSecret: 'whsec_payments_test',
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
      STRIPE_WEBHOOK_SECRET: 'whsec_payments_test',
      STRIPE_API_URL: local.url,
      PLATFORM_FEE_PERCENT: '12.5',
      TRIAL_DAYS: '14',
    },
  });
  beta = await startTestApp();
});
afterAll(async () => {
  await beta?.close();
  await t?.close();
  await local?.close();
});

describe('GET /api/payments/config', () => {
  it('tells anyone the paid mode: currency, trial days and the fee', async () => {
    const res = await anonymousClient(t).get('/payments/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 12.5 });
  });

  it('says the free beta, with nothing to charge, when payments are off', async () => {
    const res = await anonymousClient(beta).get('/payments/config');
    expect(res.body).toEqual({ enabled: false, currency: null, trialDays: null, platformFeePercent: null });
  });
});

describe('POST /api/payments/checkout', () => {
  it('refuses a visitor (401) and answers 404 payments_disabled in the beta', async () => {
    const creator = await insertCreator(t.app.deps.db);
    expect((await anonymousClient(t).post('/payments/checkout', { creatorId: creator.id })).status).toBe(401);
    const user = await listener(beta);
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('payments_disabled');
  });

  it("answers with subscribe's codes for a missing, own or unknown channel, and 409 for a free one", async () => {
    const user = await listener();
    expect((await user.post('/payments/checkout', {})).body.error.code).toBe('missing_required_fields');
    const self = await user.post('/payments/checkout', { creatorId: user.userId });
    expect([self.status, self.body.error.code]).toEqual([422, 'cannot_subscribe_to_self']);
    const unknown = await user.post('/payments/checkout', { creatorId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'creator_not_found']);
    const free = await insertCreator(t.app.deps.db, { price: 500 });
    const notPaid = await user.post('/payments/checkout', { creatorId: free.id });
    expect([notPaid.status, notPaid.body.error.code]).toEqual([409, 'channel_not_paid']);
    expect(await sessionRows(user.userId)).toHaveLength(0);
  });

  it('sends the listener to a Checkout with the cardless trial, the fee and the creator as destination', async () => {
    const creator = await paidCreator(700);
    const user = await listener();
    const res = await user.post('/payments/checkout', { creatorId: creator.id, inviteToken: 'tok123' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^${local.url}/checkout/cs_test_`));
    const [row] = await sessionRows(user.userId);
    expect(row).toMatchObject({ creatorId: creator.id, status: 'open' });
    const session = local.ledger.checkoutSessions.get(row!.id)!;
    const [customer] = await t.app.deps.db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.profileId, user.userId));
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customer!.stripeCustomerId,
      client_reference_id: user.userId,
      payment_method_collection: 'if_required',
      metadata: { podbrief_subscriber_id: user.userId, podbrief_creator_id: creator.id },
      success_url: `${t.baseUrl}/subscription/confirm?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.baseUrl}/channels/${creator.id}?invite=tok123`,
      subscription_data: {
        trial_period_days: 14,
        application_fee_percent: 12.5,
        transfer_data: { destination: creator.accountId },
        metadata: { podbrief_subscriber_id: user.userId, podbrief_creator_id: creator.id },
        missing_payment_method: 'cancel',
      },
    });
    expect(session.plan).toMatchObject({ unitAmount: 700, currency: 'usd', interval: 'month' });
    const prices = await t.app.deps.db
      .select()
      .from(channelPrices)
      .where(eq(channelPrices.creatorId, creator.id));
    expect(prices).toEqual([expect.objectContaining({ amount: 700, currency: 'usd' })]);
    expect(session.plan.priceId).toBe(prices[0]!.stripePriceId);

    // A second attempt reuses the customer, the product and the price.
    const again = await user.post('/payments/checkout', { creatorId: creator.id });
    expect(again.status).toBe(201);
    const second = local.ledger.checkoutSessions.get(new URL(again.body.url).pathname.split('/').pop()!)!;
    expect(second.customer).toBe(customer!.stripeCustomerId);
    expect(second.plan.priceId).toBe(prices[0]!.stripePriceId);
    expect(
      await t.app.deps.db.select().from(stripeCustomers).where(eq(stripeCustomers.profileId, user.userId)),
    ).toHaveLength(1);
  });

  it('sells at the newest price and keeps one product per channel', async () => {
    const creator = await paidCreator(300);
    const user = await listener();
    await user.post('/payments/checkout', { creatorId: creator.id });
    const { creatorSettings } = await import('../../../db/schema');
    await t.app.deps.db
      .update(creatorSettings)
      .set({ subscriptionPrice: 450 })
      .where(eq(creatorSettings.creatorId, creator.id));
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    const session = local.ledger.checkoutSessions.get(new URL(res.body.url).pathname.split('/').pop()!)!;
    expect(session.plan.unitAmount).toBe(450);
    const prices = await t.app.deps.db
      .select()
      .from(channelPrices)
      .where(eq(channelPrices.creatorId, creator.id));
    expect(prices.map((p) => p.amount).sort()).toEqual([300, 450]);
    expect(new Set(prices.map((p) => p.stripeProductId)).size).toBe(1);
  });

  it('refuses a listener already subscribed, and one inside the 30-day wait', async () => {
    const creator = await paidCreator();
    const user = await listener();
    await writePaidRow(user.userId, creator.id, `sub_test_${crypto.randomUUID()}`);
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    expect([res.status, res.body.error.code]).toEqual([409, 'already_subscribed']);

    const other = await paidCreator();
    await insertSubscription(t.app.deps.db, user.userId, other.id, 'canceled_in_period', clock.now());
    const wait = await user.post('/payments/checkout', { creatorId: other.id });
    expect([wait.status, wait.body.error.code]).toEqual([422, 'resubscribe_too_soon']);
    expect(await sessionRows(user.userId)).toHaveLength(0);
  });

  it('holds the trial to the 5 slots, but lets a former paying listener pay without a trial', async () => {
    const user = await listener();
    for (let i = 0; i < 5; i++) {
      const free = await insertCreator(t.app.deps.db);
      await insertSubscription(t.app.deps.db, user.userId, free.id, 'active', clock.now());
    }
    const creator = await paidCreator();
    const full = await user.post('/payments/checkout', { creatorId: creator.id });
    expect([full.status, full.body.error.code]).toEqual([422, 'trial_limit_reached']);

    // Had a paid subscription to this channel that ended long ago: no second trial, so no slot needed.
    const ended = new Date(clock.now().getTime() - 60 * DAY);
    await writePaidRow(user.userId, creator.id, `sub_test_${crypto.randomUUID()}`, {
      accessUntil: ended,
      status: 'canceled',
    });
    await t.app.deps.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: ended, updatedAt: ended })
      .where(eq(subscriptions.subscriberId, user.userId));
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    expect(res.status).toBe(201);
    const session = local.ledger.checkoutSessions.get(new URL(res.body.url).pathname.split('/').pop()!)!;
    expect(session.subscription_data).toMatchObject({ trial_period_days: null });
  });

  it('counts a canceled paid trial as a freed slot (ADR 216)', async () => {
    const user = await listener();
    for (let i = 0; i < 4; i++) {
      const free = await insertCreator(t.app.deps.db);
      await insertSubscription(t.app.deps.db, user.userId, free.id, 'active', clock.now());
    }
    const canceled = await paidCreator();
    await writePaidRow(user.userId, canceled.id, `sub_test_${crypto.randomUUID()}`);
    const creator = await paidCreator();
    const full = await user.post('/payments/checkout', { creatorId: creator.id });
    expect([full.status, full.body.error.code]).toEqual([422, 'trial_limit_reached']);

    await t.app.deps.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, canceledAt: clock.now() })
      .where(and(eq(subscriptions.subscriberId, user.userId), eq(subscriptions.creatorId, canceled.id)));
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    expect(res.status).toBe(201);
    const session = local.ledger.checkoutSessions.get(new URL(res.body.url).pathname.split('/').pop()!)!;
    expect(session.subscription_data).toMatchObject({ trial_period_days: 14 });
  });

  it('answers 502 payment_provider_unavailable and stores nothing when Stripe cannot be reached', async () => {
    const down = await startTestApp({
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_payments_test',
        STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
      },
    });
    try {
      const creator = await insertCreator(down.app.deps.db, { price: 500 });
      await down.app.deps.db
        .insert(payoutAccounts)
        .values({ creatorId: creator.id, stripeAccountId: 'acct_gone', state: 'active' });
      const user = await listener(down);
      const res = await user.post('/payments/checkout', { creatorId: creator.id });
      expect([res.status, res.body.error.code]).toEqual([502, 'payment_provider_unavailable']);
      expect(await down.app.deps.db.select().from(checkoutSessions)).toHaveLength(0);
      expect(await down.app.deps.db.select().from(channelPrices)).toHaveLength(0);
      expect(await down.app.deps.db.select().from(stripeCustomers)).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});

describe('POST /api/subscriptions on a paid channel', () => {
  it('answers 409 checkout_required and writes no row', async () => {
    const creator = await paidCreator();
    const user = await listener();
    const res = await user.post('/subscriptions', { creatorId: creator.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'checkout_required',
      message: 'This channel is paid: start your free trial through checkout.',
    });
    expect(
      await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, user.userId)),
    ).toHaveLength(0);
  });

  it('refuses a paid channel in an OPML import too: it starts only in checkout', async () => {
    const creator = await paidCreator();
    const user = await listener();
    const res = await user.post('/subscriptions/opml/subscribe', { creatorIds: [creator.id] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({ creatorId: creator.id, outcome: 'refused', code: 'checkout_required' }),
    ]);
  });

  it('still subscribes for free to a priced channel whose payouts are not active', async () => {
    const creator = await insertCreator(t.app.deps.db, { price: 500 });
    const user = await listener();
    expect((await user.post('/subscriptions', { creatorId: creator.id })).status).toBe(201);
  });
});

describe('GET /api/payments/checkout/{sessionId}', () => {
  let user: TestClient;
  let creator: Awaited<ReturnType<typeof paidCreator>>;
  let sessionId = '';
  beforeAll(async () => {
    creator = await paidCreator();
    user = await listener();
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    sessionId = new URL(res.body.url).pathname.split('/').pop()!;
  });

  it('is the owner’s only: anyone else hears 404 checkout_not_found', async () => {
    const other = await listener();
    const res = await other.get(`/payments/checkout/${sessionId}`);
    expect([res.status, res.body.error.code]).toEqual([404, 'checkout_not_found']);
    expect((await user.get('/payments/checkout/cs_test_unknown')).status).toBe(404);
    expect((await anonymousClient(t).get(`/payments/checkout/${sessionId}`)).status).toBe(401);
  });

  it('stays pending after the redirect until the worker wrote the subscription, then confirms it', async () => {
    // The listener finishes Checkout at the local Stripe and comes back: that alone grants nothing.
    const done = await fetch(`${local.url}/checkout/${sessionId}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(done.headers.get('location')).toBe(`${t.baseUrl}/subscription/confirm?session_id=${sessionId}`);
    const pending = await user.get(`/payments/checkout/${sessionId}`);
    expect(pending.body).toEqual({
      state: 'pending',
      creatorId: creator.id,
      channelName: creator.channelName,
      subscription: null,
    });

    const stripeSubscription = String(local.ledger.checkoutSessions.get(sessionId)!.subscription);
    await writePaidRow(user.userId, creator.id, stripeSubscription);
    const confirmed = await user.get(`/payments/checkout/${sessionId}`);
    expect(confirmed.body).toMatchObject({
      state: 'confirmed',
      creatorId: creator.id,
      subscription: {
        creatorId: creator.id,
        active: true,
        provider: 'stripe',
        billing: { status: 'trialing' },
      },
    });
  });

  it('says expired once Stripe does, for a session that stayed open', async () => {
    const other = await paidCreator();
    const res = await user.post('/payments/checkout', { creatorId: other.id });
    const id = new URL(res.body.url).pathname.split('/').pop()!;
    expect((await user.get(`/payments/checkout/${id}`)).body.state).toBe('pending');
    // Stripe expires an unfinished session after a day; the local Stripe does not, so the test does it.
    local.ledger.checkoutSessions.get(id)!.status = 'expired';
    clock.advance(60_000);
    const expired = await user.get(`/payments/checkout/${id}`);
    expect(expired.body).toMatchObject({ state: 'expired', creatorId: other.id, subscription: null });
    const [row] = await t.app.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row!.status).toBe('expired');
  });
});

describe('POST /api/payments/portal', () => {
  it('answers 404 billing_portal_unavailable before the first Checkout, then the portal', async () => {
    const user = await listener();
    const none = await user.post('/payments/portal');
    expect([none.status, none.body.error.code]).toEqual([404, 'billing_portal_unavailable']);
    const creator = await paidCreator();
    await user.post('/payments/checkout', { creatorId: creator.id });
    const res = await user.post('/payments/portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${local.url}/portal/bps_`));
    const portal = local.ledger.portalSessions.get(new URL(res.body.url).pathname.split('/').pop()!)!;
    expect(portal.return_url).toBe(`${t.baseUrl}/subscriber/subscriptions`);
  });
});

describe('POST /api/subscriptions/cancel on a paid subscription', () => {
  it('cancels at period end in Stripe first, then writes what Stripe answered', async () => {
    const creator = await paidCreator();
    const user = await listener();
    const res = await user.post('/payments/checkout', { creatorId: creator.id });
    const sessionId = new URL(res.body.url).pathname.split('/').pop()!;
    await fetch(`${local.url}/checkout/${sessionId}/complete`, { method: 'POST', redirect: 'manual' });
    const stripeId = String(local.ledger.checkoutSessions.get(sessionId)!.subscription);
    const remote = local.ledger.subscriptions.get(stripeId)!;
    const periodEnd = new Date(remote.items.data[0]!.current_period_end * 1000);
    await writePaidRow(user.userId, creator.id, stripeId, {
      accessUntil: new Date(periodEnd.getTime() + DAY),
    });
    const [row] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, stripeId));

    const canceled = await user.post('/subscriptions/cancel', { subscriptionId: row!.id });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ cancelAtPeriodEnd: true, active: true });
    expect(canceled.body.billing.accessUntil).toBe(periodEnd.toISOString());
    expect(local.ledger.subscriptions.get(stripeId)!.cancel_at_period_end).toBe(true);

    const twice = await user.post('/subscriptions/cancel', { subscriptionId: row!.id });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'subscription_already_canceled']);
  });

  it('answers 502 and changes nothing when Stripe refuses', async () => {
    const creator = await paidCreator();
    const user = await listener();
    await writePaidRow(user.userId, creator.id, 'sub_not_at_stripe');
    const [before] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_not_at_stripe'));
    const res = await user.post('/subscriptions/cancel', { subscriptionId: before!.id });
    expect([res.status, res.body.error.code]).toEqual([502, 'payment_provider_unavailable']);
    const [after] = await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.id, before!.id));
    expect(after).toEqual(before);
  });
});
