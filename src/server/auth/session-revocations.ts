import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';

/** The PostgreSQL NOTIFY channel on which a revoked session is announced to every API process. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

/**
 * What was revoked: one session family (sign-out here, reuse detection, a new sign-in in the same
 * browser), or every session of a user (sign-out everywhere).
 */
const id = z.string().min(1).max(64);
const sessionsRevokedSchema = z.union([
  z.object({ familyId: id }).strict(),
  z.object({ userId: id }).strict(),
]);

export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

/**
 * Tells every API process that sessions were revoked, so the live event streams they hold for them end
 * (ADR 054). Call it after the revoking statement: with a transaction, PostgreSQL delivers it on commit.
 */
export async function notifySessionsRevoked(db: Executor, revoked: SessionsRevoked): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${JSON.stringify(revoked)})`);
}

/** Reads a NOTIFY payload back; anything else on the channel is ignored. */
export function parseSessionsRevoked(payload: string | undefined): SessionsRevoked | undefined {
  if (!payload) return undefined;
  try {
    const parsed = sessionsRevokedSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
