import type { FastifyRequest } from 'fastify';
import type {} from '../app-types';
import type { SessionUser } from '../auth/current-user';
import { findProfileCreatorFlags } from '../auth/creator-flags';
import { forbidden, unauthorized } from '../errors';

/**
 * Authorization declared on the route (ADR 144): `onRequest: [requireUser]`, `[requireCreator]` or
 * `[requireAdmin]`. They run after the session plugin has read the cookie and before the body is parsed
 * or anything is validated, so a stranger hears 401 (and a listener at a creator route 403) before
 * learning what a valid request looks like.
 */

/** Requests a guard let through; `currentUser` reads only these. */
const authorized = new WeakSet<FastifyRequest>();

function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** Any signed-in user, or 401 `unauthorized`. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  signedInUser(request);
  authorized.add(request);
}

/**
 * A creator, or 401 / 403 `creator_required`. The session's flag is trusted when it says yes; when it
 * says no the profile is read, so a user who became a creator a moment ago is not refused by a session
 * that still carries the old flag.
 */
export async function requireCreator(request: FastifyRequest): Promise<void> {
  const user = signedInUser(request);
  if (!user.isCreator) {
    const flags = await findProfileCreatorFlags(request.server.deps.db, user.id);
    if (!flags?.isCreator) throw forbidden('creator_required', 'Become a creator first to manage a channel.');
  }
  authorized.add(request);
}

/** An administrator (ADMIN_EMAILS), or 401 / 403 `forbidden`. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = signedInUser(request);
  if (!user.isAdmin) throw forbidden('forbidden', 'Only administrators can do this.');
  authorized.add(request);
}

/**
 * The user a guard of this route let through. A handler of a route without a guard gets an internal
 * error on every call, whoever calls, so a forgotten guard fails the first test that reaches the route
 * instead of answering 401 only after the input was validated.
 */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!authorized.has(request) || !request.sessionUser) {
    throw new Error(
      `${request.method} ${request.routeOptions.url ?? request.url} reads the user but declares no requireUser, requireCreator or requireAdmin hook`,
    );
  }
  return request.sessionUser;
}
