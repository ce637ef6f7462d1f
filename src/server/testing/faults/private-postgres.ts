import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';

/**
 * A PostgreSQL cluster of the fault tests' own: `initdb` in a temporary folder, on a free port, listening
 * on 127.0.0.1 only, with fsync on. The tests stop and start it at will, which they must never do to
 * the shared server on 5432.
 *
 * PostgreSQL refuses to run as root, and CI runs the tests as root: then every server binary runs as the
 * `postgres` system user through `runuser`, and the folder belongs to that user. As a normal user the
 * binaries run directly.
 */

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:{port}/{database} */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`: connections are cut, committed work is checkpointed. */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and deletes its folder. Safe to call more than once. */
  destroy(): void;
  /** The server log, for failure messages. */
  log(): string;
}

const execFileAsync = promisify(execFile);
const binRoot = '/usr/lib/postgresql';

/** The newest installed server binaries, or why there are none. */
export function findPostgresBinaries(): { bin: string } | { missing: string } {
  if (!existsSync(binRoot)) return { missing: `no PostgreSQL server binaries under ${binRoot}` };
  const versions = readdirSync(binRoot)
    .filter(
      (v) => existsSync(join(binRoot, v, 'bin', 'initdb')) && existsSync(join(binRoot, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  if (!newest) return { missing: `no initdb / pg_ctl under ${binRoot}/*/bin` };
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) {
    const hasUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (hasUser.status !== 0)
      return { missing: 'running as root and there is no `postgres` user to run initdb as' };
    if (spawnSync('runuser', ['--help'], { encoding: 'utf8' }).error) {
      return { missing: 'running as root and `runuser` is not available' };
    }
  }
  return { bin: join(binRoot, newest, 'bin') };
}

function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const owner = postgresOwner();
  const dir = mkdtempSync(join(tmpdir(), 'podbrief-faults-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  let running = false;
  let destroyed = false;

  const command = (tool: string, args: string[]): [string, string[]] => {
    const path = join(bin, tool);
    return owner ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  };
  const failure = (tool: string, args: string[], detail: string) =>
    new Error(`${tool} ${args.join(' ')} failed: ${detail}\n${readLog()}`);
  // Synchronous for set-up and clean-up; asynchronous for stop/start during a test, so the test's own
  // clients keep running (and timing) while pg_ctl works.
  const runSync = (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000, cwd: dir });
    if (result.status !== 0)
      throw failure(tool, args, `${result.status ?? result.signal} ${result.stderr || result.stdout}`);
  };
  const run = async (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    try {
      await execFileAsync(file, argv, { encoding: 'utf8', timeout: 60_000, cwd: dir });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      throw failure(tool, args, e.stderr || e.message);
    }
  };
  const readLog = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };

  const cluster: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"`);
      } finally {
        await admin.end();
      }
      return cluster.url(name);
    },
    async start() {
      await run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        // The socket folder is ours (not /var/run/postgresql): nothing else on the machine is touched.
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=on -c synchronous_commit=on -c max_connections=100`,
        'start',
      ]);
      running = true;
    },
    async stop() {
      if (!running) return;
      await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        if (running) runSync('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Removing the folder below still happens; a stray server would have lost its files anyway.
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
    log: readLog,
  };

  // An interrupted run must not leave a server behind on the machine.
  const onExit = () => cluster.destroy();
  process.once('exit', onExit);
  const destroy = cluster.destroy;
  cluster.destroy = () => {
    process.removeListener('exit', onExit);
    destroy();
  };

  try {
    // --no-sync only skips flushing initdb's own template files; the running server keeps fsync on.
    runSync('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
