import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorMoney } from '@shared/contract/money';
import { payments, payoutAccounts, subscriptions } from '../../../db/schema';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { STRIPE_API_VERSION, stripeAddress } from '../stripe-client';
import { insertCreator, insertProfile } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { anonymousClient, signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';

const DAY_MS = 86_400_000;
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;
let t: TestApp;
let maya: TestClient;
let oscar: TestClient;
let listener: TestClient;
let sam: { id: string; name: string };

const now = new Date();
const utcMonth = (back: number, day = 15, hour = 12) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour));
const monthKey = (at: Date) => at.toISOString().slice(0, 7);

beforeAll(async () => {
  // The money page reads rows inserted here, not what a webhook would write: the local Stripe's events go
  // to a port nothing listens on, once, and are dropped.
  const nowhere = await freePort();
  local = await startLocalStripe({
    port: 0,
    appUrl: `http://127.0.0.1:${nowhere}`,
    webhookSecret: 'whsec_creator_money',
    retryDelaysMs: [],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
  t = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_creator_money',
      STRIPE_API_URL: local.url,
      PLATFORM_FEE_PERCENT: '10',
    },
  });
  maya = await signIn(t, 'maya@creator-money.test', 'Maya Money');
  expect((await maya.post('/creator/become')).status).toBe(200);
  oscar = await signIn(t, 'oscar@creator-money.test', 'Oscar Other');
  expect((await oscar.post('/creator/become')).status).toBe(200);
  listener = await signIn(t, 'lena@creator-money.test', 'Lena Listener');

  const db = t.testDb.handle.db;
  sam = await insertProfile(db, { name: 'Sam Payer' });
  const paidRow = async (creatorId: string, billingStatus: string, access: boolean, amount = 500) => {
    const subscriber =
      billingStatus === 'active' && creatorId === maya.userId ? sam : await insertProfile(db);
    const [row] = await db
      .insert(subscriptions)
      .values({
        subscriberId: subscriber.id,
        creatorId,
        status: access ? 'active' : 'canceled',
        planName: 'Paid',
        provider: 'stripe',
        amount,
        currency: 'usd',
        startDate: new Date(now.getTime() - 40 * DAY_MS),
        currentPeriodStart: new Date(now.getTime() - 10 * DAY_MS),
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
        billingStatus,
        accessUntil: access ? new Date(now.getTime() + 21 * DAY_MS) : new Date(now.getTime() - DAY_MS),
      })
      .returning({ id: subscriptions.id });
    return row!.id;
  };
  const samSubscription = await paidRow(maya.userId, 'active', true, 500);
  // A second paying subscriber at another price, a trial, one past due in its grace period, one ended.
  await paidRow(maya.userId, 'past_due', true);
  await paidRow(maya.userId, 'trialing', true);
  await paidRow(maya.userId, 'canceled', false);
  const other = await insertProfile(db, { name: 'Pat Payer' });
  await db.insert(subscriptions).values({
    subscriberId: other.id,
    creatorId: maya.userId,
    status: 'active',
    planName: 'Paid',
    provider: 'stripe',
    amount: 700,
    currency: 'usd',
    startDate: new Date(now.getTime() - 40 * DAY_MS),
    currentPeriodStart: new Date(now.getTime() - 10 * DAY_MS),
    currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
    billingStatus: 'active',
    accessUntil: new Date(now.getTime() + 21 * DAY_MS),
  });
  await paidRow(oscar.userId, 'active', true, 900);

  const payment = (
    id: string,
    kind: 'payment' | 'refund' | 'dispute',
    occurredAt: Date,
    amount: number,
    fee: number,
    extra: { creatorId?: string; currency?: string; subscriberId?: string | null } = {},
  ) => ({
    id,
    kind,
    subscriptionId: samSubscription,
    creatorId: extra.creatorId ?? maya.userId,
    subscriberId: extra.subscriberId === undefined ? sam.id : extra.subscriberId,
    amount,
    feeAmount: fee,
    currency: extra.currency ?? 'usd',
    stripeChargeId: `ch_${id}`,
    occurredAt,
  });
  await db.insert(payments).values([
    payment('in_this_1', 'payment', utcMonth(0, 1, 2), 500, 50),
    payment('in_this_2', 'payment', utcMonth(0, 1, 3), 700, 70, { subscriberId: other.id }),
    payment('re_this_1', 'refund', utcMonth(0, 1, 4), 500, 50),
    payment('in_last_1', 'payment', utcMonth(1), 500, 50),
    payment('dp_last_1', 'dispute', utcMonth(1, 20), 500, 0, { subscriberId: null }),
    // Outside the six months, another creator's, another currency: none of them counts in the months.
    payment('in_old_1', 'payment', utcMonth(7), 500, 50),
    payment('in_oscar_1', 'payment', utcMonth(0, 1, 5), 900, 90, { creatorId: oscar.userId }),
    payment('in_eur_1', 'payment', utcMonth(0, 1, 6), 800, 80, { currency: 'eur' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

async function money(client: TestClient, tz = 'UTC'): Promise<Extract<CreatorMoney, { enabled: true }>> {
  const res = await client.get(`/creator/money?tz=${encodeURIComponent(tz)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.enabled).toBe(true);
  return res.body;
}

describe('GET /api/creator/money', () => {
  it("counts the creator's paid subscriptions by Stripe's status and the revenue after the fee", async () => {
    const body = await money(maya);
    expect(body).toMatchObject({
      currency: 'usd',
      platformFeePercent: 10,
      payingSubscribers: 2,
      trials: 1,
      pastDue: 1,
      // (500 + 700) × 0.9
      mrrAfterFee: 1080,
      nextPayout: null,
      nextPayoutUnavailable: false,
    });
  });

  it('sums six months of payments, fees and refunds, oldest first', async () => {
    const { months } = await money(maya);
    expect(months.map((m) => m.month)).toEqual([5, 4, 3, 2, 1, 0].map((back) => monthKey(utcMonth(back))));
    expect(months[5]).toEqual({ month: monthKey(now), gross: 1200, fee: 70, refunds: 500, net: 630 });
    expect(months[4]).toEqual({ month: monthKey(utcMonth(1)), gross: 500, fee: 50, refunds: 500, net: -50 });
    expect(months.slice(0, 4).every((m) => m.gross === 0 && m.net === 0)).toBe(true);
  });

  it("puts a payment in the month of the creator's own time zone", async () => {
    const db = t.testDb.handle.db;
    // Half an hour before this month began in UTC: last month there, this month in Tokyo (UTC+9).
    await db.insert(payments).values({
      id: 'in_boundary',
      kind: 'payment',
      creatorId: oscar.userId,
      amount: 300,
      feeAmount: 30,
      currency: 'usd',
      occurredAt: new Date(utcMonth(0, 1, 0).getTime() - 30 * 60_000),
    });
    const utc = await money(oscar, 'UTC');
    const tokyo = await money(oscar, 'Asia/Tokyo');
    expect(utc.months[5]?.gross).toBe(900);
    expect(utc.months[4]?.gross).toBe(300);
    expect(tokyo.months[5]?.gross).toBe(1200);
  });

  it('lists the newest payments, refunds and disputes with the subscriber name', async () => {
    const { recent } = await money(maya);
    expect(recent.map((r) => r.id)).toEqual([
      're_this_1',
      'in_this_2',
      'in_this_1',
      'dp_last_1',
      'in_last_1',
      'in_old_1',
    ]);
    expect(recent[0]).toEqual({
      id: 're_this_1',
      kind: 'refund',
      amount: 500,
      fee: 50,
      occurredAt: utcMonth(0, 1, 4).toISOString(),
      subscriberName: 'Sam Payer',
    });
    expect(recent[1]?.subscriberName).toBe('Pat Payer');
    expect(recent[3]).toMatchObject({ kind: 'dispute', subscriberName: null });
  });

  it("shows a creator only their own money, and refuses listeners and strangers as the studio's routes do", async () => {
    const own = await money(oscar);
    expect(own).toMatchObject({ payingSubscribers: 1, mrrAfterFee: 810 });
    expect(own.recent.every((r) => r.id === 'in_oscar_1' || r.id === 'in_boundary')).toBe(true);

    const refused = await listener.get('/creator/money');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('creator_required');
    expect((await anonymousClient(t).get('/creator/money')).status).toBe(401);
  });

  it('refuses an unknown time zone with 400 unknown_time_zone', async () => {
    const res = await maya.get('/creator/money?tz=Mars%2FOlympus');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('unknown_time_zone');
  });

  it("reads the next payout from Stripe's pending payout of the creator's connected account", async () => {
    const account = await stripe.accounts.create({ type: 'express', email: 'maya@creator-money.test' });
    await t.testDb.handle.db
      .insert(payoutAccounts)
      .values({ creatorId: maya.userId, stripeAccountId: account.id, state: 'active' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 500,
            recurring: { interval: 'month' },
            product_data: { name: 'Maya Money' },
          },
          quantity: 1,
        },
      ],
      customer_email: 'payer@creator-money.test',
      subscription_data: { application_fee_percent: 10, transfer_data: { destination: account.id } },
      success_url: `${t.baseUrl}/done`,
    });
    const paid = await fetch(`${local.url}/checkout/${session.id}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const [payout] = (await stripe.payouts.list({ status: 'pending' }, { stripeAccount: account.id })).data;

    const body = await money(maya);
    expect(body.nextPayout).toEqual({
      amount: 450,
      arrivalDate: new Date((payout?.arrival_date ?? 0) * 1000).toISOString(),
    });
    expect(body.nextPayoutUnavailable).toBe(false);
  });

  it('still answers when Stripe refuses the account, saying the payout is unavailable', async () => {
    await t.testDb.handle.db
      .insert(payoutAccounts)
      .values({ creatorId: oscar.userId, stripeAccountId: 'acct_unknown_to_stripe', state: 'active' });
    const body = await money(oscar);
    expect(body).toMatchObject({ payingSubscribers: 1, nextPayout: null, nextPayoutUnavailable: true });
  });

  it('still answers when Stripe cannot be reached', async () => {
    await local.close();
    const body = await money(maya);
    expect(body).toMatchObject({ payingSubscribers: 2, nextPayout: null, nextPayoutUnavailable: true });
    expect(body.months[5]?.gross).toBe(1200);
  });
});

describe('GET /api/creator/money with payments off', () => {
  let beta: TestApp;
  beforeAll(async () => {
    beta = await startTestApp();
  });
  afterAll(async () => {
    await beta?.close();
  });

  it('answers { enabled: false } and nothing else', async () => {
    const creator = await signIn(beta, 'beta@creator-money.test', 'Beta Creator');
    expect((await creator.post('/creator/become')).status).toBe(200);
    await insertCreator(beta.testDb.handle.db);
    const res = await creator.get('/creator/money');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false });
    const bad = await creator.get('/creator/money?tz=Mars%2FOlympus');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('unknown_time_zone');
  });
});
