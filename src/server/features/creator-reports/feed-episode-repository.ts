import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedConnections } from '../../db/schema';

/** Whether the creator's connected feed publishes its episodes' reports on its own (off by default). */
export async function autoPublishOn(db: Executor, creatorId: string): Promise<boolean> {
  const rows = await db
    .select({ on: feedConnections.autoPublish })
    .from(feedConnections)
    .where(and(eq(feedConnections.creatorId, creatorId), eq(feedConnections.autoPublish, true)))
    .limit(1);
  return rows.length > 0;
}
