import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { freePort, root, stopProcess, waitForOk } from '../lib/processes';

export interface StartupRun {
  /** From spawning `npm start` to the first 200 from /api/ready. */
  readyMs: number;
  /** The server's own account of its start (the `readyInMs` log line), when it could be read. */
  phases: Record<string, number> | null;
}

/**
 * Times `npm start` to /api/ready on the embedded database in `dataDir`, as a user runs it (development
 * settings, PGlite). SKIP_BUILD=true: the harness has just built, and other people editing sources
 * meanwhile must not turn a start into a build.
 */
export async function timeStartToReady(dataDir: string): Promise<StartupRun> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      SKIP_BUILD: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/ready`, 120_000, () => child.exitCode === null);
  } catch (error) {
    await stopProcess(child, true);
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const readyMs = Math.round(performance.now() - started);
  // The ready line is logged just before listen() returns; give it a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await stopProcess(child, true);
  return { readyMs, phases: readyPhases(output) };
}

/** The numeric fields of the server's "is ready" log line (JSON from pino). */
function readyPhases(log: string): Record<string, number> | null {
  for (const line of log.split('\n')) {
    if (!line.includes('readyInMs')) continue;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(entry).filter(
          (e): e is [string, number] => e[0].endsWith('Ms') && typeof e[1] === 'number',
        ),
      );
    } catch {
      // not JSON (a pretty printer, or a partial line)
    }
  }
  return null;
}
