import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { subscriptions } from '../../db/schema';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { insertCreator, insertPlans } from '../../testing/factories';

/**
 * The subscription API over real HTTP with real sign-ins, on PGlite and PostgreSQL. The clock starts at
 * the real time (the sign-in emulator signs tokens with it) and is moved forward by hand.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock(new Date());
let t: TestApp;
let emails = 0;
const newUser = () => signIn(t, `listener${++emails}-${Date.now()}@example.test`, `Listener ${emails}`);

beforeAll(async () => {
  t = await startTestApp({ clock });
  await insertPlans(t.app.deps.db);
});
afterAll(async () => {
  await t?.close();
});

async function rowsOf(userId: string) {
  return t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, userId));
}

describe('signed out', () => {
  it('refuses subscribing, listing and canceling with 401', async () => {
    const anon = anonymousClient(t);
    expect(
      (await anon.post('/subscriptions', { creatorId: (await insertCreator(t.app.deps.db)).id })).status,
    ).toBe(401);
    expect((await anon.get('/subscriptions')).status).toBe(401);
    expect((await anon.post('/subscriptions/cancel', { subscriptionId: crypto.randomUUID() })).status).toBe(
      401,
    );
    expect((await anon.get('/subscriptions/trial-usage')).status).toBe(401);
  });

  it('answers plans, and a null current plan', async () => {
    const anon = anonymousClient(t);
    expect((await anon.get('/subscriptions/current')).body).toEqual({ current: null });
    const plans = await anon.get('/subscriptions/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.plans.map((p: { type: string }) => p.type)).toEqual(['basic', 'premium', 'pro']);
    expect(plans.body.plans[0]).toMatchObject({
      metadata: { type: 'basic' },
      isPurchasable: false,
      features: [
        'Basic content creation tools',
        'Up to 5 projects',
        'Standard support',
        '720p video exports',
      ],
    });
    expect(plans.body.plans[2].features).toContain('Analytics dashboard');
  });
});

describe('subscribe and list', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = await newUser();
  });

  it("answers 'Missing required fields' without a creatorId, with or without a body", async () => {
    for (const body of [{}, undefined]) {
      const res = await user.post('/subscriptions', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'missing_required_fields', message: 'Missing required fields' },
      });
    }
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it('subscribes, lists, and counts the trial usage', async () => {
    const creator = await insertCreator(t.app.deps.db, { price: 500, channelName: 'Listed Channel' });
    const res = await user.post('/subscriptions', { creatorId: creator.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      creatorId: creator.id,
      channelName: 'Listed Channel',
      amount: 500,
      planName: 'Free trial',
      status: 'active',
    });
    const list = await user.get('/subscriptions');
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([res.body.id]);
    expect((await user.get('/subscriptions/trial-usage')).body).toEqual({
      used: 1,
      limit: 5,
      remaining: 4,
    });
    expect((await user.get('/subscriptions/current')).body.current).toMatchObject({
      planName: 'Free trial',
      trial: { used: 1 },
    });
    const again = await user.post('/subscriptions', { creatorId: creator.id });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_subscribed');
  });

  it('refuses the own channel, unknown creators and the sixth podcast with clear codes', async () => {
    expect((await user.post('/subscriptions', { creatorId: user.userId })).body.error.code).toBe(
      'cannot_subscribe_to_self',
    );
    const unknown = await user.post('/subscriptions', { creatorId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('creator_not_found');
    for (let i = 0; i < 4; i++) {
      expect(
        (await user.post('/subscriptions', { creatorId: (await insertCreator(t.app.deps.db)).id })).status,
      ).toBe(201);
    }
    const sixth = await user.post('/subscriptions', { creatorId: (await insertCreator(t.app.deps.db)).id });
    expect(sixth.status).toBe(422);
    expect(sixth.body.error).toMatchObject({ code: 'trial_limit_reached', details: { limit: 5, used: 5 } });
    expect(sixth.body.error.message).toContain('Free trial is limited to 5 podcasts');
    expect(await rowsOf(user.userId)).toHaveLength(5);
  });
});

describe('cancel', () => {
  it("answers the product's messages for a missing, empty and unknown id", async () => {
    const user = await newUser();
    const none = await user.post('/subscriptions/cancel', {});
    expect(none.body).toEqual({
      error: { code: 'subscription_id_required', message: 'No subscription ID provided' },
    });
    const noBody = await user.post('/subscriptions/cancel');
    expect(noBody.body.error.message).toBe('No subscription ID provided');
    const empty = await user.post('/subscriptions/cancel', { subscriptionId: '' });
    expect(empty.body).toEqual({
      error: { code: 'subscription_id_required', message: 'Subscription ID is required' },
    });
    const unknown = await user.post('/subscriptions/cancel', { subscriptionId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: { code: 'subscription_not_found', message: 'Subscription not found' },
    });
  });

  it('cancels once (access until the period end), refuses twice, and refuses strangers without a trace', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const creator = await insertCreator(t.app.deps.db);
    const sub = (await owner.post('/subscriptions', { creatorId: creator.id })).body;

    const foreign = await stranger.post('/subscriptions/cancel', { subscriptionId: sub.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('subscription_not_found');
    expect((await rowsOf(owner.userId))[0]).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });

    const first = await owner.post('/subscriptions/cancel', { subscriptionId: sub.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: sub.id,
      status: 'active',
      active: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: sub.currentPeriodEnd,
    });
    // A canceled trial frees its slot at once (ADR 216) while its reports stay readable.
    expect((await owner.get('/subscriptions/trial-usage')).body).toEqual({
      used: 0,
      limit: 5,
      remaining: 5,
    });
    const second = await owner.post('/subscriptions/cancel', { subscriptionId: sub.id });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: { code: 'subscription_already_canceled', message: 'Subscription already canceled' },
    });
  });

  it('refuses resubscribing on day 29 with the date, allows it on day 31', async () => {
    const email = `returning-${Date.now()}@example.test`;
    let user = await signIn(t, email);
    const creator = await insertCreator(t.app.deps.db);
    const sub = (await user.post('/subscriptions', { creatorId: creator.id })).body;
    const canceled = (await user.post('/subscriptions/cancel', { subscriptionId: sub.id })).body;
    const availableAt = new Date(canceled.resubscribeAvailableAt);
    const longDate = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(availableAt);

    clock.advance(29 * DAY);
    user = await signIn(t, email);
    const early = await user.post('/subscriptions', { creatorId: creator.id });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('resubscribe_too_soon');
    expect(early.body.error.message).toContain(`You can subscribe to it again on ${longDate}.`);

    clock.advance(2 * DAY);
    user = await signIn(t, email);
    const later = await user.post('/subscriptions', { creatorId: creator.id });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ id: sub.id, cancelAtPeriodEnd: false, status: 'active' });
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('concurrent requests (PostgreSQL)', () => {
  it('lets exactly 5 of 10 concurrent subscribe requests succeed', async () => {
    const user = await newUser();
    const creators = await Promise.all(Array.from({ length: 10 }, () => insertCreator(t.app.deps.db)));
    const responses = await Promise.all(
      creators.map((c) => user.post('/subscriptions', { creatorId: c.id })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(
      responses.filter((r) => r.status === 422 && r.body.error.code === 'trial_limit_reached'),
    ).toHaveLength(5);
    expect(await rowsOf(user.userId)).toHaveLength(5);
  });

  it('makes one subscription from 2 concurrent requests for the same creator', async () => {
    const user = await newUser();
    const creator = await insertCreator(t.app.deps.db);
    const responses = await Promise.all(
      [1, 2].map(() => user.post('/subscriptions', { creatorId: creator.id })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });
});
