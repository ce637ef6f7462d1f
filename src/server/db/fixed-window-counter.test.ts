import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from './fixed-window-counter';

const at = (iso: string) => new Date(`2026-11-24T${iso}Z`);

describe('the embedded fixed-window counter', () => {
  it('counts hits in a window and starts afresh when it ends, like the rate_limits upsert', () => {
    const counter = new FixedWindowCounter();
    expect(counter.hit('k', 60_000, at('09:00:00'))).toEqual({ count: 1, resetAt: at('09:01:00') });
    expect(counter.hit('k', 60_000, at('09:00:30'))).toEqual({ count: 2, resetAt: at('09:01:00') });
    // The window's end belongs to the next window, as `reset_at <= now` does in SQL.
    expect(counter.hit('k', 60_000, at('09:01:00'))).toEqual({ count: 1, resetAt: at('09:02:00') });
  });

  it('keeps one counter per key', () => {
    const counter = new FixedWindowCounter();
    counter.hit('a', 60_000, at('09:00:00'));
    counter.hit('a', 60_000, at('09:00:01'));
    expect(counter.hit('b', 60_000, at('09:00:02')).count).toBe(1);
    expect(counter.hit('a', 60_000, at('09:00:03')).count).toBe(3);
  });

  it('drops ended windows once it holds many keys, and keeps the live ones', () => {
    const counter = new FixedWindowCounter();
    counter.hit('live', 60_000, at('09:00:50'));
    for (let i = 1; i < 10_000; i++) counter.hit(`old-${i}`, 60_000, at('09:00:00'));
    expect(counter.size).toBe(10_000);
    counter.hit('new', 60_000, at('09:01:10'));
    expect(counter.size).toBe(2);
    expect(counter.hit('live', 60_000, at('09:01:20')).count).toBe(2);
  });
});
