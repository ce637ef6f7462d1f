import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ProfileRow } from '../../auth/session-repository';
import { authLoginTransactions, profiles } from '../../db/schema';

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
