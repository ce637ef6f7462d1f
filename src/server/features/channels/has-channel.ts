import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorSettings } from '../../db/schema';

/**
 * Whether the creator has set up a channel (saved settings with a name). Publishing a report and creating
 * an invite link both need one: a report and a link lead to the channel page.
 */
export async function hasChannel(db: Executor, creatorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: creatorSettings.creatorId })
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, creatorId))
    .limit(1);
  return rows.length > 0;
}
