import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { preparedStatementName } from '../db/prepared-statement';
import { hitStatement } from '../plugins/rate-limit-store';
import { insertProfile } from '../testing/factories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { countHitAndFindSession, hitAndSessionQuery, insertSession } from './session-repository';
import { hashToken, randomToken } from './tokens';

/**
 * ADR 156: the statement that counts a request and reads its session is built once per database with
 * placeholders and sent as a named prepared statement; it answers exactly as the statement built with
 * the values for each request (ADR 003) does.
 */
let testDb: TestDatabase;
let tokenHash: string;
let userId: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.handle.db;
  userId = (await insertProfile(db)).id;
  const token = randomToken();
  tokenHash = hashToken(token);
  const now = new Date();
  await insertSession(db, {
    familyId: crypto.randomUUID(),
    userId,
    tokenHash,
    expiresAt: new Date(now.getTime() + 60_000),
    absoluteExpiresAt: new Date(now.getTime() + 60_000),
    userAgent: 'test',
  });
});
afterAll(async () => {
  await testDb.destroy();
});

const windowMs = 60_000;

describe('the rate-limit hit with the session, prepared once (ADR 156)', () => {
  it('counts and finds exactly as the statement built for the request', async () => {
    const db = testDb.handle.db;
    const now = new Date();
    for (const [i, hash] of [tokenHash, hashToken('unknown'), null].entries()) {
      const key = `test|${i}`;
      const [built] = await hitAndSessionQuery(db, hitStatement(key, windowMs, now), hash);
      const prepared = await countHitAndFindSession(db, { key, windowMs, now }, hash);
      // One counter: the prepared hit is the second of the same window.
      expect(built!.count).toBe(1);
      expect(prepared.count).toBe(2);
      expect(prepared.resetAt).toEqual(new Date(built!.resetAt));
      expect(prepared.found).toEqual(
        built!.session && built!.profile ? { session: built!.session, profile: built!.profile } : undefined,
      );
      if (hash === tokenHash) expect(prepared.found?.profile.id).toBe(userId);
      else expect(prepared.found).toBeUndefined();
    }
  });

  it('starts a new window once the old one has ended', async () => {
    const db = testDb.handle.db;
    const start = new Date();
    const key = 'test|window';
    await countHitAndFindSession(db, { key, windowMs, now: start }, null);
    expect((await countHitAndFindSession(db, { key, windowMs, now: start }, null)).count).toBe(2);
    const later = new Date(start.getTime() + windowMs);
    const fresh = await countHitAndFindSession(db, { key, windowMs, now: later }, null);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt).toEqual(new Date(later.getTime() + windowMs));
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'PostgreSQL: sends it as a named statement the connection prepared once',
    async () => {
      const client = await testDb.handle.pool!.connect();
      try {
        const db = drizzle(client) as unknown as Database;
        const now = new Date();
        for (let i = 0; i < 3; i++)
          await countHitAndFindSession(db, { key: 'test|named', windowMs, now }, tokenHash);
        const { rows } = await client.query<{ name: string; statement: string }>(
          `select name, statement from pg_prepared_statements where statement like '%rate_limits%'`,
        );
        expect(rows).toHaveLength(1);
        // Named after its text, like every prepared statement of the app (ADR 050); the same text as built.
        expect(rows[0]!.name).toBe(preparedStatementName(rows[0]!.statement));
        expect(rows[0]!.statement).toBe(
          hitAndSessionQuery(db, hitStatement('k', windowMs, now), 'h').toSQL().sql,
        );
      } finally {
        client.release();
      }
    },
  );
});
