import type { Clock } from '../../clock';

/**
 * One value, recomputed at most once per `ttlMs` of the given clock. Concurrent callers while it is
 * being computed share the same promise (one query for a burst of cold requests, not one each), and a
 * failed computation is not kept, so the next caller tries again.
 */
export class LandingCache<T> {
  private value: { expiresAt: number; promise: Promise<T> } | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly load: (now: Date) => Promise<T>,
  ) {}

  get(): Promise<T> {
    const now = this.clock.now();
    const cached = this.value;
    if (cached && now.getTime() < cached.expiresAt) return cached.promise;
    const promise = this.load(now);
    const entry = { expiresAt: now.getTime() + this.ttlMs, promise };
    this.value = entry;
    promise.catch(() => {
      if (this.value === entry) this.value = undefined;
    });
    return promise;
  }
}
