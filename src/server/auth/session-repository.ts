import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preparedStatementName } from '../db/prepared-statement';
import { profiles, sessions } from '../db/schema';
import { hitSql } from '../plugins/rate-limit-store';

/**
 * The session rows (ADR 030): written at sign-in and refresh, read on every API request with the profile
 * behind them (the session plugin, ADR 003), revoked at sign-out, deleted by housekeeping.
 */
export type ProfileRow = typeof profiles.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function findSessionWithProfile(
  db: Executor,
  tokenHash: string,
): Promise<{ session: SessionRow; profile: ProfileRow } | undefined> {
  const [row] = await sessionWithProfileQuery(db, tokenHash);
  return row;
}

/** The statement of `findSessionWithProfile`, unsent (the benchmark sends it too). */
export function sessionWithProfileQuery(db: Executor, tokenHash: string) {
  return db
    .select({ session: sessions, profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
}

/**
 * Counts one request against a rate-limit window (`hit`, from plugins/rate-limit-store.ts) and reads the
 * session behind `tokenHash` with its profile, in one statement: the window's count, and the session
 * when there is one. A request that carries no cookie passes null and gets the count alone.
 */
export async function countHitAndFindSession(
  db: Executor,
  /** The window the request counts against; sent through a statement prepared once (ADR 156). */
  hit: HitWindow,
  tokenHash: string | null,
): Promise<{
  count: number;
  resetAt: Date;
  found: { session: SessionRow; profile: ProfileRow } | undefined;
}> {
  const [row] = await preparedHitAndSession(db).execute({
    key: hit.key,
    resetAt: new Date(hit.now.getTime() + hit.windowMs).toISOString(),
    now: hit.now.toISOString(),
    tokenHash,
  });
  if (!row) throw new Error('rate limit upsert returned no row');
  const { session, profile } = row;
  return {
    count: row.count,
    resetAt: new Date(row.resetAt),
    found: session && profile ? { session, profile } : undefined,
  };
}

/** One request counted against the window `key` (what `hitStatement` takes, as values). */
export interface HitWindow {
  key: string;
  windowMs: number;
  now: Date;
}

/**
 * `hitAndSessionQuery` built once per database with placeholders and sent as a named prepared statement
 * (ADR 156): building Drizzle's select for every request cost the API more CPU than sending it, and
 * PostgreSQL parsed and planned it each time. A request without a cookie sends a null hash, which
 * matches no row (`token_hash = null` is never true), as the `false` join of the built statement does.
 */
const preparedByDatabase = new WeakMap<Executor, ReturnType<typeof prepareHitAndSession>>();

function prepareHitAndSession(db: Executor) {
  const ph = (name: string) => sql.placeholder(name);
  const query = hitAndSessionQuery(
    db,
    hitSql(ph('key'), ph('resetAt'), ph('now')),
    ph('tokenHash') as unknown as string,
  );
  return query.prepare(preparedStatementName(query.toSQL().sql));
}

function preparedHitAndSession(db: Executor) {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareHitAndSession(db);
    preparedByDatabase.set(db, prepared);
  }
  return prepared;
}

/** The statement of `countHitAndFindSession`, built for one hit and unsent (the benchmark sends it too). */
export function hitAndSessionQuery(db: Executor, hit: SQL, tokenHash: string | null) {
  const counted = db
    .$with('hit', {
      count: sql<number>`count`.mapWith(Number).as('count'),
      resetAt: sql<string>`reset_at`.as('reset_at'),
    })
    .as(hit);
  return db
    .with(counted)
    .select({ count: counted.count, resetAt: counted.resetAt, session: sessions, profile: profiles })
    .from(counted)
    .leftJoin(sessions, tokenHash === null ? sql`false` : eq(sessions.tokenHash, tokenHash))
    .leftJoin(profiles, eq(profiles.id, sessions.userId));
}

/** Retires a session row at rotation; only the first caller wins (false for a concurrent second one). */
export async function markSessionRotated(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ rotatedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * When the family's newest live token stops working (idle expiry, never past the absolute lifetime), or
 * null when the family was revoked or is gone. Rotation adds rows, so the newest row decides.
 */
export async function findFamilyExpiry(db: Executor, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      expiresAt: sql<string | null>`max(least(${sessions.expiresAt}, ${sessions.absoluteExpiresAt}))`,
    })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  return row?.expiresAt ? new Date(row.expiresAt) : null;
}

export async function revokeSessionFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Housekeeping: rows past their absolute lifetime (or long revoked) can never be used again. */
export async function deleteDeadSessions(db: Executor, before: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.absoluteExpiresAt, before), lt(sessions.revokedAt, before)));
}
