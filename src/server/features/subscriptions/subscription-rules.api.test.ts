import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { inviteLinks, subscriptions } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import * as service from './service';
import { insertCreator, insertInviteLink, insertProfile } from '../../testing/factories';

/**
 * The subscription rules at the service level, on PGlite and (api-pg project) PostgreSQL. Time is a
 * ManualClock: each test sets the moment it needs.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock('2025-03-10T12:00:00.000Z');
let t: TestApp;
const deps = () => ({ db: t.app.deps.db, clock });

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

async function storedRow(id: string) {
  const rows = await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return rows[0]!;
}

describe('subscribe', () => {
  it('creates an active monthly free-trial subscription at the creator price', async () => {
    clock.set('2025-03-10T12:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db, { price: 450 });
    const sub = await service.subscribe(deps(), user.id, { creatorId: creator.id });
    expect(sub).toMatchObject({
      creatorId: creator.id,
      channelName: creator.channelName,
      status: 'active',
      active: true,
      planName: 'Free trial',
      amount: 450,
      currency: 'USD',
      interval: 'month',
      startDate: '2025-03-10T12:00:00.000Z',
      currentPeriodStart: '2025-03-10T12:00:00.000Z',
      currentPeriodEnd: '2025-04-10T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      resubscribeAvailableAt: null,
    });
  });

  it('uses the default price of 200 cents when the creator set none', async () => {
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    expect((await service.subscribe(deps(), user.id, { creatorId: creator.id })).amount).toBe(200);
  });

  it("refuses a missing creatorId with 'Missing required fields'", async () => {
    const user = await insertProfile(t.app.deps.db);
    for (const input of [{}, { creatorId: '' }, { creatorId: '   ' }]) {
      await expect(service.subscribe(deps(), user.id, input)).rejects.toMatchObject({
        status: 400,
        code: 'missing_required_fields',
        message: 'Missing required fields',
      });
    }
  });

  it('refuses an unknown creator with 404', async () => {
    const user = await insertProfile(t.app.deps.db);
    const notACreator = await insertProfile(t.app.deps.db);
    for (const creatorId of [randomUUID(), 'not-a-uuid', notACreator.id]) {
      await expect(service.subscribe(deps(), user.id, { creatorId })).rejects.toMatchObject({
        status: 404,
        code: 'creator_not_found',
      });
    }
    expect(
      await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, user.id)),
    ).toHaveLength(0);
  });

  it('refuses subscribing to your own channel', async () => {
    const creator = await insertCreator(t.app.deps.db);
    await expect(service.subscribe(deps(), creator.id, { creatorId: creator.id })).rejects.toMatchObject({
      status: 422,
      code: 'cannot_subscribe_to_self',
      message: 'You cannot subscribe to your own channel.',
    });
  });

  it('refuses a second subscription to the same creator with 409', async () => {
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    await service.subscribe(deps(), user.id, { creatorId: creator.id });
    await expect(service.subscribe(deps(), user.id, { creatorId: creator.id })).rejects.toMatchObject({
      status: 409,
      code: 'already_subscribed',
      message: `You are already subscribed to ${creator.channelName}.`,
    });
  });

  it('holds the free-trial limit of 5 podcasts and names it', async () => {
    const user = await insertProfile(t.app.deps.db);
    for (let i = 0; i < 5; i++) {
      const creator = await insertCreator(t.app.deps.db);
      await service.subscribe(deps(), user.id, { creatorId: creator.id });
    }
    const sixth = await insertCreator(t.app.deps.db);
    const refusal = service.subscribe(deps(), user.id, { creatorId: sixth.id });
    await expect(refusal).rejects.toMatchObject({
      status: 422,
      code: 'trial_limit_reached',
      message: expect.stringContaining('Free trial is limited to 5 podcasts'),
      details: { limit: 5, used: 5 },
    });
    expect(await service.trialUsage(t.app.deps, user.id, clock.now())).toEqual({
      used: 5,
      limit: 5,
      remaining: 0,
    });
  });

  it("frees a canceled trial's slot at once, keeps its reading to the period end, and keeps the wait", async () => {
    clock.set('2025-05-01T00:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const subs = [];
    for (let i = 0; i < 5; i++) {
      const creator = await insertCreator(t.app.deps.db);
      subs.push(await service.subscribe(deps(), user.id, { creatorId: creator.id }));
    }
    const canceled = await service.cancelSubscription(deps(), user.id, { subscriptionId: subs[0]!.id });
    // ADR 216: the slot is free the moment the trial is canceled; the reports stay readable to the end.
    expect(canceled).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(canceled.currentPeriodEnd).toMatch(/^2025-06-01T/);
    expect(await service.trialUsage(t.app.deps, user.id, clock.now())).toEqual({
      used: 4,
      limit: 5,
      remaining: 1,
    });
    const extra = await insertCreator(t.app.deps.db);
    await expect(service.subscribe(deps(), user.id, { creatorId: extra.id })).resolves.toMatchObject({
      status: 'active',
    });
    // Full again: the freed slot is taken, and the canceled channel cannot come back for 30 days.
    expect(await service.trialUsage(t.app.deps, user.id, clock.now())).toMatchObject({
      used: 5,
      remaining: 0,
    });
    await expect(service.subscribe(deps(), user.id, { creatorId: subs[0]!.creatorId })).rejects.toMatchObject(
      { code: 'resubscribe_too_soon' },
    );
    const seventh = await insertCreator(t.app.deps.db);
    await expect(service.subscribe(deps(), user.id, { creatorId: seventh.id })).rejects.toMatchObject({
      code: 'trial_limit_reached',
      details: { limit: 5, used: 5 },
    });
  });

  it('counts the invite link a subscription came through', async () => {
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    const link = await insertInviteLink(t.app.deps.db, creator.id);
    await service.subscribe(deps(), user.id, { creatorId: creator.id, inviteToken: link.token });
    const other = await insertProfile(t.app.deps.db);
    await service.subscribe(deps(), other.id, { creatorId: creator.id, inviteToken: link.id });
    const rows = await t.app.deps.db.select().from(inviteLinks).where(eq(inviteLinks.id, link.id));
    expect(rows[0]!.useCount).toBe(2);
  });
});

describe('resubscribe after canceling', () => {
  it('is refused on day 29 with the date it becomes possible, and allowed on day 31 on the same row', async () => {
    clock.set('2025-01-15T10:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db, { price: 300 });
    const first = await service.subscribe(deps(), user.id, { creatorId: creator.id });
    const canceled = await service.cancelSubscription(deps(), user.id, { subscriptionId: first.id });
    expect(canceled.resubscribeAvailableAt).toBe('2025-02-14T10:00:00.000Z');

    clock.set(new Date(Date.parse('2025-01-15T10:00:00.000Z') + 29 * DAY));
    await expect(service.subscribe(deps(), user.id, { creatorId: creator.id })).rejects.toMatchObject({
      status: 422,
      code: 'resubscribe_too_soon',
      message: `You canceled your subscription to ${creator.channelName} on January 15, 2025. You can subscribe to it again on February 14, 2025.`,
      details: { availableAt: '2025-02-14T10:00:00.000Z', waitDays: 30 },
    });

    clock.set(new Date(Date.parse('2025-01-15T10:00:00.000Z') + 31 * DAY));
    const again = await service.subscribe(deps(), user.id, { creatorId: creator.id });
    expect(again).toMatchObject({
      id: first.id,
      status: 'active',
      active: true,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      startDate: '2025-02-15T10:00:00.000Z',
      currentPeriodEnd: '2025-03-15T10:00:00.000Z',
    });
    expect(
      await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, user.id)),
    ).toHaveLength(1);
  });
});

describe('cancel', () => {
  it("answers 'No subscription ID provided' and 'Subscription ID is required'", async () => {
    const user = await insertProfile(t.app.deps.db);
    await expect(service.cancelSubscription(deps(), user.id, {})).rejects.toMatchObject({
      status: 400,
      code: 'subscription_id_required',
      message: 'No subscription ID provided',
    });
    await expect(service.cancelSubscription(deps(), user.id, { subscriptionId: ' ' })).rejects.toMatchObject({
      status: 400,
      code: 'subscription_id_required',
      message: 'Subscription ID is required',
    });
  });

  it("answers 'Subscription not found' for unknown ids", async () => {
    const user = await insertProfile(t.app.deps.db);
    for (const subscriptionId of [randomUUID(), 'nope']) {
      await expect(service.cancelSubscription(deps(), user.id, { subscriptionId })).rejects.toMatchObject({
        status: 404,
        code: 'subscription_not_found',
        message: 'Subscription not found',
      });
    }
  });

  it('keeps access until the period end, then the subscription is canceled', async () => {
    clock.set('2025-03-10T12:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    const sub = await service.subscribe(deps(), user.id, { creatorId: creator.id });
    clock.set('2025-03-20T08:00:00.000Z');
    const canceled = await service.cancelSubscription(deps(), user.id, { subscriptionId: sub.id });
    expect(canceled).toMatchObject({
      status: 'active',
      active: true,
      cancelAtPeriodEnd: true,
      canceledAt: '2025-03-20T08:00:00.000Z',
      currentPeriodEnd: '2025-04-10T12:00:00.000Z',
    });
    const stored = await storedRow(sub.id);
    expect(stored.cancelAtPeriodEnd).toBe(true);
    expect(stored.canceledAt?.toISOString()).toBe('2025-03-20T08:00:00.000Z');

    clock.set('2025-04-10T12:00:00.000Z');
    const [after] = (await service.listMySubscriptions(deps(), user.id)).items;
    expect(after).toMatchObject({
      id: sub.id,
      status: 'canceled',
      active: false,
      currentPeriodEnd: '2025-04-10T12:00:00.000Z',
    });
  });

  it("refuses a second cancel with 'Subscription already canceled'", async () => {
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    const sub = await service.subscribe(deps(), user.id, { creatorId: creator.id });
    await service.cancelSubscription(deps(), user.id, { subscriptionId: sub.id });
    const before = await storedRow(sub.id);
    await expect(
      service.cancelSubscription(deps(), user.id, { subscriptionId: sub.id }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'subscription_already_canceled',
      message: 'Subscription already canceled',
    });
    expect(await storedRow(sub.id)).toEqual(before);
  });

  it("answers 404 for another user's subscription and changes nothing", async () => {
    const owner = await insertProfile(t.app.deps.db);
    const stranger = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    const sub = await service.subscribe(deps(), owner.id, { creatorId: creator.id });
    const before = await storedRow(sub.id);
    await expect(
      service.cancelSubscription(deps(), stranger.id, { subscriptionId: sub.id }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'subscription_not_found',
      message: 'Subscription not found',
    });
    expect(await storedRow(sub.id)).toEqual(before);
  });
});

describe('period roll-over', () => {
  it('rolls a running subscription over monthly on read, and a cancel writes the rolled period first', async () => {
    clock.set('2025-01-31T09:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    const sub = await service.subscribe(deps(), user.id, { creatorId: creator.id });
    expect(sub.currentPeriodEnd).toBe('2025-02-28T09:00:00.000Z');

    clock.set('2025-04-05T00:00:00.000Z');
    const [rolled] = (await service.listMySubscriptions(deps(), user.id)).items;
    expect(rolled).toMatchObject({
      status: 'active',
      active: true,
      currentPeriodStart: '2025-03-31T09:00:00.000Z',
      currentPeriodEnd: '2025-04-30T09:00:00.000Z',
    });
    expect((await storedRow(sub.id)).currentPeriodEnd.toISOString()).toBe('2025-02-28T09:00:00.000Z');

    const canceled = await service.cancelSubscription(deps(), user.id, { subscriptionId: sub.id });
    expect(canceled.currentPeriodEnd).toBe('2025-04-30T09:00:00.000Z');
    expect((await storedRow(sub.id)).currentPeriodEnd.toISOString()).toBe('2025-04-30T09:00:00.000Z');
  });

  it('settles stale rows so stored state catches up with what reads show', async () => {
    clock.set('2026-01-01T00:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const running = await service.subscribe(deps(), user.id, {
      creatorId: (await insertCreator(t.app.deps.db)).id,
    });
    const ending = await service.subscribe(deps(), user.id, {
      creatorId: (await insertCreator(t.app.deps.db)).id,
    });
    await service.cancelSubscription(deps(), user.id, { subscriptionId: ending.id });
    clock.set('2026-03-15T00:00:00.000Z');
    const shown = (await service.listMySubscriptions(deps(), user.id)).items;
    expect(await service.settleStaleSubscriptions(deps())).toBeGreaterThanOrEqual(2);
    expect((await storedRow(ending.id)).status).toBe('canceled');
    expect((await storedRow(running.id)).currentPeriodEnd.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect((await service.listMySubscriptions(deps(), user.id)).items).toEqual(
      shown.map((s) => ({ ...s, updatedAt: expect.any(String) })),
    );
  });
});

describe('plans and current plan', () => {
  it('shows the free trial as the current plan, and nothing when signed out', async () => {
    const user = await insertProfile(t.app.deps.db);
    expect(await service.currentPlan(deps(), null)).toEqual({ current: null });
    expect(await service.currentPlan(deps(), user.id)).toEqual({
      current: {
        planId: 'free-trial',
        planName: 'Free trial',
        provider: 'trial',
        status: 'active',
        amount: 0,
        currency: 'USD',
        interval: 'month',
        trial: { used: 0, limit: 5, remaining: 5 },
      },
    });
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('under concurrency (PostgreSQL)', () => {
  it('lets exactly 5 of 10 concurrent subscribes of one user succeed', async () => {
    clock.set('2025-03-10T12:00:00.000Z');
    const user = await insertProfile(t.app.deps.db);
    const creators = await Promise.all(Array.from({ length: 10 }, () => insertCreator(t.app.deps.db)));
    const results = await Promise.allSettled(
      creators.map((c) => service.subscribe(deps(), user.id, { creatorId: c.id })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual(
      Array(5).fill('trial_limit_reached'),
    );
    expect(
      await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, user.id)),
    ).toHaveLength(5);
  });

  it('makes one subscription from 2 concurrent subscribes to the same creator', async () => {
    const user = await insertProfile(t.app.deps.db);
    const creator = await insertCreator(t.app.deps.db);
    const results = await Promise.allSettled(
      [1, 2].map(() => service.subscribe(deps(), user.id, { creatorId: creator.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, code: 'already_subscribed' });
    expect(
      await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, user.id)),
    ).toHaveLength(1);
  });
});
