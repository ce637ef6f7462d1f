/**
 * `npm run soak` — many simulated listeners against a freshly started server for a fixed time; reports
 * errors, latency percentiles and the server's memory (start, end, trend sampled every 10 s). Not part of
 * `npm test`. Loopback only; it stops by itself (a hard deadline ends it even if requests hang).
 *
 *   npm run soak                              200 users, 10 minutes, PGlite
 *   npm run soak -- --users 20 --minutes 1    a short run
 *   npm run soak -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *                                             a temporary database on that PostgreSQL server instead
 *   --think-ms 1000-4000                      pause between a user's steps (uniform)
 *   --json path                               also write the figures as JSON
 *   --keep-log                                keep the server's log (otherwise removed with the temp folder)
 *
 * Exit code: 0 when there were no errors, 1 otherwise.
 */
import { writeFile } from 'node:fs/promises';
import { memoryTrend, Metrics, type MemorySample } from './metrics';
import { ensureServerBuilt, logSize, serverLogErrors, startSoakServer } from './server-process';
import { SimulatedUser } from './simulated-user';

interface Options {
  users: number;
  minutes: number;
  postgresUrl: string | undefined;
  thinkMs: [number, number];
  json: string | undefined;
  keepLog: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    users: 200,
    minutes: 10,
    postgresUrl: undefined,
    thinkMs: [1000, 4000],
    json: undefined,
    keepLog: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    if (flag === '--users') options.users = Number(need());
    else if (flag === '--minutes') options.minutes = Number(need());
    else if (flag === '--postgres') options.postgresUrl = need();
    else if (flag === '--json') options.json = need();
    else if (flag === '--keep-log') options.keepLog = true;
    else if (flag === '--think-ms') {
      const [min, max] = need().split('-').map(Number);
      options.thinkMs = [min ?? 1000, max ?? min ?? 4000];
    } else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(options.users) || options.users < 1 || options.users > 2000)
    throw new Error('--users must be an integer from 1 to 2000');
  if (!(options.minutes > 0 && options.minutes <= 120))
    throw new Error('--minutes must be more than 0 and at most 120');
  if (
    options.postgresUrl &&
    !/^postgres(ql)?:\/\/[^/]*(127\.0\.0\.1|localhost|\[::1\])/.test(options.postgresUrl)
  )
    throw new Error('--postgres must point at a loopback PostgreSQL server');
  return options;
}

/** A small deterministic generator, so two runs make the same choices (Mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  ensureServerBuilt(log);
  log(`starting the server (${options.postgresUrl ? 'PostgreSQL' : 'PGlite'}, demo content seeded)…`);
  const server = await startSoakServer({ postgresUrl: options.postgresUrl, log });
  log(`server pid ${server.pid} ready at ${server.baseUrl}; log: ${server.logFile}`);

  const logStart = await logSize(server.logFile);
  const metrics = new Metrics();
  const samples: MemorySample[] = [];
  const durationMs = options.minutes * 60_000;
  const startedAt = Date.now();
  const deadline = startedAt + durationMs;
  // Users arrive over the first fifth of the run (at most two minutes) rather than all in one instant:
  // each sign-in is a round of the emulator's OpenID provider (key signing, several redirects).
  const rampMs = Math.min(120_000, durationMs / 5);

  const sample = async () => {
    try {
      samples.push({ atSeconds: Math.round((Date.now() - startedAt) / 1000), rssMb: await server.rssMb() });
    } catch {
      // the process is gone; the run reports it below
    }
  };
  await sample();
  const sampler = setInterval(() => {
    void sample().then(() => {
      const last = samples.at(-1);
      log(
        `t=${last?.atSeconds ?? '?'}s rss=${last?.rssMb.toFixed(1) ?? '?'} MB requests=${metrics.requests} errors=${metrics.failures.length}`,
      );
    });
  }, 10_000);

  const users = Array.from({ length: options.users }, (_, index) => {
    const user = new SimulatedUser({
      baseUrl: server.baseUrl,
      index,
      deadline,
      metrics,
      thinkMs: options.thinkMs,
      random: seededRandom(1000 + index),
    });
    const delay = (index / options.users) * rampMs;
    return new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() => user.run());
  });

  // Hard stop: whatever still runs 60 s after the deadline is abandoned (each request also has its own
  // 30 s timeout, so this only matters if something is badly wrong).
  let abandoned = false;
  await Promise.race([
    Promise.allSettled(users),
    new Promise<void>((resolve) =>
      setTimeout(() => {
        abandoned = true;
        resolve();
      }, durationMs + 60_000).unref(),
    ),
  ]);
  clearInterval(sampler);
  await sample();
  const serverDied = server.exited();
  await server.stop();
  const logErrors = await serverLogErrors(server.logFile, logStart);
  if (!options.keepLog) await server.dispose();
  else log(`server log kept at ${server.logFile}`);

  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const overall = metrics.overall();
  const trend = memoryTrend(samples, Math.min(60, (durationMs / 1000) * 0.2));
  const errorsByKind = new Map<string, number>();
  for (const failure of metrics.failures) {
    const key = `${failure.operation} → ${failure.status}`;
    errorsByKind.set(key, (errorsByKind.get(key) ?? 0) + 1);
  }
  const result = {
    date: new Date().toISOString(),
    users: options.users,
    minutes: options.minutes,
    database: server.databaseLabel,
    thinkMs: options.thinkMs,
    requests: metrics.requests,
    requestsPerSecond: Math.round((metrics.requests / elapsedSeconds) * 10) / 10,
    errors: metrics.failures.length,
    errorsByKind: Object.fromEntries(errorsByKind),
    // The first failure of each kind (operation and status), at most ten.
    errorSamples: [
      ...new Map(metrics.failures.map((f) => [`${f.operation} ${f.status}`, f] as const).reverse()).values(),
    ]
      .reverse()
      .slice(0, 10),
    expectedRefusals: Object.fromEntries(metrics.expectedRefusals),
    serverLogErrors: logErrors.count,
    serverLogErrorSamples: logErrors.samples,
    serverDied,
    abandoned,
    latencyMs: overall,
    latencyByOperationMs: Object.fromEntries(metrics.perOperation()),
    memory: trend,
    memorySamples: samples,
  };

  console.log('\n## Soak result\n');
  console.log(`- Date: ${result.date}`);
  console.log(`- Users: ${result.users}, duration: ${result.minutes} min, database: ${result.database}`);
  console.log(`- Think time per step: ${options.thinkMs[0]}–${options.thinkMs[1]} ms`);
  console.log(`- Requests: ${result.requests} (${result.requestsPerSecond}/s)`);
  console.log(`- Errors: ${result.errors}${result.errors ? ` ${JSON.stringify(result.errorsByKind)}` : ''}`);
  console.log(`- Expected business refusals: ${JSON.stringify(result.expectedRefusals)}`);
  console.log(`- Server log lines at error level: ${result.serverLogErrors}`);
  console.log(
    `- Latency (all requests): p50 ${overall.p50} ms, p90 ${overall.p90} ms, p99 ${overall.p99} ms, max ${overall.max} ms`,
  );
  console.log(
    `- Server RSS: start ${trend.startMb} MB, end ${trend.endMb} MB, peak ${trend.peakMb} MB, slope after warm-up ${trend.slopeMbPerMinute} MB/min, last third − first third ${trend.thirdsDeltaMb} MB`,
  );
  console.log('\n| Operation | Count | p50 ms | p90 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|');
  for (const [name, s] of metrics.perOperation())
    console.log(`| ${name} | ${s.count} | ${s.p50} | ${s.p90} | ${s.p99} | ${s.max} |`);
  console.log(
    `\nRSS samples (s:MB): ${samples.map((s) => `${s.atSeconds}:${s.rssMb.toFixed(0)}`).join(' ')}`,
  );
  if (result.errorSamples.length > 0) console.log('\nFirst errors:', result.errorSamples);
  if (logErrors.samples.length > 0) console.log('\nServer log errors:', logErrors.samples);
  if (options.json) await writeFile(options.json, `${JSON.stringify(result, null, 2)}\n`);

  return result.errors === 0 && logErrors.count === 0 && !serverDied && !abandoned ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
