import { randomUUID } from 'node:crypto';
import { auth as authConstants } from '@shared/constants';
import type { AppDeps } from '../app-types';
import type { SessionUser } from './current-user';
import { notifySessionsRevoked } from './session-revocations';
import { hashToken, randomToken } from './tokens';
import { AppError } from '../errors';
import {
  countHitAndFindSession,
  findFamilyExpiry,
  findSessionWithProfile,
  insertSession,
  markSessionRotated,
  revokeSessionFamily,
  revokeUserSessions,
  type HitWindow,
  type ProfileRow,
  type SessionRow,
} from './session-repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export interface IssuedSession {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  session: SessionRow;
  profile: ProfileRow;
  user: SessionUser;
  expiresAt: Date;
}

export function toSessionUser(
  profile: ProfileRow,
  familyId: string,
  adminEmails: readonly string[],
): SessionUser {
  return {
    id: profile.id,
    sessionId: familyId,
    email: profile.email,
    displayName: profile.displayName,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    isCreator: profile.isCreator,
    isAdmin: adminEmails.includes(profile.email.toLowerCase()),
  };
}

const idleExpiry = (now: Date, absolute: Date) =>
  new Date(Math.min(now.getTime() + authConstants.sessionIdleMs, absolute.getTime()));

/** A brand-new session family: every sign-in gets a new session id (no fixation). */
export async function createSession(
  deps: Deps,
  userId: string,
  userAgent: string | undefined,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const token = randomToken();
  const absoluteExpiresAt = new Date(now.getTime() + authConstants.sessionAbsoluteMs);
  const familyId = randomUUID();
  const expiresAt = idleExpiry(now, absoluteExpiresAt);
  await insertSession(deps.db, {
    familyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    absoluteExpiresAt,
    userAgent: userAgent?.slice(0, 512) ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return { token, familyId, expiresAt };
}

export type SessionResolution =
  { ok: true; value: ResolvedSession } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * The session behind a cookie token, or why there is none. A retired token (rotated away) still works
 * for a short grace window, because two tabs may refresh at the same moment; after that, presenting it
 * means it was copied, so the whole family is revoked.
 */
export async function resolveSession(
  deps: Deps,
  token: string,
  /** Where the rows come from: the database, or the embedded database's exact cache (ADR 156). */
  find: typeof findSessionWithProfile = findSessionWithProfile,
): Promise<SessionResolution> {
  return judgeSession(deps, await find(deps.db, hashToken(token)));
}

/**
 * Counts the request against the global rate-limit window `hit` and resolves its session token (if any)
 * in one statement (ADR 003): the same rules as `resolveSession`, one round trip instead of two.
 */
export async function countHitAndResolveSession(
  deps: Deps,
  /** The global rate-limit window the request counts against. */
  hit: HitWindow,
  token: string | undefined,
): Promise<{ count: number; resetAt: Date; session: SessionResolution | undefined }> {
  const counted = await countHitAndFindSession(deps.db, hit, token ? hashToken(token) : null);
  return {
    count: counted.count,
    resetAt: counted.resetAt,
    session: token ? await judgeSession(deps, counted.found) : undefined,
  };
}

async function judgeSession(
  deps: Deps,
  found: { session: SessionRow; profile: ProfileRow } | undefined,
): Promise<SessionResolution> {
  if (!found) return { ok: false, reason: 'unknown' };
  const { session, profile } = found;
  const now = deps.clock.now();
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  if (now >= session.absoluteExpiresAt || now >= session.expiresAt) return { ok: false, reason: 'expired' };
  if (session.rotatedAt && now.getTime() - session.rotatedAt.getTime() > authConstants.refreshReuseGraceMs) {
    await revokeFamilyAt(deps, session.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return {
    ok: true,
    value: {
      session,
      profile,
      user: toSessionUser(profile, session.familyId, deps.config.adminEmails),
      expiresAt: session.expiresAt,
    },
  };
}

/**
 * Rotates the session: a new token with a fresh idle expiry (never past the absolute lifetime). The old
 * row is retired, not deleted, so reuse can be recognised.
 */
export async function refreshSession(
  deps: Deps,
  token: string | undefined,
  userAgent: string | undefined,
): Promise<IssuedSession & { resolved: ResolvedSession }> {
  if (!token) throw new AppError(401, 'auth_session_expired', 'Auth session missing after refresh');
  const result = await resolveSession(deps, token);
  if (!result.ok) {
    if (result.reason === 'reused' || result.reason === 'revoked') {
      throw new AppError(401, 'auth_session_revoked', 'Your session was ended. Please sign in again.');
    }
    throw new AppError(401, 'auth_session_expired', 'Your session has expired. Please sign in again.');
  }
  const { session } = result.value;
  const now = deps.clock.now();
  // The first refresh retires the row; a concurrent one (same old token, inside the grace window) gets a
  // sibling token of its own, so both tabs end up signed in.
  if (!session.rotatedAt) await markSessionRotated(deps.db, session.id, now);
  const next = randomToken();
  const expiresAt = idleExpiry(now, session.absoluteExpiresAt);
  const inserted = await insertSession(deps.db, {
    familyId: session.familyId,
    userId: session.userId,
    tokenHash: hashToken(next),
    previousTokenHash: session.tokenHash,
    expiresAt,
    absoluteExpiresAt: session.absoluteExpiresAt,
    userAgent: userAgent?.slice(0, 512) ?? session.userAgent,
    createdAt: now,
    lastSeenAt: now,
  });
  return {
    token: next,
    familyId: session.familyId,
    expiresAt,
    resolved: { ...result.value, session: inserted, expiresAt },
  };
}

/** When the session family stops working, as of now; null when it already has (revoked or gone). */
export async function familyExpiresAt(deps: Deps, familyId: string): Promise<Date | null> {
  const expiresAt = await findFamilyExpiry(deps.db, familyId);
  return expiresAt && expiresAt > deps.clock.now() ? expiresAt : null;
}

/**
 * Every revocation is announced (ADR 054), so live event streams held open for the family, on any API
 * process, end within moments instead of outliving the session.
 */
async function revokeFamilyAt(deps: Deps, familyId: string, now: Date): Promise<void> {
  await revokeSessionFamily(deps.db, familyId, now);
  await notifySessionsRevoked(deps.db, { familyId });
}

export async function revokeFamily(deps: Deps, familyId: string): Promise<void> {
  await revokeFamilyAt(deps, familyId, deps.clock.now());
}

/** Global sign-out: every session of the user, on every device. */
export async function revokeAllSessions(deps: Deps, userId: string): Promise<number> {
  const revoked = await revokeUserSessions(deps.db, userId, deps.clock.now());
  await notifySessionsRevoked(deps.db, { userId });
  return revoked;
}
