import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_MS, subscriptionState } from './subscription-state';

const now = new Date('2026-11-27T10:00:00Z');
const s = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 86_400_000;
const periodStart = new Date(now.getTime() - 10 * DAY);
const periodEnd = new Date(now.getTime() + 20 * DAY);

function subscription(changes: Partial<Record<string, unknown>> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    customer: 'cus_1',
    created: s(periodStart),
    start_date: s(periodStart),
    trial_end: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    default_payment_method: 'pm_1',
    cancellation_details: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          current_period_start: s(periodStart),
          current_period_end: s(periodEnd),
          price: { id: 'price_1', unit_amount: 500, currency: 'usd' },
        },
      ],
    },
    ...changes,
  } as unknown as Stripe.Subscription;
}

describe('a paid row from its Stripe subscription (ADR 213)', () => {
  it('active: access to the period end plus a day; exactly the period end once it cancels there', () => {
    const state = subscriptionState(subscription(), true, null, now);
    expect(state).toMatchObject({ status: 'active', billingStatus: 'active', amount: 500, currency: 'USD' });
    expect(state.accessUntil.getTime()).toBe(s(periodEnd) * 1000 + DAY);
    const ending = subscriptionState(subscription({ cancel_at_period_end: true }), true, null, now);
    expect(ending.accessUntil.getTime()).toBe(s(periodEnd) * 1000);
    expect(ending.cancelAtPeriodEnd).toBe(true);
  });

  it('trialing: access until the trial ends', () => {
    const trialEnd = new Date(now.getTime() + 14 * DAY);
    const state = subscriptionState(
      subscription({ status: 'trialing', trial_end: s(trialEnd) }),
      false,
      null,
      now,
    );
    expect(state).toMatchObject({ status: 'active', hasPaymentMethod: false });
    expect(state.accessUntil.getTime()).toBe(s(trialEnd) * 1000);
  });

  it('past due: a grace period from the first failure, kept across later events, cleared when paid', () => {
    const first = subscriptionState(subscription({ status: 'past_due' }), true, null, now);
    expect(first.pastDueSince).toEqual(now);
    expect(first.accessUntil.getTime()).toBe(now.getTime() + PAST_DUE_GRACE_MS);
    const later = new Date(now.getTime() + 3 * DAY);
    const again = subscriptionState(subscription({ status: 'past_due' }), true, first, later);
    expect(again.pastDueSince).toEqual(now);
    const paid = subscriptionState(subscription(), true, again, later);
    expect(paid.pastDueSince).toBeNull();
  });

  it('ended: no access, with why', () => {
    const trialEnd = new Date(now.getTime() - DAY);
    const trialOver = subscriptionState(
      subscription({
        status: 'canceled',
        trial_end: s(trialEnd),
        ended_at: s(trialEnd),
        default_payment_method: null,
      }),
      false,
      null,
      now,
    );
    expect(trialOver).toMatchObject({ status: 'canceled', endedReason: 'trial_ended' });
    expect(trialOver.accessUntil.getTime()).toBe(s(trialEnd) * 1000);
    expect(subscriptionState(subscription({ status: 'unpaid' }), true, null, now).endedReason).toBe(
      'payment_failed',
    );
    expect(
      subscriptionState(subscription({ status: 'canceled', ended_at: s(now) }), true, null, now).endedReason,
    ).toBe('canceled');
    for (const status of ['incomplete', 'incomplete_expired', 'paused'])
      expect(subscriptionState(subscription({ status }), true, null, now).status).toBe('canceled');
  });

  it('a refund or dispute stays the reason, and no later Stripe state gives access back', () => {
    const state = subscriptionState(
      subscription(),
      true,
      { pastDueSince: null, endedReason: 'refunded' },
      now,
    );
    expect(state).toMatchObject({ status: 'canceled', endedReason: 'refunded' });
    expect(state.accessUntil.getTime()).toBeLessThanOrEqual(now.getTime());
  });
});
