import { describe, expect, it } from 'vitest';
import { trialLimitReason } from './trial-limit-reason';

const usage = (used: number) => ({ used, limit: 5, remaining: Math.max(0, 5 - used) });

describe('trialLimitReason', () => {
  it('says nothing below the limit', () => {
    expect(trialLimitReason(undefined)).toBeNull();
    expect(trialLimitReason(usage(4))).toBeNull();
  });

  it('says the trial is full and that canceling a trial frees its slot at once', () => {
    expect(trialLimitReason(usage(5))).toBe(
      'Your free trial is full: 5 of 5 podcasts. Cancel a free trial to free its slot at once; you keep reading it until its end.',
    );
  });

  it('never speaks of a paid period', () => {
    expect(trialLimitReason(usage(5))).not.toMatch(/paid/);
  });
});
