import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The signed-in person behind a request, as the session plugin resolves it from the session cookie. */
export interface SessionUser {
  id: string;
  sessionId: string;
  email: string;
  displayName: string;
  fullName: string;
  avatarUrl: string | null;
  isCreator: boolean;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin on every request: the user, or null for an anonymous visitor. */
    sessionUser: SessionUser | null;
  }
}

/** The signed-in user, or a 401 `unauthorized` error. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError(401, 'unauthorized', 'Sign in to continue');
  return request.sessionUser;
}

/** The signed-in user or null. */
export function optionalUser(request: FastifyRequest): SessionUser | null {
  return request.sessionUser ?? null;
}

/** The signed-in admin (ADMIN_EMAILS), or 401 / 403. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError(403, 'forbidden', 'Only administrators can do this.');
  return user;
}
