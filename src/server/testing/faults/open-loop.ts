import { send, type Outcome, type Reader } from './note-load';

/**
 * An open-loop load: requests start at a fixed rate whether or not earlier ones have answered, the way
 * many independent users arrive. A server that cannot keep up then either sheds (fast 503s) or queues,
 * and a queue shows up as latency that grows for as long as the load lasts. The number of requests in
 * flight is capped, so the test itself stays bounded.
 */
export async function openLoop(options: {
  baseUrl: string;
  readers: Reader[];
  paths: string[];
  ratePerSecond: number;
  durationMs: number;
  maxInFlight: number;
  timeoutMs: number;
}): Promise<{ outcomes: Outcome[]; skipped: number }> {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<unknown>>();
  const started = Date.now();
  const intervalMs = 1000 / options.ratePerSecond;
  let skipped = 0;
  for (let n = 0; ; n++) {
    const due = started + n * intervalMs;
    if (due - started >= options.durationMs) break;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending.size >= options.maxInFlight) {
      skipped++;
      continue;
    }
    const request = nthRead(options, n, (o) => outcomes.push(o));
    pending.add(request);
    void request.finally(() => pending.delete(request));
  }
  await Promise.all(pending);
  return { outcomes, skipped };
}

/** The `n`th request of a load: readers and paths taken in turn. */
function nthRead(
  options: { baseUrl: string; readers: Reader[]; paths: string[]; timeoutMs: number },
  n: number,
  record: (outcome: Outcome) => void,
) {
  return send(
    options.baseUrl,
    options.readers[n % options.readers.length]!,
    'GET',
    options.paths[n % options.paths.length]!,
    undefined,
    options.timeoutMs,
    record,
  );
}

/** The reading paths the overload test and benchmark ask for: the feed, five reports, note marks. */
export function overloadPaths(reportIds: string[]): string[] {
  return [
    '/api/reports?limit=20',
    ...reportIds.slice(0, 5).map((id) => `/api/reports/${id}`),
    `/api/notes/status?ids=${reportIds.join(',')}`,
  ];
}

/** `count` requests started at once (a closed burst), each answered or failed; their outcomes. */
export async function burst(options: {
  baseUrl: string;
  readers: Reader[];
  paths: string[];
  count: number;
  timeoutMs: number;
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: options.count }, (_, n) => nthRead(options, n, (o) => outcomes.push(o))),
  );
  return outcomes;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
