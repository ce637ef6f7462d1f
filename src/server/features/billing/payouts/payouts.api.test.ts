import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../../db/schema';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { type FakeHttpServer, startFakeHttpServer } from '../../../testing/fake-http-server';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';

let free: TestApp;
let t: TestApp;
let local: Awaited<ReturnType<typeof startLocalStripe>>;
/** Where the local Stripe posts its events: answered 200 and dropped (the webhook is not this test's). */
let webhooks: FakeHttpServer;

const creator = async (app: TestApp, email: string) => {
  const client = await signIn(app, email, 'Payout Creator');
  await client.post('/creator/become');
  return client;
};
const rowOf = async (client: TestClient) => {
  const [row] = await t.app.deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creatorId, client.userId));
  return row;
};
const accountsOf = (client: TestClient) =>
  [...local.ledger.accounts.values()].filter(
    (account) => (account.metadata as Record<string, string>).podbrief_creator_id === client.userId,
  );
/** Presses a button of the local Stripe's onboarding page, as the browser's form post does. */
async function finishOnboarding(url: string, outcome: 'complete' | 'review') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

beforeAll(async () => {
  webhooks = await startFakeHttpServer(() => ({ body: { received: true } }));
  local = await startLocalStripe({ port: 0, appUrl: webhooks.origin, webhookSecret: 'whsec_payouts_test' });
  [free, t] = await Promise.all([
    startTestApp(),
    startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_payouts_test',
        STRIPE_API_URL: local.url,
        PLATFORM_FEE_PERCENT: '12.5',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([free?.close(), t?.close()]);
  await local?.close();
  await webhooks?.close();
});

describe(`payouts with payments off, the free beta (${testDatabaseKindLabel()})`, () => {
  it('says the channel is free because payments are off, and offers no setup', async () => {
    const maya = await creator(free, 'maya.free.payouts@example.test');
    await maya.put('/creator/settings', { channelName: 'Free Acres' });
    expect((await maya.get('/creator/payouts')).body).toEqual({
      paymentsEnabled: false,
      state: 'not_set_up',
      requirementsDue: [],
      paid: false,
      whyFree: 'payments_off',
      price: { amount: 200, currency: 'USD' },
      platformFeePercent: null,
    });
    for (const path of [
      '/creator/payouts/onboarding',
      '/creator/payouts/dashboard',
      '/creator/payouts/refresh',
    ]) {
      const res = await maya.post(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('payments_disabled');
    }
    const rows = await free.app.deps.db.select().from(payoutAccounts);
    expect(rows).toEqual([]);
  });

  it('is for creators only', async () => {
    const listener = await signIn(free, 'lee.listener.payouts@example.test');
    expect((await listener.get('/creator/payouts')).status).toBe(403);
    expect((await listener.post('/creator/payouts/onboarding')).status).toBe(403);
    const anonymous = await fetch(`${free.baseUrl}/api/creator/payouts`);
    expect(anonymous.status).toBe(401);
  });
});

describe(`payouts on the local Stripe (${testDatabaseKindLabel()})`, () => {
  let maya: TestClient;

  beforeAll(async () => {
    maya = await creator(t, 'maya.payouts@example.test');
    await maya.put('/creator/settings', { channelName: 'Paid Acres' });
    await maya.put('/creator/settings/price', { amountCents: 450 });
  });

  it('starts not set up: the channel is free until payouts are active', async () => {
    expect((await maya.get('/creator/payouts')).body).toEqual({
      paymentsEnabled: true,
      state: 'not_set_up',
      requirementsDue: [],
      paid: false,
      whyFree: 'payouts_not_active',
      price: { amount: 450, currency: 'USD' },
      platformFeePercent: 12.5,
    });
    const dashboard = await maya.post('/creator/payouts/dashboard');
    expect(dashboard.status).toBe(404);
    expect(dashboard.body.error.code).toBe('payout_account_not_found');
    expect((await maya.post('/creator/payouts/refresh')).body.state).toBe('not_set_up');
  });

  it('makes one Express account, stores it as details needed, and reuses it for the next link', async () => {
    const first = await maya.post('/creator/payouts/onboarding');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${local.url}/connect/onboarding/`));
    const [account] = accountsOf(maya);
    expect(account).toMatchObject({ type: 'express', email: 'maya.payouts@example.test' });
    expect(await rowOf(maya)).toMatchObject({
      stripeAccountId: account?.id,
      state: 'details_needed',
      detailsSubmitted: false,
      requirementsDue: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
    });
    const status = (await maya.get('/creator/payouts')).body;
    expect(status).toMatchObject({ state: 'details_needed', whyFree: 'payouts_not_active' });
    expect(status.requirementsDue).toContain('external_account');

    const second = await maya.post('/creator/payouts/onboarding');
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first.body.url);
    expect(accountsOf(maya)).toHaveLength(1);
    const page = await fetch(second.body.url);
    expect(await page.text()).toContain(account?.id);
  });

  it('sends the creator back to the studio, and a refresh reads the state from Stripe: review, then active', async () => {
    const { url } = (await maya.post('/creator/payouts/onboarding')).body;
    expect(await finishOnboarding(url, 'review')).toBe(`${t.baseUrl}/creator/settings?payouts=return`);
    expect((await maya.post('/creator/payouts/refresh')).body).toMatchObject({
      state: 'under_review',
      requirementsDue: [],
      paid: false,
      whyFree: 'payouts_not_active',
    });

    const accountId = (await rowOf(maya))?.stripeAccountId;
    const verified = await fetch(`${local.url}/_local/accounts/${accountId}/verify`, { method: 'POST' });
    expect(verified.status).toBe(200);
    expect((await maya.get('/creator/payouts')).body.state).toBe('under_review');
    expect((await maya.post('/creator/payouts/refresh')).body).toMatchObject({
      state: 'active',
      paid: true,
      whyFree: null,
    });
    expect(await rowOf(maya)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    const channel = await maya.get(`/channels/${maya.userId}`);
    expect(channel.body.channel.price).toMatchObject({ amount: 450, paid: true });
  });

  it('opens the Express dashboard of the account', async () => {
    const res = await maya.post('/creator/payouts/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${local.url}/express/${(await rowOf(maya))?.stripeAccountId}`);
  });

  it('never lets a refresh write over a newer state from an account.updated event', async () => {
    const sam = await creator(t, 'sam.payouts@example.test');
    await sam.post('/creator/payouts/onboarding');
    const future = new Date(Date.now() + 3_600_000);
    await t.app.deps.db
      .update(payoutAccounts)
      .set({ state: 'under_review', detailsSubmitted: true, stripeSyncedAt: future })
      .where(eq(payoutAccounts.creatorId, sam.userId));
    expect((await sam.post('/creator/payouts/refresh')).body.state).toBe('under_review');
    expect((await rowOf(sam))?.stripeSyncedAt).toEqual(future);
  });

  it('makes one account when two setup requests race', async () => {
    const ada = await creator(t, 'ada.payouts@example.test');
    const answers = await Promise.all([
      ada.post('/creator/payouts/onboarding'),
      ada.post('/creator/payouts/onboarding'),
      ada.post('/creator/payouts/onboarding'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(accountsOf(ada)).toHaveLength(1);
    const rows = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.creatorId, ada.userId));
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 502 and stores nothing when Stripe cannot be reached', async () => {
    const lin = await creator(t, 'lin.payouts@example.test');
    await local.close();
    const res = await lin.post('/creator/payouts/onboarding');
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('payment_provider_unavailable');
    expect(await rowOf(lin)).toBeUndefined();
  });
});
