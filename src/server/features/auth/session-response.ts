import type { FastifyRequest } from 'fastify';
import { signedInSessionSchema, type OwnProfile, type SignedInSession } from '@shared/contract/auth';
import type { AppDeps } from '../../app-types';
import { sessionCookieName } from '../../auth/cookies';
import type { SessionUser } from '../../auth/current-user';
import type { ProfileRow } from '../../auth/session-repository';
import type { ResolvedSession } from '../../auth/sessions';
import type { CountedRequest } from '../../plugins/session';

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
 * The session a page's document carries (ADR 236): the same answer GET /api/auth/session gives for the
 * request's session cookie, so the app need not ask before the page's data. The document is counted
 * against the global rate limit like the API request it replaces, in the same statement as the lookup
 * (`count`: the session plugin's). Null — the document carries nothing and the app asks as before —
 * without a cookie, for a cookie that no longer works (unknown, expired, revoked, reused), which the
 * session endpoint then clears, and once the client's budget is spent, so the API answers it 429.
 */
export function documentSession(
  deps: Pick<AppDeps, 'config'>,
  count: (request: FastifyRequest, token: string) => Promise<CountedRequest>,
) {
  const cookieName = sessionCookieName(deps.config);
  return async (request: FastifyRequest): Promise<SignedInSession | null> => {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const counted = await count(request, token);
    if (counted.count > deps.config.rateLimitPerMinute || !counted.session?.ok) return null;
    return signedInSessionSchema.parse(signedInSession(counted.session.value));
  };
}
