import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../../auth/current-user';
import type { Executor } from '../../db/client';
import { forbidden } from '../../errors';
import { findProfileCreatorFlags } from './repository';

/**
 * The signed-in creator, or 401 / 403 `creator_required`. The session's flag is trusted when it says yes;
 * when it says no the profile is read, so a user who became a creator a moment ago is not refused by a
 * session that still carries the old flag.
 */
export async function requireCreator(request: FastifyRequest, db: Executor): Promise<SessionUser> {
  const user = requireUser(request);
  if (user.isCreator) return user;
  const flags = await findProfileCreatorFlags(db, user.id);
  if (flags?.isCreator) return user;
  throw forbidden('creator_required', 'Become a creator first to manage a channel.');
}
