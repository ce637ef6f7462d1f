/**
 * What the soak measures: latency per operation, outcomes, and the server's memory over time. Latencies
 * are kept whole (a 10-minute run makes a few hundred thousand numbers, a few MB) so percentiles are
 * exact rather than estimated.
 */

export interface Failure {
  operation: string;
  status: number | 'network' | 'timeout';
  detail: string;
}

export class Metrics {
  private readonly latencies = new Map<string, number[]>();
  private readonly all: number[] = [];
  readonly failures: Failure[] = [];
  /** Answers that were refused on purpose by a business rule the user could not know of beforehand. */
  readonly expectedRefusals = new Map<string, number>();
  requests = 0;

  record(operation: string, milliseconds: number): void {
    this.requests++;
    this.all.push(milliseconds);
    let list = this.latencies.get(operation);
    if (!list) this.latencies.set(operation, (list = []));
    list.push(milliseconds);
  }

  fail(failure: Failure): void {
    this.failures.push(failure);
  }

  refuse(code: string): void {
    this.expectedRefusals.set(code, (this.expectedRefusals.get(code) ?? 0) + 1);
  }

  overall(): LatencySummary {
    return summarize(this.all);
  }

  perOperation(): [string, LatencySummary][] {
    return [...this.latencies.entries()]
      .map(([name, values]) => [name, summarize(values)] as [string, LatencySummary])
      .sort((a, b) => b[1].count - a[1].count);
  }
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

function summarize(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

export interface MemorySample {
  /** Seconds since the users started. */
  atSeconds: number;
  rssMb: number;
}

export interface MemoryTrend {
  startMb: number;
  endMb: number;
  peakMb: number;
  /** Least-squares slope over the samples after warm-up, in MB per minute. */
  slopeMbPerMinute: number;
  /** Mean of the last third of the samples minus the mean of the first third (after warm-up). */
  thirdsDeltaMb: number;
}

/**
 * The trend ignores the warm-up (JIT, caches, connection pools fill during the first minute) so that a
 * server which settles is not mistaken for one that leaks.
 */
export function memoryTrend(samples: MemorySample[], warmUpSeconds: number): MemoryTrend {
  const round = (n: number) => Math.round(n * 10) / 10;
  const steady = samples.filter((s) => s.atSeconds >= warmUpSeconds);
  const points = steady.length >= 3 ? steady : samples;
  const n = points.length;
  const meanX = points.reduce((sum, s) => sum + s.atSeconds, 0) / Math.max(1, n);
  const meanY = points.reduce((sum, s) => sum + s.rssMb, 0) / Math.max(1, n);
  let numerator = 0;
  let denominator = 0;
  for (const s of points) {
    numerator += (s.atSeconds - meanX) * (s.rssMb - meanY);
    denominator += (s.atSeconds - meanX) ** 2;
  }
  const slopePerSecond = denominator === 0 ? 0 : numerator / denominator;
  const third = Math.max(1, Math.floor(n / 3));
  const mean = (list: MemorySample[]) => list.reduce((sum, s) => sum + s.rssMb, 0) / Math.max(1, list.length);
  return {
    startMb: round(samples[0]?.rssMb ?? 0),
    endMb: round(samples.at(-1)?.rssMb ?? 0),
    peakMb: round(Math.max(0, ...samples.map((s) => s.rssMb))),
    slopeMbPerMinute: round(slopePerSecond * 60),
    thirdsDeltaMb: round(mean(points.slice(-third)) - mean(points.slice(0, third))),
  };
}
