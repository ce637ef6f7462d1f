import { apiClient as defaults } from '@shared/constants';
import { HttpFailure } from './api-failures';

export interface SpecBackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** ±fraction of the delay (0.2 → between 80 % and 120 %). */
  jitter?: number;
  random?: () => number;
}

/**
 * Spec §9 backoff: exponential from a 1 s base (1 s, 2 s, 4 s …), capped at 30 s, with ±20 % jitter so a
 * crowd of clients does not retry in lockstep. A Retry-After from the server wins when it is longer (still
 * capped).
 */
export class SpecBackoff {
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly jitter: number;
  private readonly random: () => number;

  constructor(options: SpecBackoffOptions = {}) {
    this.baseMs = options.baseMs ?? defaults.backoffBaseMs;
    this.maxMs = options.maxMs ?? defaults.backoffMaxMs;
    this.jitter = options.jitter ?? defaults.jitter;
    this.random = options.random ?? Math.random;
  }

  /** Delay before retry number `attempt` (1-based). */
  delayFor(attempt: number, retryAfterMs?: number): number {
    const exponential = Math.min(this.maxMs, this.baseMs * 2 ** (attempt - 1));
    const jittered = exponential * (1 + this.jitter * (this.random() * 2 - 1));
    const delay = Math.max(jittered, retryAfterMs ?? 0);
    return Math.round(Math.min(this.maxMs, Math.max(0, delay)));
  }

  /** Delay before retry number `attempt` (1-based) after `failure`, which may carry a Retry-After. */
  delayAfter(attempt: number, failure: unknown): number {
    return this.delayFor(attempt, failure instanceof HttpFailure ? failure.retryAfterMs : undefined);
  }
}
