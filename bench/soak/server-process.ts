import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, statSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/server/testing/free-port';

/**
 * The server under soak: the built bundle (dist/server/main.js), started as its own process on a loopback
 * port with a fresh DATA_DIR (PGlite) or a fresh PostgreSQL database, seeded with the demo content. Its
 * stdout (pino JSON) goes to a log file the soak reads afterwards.
 */

export interface SoakServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  databaseLabel: string;
  /** Resident set size of the server process in MB (from /proc). */
  rssMb(): Promise<number>;
  exited(): boolean;
  stop(): Promise<void>;
  /** Removes the temporary folder, log included (call after reading the log). */
  dispose(): Promise<void>;
}

const root = new URL('../../', import.meta.url).pathname;
const bundle = join(root, 'dist/server/main.js');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newestMtime(join(path, entry)));
  return latest;
}

/** Bundles the server when there is no bundle or the server sources are newer (esbuild: about a second). */
export function ensureServerBuilt(log: (line: string) => void): void {
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const sourcesAt = Math.max(newestMtime(join(root, 'src/server')), newestMtime(join(root, 'src/shared')));
  if (builtAt >= sourcesAt) return;
  log(
    builtAt === 0
      ? 'bundling the server (no dist/server/main.js)…'
      : 'bundling the server (sources changed)…',
  );
  const result = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('bundling the server failed');
}

async function readRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** A throw-away PostgreSQL database next to the given one (same server), dropped by `drop()`. */
async function temporaryPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `podbrief_soak_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startSoakServer(options: {
  /** An existing PostgreSQL server to create a temporary database on; PGlite when absent. */
  postgresUrl?: string;
  log: (line: string) => void;
  startTimeoutMs?: number;
}): Promise<SoakServer> {
  const port = await freePort();
  const work = await mkdtemp(join(tmpdir(), 'podbrief-soak-'));
  const logFile = join(work, 'server.log');
  const database = options.postgresUrl ? await temporaryPostgresDatabase(options.postgresUrl) : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: join(work, 'data'),
    FILES_DIR: join(work, 'files'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    // Every simulated user comes from 127.0.0.1, so per-address budgets (meant for one browser) would
    // refuse the crowd as one abusive client. The limiter still runs and counts every request.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(database ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '20' } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logStream = createWriteStream(logFile);
  child.stdout?.pipe(logStream);
  child.stderr?.pipe(logStream);
  let hasExited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );

  const cleanup = async () => {
    await new Promise<void>((resolve) => logStream.end(resolve));
    await database
      ?.drop()
      .catch((error: unknown) => options.log(`could not drop the soak database: ${String(error)}`));
  };

  // Ready when /api/ready answers 200 (migrated and seeded).
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (hasExited) {
      await cleanup();
      throw new Error(`the server exited during start-up; see ${logFile}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await cleanup();
      throw new Error(`the server was not ready within the start-up timeout; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pid = child.pid as number;
  return {
    baseUrl,
    pid,
    logFile,
    databaseLabel: database
      ? 'PostgreSQL (temporary database on 127.0.0.1:5432)'
      : 'PGlite (temporary DATA_DIR)',
    rssMb: () => readRssMb(pid),
    exited: () => hasExited,
    stop: async () => {
      if (!hasExited) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exitedPromise;
        clearTimeout(killer);
      }
      await cleanup();
    },
    dispose: () => rm(work, { recursive: true, force: true }),
  };
}

/** Bytes in the server log so far (to count only what was logged after a point in time). */
export async function logSize(logFile: string): Promise<number> {
  return (await readFile(logFile).catch(() => Buffer.alloc(0))).length;
}

/**
 * Counts pino lines at level error (50) or fatal (60) logged after `fromByte` and returns a few of them.
 * Start-up is skipped: the readiness poll may be answered 503 while the seed keeps the loop busy.
 */
export async function serverLogErrors(
  logFile: string,
  fromByte = 0,
): Promise<{ count: number; samples: string[] }> {
  const text = (await readFile(logFile).catch(() => Buffer.alloc(0))).subarray(fromByte).toString('utf8');
  const samples: string[] = [];
  let count = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) {
      if (/error/i.test(line)) {
        count++;
        if (samples.length < 5) samples.push(line.slice(0, 300));
      }
      continue;
    }
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) >= 50) {
        count++;
        if (samples.length < 5) samples.push(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.slice(0, 300));
      }
    } catch {
      // a partial last line
    }
  }
  return { count, samples };
}
