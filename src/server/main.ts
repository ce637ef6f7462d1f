import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import type { App } from './app-types';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { prepareDatabase } from './local/demo/seed';
import { queueDemoDigest } from './local/demo/demo-digest';

/** How long a graceful stop may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Connections the kernel may hold for the process before it accepts them. Node's default (511) overflows
 * when a burst of new clients meets a busy event loop: the overflowed handshakes wait for SYN retries
 * (seconds) or end in a reset, instead of reaching the load shedding that answers them 503 at once.
 * Linux caps it at net.core.somaxconn (4096 by default).
 */
const LISTEN_BACKLOG = 4096;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The process. ROLE decides what it does: `all` (default) serves HTTP and runs the job workers, `api`
 * only serves HTTP, `worker` only runs jobs. Every role migrates first (one at a time, under a lock) so
 * any of them can be started first. SIGTERM / SIGINT stop it gracefully: no new connections, in-flight
 * requests finish, workers stop, the database closes.
 */
async function main() {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  // Time spent per start-up phase, logged with the ready message (start-to-ready is a product promise).
  const phases: Record<string, number> = { loadMs: Math.round(startedAt) };
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database);
    phase('openDatabaseMs');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: App | undefined = undefined;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const log = app?.log;
    log?.info({ signal }, 'shutting down: finishing in-flight work');
    const timer = setTimeout(() => {
      log?.error('graceful shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    let code = 0;
    try {
      // Closing Fastify stops accepting connections, waits for in-flight requests, then runs the onClose
      // hooks: the job queue stops there (running jobs finish, bounded) before the database closes below.
      await app?.close();
    } catch (error) {
      code = 1;
      log?.error({ err: error }, 'error during shutdown');
    } finally {
      await database.close().catch(() => undefined);
      log?.info('stopped');
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await migrateDatabase(database);
  phase('migrateMs');
  app = await buildApp({ config, database });
  phase('buildAppMs');
  const seeded = await prepareDatabase(database, config, app.deps);
  phase('seedMs');
  if (seeded) {
    app.log.info(seeded, 'demo content seeded');
    // The first run shows a mail: the demo listener's weekly digest of the seeded week, at /dev-mail.
    if (await queueDemoDigest(app.deps, app.deps.clock.now())) app.log.info('demo digest queued');
  }

  // Job workers start when the app is ready (buildApp's onReady hook), and only for ROLE all / worker.
  if (config.role === 'worker') {
    await app.ready();
  } else {
    await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  }
  phase('listenMs');

  // performance.now() counts from process start, so this includes loading the bundle and its packages.
  const readyInMs = Math.round(performance.now());
  app.log.info(
    {
      url: config.role === 'worker' ? undefined : config.appUrl,
      role: config.role,
      database: database.kind,
      readyInMs,
      ...phases,
    },
    config.role === 'worker' ? 'Podbrief worker is ready' : `Podbrief is ready at ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
