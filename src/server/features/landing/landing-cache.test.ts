import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { LandingCache } from './landing-cache';

describe('LandingCache', () => {
  it('computes once per minute and serves the same value in between', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    let loads = 0;
    const cache = new LandingCache(clock, 60_000, async () => ++loads);
    expect(await cache.get()).toBe(1);
    clock.advance(59_999);
    expect(await cache.get()).toBe(1);
    clock.advance(1);
    expect(await cache.get()).toBe(2);
  });

  it('shares one computation between concurrent callers', async () => {
    const clock = new ManualClock();
    let loads = 0;
    let release!: (value: string) => void;
    const cache = new LandingCache(clock, 60_000, () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    });
    const callers = [cache.get(), cache.get(), cache.get()];
    release('counted');
    expect(await Promise.all(callers)).toEqual(['counted', 'counted', 'counted']);
    expect(loads).toBe(1);
  });

  it('does not keep a failure: the next caller computes again', async () => {
    const clock = new ManualClock();
    let loads = 0;
    const cache = new LandingCache(clock, 60_000, async () => {
      loads += 1;
      if (loads === 1) throw new Error('database away');
      return 'recovered';
    });
    await expect(cache.get()).rejects.toThrow('database away');
    expect(await cache.get()).toBe('recovered');
    expect(loads).toBe(2);
  });
});
