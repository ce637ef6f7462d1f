import { describe, expect, it } from 'vitest';
import { trialLimitReason } from './trial-limit-reason';

const usage = (used: number, canceledHolding = 0, nextSlotFreesAt: string | null = null) => ({
  used,
  limit: 5,
  remaining: Math.max(0, 5 - used),
  canceledHolding,
  nextSlotFreesAt,
});

describe('trialLimitReason', () => {
  it('says nothing below the limit or before the usage is known', () => {
    expect(trialLimitReason(undefined)).toBeNull();
    expect(trialLimitReason(usage(4))).toBeNull();
  });

  it('at the limit, names the count and how a slot frees up', () => {
    expect(trialLimitReason(usage(5))).toBe(
      'Your free trial is full: 5 of 5 podcasts. Cancel a subscription to free its slot when its paid period ends.',
    );
  });

  it('counts canceled subscriptions still in their paid period, and says when the next slot frees up', () => {
    expect(trialLimitReason(usage(5, 1, '2026-03-15T12:00:00.000Z'))).toBe(
      'Your free trial is full: 5 of 5 podcasts. 1 canceled subscription keeps its slot until its paid period ends; the next slot frees up on March 15, 2026.',
    );
    expect(trialLimitReason(usage(5, 2, '2026-03-15T12:00:00.000Z'))).toMatch(
      /2 canceled subscriptions keep their slots until their paid periods end; the next slot frees up on March 15, 2026\.$/,
    );
  });
});
