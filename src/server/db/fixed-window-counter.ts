import type { RateLimitHit } from '../plugins/rate-limit-store';

/** Past this many keys, a new key first drops the windows that have ended (lazily: no timer in an API process). */
const FIRST_SWEEP_AT = 10_000;

/**
 * Fixed-window hit counts held in the process, for the embedded database only (ADR 156): one process
 * holds the PGlite data directory (db/data-dir-lock.ts), so a counter in its memory is the one counter
 * there is, with the rules of the `rate_limits` upsert (plugins/rate-limit-store.ts `hitStatement`): the
 * first hit, or the first after the window ended, opens a window of `windowMs`; later hits count in it.
 * A restart starts every window afresh, which at worst grants one more window's budget.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  // Doubles with what a sweep leaves, so many live keys cost an occasional sweep, not one per new key.
  private sweepAt = FIRST_SWEEP_AT;

  hit(key: string, windowMs: number, now: Date): RateLimitHit {
    const at = now.getTime();
    const open = this.windows.get(key);
    if (open && open.resetAt > at) {
      open.count += 1;
      return { count: open.count, resetAt: new Date(open.resetAt) };
    }
    if (!open && this.windows.size >= this.sweepAt) this.sweep(at);
    const fresh = { count: 1, resetAt: at + windowMs };
    this.windows.set(key, fresh);
    return { count: 1, resetAt: new Date(fresh.resetAt) };
  }

  /** How many windows are held (ended ones included until a sweep). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
    this.sweepAt = Math.max(FIRST_SWEEP_AT, 2 * this.windows.size);
  }
}
