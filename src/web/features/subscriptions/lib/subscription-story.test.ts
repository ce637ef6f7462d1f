import { describe, expect, it } from 'vitest';
import type { SubscriptionBilling } from '@shared/contract/subscriptions';
import { sampleSubscription } from '@web/test/factories';
import { accessEnd, cancelRule, isTrial, statusWord } from './subscription-story';

const billing = (overrides: Partial<SubscriptionBilling>): SubscriptionBilling => ({
  status: 'trialing',
  trialEndsAt: '2025-03-24T12:00:00.000Z',
  hasPaymentMethod: false,
  nextCharge: null,
  accessUntil: '2025-03-24T12:00:00.000Z',
  endedReason: null,
  ...overrides,
});
const beta = sampleSubscription();
const paidTrial = sampleSubscription({ provider: 'stripe', billing: billing({}) });
const paidActive = sampleSubscription({
  provider: 'stripe',
  billing: billing({ status: 'active', trialEndsAt: null, accessUntil: '2025-04-11T12:00:00.000Z' }),
});

describe('statusWord', () => {
  it('names each state in words', () => {
    expect(statusWord(beta)).toBe('Free trial');
    expect(statusWord(paidTrial)).toBe('Free trial');
    expect(statusWord(paidActive)).toBe('Active');
    expect(statusWord({ ...paidActive, billing: billing({ status: 'past_due' }) })).toBe('Past due');
    expect(statusWord({ ...beta, cancelAtPeriodEnd: true })).toBe('Canceled');
    expect(statusWord({ ...paidActive, billing: billing({ status: 'unpaid' }) })).toBe('Canceled');
    expect(statusWord({ ...beta, status: 'canceled', active: false })).toBe('Canceled');
  });
});

describe('accessEnd', () => {
  it('is the beta period end, a paid trial end, or a paid period end', () => {
    expect(accessEnd(beta)).toBe('2025-04-10T12:00:00.000Z');
    expect(accessEnd(paidTrial)).toBe('2025-03-24T12:00:00.000Z');
    // Not yet canceled: access would end at the period end, not at the day of slack after it.
    expect(accessEnd(paidActive)).toBe('2025-04-10T12:00:00.000Z');
    expect(
      accessEnd({
        ...paidActive,
        billing: billing({ status: 'past_due', accessUntil: '2025-03-17T00:00:00.000Z' }),
      }),
    ).toBe('2025-03-17T00:00:00.000Z');
  });
});

describe('cancelRule', () => {
  it('for a free-beta trial: reading to the end, nothing charged, the slot freed at once, the wait', () => {
    expect(isTrial(beta)).toBe(true);
    expect(cancelRule(beta)).toEqual([
      'You keep reading its reports until April 10, 2025. Nothing is charged.',
      'Its free-trial slot is free at once: you can start another channel right away.',
      'You can subscribe to this channel again 30 days after canceling.',
    ]);
  });

  it('for a paid trial: it ends without a charge, and frees its slot', () => {
    expect(cancelRule(paidTrial)).toEqual([
      'Your free trial ends on March 24, 2025 without a charge. You keep reading until then.',
      'Its free-trial slot is free at once: you can start another channel right away.',
      'You can subscribe to this channel again 30 days after canceling.',
    ]);
  });

  it('for a paid subscription: no further charge, and no slot to speak of', () => {
    expect(isTrial(paidActive)).toBe(false);
    expect(cancelRule(paidActive)).toEqual([
      'You will not be charged again. You keep reading its reports until April 10, 2025.',
      'You can subscribe to this channel again 30 days after canceling.',
    ]);
  });
});
