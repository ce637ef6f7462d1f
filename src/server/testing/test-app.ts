import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../app-types';
import { buildApp, type BuildAppOptions } from '../app';
import { systemClock, type Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';
import { freePort } from './free-port';

export interface TestApp {
  app: App;
  config: Config;
  /** The real address the app listens on, e.g. http://localhost:41234. */
  baseUrl: string;
  clock: Clock;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** A limit of requests (and streams) in flight that no test reaches: load shedding is off. */
const noShedding = 1_000_000;

/** One random session secret per test process. */
const testSessionSecret = randomBytes(32).toString('base64url');

/** 'PGlite' or 'PostgreSQL', for test titles that should say which engine they ran on. */
export const testDatabaseKindLabel = () => (testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'PGlite');

/**
 * Starts the real app in-process on a real port against a fresh database (PGlite or PostgreSQL).
 * `env` overrides configuration variables; `clock` lets a test move time.
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** Logger options for a test that reads the log (default: no logging). */
    logger?: (config: Config) => BuildAppOptions['logger'];
    /** Extra routes a test needs (registered before the app starts listening). */
    routes?: (app: App) => void | Promise<void>;
    /** What the app gets instead of the test database's handle (e.g. one that logs its queries). */
    database?: (handle: DatabaseHandle) => DatabaseHandle;
    /** The built web app's folder the documents come from (default: dist/web). */
    webRoot?: string;
  } = {},
): Promise<TestApp> {
  const port = await freePort();
  // Uploaded files of this test app live in a temporary folder removed by close().
  const filesDir = await mkdtemp(join(tmpdir(), 'podbrief-files-'));
  const testDb = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'silent',
    DATA_DIR: `data/test-${process.pid}`,
    // The configuration names the database the test really uses (pg-boss connects by URL).
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    FILES_DIR: filesDir,
    // Tests make many requests from one address; rate-limit tests lower this again.
    RATE_LIMIT_PER_MINUTE: '100000',
    // No load shedding: a test's own burst of requests is not overload, and no test client should have
    // to retry a 503. The tests of shedding itself set these low again (ADR 221).
    MAX_REQUESTS_IN_FLIGHT: String(noShedding),
    MAX_EVENT_STREAMS: String(noShedding),
    // Explicit, so that no test app keeps a generated secret under DATA_DIR.
    SESSION_SECRET: testSessionSecret,
    ...options.env,
  });
  const clock = options.clock ?? systemClock;
  const app = await buildApp({
    config,
    database: options.database?.(testDb.handle) ?? testDb.handle,
    clock,
    logger: options.logger?.(config) ?? false,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  await options.routes?.(app);
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    config,
    baseUrl: `http://localhost:${port}`,
    clock,
    testDb,
    close: async () => {
      const closing = app.close();
      // The server stops taking connections at once; a response a test left unread would otherwise keep
      // its connection, and the close, waiting until the client gives up.
      app.server.closeAllConnections();
      await closing;
      await testDb.destroy();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
