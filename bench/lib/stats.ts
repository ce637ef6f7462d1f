/**
 * The arithmetic of the benchmark: percentiles of one run, medians across rounds, ratios against a floor.
 * Pure functions, so the numbers in docs/performance.md can be trusted as far as these tests go.
 */

/**
 * The p-th percentile (0–100) by the nearest-rank method: the smallest value with at least p % of the
 * values at or below it. No interpolation, so every reported latency is one that was really observed.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be between 0 and 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** The middle value; for an even count, the mean of the two middle ones. NaN for no values. */
export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return Number.NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** a ÷ b, rounded to two decimals; null when either side is missing or the floor is zero. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return Math.round((a / b) * 100) / 100;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** What one load run (one target, one round) measured. Latencies in milliseconds, of successful answers. */
export interface RunSummary {
  /** Successful answers; `rps` is these per second. */
  requests: number;
  durationMs: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Socket errors, timeouts and non-2xx answers together: the target is 0. */
  errors: number;
  /** Answers by status code, to tell a 429 from a 503 when errors is not 0. */
  statuses: Record<string, number>;
}

/** Summarises the latencies of one run. `errors` counts everything that was not a 2xx answer. */
export function summarizeRun(
  latenciesMs: readonly number[],
  durationMs: number,
  errors: number,
  statuses: Record<string, number> = {},
): RunSummary {
  const requests = latenciesMs.length;
  return {
    requests,
    durationMs: Math.round(durationMs),
    rps: durationMs > 0 ? round1((requests / durationMs) * 1000) : 0,
    p50: round1(percentile(latenciesMs, 50)),
    p95: round1(percentile(latenciesMs, 95)),
    p99: round1(percentile(latenciesMs, 99)),
    max: round1(latenciesMs.reduce((a, b) => Math.max(a, b), 0)),
    errors,
    statuses,
  };
}

/** Several rounds of one target: each figure is the median across rounds; errors are summed. */
export interface TargetSummary {
  rounds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  statuses: Record<string, number>;
}

export function combineRounds(runs: readonly RunSummary[]): TargetSummary {
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, n] of Object.entries(run.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  }
  return {
    rounds: runs.length,
    rps: round1(median(runs.map((r) => r.rps))),
    p50: round1(median(runs.map((r) => r.p50))),
    p95: round1(median(runs.map((r) => r.p95))),
    p99: round1(median(runs.map((r) => r.p99))),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    statuses,
  };
}
