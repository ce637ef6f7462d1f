import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { waitFor } from '../src/server/testing/wait-for';
import { pickPorts } from './ports';

/**
 * The scale-out set-up of docs/scale-out.md, for real: one worker and two API processes of the built app on one fresh
 * PostgreSQL database, behind HAProxy (round-robin, no stickiness, health check on /api/ready). The
 * multi-process spec drives a browser through the balancer and reaches each API process directly too.
 */

const haproxyBinary = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'].find((path) =>
  existsSync(path),
);
const root = resolve(import.meta.dirname, '..');
const mainJs = join(root, 'dist', 'server', 'main.js');
const databaseName = 'podbrief_e2e_multi';

/** Why the cluster cannot run here, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  if (!process.env.TEST_DATABASE_URL)
    return 'set TEST_DATABASE_URL (a PostgreSQL server) to run the multi-process test';
  if (!haproxyBinary) return 'HAProxy is not installed (apt-get install haproxy; .ci/run does it)';
  if (!existsSync(mainJs)) return 'the app is not built (npm run build)';
  return undefined;
}

export interface ClusterPorts {
  balancer: number;
  api: [number, number];
  stats: number;
}

/**
 * The balancer, the two API processes and HAProxy's stats, each on a port picked when the run begins
 * (e2e/ports.ts), or from E2E_MULTI_PORT and the three after it when that is set. Chosen once and handed on
 * through the environment, since the config is evaluated by the runner and again by its worker.
 */
export function clusterPorts(): ClusterPorts {
  if (!process.env.E2E_MULTI_PORTS) {
    const base = process.env.E2E_MULTI_PORT ? Number(process.env.E2E_MULTI_PORT) : undefined;
    process.env.E2E_MULTI_PORTS = (base ? [base, base + 1, base + 2, base + 3] : pickPorts(4)).join(',');
  }
  const [balancer, first, second, stats] = process.env.E2E_MULTI_PORTS.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { balancer, api: [first, second], stats };
}

interface RunningProcess {
  name: string;
  child: ChildProcess;
  output: string[];
}

export interface Cluster {
  balancerUrl: string;
  apiUrls: [string, string];
  /** HAProxy's name for each API process, in the order of apiUrls. */
  serverNames: [string, string];
  /** SIGKILL, as a crash would: no graceful shutdown, in-flight requests cut. */
  kill(serverName: string): Promise<void>;
  /** HAProxy's view of a backend server: 'UP', 'DOWN', 'UP 1/2', … */
  serverStatus(serverName: string): Promise<string>;
  query<T extends object>(text: string, values?: unknown[]): Promise<T[]>;
  /** The last lines a process printed, for a failure message. */
  logs(): string;
  stop(): Promise<void>;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  logs: () => string,
  exited: () => string | undefined = () => undefined,
) {
  try {
    await waitFor(
      async () => {
        const gone = exited();
        if (gone) throw new Error(`${gone} exited while waiting for ${what}`);
        return probe().catch(() => false);
      },
      { what, timeoutMs, errors: 'throw' },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logs()}`);
  }
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

export async function startCluster(): Promise<Cluster> {
  const unavailable = clusterUnavailable();
  if (unavailable) throw new Error(unavailable);
  const ports = clusterPorts();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = databaseUrl(process.env.TEST_DATABASE_URL!, databaseName);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle client the server drops (a restart, another run's cleanup) is replaced on the next query; without
  // a listener its 'error' event would end the test process instead.
  pool.on('error', () => {});

  const work = mkdtempSync(join(tmpdir(), 'podbrief-e2e-multi-'));
  const balancerUrl = `http://localhost:${ports.balancer}`;
  // Everything the processes must agree on: the database, the public URL, the session secret (cookies
  // signed by one are read by the other) and the uploaded files' folder.
  const shared = {
    NODE_ENV: 'test',
    APP_URL: balancerUrl,
    DATABASE_URL: url,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    FILES_DIR: join(work, 'files'),
    SEED_DEMO: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
    NOTE_WRITES_PER_MINUTE: '100000',
    HOST: '127.0.0.1',
  };
  const processes: RunningProcess[] = [];
  const logs = () =>
    processes
      .map((p) => `── ${p.name} ──\n${p.output.slice(-15).join('')}`)
      .join('\n')
      .slice(-6000);

  // A process that ends during start-up fails the wait at once, with its output.
  const exited = () => processes.find((p) => p.child.exitCode !== null || p.child.signalCode !== null)?.name;
  const start = (name: string, command: string, args: string[], env: Record<string, string>) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
    const running: RunningProcess = { name, child, output: [] };
    const keep = (chunk: Buffer) => {
      running.output.push(chunk.toString());
      if (running.output.length > 200) running.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    processes.push(running);
    return running;
  };

  const cluster: Cluster = {
    balancerUrl,
    apiUrls: [`http://localhost:${ports.api[0]}`, `http://localhost:${ports.api[1]}`],
    serverNames: ['api1', 'api2'],
    async kill(serverName) {
      const target = processes.find((p) => p.name === serverName);
      if (!target || target.child.exitCode !== null) return;
      const exited = new Promise((resolve) => target.child.once('exit', resolve));
      target.child.kill('SIGKILL');
      await exited;
    },
    async serverStatus(serverName) {
      const csv = await (await fetch(`http://127.0.0.1:${ports.stats}/stats;csv`)).text();
      const [header, ...rows] = csv.trim().split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const status = columns.indexOf('status');
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[0] === 'api' && cells[1] === serverName) return cells[status] ?? '';
      }
      throw new Error(`HAProxy has no server ${serverName}`);
    },
    async query<T extends object>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as T[];
    },
    logs,
    async stop() {
      const exits = processes
        .filter((p) => p.child.exitCode === null && p.child.signalCode === null)
        .map((p) => {
          const exited = new Promise((resolve) => p.child.once('exit', resolve));
          p.child.kill('SIGTERM');
          return exited;
        });
      await Promise.all(exits);
      await pool.end();
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${databaseName} with (force)`);
      await cleanup.end();
      rmSync(work, { recursive: true, force: true });
    },
  };

  try {
    // The worker first: it migrates and seeds, so the API processes start on a ready database.
    const worker = start('worker', process.execPath, [mainJs], {
      ...shared,
      ROLE: 'worker',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: join(work, 'worker'),
    });
    await waitUntil(
      'the worker to be ready',
      async () => worker.output.join('').includes('Podbrief worker is ready'),
      60_000,
      logs,
      exited,
    );
    cluster.serverNames.forEach((name, index) =>
      start(name, process.execPath, [mainJs], {
        ...shared,
        ROLE: 'api',
        PORT: String(ports.api[index]),
        LOG_LEVEL: 'warn',
        DATA_DIR: join(work, name),
      }),
    );
    for (const apiUrl of cluster.apiUrls)
      await waitUntil(`${apiUrl} to be ready`, () => answers(`${apiUrl}/api/ready`), 60_000, logs, exited);

    const config = join(work, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 256',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 60s',
        '  timeout server 60s',
        // Live event streams stay open for minutes.
        '  timeout tunnel 1h',
        // A request that could not reach a dead server is sent to a live one.
        '  retries 2',
        '  option redispatch',
        'frontend web',
        `  bind 127.0.0.1:${ports.balancer}`,
        '  default_backend api',
        'backend api',
        // Round-robin and no stickiness: consecutive requests of one browser land on different processes.
        '  balance roundrobin',
        '  option httpchk GET /api/ready',
        '  http-check expect status 200',
        '  default-server inter 300ms fall 2 rise 1',
        ...cluster.serverNames.map((name, index) => `  server ${name} 127.0.0.1:${ports.api[index]} check`),
        'listen stats',
        `  bind 127.0.0.1:${ports.stats}`,
        '  stats enable',
        '  stats uri /stats',
        '',
      ].join('\n'),
    );
    start('haproxy', haproxyBinary!, ['-db', '-f', config], {});
    await waitUntil(
      'HAProxy to see both API processes up',
      async () =>
        (await cluster.serverStatus('api1')) === 'UP' && (await cluster.serverStatus('api2')) === 'UP',
      30_000,
      logs,
      exited,
    );
    return cluster;
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    throw error;
  }
}
