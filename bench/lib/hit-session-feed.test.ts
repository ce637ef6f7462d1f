import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth as authConstants } from '@shared/constants';
import type { Config } from '../../src/server/config';
import { findSessionWithProfile, insertSession } from '../../src/server/auth/session-repository';
import { resolveSession } from '../../src/server/auth/sessions';
import { hashToken, randomToken } from '../../src/server/auth/tokens';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/test-database';
import { generateDataset, pgRunner } from '../generate/generator';
import { planFor } from '../generate/plan';
import { defaultFeedInput, feedFloorQuery } from '../steps/hot-paths';
import { pickBenchUsers } from './fixtures';
import {
  hitSessionAndFeedQuery,
  preparedPlan,
  readHitSessionAndFeed,
  type HitSessionFeedValues,
} from './hit-session-feed';

/**
 * The one statement bench/statements.ts measures (ADR 156, considered): for a session the app would
 * accept it returns the very rows of the feed statement for that user; for any other token (unknown,
 * expired, revoked, reused) or a spent budget it returns one row with no card, whose session columns
 * are the row the app judges; and it counts the hit either way. PostgreSQL only (TEST_DATABASE_URL).
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const windowMs = 60_000;
const budget = 600;

let testDb: TestDatabase;
let client: pg.PoolClient;
let readers: string[];

beforeAll(async () => {
  if (!withPostgres) return;
  vi.stubEnv('TEST_DB_KIND', 'postgres');
  testDb = await createTestDatabase();
  client = await testDb.handle.pool!.connect();
  await generateDataset(pgRunner(client), planFor(2_000));
  readers = await pickBenchUsers(pgRunner(client), 5);
}, 120_000);

afterAll(async () => {
  if (!withPostgres) return;
  client.release();
  await testDb.destroy();
  vi.unstubAllEnvs();
});

/** A session row for `userId`, written as sign-in writes it, with `changes` on top. */
async function sessionFor(
  userId: string,
  now: Date,
  changes: { expiresAt?: Date; revokedAt?: Date; rotatedAt?: Date } = {},
): Promise<string> {
  const token = randomToken();
  await insertSession(testDb.handle.db, {
    familyId: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + 3_600_000),
    absoluteExpiresAt: new Date(now.getTime() + 86_400_000),
    userAgent: 'test',
    ...changes,
  });
  return token;
}

/** The statement's rows, checked to carry the session columns on the first row only when asked to. */
async function send(
  values: Omit<HitSessionFeedValues, 'windowMs' | 'budget'> & { budget?: number; viewerOnce: boolean },
) {
  const query = hitSessionAndFeedQuery({ windowMs, budget, ...values });
  const { rows } = await client.query<Record<string, unknown>>(query);
  if (values.viewerOnce)
    expect(rows.slice(1).map((row) => row.profile_id ?? null)).toEqual(rows.slice(1).map(() => null));
  else expect(new Set(rows.map((row) => row.profile_id ?? null)).size).toBe(1);
  return readHitSessionAndFeed(rows);
}

/** What the app concludes from the row today (`resolveSession`, the same rules as the session plugin). */
function judged(token: string, now: Date) {
  const deps = {
    db: testDb.handle.db,
    clock: { now: () => now },
    config: { adminEmails: [] } as unknown as Config,
  };
  return resolveSession(deps, token);
}

describe.runIf(withPostgres).each([
  { shape: 'the session on every card', viewerOnce: false },
  { shape: 'the session on the first row only', viewerOnce: true },
])('the hit, the session and the feed in one statement, $shape', ({ viewerOnce }) => {
  it('gives a valid session the feed statement’s rows for its user, and counts each hit', async () => {
    const now = new Date();
    const key = `global|${randomUUID()}`;
    for (const [i, userId] of readers.entries()) {
      const token = await sessionFor(userId, now);
      const answer = await send({
        key,
        now,
        tokenHash: hashToken(token),
        feed: defaultFeedInput(userId, now),
        viewerOnce,
      });
      const feed = await client.query<Record<string, unknown>>(feedFloorQuery(defaultFeedInput(userId, now)));
      expect(feed.rows.length).toBeGreaterThan(0);
      expect(answer.cards).toEqual(feed.rows);
      expect(answer.serve).toBe(true);
      expect(answer.count).toBe(i + 1);
      expect(answer.resetAt).toEqual(new Date(now.getTime() + windowMs));
      const found = await findSessionWithProfile(testDb.handle.db, hashToken(token));
      expect(answer.session).toEqual(found?.session);
      expect(answer.profile).toEqual(found?.profile);
      expect((await judged(token, now)).ok).toBe(true);
    }
  });

  it('reads the feed of the session’s user, whatever user id the feed input carries', async () => {
    const now = new Date();
    const [reader, other] = readers as [string, string];
    const token = await sessionFor(reader, now);
    const answer = await send({
      key: `global|${randomUUID()}`,
      now,
      tokenHash: hashToken(token),
      feed: defaultFeedInput(other, now),
      viewerOnce,
    });
    const feed = await client.query<Record<string, unknown>>(feedFloorQuery(defaultFeedInput(reader, now)));
    expect(answer.cards).toEqual(feed.rows);
  });

  it('returns no card without a valid session, with the row that says why, and still counts', async () => {
    const now = new Date();
    const reader = readers[0]!;
    const past = new Date(now.getTime() - 1);
    const cases = [
      { name: 'no cookie', token: null, reason: undefined },
      { name: 'unknown', token: randomToken(), reason: 'unknown' },
      { name: 'expired', token: await sessionFor(reader, now, { expiresAt: past }), reason: 'expired' },
      { name: 'revoked', token: await sessionFor(reader, now, { revokedAt: past }), reason: 'revoked' },
      {
        name: 'rotated past the grace',
        token: await sessionFor(reader, now, {
          rotatedAt: new Date(now.getTime() - authConstants.refreshReuseGraceMs - 1),
        }),
        reason: 'reused',
      },
    ] as const;
    const key = `global|${randomUUID()}`;
    for (const [i, { name, token, reason }] of cases.entries()) {
      const tokenHash = token === null ? null : hashToken(token);
      const answer = await send({ key, now, tokenHash, feed: defaultFeedInput(reader, now), viewerOnce });
      expect({ name, cards: answer.cards, serve: answer.serve, count: answer.count }).toEqual({
        name,
        cards: [],
        serve: false,
        count: i + 1,
      });
      if (reason === undefined || reason === 'unknown') {
        expect(answer.session).toBeNull();
        expect(answer.profile).toBeNull();
      } else {
        const session = answer.session!;
        const why = session.revokedAt
          ? 'revoked'
          : (session.expiresAt as Date) <= now
            ? 'expired'
            : session.rotatedAt
              ? 'reused'
              : 'none';
        expect({ name, why }).toEqual({ name, why: reason });
        expect(answer.profile?.id).toBe(reader);
      }
      // The app, judging the same token, refuses it for that reason (and revokes a reused family).
      if (token !== null) expect(await judged(token, now)).toEqual({ ok: false, reason });
    }
  });

  it('serves a token rotated within the grace window, as the app does', async () => {
    const now = new Date();
    const reader = readers[1]!;
    const token = await sessionFor(reader, now, {
      rotatedAt: new Date(now.getTime() - authConstants.refreshReuseGraceMs + 1_000),
    });
    const answer = await send({
      key: `global|${randomUUID()}`,
      now,
      tokenHash: hashToken(token),
      feed: defaultFeedInput(reader, now),
      viewerOnce,
    });
    expect(answer.serve).toBe(true);
    expect(answer.cards.length).toBeGreaterThan(0);
    expect((await judged(token, now)).ok).toBe(true);
  });

  it('returns no card once the window’s budget is spent, counting on', async () => {
    const now = new Date();
    const reader = readers[2]!;
    const token = await sessionFor(reader, now);
    const key = `global|${randomUUID()}`;
    const sent = async () =>
      send({
        key,
        now,
        tokenHash: hashToken(token),
        budget: 2,
        feed: defaultFeedInput(reader, now),
        viewerOnce,
      });
    const answers = [await sent(), await sent(), await sent()];
    expect(answers.map((a) => [a.count, a.serve, a.cards.length > 0])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, false, false],
    ]);
    // The session is still there for the app to use (the 429 answer), only the page is withheld.
    expect(answers[2]!.session?.userId).toBe(reader);
  });

  it('is planned once as a generic plan, over the same indexes as the feed statement', async () => {
    const now = new Date();
    const reader = readers[0]!;
    const token = await sessionFor(reader, now);
    const one = await preparedPlan(
      client,
      hitSessionAndFeedQuery({
        key: `global|${randomUUID()}`,
        windowMs,
        now,
        tokenHash: hashToken(token),
        budget,
        feed: defaultFeedInput(reader, now),
        viewerOnce,
      }),
    );
    const feed = await preparedPlan(client, feedFloorQuery(defaultFeedInput(reader, now)));
    expect(one.generic).toBe(true);
    expect(feed.generic).toBe(true);
    const scans = (plan: string) =>
      [...plan.matchAll(/(Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan)(?: using (\S+))? on (\w+)/g)]
        .map((m) => `${m[1]} ${m[2] ?? ''} ${m[3]}`)
        .sort();
    const extra = ['Index Scan profiles_pkey profiles', 'Index Scan sessions_token_hash_uq sessions'];
    expect(scans(one.plan)).toEqual([...scans(feed.plan), ...extra].sort());
  });
});
