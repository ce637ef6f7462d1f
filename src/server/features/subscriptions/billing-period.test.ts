import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveState,
  resubscribeAvailableAt,
  rolledPeriod,
  type StoredSubscriptionState,
} from './billing-period';

const d = (iso: string) => new Date(iso);

describe('rolledPeriod', () => {
  it('finds the monthly period that contains now, anchored on the start day', () => {
    const p = rolledPeriod(d('2025-01-31T00:00:00.000Z'), d('2025-04-05T00:00:00.000Z'));
    expect(p.currentPeriodStart.toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect(p.currentPeriodEnd.toISOString()).toBe('2025-04-30T00:00:00.000Z');
  });

  it('anchors on month ends and the leap day, however many years later', () => {
    const period = (anchor: string, now: string) => {
      const p = rolledPeriod(d(anchor), d(now));
      return [p.currentPeriodStart.toISOString(), p.currentPeriodEnd.toISOString()];
    };
    expect(period('2024-02-29T12:00:00.000Z', '2025-02-28T12:00:00.000Z')).toEqual([
      '2025-02-28T12:00:00.000Z',
      '2025-03-29T12:00:00.000Z',
    ]);
    expect(period('2024-02-29T12:00:00.000Z', '2028-02-29T11:59:59.999Z')).toEqual([
      '2028-01-29T12:00:00.000Z',
      '2028-02-29T12:00:00.000Z',
    ]);
    // Late on the 31st: the next UTC month has begun by the calendar, but the period has not.
    expect(period('2025-01-31T23:30:00.000Z', '2025-03-01T00:30:00.000Z')).toEqual([
      '2025-02-28T23:30:00.000Z',
      '2025-03-31T23:30:00.000Z',
    ]);
    expect(period('2025-01-31T23:30:00.000Z', '2025-01-31T23:30:00.000Z')).toEqual([
      '2025-01-31T23:30:00.000Z',
      '2025-02-28T23:30:00.000Z',
    ]);
  });

  it('always contains now and lasts 28 to 31 days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: d('2020-01-01T00:00:00Z'), max: d('2030-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 5 * 366 * 24 * 3600 * 1000 }),
        (anchor, offset) => {
          const now = new Date(anchor.getTime() + offset);
          const p = rolledPeriod(anchor, now);
          expect(p.currentPeriodStart.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(p.currentPeriodEnd.getTime()).toBeGreaterThan(now.getTime());
          // Anchored on the start day: a clamped start (Feb 28 for a 29th) still ends on the 29th.
          const days = (p.currentPeriodEnd.getTime() - p.currentPeriodStart.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28);
          expect(days).toBeLessThanOrEqual(31);
        },
      ),
    );
  });
});

describe('effectiveState', () => {
  const base: StoredSubscriptionState = {
    status: 'active',
    cancelAtPeriodEnd: false,
    startDate: d('2025-01-10T09:00:00.000Z'),
    currentPeriodStart: d('2025-01-10T09:00:00.000Z'),
    currentPeriodEnd: d('2025-02-10T09:00:00.000Z'),
    canceledAt: null,
  };

  it('keeps the stored period while it runs', () => {
    const s = effectiveState(base, d('2025-01-20T00:00:00.000Z'));
    expect(s).toMatchObject({ status: 'active', active: true, stale: false });
    expect(s.currentPeriodEnd.toISOString()).toBe('2025-02-10T09:00:00.000Z');
  });

  it('never rolls a paid period over: access lasts exactly until what Stripe confirmed', () => {
    const paid = { ...base, provider: 'stripe', accessUntil: d('2025-02-11T09:00:00.000Z') };
    expect(effectiveState(paid, d('2025-02-11T08:59:59.000Z'))).toMatchObject({ active: true, stale: false });
    const after = effectiveState(paid, d('2025-02-11T09:00:00.000Z'));
    expect(after).toMatchObject({ status: 'canceled', active: false, stale: false });
    expect(after.currentPeriodEnd.toISOString()).toBe('2025-02-10T09:00:00.000Z');
    expect(effectiveState({ ...paid, accessUntil: null }, d('2025-01-20T00:00:00.000Z')).active).toBe(false);
  });

  it('rolls a non-canceled subscription over monthly', () => {
    const s = effectiveState(base, d('2025-03-11T00:00:00.000Z'));
    expect(s).toMatchObject({ status: 'active', active: true, stale: true });
    expect(s.currentPeriodStart.toISOString()).toBe('2025-03-10T09:00:00.000Z');
    expect(s.currentPeriodEnd.toISOString()).toBe('2025-04-10T09:00:00.000Z');
  });

  it('rolls over exactly at the period end', () => {
    const s = effectiveState(base, d('2025-02-10T09:00:00.000Z'));
    expect(s.currentPeriodStart.toISOString()).toBe('2025-02-10T09:00:00.000Z');
  });

  it('keeps access until the end of the paid period after a cancellation, then becomes canceled', () => {
    const canceled = { ...base, cancelAtPeriodEnd: true, canceledAt: d('2025-01-15T00:00:00.000Z') };
    expect(effectiveState(canceled, d('2025-02-10T08:59:59.999Z'))).toMatchObject({
      status: 'active',
      active: true,
    });
    expect(effectiveState(canceled, d('2025-02-10T09:00:00.000Z'))).toMatchObject({
      status: 'canceled',
      active: false,
      stale: true,
    });
    expect(effectiveState(canceled, d('2025-02-10T09:00:00.000Z')).currentPeriodEnd.toISOString()).toBe(
      '2025-02-10T09:00:00.000Z',
    );
  });

  it('reports a stored canceled status as canceled', () => {
    expect(
      effectiveState({ ...base, status: 'canceled', cancelAtPeriodEnd: true }, d('2025-01-11T00:00:00.000Z')),
    ).toMatchObject({
      status: 'canceled',
      active: false,
      stale: false,
    });
  });
});

describe('resubscribe wait', () => {
  it('opens 30 days after the cancellation', () => {
    expect(resubscribeAvailableAt(d('2025-01-15T10:00:00.000Z')).toISOString()).toBe(
      '2025-02-14T10:00:00.000Z',
    );
  });

  it('waits 30 whole days across a leap day, a year end and a daylight-saving change', () => {
    expect(resubscribeAvailableAt(d('2024-02-15T10:00:00.000Z')).toISOString()).toBe(
      '2024-03-16T10:00:00.000Z',
    );
    expect(resubscribeAvailableAt(d('2025-12-20T23:59:00.000Z')).toISOString()).toBe(
      '2026-01-19T23:59:00.000Z',
    );
    // 30 × 24 hours, even on a server in Los Angeles, whose clocks go back on 2 November 2025.
    const machineZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const canceledAt = d('2025-10-20T10:00:00.000Z');
      expect(resubscribeAvailableAt(canceledAt).getTime() - canceledAt.getTime()).toBe(30 * 86_400_000);
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
});
