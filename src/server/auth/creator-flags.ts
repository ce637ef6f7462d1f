import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { profiles } from '../db/schema';

/**
 * Whether a profile is a creator, read from the profile itself: the creator guard asks when a session
 * still carries an old flag, and becoming a creator asks inside its transaction.
 */
export async function findProfileCreatorFlags(db: Executor, userId: string) {
  const rows = await db
    .select({ id: profiles.id, isCreator: profiles.isCreator, userRole: profiles.userRole })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0];
}
