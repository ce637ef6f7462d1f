import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../db/client';
import { logStatements } from '../db/prepared-statement';
import * as schema from '../db/schema';

/**
 * The same database behind a Drizzle instance whose logger records every statement the app sends
 * (Drizzle's own query hook, on the real driver, and the same hook for the prepared statements that go
 * to the driver directly), for tests that count queries.
 */
export function withQueryLog(handle: DatabaseHandle, onQuery: (sql: string) => void): DatabaseHandle {
  const logger = { logQuery: (sql: string) => onQuery(sql) };
  const db = handle.pglite
    ? drizzlePglite(handle.pglite, { schema, logger })
    : drizzlePg(handle.pool!, { schema, logger });
  logStatements(db as unknown as Database, logger);
  return { ...handle, db: db as unknown as Database };
}
