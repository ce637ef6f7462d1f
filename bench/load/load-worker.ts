/**
 * The load generator (autocannon), run in its own process pinned to the load core. It receives one run at
 * a time over IPC and answers with the measured summary; latencies are collected per response so that
 * p95 (which autocannon does not report) is computed by bench/lib/stats.ts like every other percentile.
 * Requests per second and percentiles are of 2xx answers; every other answer is an error.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { serveWorker } from '../lib/processes';
import { summarizeRun, type RunSummary } from '../lib/stats';

export interface LoadRequest {
  method: 'GET' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSpec {
  origin: string;
  connections: number;
  durationSec: number;
  /** Every connection cycles through these requests in order (e.g. one per signed-in user). */
  requests: LoadRequest[];
  /**
   * Note saving instead: each connection is one user editing their note on `path`; every save sends the
   * version the previous save answered with, as the web app's autosave does.
   */
  noteSaves?: { path: string; slots: { headers: Record<string, string>; version: number }[] };
}

let noteRun = 0;

function runLoad(spec: LoadSpec): Promise<RunSummary> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let slotIndex = 0;
  noteRun += 1;
  const options: Parameters<typeof autocannon>[0] = {
    url: spec.origin,
    connections: spec.connections,
    duration: spec.durationSec,
    timeout: 10,
    requests: spec.requests,
  };
  if (spec.noteSaves) {
    const { path, slots } = spec.noteSaves;
    if (slots.length < spec.connections) throw new Error('one note slot per connection is needed');
    options.requests = [{ method: 'PUT', path }];
    options.setupClient = (client) => {
      const slot = slots[slotIndex++]!;
      let saves = 0;
      const send = () =>
        client.setHeadersAndBody(
          { ...slot.headers, 'content-type': 'application/json' },
          JSON.stringify({
            content: `Benchmark note, run ${noteRun}, save ${saves}. ${'Worth a second listen. '.repeat(8)}`,
            baseVersion: slot.version,
          }),
        );
      send();
      client.on('response', (statusCode) => {
        if (statusCode === 200) slot.version += 1;
        saves += 1;
        send();
      });
    };
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(options, (error, result) => {
      if (error) {
        reject(error);
        return;
      }
      const durationMs = performance.now() - started;
      const failed = result.errors + result.timeouts + result.non2xx;
      resolve(summarizeRun(latencies, durationMs, failed, statuses));
    });
    // Throughput and latency count successful answers only; anything else is an error, counted apart
    // (a fast 503 must not make a path look quicker).
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

serveWorker({ load: runLoad });
