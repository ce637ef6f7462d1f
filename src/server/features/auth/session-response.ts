import type { FastifyRequest } from 'fastify';
import { signedInSessionSchema, type OwnProfile, type SignedInSession } from '../../../shared/contract/auth';
import type { AppDeps } from '../../app-types';
import { sessionCookieName } from '../../auth/cookies';
import type { SessionUser } from '../../auth/current-user';
import type { ProfileRow } from '../../auth/session-repository';
import { resolveSession, type ResolvedSession } from '../../auth/sessions';

export function toOwnProfile(profile: ProfileRow): OwnProfile {
  return {
    id: profile.id,
    email: profile.email,
    userRole: profile.userRole as OwnProfile['userRole'],
    displayName: profile.displayName,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    isCreator: profile.isCreator,
    isSubscriber: profile.isSubscriber,
    phone: profile.phone,
    location: profile.location,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

export const publicUser = ({ sessionId: _sessionId, ...user }: SessionUser) => user;

/** What GET /api/auth/session answers for a signed-in session. */
export function signedInSession(resolved: ResolvedSession): SignedInSession {
  return {
    user: publicUser(resolved.user),
    profile: toOwnProfile(resolved.profile),
    expiresAt: resolved.expiresAt.toISOString(),
  };
}

/**
 * The session a page's document carries (ADR 160): the same answer GET /api/auth/session gives for the
 * request's session cookie, so the app need not ask before the page's data. Null — the document carries
 * nothing and the app asks as before — without a cookie, and for a cookie that no longer works (unknown,
 * expired, revoked, reused), which the session endpoint then clears.
 */
export function documentSession(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const cookieName = sessionCookieName(deps.config);
  return async (request: FastifyRequest): Promise<SignedInSession | null> => {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const resolution = await resolveSession(deps, token);
    return resolution.ok ? signedInSessionSchema.parse(signedInSession(resolution.value)) : null;
  };
}
