/**
 * `npx tsx bench/hostile-transcripts.ts [--quick] [--database pglite|postgres] [--server-root DIR]`: issue
 * 24's "done means" on the built app. A creator posts each hostile transcript
 * (src/server/transcripts/hostile-transcripts.ts) while another client asks `GET /api/health` every
 * 20 ms; per case it prints the answer (status, code, time) and the worst health delay, the longest a
 * health check waited while that transcript was being read. Target: ≤ 100 ms for every case.
 *
 * Full mode: each case in its own format at 1/16, 1/4 and all of its size up to the 500,000-character
 * limit, then at that size under every other format and inside each format's container. Quick mode
 * (`npm run bench -- --quick`): each case once, in its own format, at up to 100,000 characters.
 * `npm run bench` runs it after the main harness. It writes bench/results/hostile-transcripts.json
 * (quick: hostile-transcripts-quick.json). A 5xx or a post with no answer makes the exit code non-zero;
 * a missed target does too in full mode (quick mode only reports it). `--server-root` runs another
 * checkout's build, for a before and after. Build first (`npm run build`).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { sessionCookieName } from '../src/server/auth/cookies';
import { hashToken, randomToken } from '../src/server/auth/tokens';
import type { Config } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import {
  hostileBodies,
  sizeFor,
  type HostileBody,
} from '../src/server/testing/hardening/hostile-transcript-routes';
import { hostileTranscripts } from '../src/server/transcripts/hostile-transcripts';
import { recreateDatabase } from './lib/database';
import { root, startBuiltServer, type RunningServer } from './lib/processes';
import { benchServerEnv } from './lib/server-env';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite' },
    'server-root': { type: 'string' },
  },
});
const quick = args.quick;
const kind = args.database === 'postgres' ? 'postgres' : 'pglite';
const serverRoot = args['server-root'] ?? root;

const TARGET_MS = 100;
const HEALTH_EVERY_MS = 20;
/** A post that has not answered by then is recorded as no answer (the old parsers took minutes). */
const POST_TIMEOUT_MS = quick ? 30_000 : 120_000;
const DATABASE = 'podbrief_hostile';
const workDir = join(tmpdir(), 'podbrief-hostile');

interface CaseResult {
  label: string;
  chars: number;
  status: number | null;
  code: string | null;
  ms: number;
  /** The longest a health check waited while this transcript was read (sent or answered meanwhile). */
  worstHealthMs: number;
  healthChecks: number;
}

const log = (line: string) => console.log(`[hostile] ${line}`);

/** The bodies of this mode, smallest first within each case. */
function bodiesFor(): HostileBody[] {
  if (quick) {
    return hostileTranscripts.map((entry) => ({
      label: `${entry.name} / as ${entry.format}`,
      caseName: entry.name,
      content: entry.make(sizeFor(entry, 100_000)),
      format: entry.format,
    }));
  }
  const bodies: HostileBody[] = [];
  const all = hostileBodies(500_000);
  for (const entry of hostileTranscripts) {
    const size = sizeFor(entry, 500_000);
    for (const part of [16, 4]) {
      const smaller = Math.max(1, Math.floor(size / part));
      if (smaller === size) continue;
      bodies.push({
        label: `${entry.name} / as ${entry.format} at 1/${part}`,
        caseName: entry.name,
        content: entry.make(smaller),
        format: entry.format,
      });
    }
    for (const body of all) if (body.caseName === entry.name) bodies.push(body);
  }
  return bodies;
}

/** A creator with a channel and a session, made the way sign-in and "become a creator" make them. */
async function creatorSession(database: DatabaseHandle): Promise<string> {
  const token = randomToken();
  const rows = (await database.db.execute(sql`
    insert into profiles (email, auth_issuer, auth_subject, display_name, full_name)
    values ('hostile.creator@bench.test', 'https://accounts.bench', 'hostile-creator', 'Hostile Creator', 'Hostile Creator')
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = rows.rows[0]!.id;
  await database.db.execute(sql`
    insert into sessions (family_id, user_id, token_hash, expires_at, absolute_expires_at, user_agent)
    values (gen_random_uuid(), ${id}, ${hashToken(token)}, now() + interval '1 day', now() + interval '1 day', 'podbrief-bench')`);
  return token;
}

async function send(
  url: string,
  cookie: string,
  method: string,
  body: unknown,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<{ status: number; code: string | null }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: new URL(url).origin },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let code: string | null = null;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    // not JSON
  }
  return { status: response.status, code };
}

/** Waits until an ordinary request is served (not shed with 503); false after a minute. */
async function untilServed(api: string, cookie: string): Promise<boolean> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const response = await fetch(`${api}/auth/session`, {
      headers: { cookie },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    await response?.arrayBuffer().catch(() => undefined);
    if (response?.status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Asks for /api/health every 20 ms; each check is kept with when it was sent and how long it took. */
function healthPoller(origin: string) {
  const checks: { sentAt: number; doneAt: number | null }[] = [];
  const timer = setInterval(() => {
    const check = { sentAt: performance.now(), doneAt: null as number | null };
    checks.push(check);
    fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(POST_TIMEOUT_MS) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
      .finally(() => {
        check.doneAt = performance.now();
      });
  }, HEALTH_EVERY_MS);
  return {
    /** The checks that overlapped [from, to]: the worst wait among them, and how many there were. */
    during(from: number, to: number) {
      const now = performance.now();
      const overlapping = checks.filter((c) => c.sentAt <= to && (c.doneAt ?? now) >= from);
      const worst = Math.max(0, ...overlapping.map((c) => (c.doneAt ?? now) - c.sentAt));
      return { worst: Math.round(worst), count: overlapping.length };
    },
    /** Waits until every check sent so far has its answer (or gave up), not for those sent meanwhile. */
    async settle() {
      const sent = checks.slice();
      while (sent.some((c) => c.doneAt === null)) await new Promise((r) => setTimeout(r, 20));
    },
    stop: () => clearInterval(timer),
  };
}

async function startServer(extra: Record<string, string>): Promise<RunningServer> {
  const env = benchServerEnv(workDir)({ SEED_DEMO: 'false', ...extra });
  return startBuiltServer(env, undefined, [], serverRoot);
}

async function main(): Promise<number> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  log(`mode ${quick ? 'quick' : 'full'}, ${kind}, server from ${serverRoot}`);

  // The server migrates its database at its first start; the creator is then added beside it.
  let serverEnv: Record<string, string> = {};
  let token: string;
  if (kind === 'postgres') {
    const url = await recreateDatabase(DATABASE);
    serverEnv = { DATABASE_URL: url };
    await (await startServer(serverEnv)).stop();
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    token = await creatorSession(database);
    await database.close();
  } else {
    // One process holds an embedded database: start once to migrate, add the creator, start again.
    await (await startServer(serverEnv)).stop();
    const database = await openDatabase({ kind: 'pglite', dataDir: join(workDir, 'server-data', 'pglite') });
    token = await creatorSession(database);
    await database.close();
  }
  const cookie = `${sessionCookieName({ isProduction: true } as Config)}=${token}`;
  let server = await startServer(serverEnv);
  let api = `${server.url}/api`;
  let poller = healthPoller(server.url);
  const results: CaseResult[] = [];
  try {
    const become = await send(`${api}/creator/become`, cookie, 'POST', {});
    const settings = await send(`${api}/creator/settings`, cookie, 'PUT', { channelName: 'Hostile' });
    if (become.status !== 200 || settings.status !== 200)
      throw new Error(`could not set up the creator: ${become.status} ${settings.status}`);

    const bodies = bodiesFor();
    for (const [i, body] of bodies.entries()) {
      // After a stall the server sheds new work (503) until its event loop has caught up for a second:
      // each case starts on a server that serves again, so one case's stall is not the next one's.
      if (!(await untilServed(api, cookie))) {
        // Still stuck in an earlier parse: stop it (SIGKILL after the grace time) and start again.
        log('the server did not serve again within a minute: restarting it');
        poller.stop();
        await server.stop();
        server = await startServer(serverEnv);
        api = `${server.url}/api`;
        poller = healthPoller(server.url);
      }
      const started = performance.now();
      let answer: { status: number | null; code: string | null };
      try {
        answer = await send(`${api}/creator/reports`, cookie, 'POST', {
          episode: { title: `Hostile ${i}` },
          transcript: { content: body.content, format: body.format },
        });
      } catch (error) {
        answer = { status: null, code: (error as Error).name };
      }
      const ended = performance.now();
      // The checks sent just before the answer must come back before they are judged.
      await poller.settle();
      const health = poller.during(started, ended);
      const result: CaseResult = {
        label: body.label,
        chars: body.content.length,
        status: answer.status,
        code: answer.code,
        ms: Math.round(ended - started),
        worstHealthMs: health.worst,
        healthChecks: health.count,
      };
      results.push(result);
      log(
        `${result.worstHealthMs > TARGET_MS ? 'MISS' : 'ok  '} ${String(result.worstHealthMs).padStart(6)} ms health | ` +
          `${String(result.status ?? '-')} ${result.code ?? ''} in ${result.ms} ms | ${body.label} (${body.content.length.toLocaleString('en')} chars)`,
      );
    }
  } finally {
    poller.stop();
    await server.stop();
  }

  const worst = results.reduce((a, b) => (b.worstHealthMs > a.worstHealthMs ? b : a), results[0]!);
  const missed = results.filter((r) => r.worstHealthMs > TARGET_MS);
  const broken = results.filter((r) => r.status === null || r.status >= 500);
  const summary = {
    mode: quick ? 'quick' : 'full',
    database: kind,
    date: new Date().toISOString(),
    targetMs: TARGET_MS,
    worstHealthMs: worst.worstHealthMs,
    worstCase: worst.label,
    missed: missed.length,
    broken: broken.length,
    results,
  };
  const dir = join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = join(dir, quick ? 'hostile-transcripts-quick.json' : 'hostile-transcripts.json');
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  log(`wrote ${file}`);
  log(
    `worst health delay ${worst.worstHealthMs} ms (${worst.label}); target ≤ ${TARGET_MS} ms ` +
      `${missed.length === 0 ? 'met' : `missed by ${missed.length} of ${results.length} posts`}`,
  );
  if (broken.length > 0) {
    console.error(`bench: ${broken.length} hostile transcripts got a 5xx or no answer`);
    return 1;
  }
  if (missed.length > 0 && !quick) {
    console.error(`bench: the health-delay target (≤ ${TARGET_MS} ms) was missed`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
