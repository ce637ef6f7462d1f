import { describe, expect, it } from 'vitest';
import { planPriceChange, secondsUntil } from './schedule';

const at = (iso: string) => new Date(iso);

describe('planPriceChange (ADR 213)', () => {
  it('switches a day before the renewal the mail names, when that renewal is the next one', () => {
    expect(planPriceChange(at('2026-03-15T10:00:00Z'), at('2026-02-13T10:00:00Z'))).toEqual({
      effectiveAt: at('2026-03-15T10:00:00Z'),
      applyAt: at('2026-03-14T10:00:00Z'),
    });
  });

  it('waits for the renewals at the old price inside the notice, then switches before the new one', () => {
    expect(planPriceChange(at('2026-03-15T10:00:00Z'), at('2026-03-01T10:00:00Z'))).toEqual({
      effectiveAt: at('2026-04-15T10:00:00Z'),
      applyAt: at('2026-04-14T10:00:00Z'),
    });
    const plan = planPriceChange(at('2026-01-31T00:00:00Z'), at('2026-01-30T00:00:00Z'));
    expect(plan.effectiveAt).toEqual(at('2026-03-31T00:00:00Z'));
    // After the February renewal at the old price (Feb 28), before the March one.
    expect(plan.applyAt).toEqual(at('2026-03-30T00:00:00Z'));
    expect(plan.applyAt.getTime()).toBeGreaterThan(at('2026-02-28T00:00:00Z').getTime());
  });

  it('counts seconds until the switch, never below zero', () => {
    expect(secondsUntil(at('2026-01-01T00:01:00Z'), at('2026-01-01T00:00:00Z'))).toBe(60);
    expect(secondsUntil(at('2026-01-01T00:00:00Z'), at('2026-01-02T00:00:00Z'))).toBe(0);
  });
});
