import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformFees } from '@shared/contract/money';
import { payments, subscriptions } from '../../../db/schema';
import { insertCreator, insertProfile } from '../../../testing/factories';
import { anonymousClient, signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';

const DAY_MS = 86_400_000;
const adminEmail = 'ops@admin-payments.test';
let t: TestApp;
let admin: TestClient;
let creatorClient: TestClient;
let top: { id: string; channelName: string };
let second: { id: string; channelName: string };

const now = new Date();
const utcMonth = (back: number, day = 15) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));

beforeAll(async () => {
  t = await startTestApp({
    env: {
      ADMIN_EMAILS: adminEmail,
      STRIPE_SECRET_KEY: 'sk_test_admin_payments',
      STRIPE_WEBHOOK_SECRET: 'whsec_admin_payments',
      // Never called: the fee revenue is read from our own payments.
      STRIPE_API_URL: 'http://127.0.0.1:9',
      PLATFORM_FEE_PERCENT: '12.5',
    },
  });
  admin = await signIn(t, adminEmail, 'Olga Ops');
  creatorClient = await signIn(t, 'cara@admin-payments.test', 'Cara Creator');
  expect((await creatorClient.post('/creator/become')).status).toBe(200);
  const db = t.testDb.handle.db;
  top = await insertCreator(db, { channelName: 'Top Fees' });
  second = await insertCreator(db, { channelName: 'Second Fees' });
  const third = await insertCreator(db, { channelName: 'Refunded Away' });
  const listener = await insertProfile(db);

  for (const [creatorId, billingStatus, access] of [
    [top.id, 'active', true],
    [second.id, 'active', true],
    [third.id, 'trialing', true],
    [third.id, 'active', false],
  ] as const) {
    const subscriber = await insertProfile(db);
    await db.insert(subscriptions).values({
      subscriberId: subscriber.id,
      creatorId,
      status: access ? 'active' : 'canceled',
      planName: 'Paid',
      provider: 'stripe',
      amount: 800,
      currency: 'usd',
      startDate: new Date(now.getTime() - 40 * DAY_MS),
      currentPeriodStart: new Date(now.getTime() - 10 * DAY_MS),
      currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
      billingStatus,
      accessUntil: new Date(now.getTime() + (access ? 21 : -1) * DAY_MS),
    });
  }

  const row = (
    id: string,
    creatorId: string,
    kind: 'payment' | 'refund' | 'dispute',
    occurredAt: Date,
    amount: number,
    fee: number,
    currency = 'usd',
  ) => ({
    id,
    kind,
    creatorId,
    subscriberId: listener.id,
    amount,
    feeAmount: fee,
    currency,
    occurredAt,
  });
  await db
    .insert(payments)
    .values([
      row('in_top_1', top.id, 'payment', utcMonth(0, 2), 800, 100),
      row('in_top_2', top.id, 'payment', utcMonth(1), 800, 100),
      row('in_top_old', top.id, 'payment', utcMonth(8), 800, 100),
      row('in_second_1', second.id, 'payment', utcMonth(0, 3), 800, 100),
      row('in_third_1', third.id, 'payment', utcMonth(0, 4), 800, 100),
      row('re_third_1', third.id, 'refund', utcMonth(0, 5), 800, 100),
      row('dp_second_1', second.id, 'dispute', utcMonth(1, 20), 800, 0),
      row('in_eur_1', second.id, 'payment', utcMonth(0, 6), 800, 100, 'eur'),
    ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/payments', () => {
  it('answers 401 signed out and 403 to anyone but an administrator', async () => {
    expect((await anonymousClient(t).get('/admin/payments')).status).toBe(401);
    const refused = await creatorClient.get('/admin/payments');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });

  it("sums the platform's fees, the fees given back, per month, and ranks the channels", async () => {
    const res = await admin.get('/admin/payments?tz=UTC');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Extract<PlatformFees, { enabled: true }>;
    expect(body).toMatchObject({
      enabled: true,
      currency: 'usd',
      platformFeePercent: 12.5,
      totalFees: 500,
      feesRefunded: 100,
      net: 400,
      payingSubscriptions: 2,
    });
    expect(body.months).toHaveLength(6);
    expect(body.months[5]).toEqual({
      month: now.toISOString().slice(0, 7),
      fees: 300,
      feesRefunded: 100,
      net: 200,
    });
    expect(body.months[4]).toMatchObject({ fees: 100, feesRefunded: 0, net: 100 });
    expect(body.topChannels).toEqual([
      { creatorId: top.id, channelName: 'Top Fees', fees: 300, payments: 3 },
      { creatorId: second.id, channelName: 'Second Fees', fees: 100, payments: 1 },
      expect.objectContaining({ channelName: 'Refunded Away', fees: 0, payments: 1 }),
    ]);
  });
});

describe('GET /api/admin/payments with payments off', () => {
  let beta: TestApp;
  beforeAll(async () => {
    beta = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  });
  afterAll(async () => {
    await beta?.close();
  });

  it('answers { enabled: false }', async () => {
    const betaAdmin = await signIn(beta, adminEmail, 'Olga Ops');
    const res = await betaAdmin.get('/admin/payments');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false });
    const bad = await betaAdmin.get('/admin/payments?tz=Mars%2FOlympus');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('unknown_time_zone');
  });
});
