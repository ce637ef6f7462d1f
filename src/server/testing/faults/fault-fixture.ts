import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { insertCreator, insertReport, insertSubscription } from '../factories';
import { signIn } from '../sign-in';
import type { TestApp } from '../test-app';
import { freePort } from '../free-port';
import type { Reader } from './note-load';
import { findPostgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startServer, type ServerProcess, type StartServerOptions } from './server-process';

/** Why the fault suites cannot run here (no server binaries), or undefined when they can. */
export const postgresMissing = (() => {
  const found = findPostgresBinaries();
  return 'missing' in found ? found.missing : undefined;
})();

export const skipMessage = `fault tests skipped: ${postgresMissing ?? ''} (install the postgresql server package)`;

export interface FaultWorld {
  cluster: PrivatePostgres;
  databaseUrl: string;
  /** A direct connection for the tests' own checks and test data. */
  direct: DatabaseHandle;
  port: number;
  baseUrl: string;
  start(options?: Partial<StartServerOptions>): Promise<ServerProcess>;
  /** Every server process started so far, oldest first. */
  servers(): ServerProcess[];
  /** Stops every server this world started and the cluster, and deletes the cluster's folder. */
  destroy(): Promise<void>;
}

/**
 * A private cluster with one migrated database, and a way to start the real server against it on a
 * fixed port (fixed, so a restarted server has the same origin and the browser's cookie still works).
 */
export async function createFaultWorld(): Promise<FaultWorld> {
  const found = findPostgresBinaries();
  if ('missing' in found) throw new Error(found.missing);
  const cluster = await startPrivatePostgres(found.bin);
  const servers: ServerProcess[] = [];
  let direct: DatabaseHandle | undefined;
  try {
    const databaseUrl = await cluster.createDatabase(`podbrief_faults_${randomBytes(3).toString('hex')}`);
    direct = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 3 });
    await migrateDatabase(direct);
    const port = await freePort();
    const handle = direct;
    return {
      cluster,
      databaseUrl,
      direct: handle,
      port,
      baseUrl: `http://localhost:${port}`,
      async start(options = {}) {
        const server = startServer({ port, databaseUrl, ...options });
        servers.push(server);
        await server.ready;
        return server;
      },
      servers: () => [...servers],
      async destroy() {
        for (const server of servers) await server.kill('SIGKILL');
        await handle.close().catch(() => undefined);
        cluster.destroy();
      },
    };
  } catch (error) {
    await direct?.close().catch(() => undefined);
    cluster.destroy();
    throw error;
  }
}

/** The shape sign-in.ts needs: the address and the configured APP_URL of the server under test. */
function asTestApp(baseUrl: string): TestApp {
  return { baseUrl, config: loadConfig({ APP_URL: baseUrl }) } as TestApp;
}

/**
 * Subscribers signed in through the local Google emulator (the real sign-in flow), each with an active
 * subscription to one channel with `reportCount` published reports.
 */
export async function seedReaders(
  world: FaultWorld,
  readerCount: number,
  reportCount: number,
): Promise<{ readers: Reader[]; reportIds: string[] }> {
  const db = world.direct.db;
  const now = new Date();
  const creator = await insertCreator(db, { channelName: 'Fault Show' });
  const reportIds: string[] = [];
  for (let i = 0; i < reportCount; i++) {
    reportIds.push(
      (await insertReport(db, creator.id, { publishedAt: new Date(now.getTime() - i * 60_000) })).id,
    );
  }
  const readers: Reader[] = [];
  for (let i = 0; i < readerCount; i++) {
    const client = await signIn(
      asTestApp(world.baseUrl),
      `fault-reader-${i}@faults.test`,
      `Fault Reader ${i}`,
    );
    await insertSubscription(db, client.userId, creator.id, 'active', now);
    readers.push({ userId: client.userId, jar: client.cookies });
  }
  return { readers, reportIds };
}

export { asTestApp };
