import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../paths';

/**
 * The real server as a separate process (`node --import tsx src/server/main.ts`, one process, so a
 * SIGKILL really kills the server and nothing survives it). Its JSON log lines are kept (the last few
 * hundred) for failure messages and to see when it is ready.
 */

export interface ServerProcess {
  pid: number;
  /** http://localhost:{port} (undefined for ROLE=worker, which does not listen). */
  baseUrl: string | undefined;
  /** Resolves once the process logged that it is ready; rejects if it exits first. */
  ready: Promise<void>;
  /** Whether the process is still running. */
  running(): boolean;
  /** How it ended (undefined while it runs). */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The last log lines, for failure messages. */
  log(): string;
  /** Log lines that are errors (level >= 50) whose message matches. */
  logLines(): string[];
}

export interface StartServerOptions {
  port?: number;
  databaseUrl: string;
  role?: 'all' | 'api' | 'worker';
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

const started = new Set<ChildProcess>();
// A test that fails (or a runner that is interrupted) must not leave servers behind.
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

export function startServer(options: StartServerOptions): ServerProcess {
  const role = options.role ?? 'all';
  const port = options.port ?? 0;
  const baseUrl = role === 'worker' ? undefined : `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // development, not test: the load-shedding checks that NODE_ENV=test turns off must be on here.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl ?? 'http://localhost:1',
      ROLE: role,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // A few readers save notes as fast as the server answers: that is the load, not abuse.
      NOTE_WRITES_PER_MINUTE: '1000000',
      ...options.env,
    },
  });
  started.add(child);
  const lines: string[] = [];
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let onReady: (() => void) | undefined;
  let onFail: ((error: Error) => void) | undefined;

  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 400) lines.shift();
      if (/"msg":"Podbrief (worker )?is ready/.test(line)) onReady?.();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      started.delete(child);
      onFail?.(new Error(`server exited (${code ?? signal}) before it was ready:\n${tail()}`));
      resolve();
    });
  });
  const tail = () => lines.slice(-40).join('\n');

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready after ${options.readyTimeoutMs ?? 30_000} ms:\n${tail()}`)),
      options.readyTimeoutMs ?? 30_000,
    );
    onReady = () => {
      clearTimeout(timer);
      onFail = undefined;
      resolve();
    };
    onFail = (error) => {
      clearTimeout(timer);
      reject(error);
    };
  });
  // Callers await `ready`; an unawaited rejection (a test that failed earlier) must not be unhandled.
  ready.catch(() => undefined);

  return {
    pid: child.pid ?? -1,
    baseUrl,
    ready,
    running: () => exitInfo === undefined,
    exit: () => exitInfo,
    async kill(signal) {
      if (exitInfo) return;
      child.kill(signal);
      await exited;
    },
    log: tail,
    logLines: () => [...lines],
  };
}
