import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * The processes of a benchmark: the server under test, the load generator and the floors, each pinned to
 * one core with taskset so the load generator never competes with the server for the same core.
 */

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Core 0 runs what is measured (server, database floor, framework floor); core 1 the load generator. */
export const SERVER_CPU = 0;
export const LOAD_CPU = 1;

export function hasTaskset(): boolean {
  return spawnSync('taskset', ['-c', '0', 'true']).status === 0;
}

/** Pins a running process and all its threads to one core. */
function pin(pid: number, cpu: number): void {
  const result = spawnSync('taskset', ['-a', '-cp', String(cpu), String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset failed for pid ${pid}: ${result.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident set size of a process in MiB, from /proc (Linux); null when it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** Polls `url` until it answers 200; returns the ms it took, or throws after `timeoutMs`. */
export async function waitForOk(
  url: string,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** Sends SIGTERM (to the whole group for detached processes) and waits, then SIGKILL. */
export async function stopProcess(child: ChildProcess, group = false, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** The last lines the process wrote to stderr, for error messages. */
  stderr: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (dist/server/main.js, as `npm start` runs it) pinned to `cpu`, and waits for
 * /api/ready. Its log lines go to /dev/null: writing them is part of the cost measured, reading them is not.
 */
export async function startBuiltServer(
  envFor: (origin: string) => Record<string, string>,
  cpu = SERVER_CPU,
  nodeArgs: string[] = [],
  /** Another checkout's build, to compare two versions of the server on the same data. */
  serverRoot = root,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = envFor(url);
  const child = spawn(
    'taskset',
    ['-c', String(cpu), process.execPath, '--enable-source-maps', ...nodeArgs, 'dist/server/main.js'],
    {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitForOk(`${url}/api/ready`, 60_000, alive);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { url, pid: child.pid!, child, stderr: () => stderr, stop: () => stopProcess(child) };
}

/** A forked TypeScript worker (bench/load/*) that answers requests over IPC, pinned to one core. */
export interface Worker {
  pid: number;
  call<T>(type: string, payload: unknown): Promise<T>;
  close(): Promise<void>;
}

export function forkWorker(modulePath: string, cpu: number): Worker {
  const child = fork(modulePath, [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  pin(child.pid!, cpu);
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.error !== undefined) entry.reject(new Error(message.error));
    else entry.resolve(message.result);
  });
  child.on('exit', (code) => {
    for (const entry of waiting.values()) entry.reject(new Error(`worker ${modulePath} exited (${code})`));
    waiting.clear();
  });
  return {
    pid: child.pid!,
    call: <T>(type: string, payload: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, type, payload });
      }),
    close: async () => {
      if (child.connected) child.disconnect();
      await stopProcess(child, false, 5000);
    },
  };
}

/** The worker side: answers `{ id, type, payload }` messages with the handler's result or error. */
export function serveWorker(handlers: Record<string, (payload: never) => Promise<unknown>>): void {
  process.on('message', (message: { id: number; type: string; payload: unknown }) => {
    const handler = handlers[message.type];
    const reply = (body: { result?: unknown; error?: string }) => process.send?.({ id: message.id, ...body });
    if (!handler) {
      reply({ error: `unknown request ${message.type}` });
      return;
    }
    handler(message.payload as never).then(
      (result) => reply({ result: result ?? null }),
      (error: unknown) =>
        reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  // The parent going away ends the worker too.
  process.on('disconnect', () => process.exit(0));
}
