import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { CookieJar } from '../../testing/cookie-jar';
import { insertProfile } from '../../testing/factories';
import { chooseAccount, createClient, postCallback, startSignIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

async function profilesWithEmail(email: string) {
  return t.testDb.handle.db.select().from(profiles).where(eq(profiles.email, email));
}

/** Runs the browser part of N sign-ins first, then fires all N callbacks at the same moment. */
async function concurrentFirstSignIns(email: string, n: number) {
  const prepared = await Promise.all(
    Array.from({ length: n }, async () => {
      const jar = new CookieJar();
      const started = await startSignIn(t, jar);
      return { jar, redirect: await chooseAccount(t, jar, started, email, 'Race Person') };
    }),
  );
  return Promise.all(prepared.map(({ jar, redirect }) => postCallback(createClient(t, jar), redirect)));
}

describe('concurrent first sign-ins (real PostgreSQL in the api-pg project)', () => {
  it('creates exactly one profile for one identity', async () => {
    const results = await concurrentFirstSignIns('race@example.org', 6);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.body.user.id));
    expect(ids.size).toBe(1);
    expect(await profilesWithEmail('race@example.org')).toHaveLength(1);
  });

  it('hands a seeded demo profile to exactly one identity, once', async () => {
    const seeded = await insertProfile(t.testDb.handle.db, {
      email: 'seed.race@podbrief.test',
      name: 'Seed Race',
      authIssuer: 'seed',
      authSubject: 'seed:race',
    });
    const results = await concurrentFirstSignIns('seed.race@podbrief.test', 4);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.user.id))).toEqual(new Set([seeded.id]));
    const rows = await profilesWithEmail('seed.race@podbrief.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.authIssuer).toBe(`${t.config.appUrl}/dev-google`);
    const sessions = await t.testDb.handle.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${seeded.id}`,
    );
    expect(Number((sessions as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(4);
  });
});
