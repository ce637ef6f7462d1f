import type { FastifyRequest } from 'fastify';

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

/**
 * The signed-in user or null, for routes anyone may call. Routes only for signed-in users declare a guard
 * from http/authorization.ts and read the user with `currentUser`.
 */
export function optionalUser(request: FastifyRequest): SessionUser | null {
  return request.sessionUser ?? null;
}
