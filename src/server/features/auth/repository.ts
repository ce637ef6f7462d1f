import { and, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authLoginTransactions, profiles, sessions } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type LoginTransactionRow = typeof authLoginTransactions.$inferSelect;

// ---- login transactions -------------------------------------------------------------------------------

export async function insertLoginTransaction(
  db: Executor,
  values: typeof authLoginTransactions.$inferInsert,
): Promise<void> {
  await db.insert(authLoginTransactions).values(values);
}

/** Consumes the transaction for this state and browser, once: a second call (code replay) gets nothing. */
export async function consumeLoginTransaction(
  db: Executor,
  stateHash: string,
  browserBindingHash: string,
  now: Date,
): Promise<LoginTransactionRow | undefined> {
  const [row] = await db
    .update(authLoginTransactions)
    .set({ consumedAt: now })
    .where(
      and(
        eq(authLoginTransactions.stateHash, stateHash),
        eq(authLoginTransactions.browserBindingHash, browserBindingHash),
        isNull(authLoginTransactions.consumedAt),
        gt(authLoginTransactions.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findLoginTransactionByState(
  db: Executor,
  stateHash: string,
): Promise<LoginTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(authLoginTransactions)
    .where(eq(authLoginTransactions.stateHash, stateHash))
    .limit(1);
  return row;
}

/** Housekeeping: transactions are useless once used or expired (a replay finds nothing either way). */
export async function deleteExpiredLoginTransactions(db: Executor, before: Date): Promise<void> {
  await db
    .delete(authLoginTransactions)
    .where(or(lt(authLoginTransactions.expiresAt, before), isNotNull(authLoginTransactions.consumedAt)));
}

// ---- profiles -----------------------------------------------------------------------------------------

export async function findProfileByIdentity(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.authIssuer, issuer), eq(profiles.authSubject, subject)))
    .limit(1);
  return row;
}

/** Inserts a profile unless one exists for this identity; a concurrent sign-in makes this return nothing. */
export async function insertProfileIfAbsent(
  db: Executor,
  values: typeof profiles.$inferInsert,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .insert(profiles)
    .values(values)
    .onConflictDoNothing({ target: [profiles.authIssuer, profiles.authSubject] })
    .returning();
  return row;
}

/**
 * Hands a seeded demo profile (issuer 'seed') to the first real identity that signs in with its verified
 * email. Only ever rows with issuer 'seed': a real identity is never taken over by email.
 */
export async function claimSeedProfile(
  db: Executor,
  email: string,
  identity: { issuer: string; subject: string },
  now: Date,
): Promise<ProfileRow | undefined> {
  const [candidate] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.authIssuer, 'seed'), sql`lower(${profiles.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (!candidate) return undefined;
  const [row] = await db
    .update(profiles)
    .set({ authIssuer: identity.issuer, authSubject: identity.subject, updatedAt: now })
    .where(and(eq(profiles.id, candidate.id), eq(profiles.authIssuer, 'seed')))
    .returning();
  return row;
}

export async function updateProfileFromProvider(
  db: Executor,
  id: string,
  values: Partial<Pick<ProfileRow, 'email' | 'displayName' | 'fullName' | 'avatarUrl'>>,
  now: Date,
): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: now })
    .where(eq(profiles.id, id))
    .returning();
  if (!row) throw new Error(`profile ${id} vanished during sign-in`);
  return row;
}

// ---- sessions -----------------------------------------------------------------------------------------

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
  hit: SQL,
  tokenHash: string | null,
): Promise<{
  count: number;
  resetAt: Date;
  found: { session: SessionRow; profile: ProfileRow } | undefined;
}> {
  const [row] = await hitAndSessionQuery(db, hit, tokenHash);
  if (!row) throw new Error('rate limit upsert returned no row');
  const { session, profile } = row;
  return {
    count: row.count,
    resetAt: new Date(row.resetAt),
    found: session && profile ? { session, profile } : undefined,
  };
}

/** The statement of `countHitAndFindSession`, unsent (the benchmark sends it too). */
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
