import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { subscriptions } from '../../db/schema';
import { STRIPE_PROVIDER } from './subscription-access';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { insertCreator, insertProfile } from '../../testing/factories';
import * as service from './service';

/**
 * ADR 216, the trial slot rule in both modes, on PGlite and (api-pg) PostgreSQL: the 5 slots are the trials
 * a listener keeps. A canceled trial, free or paid, frees its slot at once; a charged subscription never
 * takes one; a freed slot goes to one subscribe only, however many race for it.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock('2026-11-27T10:00:00.000Z');
let t: TestApp;
const deps = () => ({ db: t.app.deps.db, clock });

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

type PaidState = 'trialing' | 'trialing_canceled' | 'active' | 'trial_over';

/** A paid subscription row as the webhook worker writes it (ADR 213), in `state` at the clock's now. */
async function insertPaid(subscriberId: string, state: PaidState): Promise<void> {
  const creator = await insertCreator(t.app.deps.db, { price: 200 });
  const now = clock.now().getTime();
  const end = new Date(now + (state === 'trial_over' ? -DAY : 10 * DAY));
  await t.app.deps.db.insert(subscriptions).values({
    subscriberId,
    creatorId: creator.id,
    status: 'active',
    planName: 'Paid',
    provider: STRIPE_PROVIDER,
    amount: 200,
    startDate: new Date(now - 4 * DAY),
    currentPeriodStart: new Date(now - 4 * DAY),
    currentPeriodEnd: end,
    cancelAtPeriodEnd: state === 'trialing_canceled',
    canceledAt: state === 'trialing_canceled' ? new Date(now - DAY) : null,
    billingStatus: state === 'active' ? 'active' : 'trialing',
    trialEnd: state === 'active' ? null : end,
    accessUntil: end,
  });
}

describe('trial slots', () => {
  it('count paid trials a listener keeps; not canceled ones, charged ones or ended ones', async () => {
    const user = await insertProfile(t.app.deps.db);
    await insertPaid(user.id, 'trialing');
    await insertPaid(user.id, 'trialing_canceled');
    await insertPaid(user.id, 'active');
    await insertPaid(user.id, 'trial_over');
    expect(await service.trialUsage(t.app.deps, user.id, clock.now())).toEqual({
      used: 1,
      limit: 5,
      remaining: 4,
    });
  });

  it('let a listener with 5 kept trials subscribe again once one paid trial is canceled', async () => {
    const user = await insertProfile(t.app.deps.db);
    for (let i = 0; i < 4; i++) await insertPaid(user.id, 'trialing');
    const free = await insertCreator(t.app.deps.db);
    const kept = await service.subscribe(deps(), user.id, { creatorId: free.id });
    const next = await insertCreator(t.app.deps.db);
    await expect(service.subscribe(deps(), user.id, { creatorId: next.id })).rejects.toMatchObject({
      code: 'trial_limit_reached',
    });
    await service.cancelSubscription(deps(), user.id, { subscriptionId: kept.id });
    await expect(service.subscribe(deps(), user.id, { creatorId: next.id })).resolves.toMatchObject({
      active: true,
    });
  });

  it('give a freed slot to one of several subscribes racing for it, never to two', async () => {
    const user = await insertProfile(t.app.deps.db);
    const subs = [];
    for (let i = 0; i < 5; i++) {
      const creator = await insertCreator(t.app.deps.db);
      subs.push(await service.subscribe(deps(), user.id, { creatorId: creator.id }));
    }
    await service.cancelSubscription(deps(), user.id, { subscriptionId: subs[0]!.id });
    const racers = await Promise.all([0, 1, 2, 3].map(() => insertCreator(t.app.deps.db)));
    const results = await Promise.allSettled(
      racers.map((creator) => service.subscribe(deps(), user.id, { creatorId: creator.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'trial_limit_reached' });
    expect(await service.trialUsage(t.app.deps, user.id, clock.now())).toMatchObject({ used: 5 });
  });
});
