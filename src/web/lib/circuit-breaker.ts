import { circuitBreaker as limits } from '@shared/constants';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface ApiCircuitBreakerOptions {
  /** Which failures count (5xx, 408/429, timeouts, no answer); everything else passes through. */
  isFailure: (error: unknown) => boolean;
  /** Resolves true when the server looks healthy again (GET /api/health). */
  healthCheck: () => Promise<boolean>;
  storage?: BreakerStorage | undefined;
  storageKey?: string;
  now?: () => number;
}

interface BreakerSnapshot {
  state: 'closed' | 'open';
  /** Consecutive failures counted while closed. */
  failures: number;
  /** When the breaker last opened (0: a trial is allowed now). */
  openedAt: number;
}

interface PersistedBreaker {
  savedAt: number;
  state: unknown;
}

/** The call failed fast because the breaker is open (the API client turns it into `circuit_open`). */
export class BrokenCircuitError extends Error {
  constructor() {
    super('Execution prevented because the circuit breaker is open');
    this.name = 'BrokenCircuitError';
  }
}

const closed = (): BreakerSnapshot => ({ state: 'closed', failures: 0, openedAt: 0 });

function isSnapshot(value: unknown): value is BreakerSnapshot {
  const snapshot = value as Partial<BreakerSnapshot> | null;
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    (snapshot.state === 'closed' || snapshot.state === 'open') &&
    typeof snapshot.failures === 'number' &&
    typeof snapshot.openedAt === 'number'
  );
}

/**
 * docs/product.md#resilience, circuit breaker:
 * - closed → open after 5 consecutive failures (a success in between starts the count again);
 * - open → half-open 30 s after opening, or as soon as a health check of /api/health passes (checked every
 *   30 s while open, and when the browser comes back online);
 * - half-open lets one trial call through at a time (within "at most 3" of docs/product.md#resilience);
 *   others wait for it and then go ahead as the breaker now says; success closes, failure re-opens, and an
 *   error that does not count as a failure (a 404, a cancellation) closes too: the server answered;
 * - the state survives a reload through localStorage, unless it is older than 60 s.
 * Calls that are not failures (`isFailure` false) leave the count alone. Hand-written rather than on a
 * resilience library: this, the timeout and the retries are a few dozen lines, and the API client is part
 * of the landing page's first download (ADR 084).
 */
export class ApiCircuitBreaker {
  private snapshot: BreakerSnapshot;
  private trial: Promise<unknown> | undefined;
  private healthTimer: ReturnType<typeof setInterval> | undefined;
  private readonly options: Required<Omit<ApiCircuitBreakerOptions, 'storage'>> & {
    storage: BreakerStorage | undefined;
  };

  constructor(options: ApiCircuitBreakerOptions) {
    this.options = {
      storage: options.storage,
      storageKey: options.storageKey ?? 'circuit-breaker',
      now: options.now ?? Date.now,
      isFailure: options.isFailure,
      healthCheck: options.healthCheck,
    };
    this.snapshot = this.load();
    if (this.state === 'open') this.startHealthChecks();
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
  }

  get state(): BreakerState {
    return this.trial ? 'half-open' : this.snapshot.state;
  }

  async execute<T>(fn: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.trial) {
      await this.trial.catch(() => undefined);
      signal?.throwIfAborted();
      return this.execute(fn, signal);
    }
    const { state, openedAt } = this.snapshot;
    const neverAborted = new AbortController().signal;
    if (state === 'open') {
      if (this.options.now() - openedAt < limits.resetMs) throw new BrokenCircuitError();
      const trial = this.runTrial(() => fn(signal ?? neverAborted));
      this.trial = trial;
      return trial;
    }
    try {
      const value = await fn(signal ?? neverAborted);
      if (this.counting()) this.snapshot.failures = 0;
      return value;
    } catch (error) {
      // A call that started while closed may end after others opened the breaker: it no longer counts.
      if (this.counting() && this.options.isFailure(error)) {
        this.snapshot.failures += 1;
        if (this.snapshot.failures >= limits.failureThreshold) this.open();
      }
      throw error;
    } finally {
      this.save();
    }
  }

  /** A health check passed: the next call may go through as a trial (open → half-open). */
  allowTrial(): void {
    if (this.snapshot.state !== 'open' || this.trial) return;
    this.snapshot.openedAt = 0;
    this.save();
  }

  /** Runs the health check now; true when it passed and a trial is allowed. */
  async checkHealth(): Promise<boolean> {
    if (this.state !== 'open') return false;
    let healthy = false;
    try {
      healthy = await this.options.healthCheck();
    } catch {
      healthy = false;
    }
    if (healthy) this.allowTrial();
    return healthy;
  }

  dispose(): void {
    this.stopHealthChecks();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }

  private onOnline = () => {
    void this.checkHealth();
  };

  private async runTrial<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      this.close();
      return value;
    } catch (error) {
      if (this.options.isFailure(error)) this.open();
      else this.close();
      throw error;
    } finally {
      this.trial = undefined;
      this.save();
    }
  }

  private counting() {
    return this.snapshot.state === 'closed' && !this.trial;
  }

  private open() {
    this.snapshot = { state: 'open', failures: 0, openedAt: this.options.now() };
    this.startHealthChecks();
  }

  private close() {
    this.snapshot = closed();
    this.stopHealthChecks();
  }

  private startHealthChecks() {
    if (this.healthTimer !== undefined) return;
    this.healthTimer = setInterval(() => void this.checkHealth(), limits.healthCheckEveryMs);
  }

  private stopHealthChecks() {
    clearInterval(this.healthTimer);
    this.healthTimer = undefined;
  }

  private load(): BreakerSnapshot {
    const { storage, storageKey, now } = this.options;
    const raw = storage?.get(storageKey);
    if (!raw) return closed();
    try {
      const persisted = JSON.parse(raw) as PersistedBreaker;
      if (
        typeof persisted.savedAt === 'number' &&
        now() - persisted.savedAt <= limits.persistedStateMaxAgeMs &&
        isSnapshot(persisted.state)
      ) {
        return { ...persisted.state };
      }
    } catch {
      // Unreadable: start closed, as below.
    }
    storage?.remove(storageKey);
    return closed();
  }

  private save() {
    const { storage, storageKey, now } = this.options;
    if (!storage) return;
    const { snapshot } = this;
    if (snapshot.state === 'closed' && snapshot.failures === 0) {
      storage.remove(storageKey);
      return;
    }
    storage.set(storageKey, JSON.stringify({ savedAt: now(), state: snapshot } satisfies PersistedBreaker));
  }
}
