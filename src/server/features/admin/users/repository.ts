import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { keysetAfter, timestampKey } from '../../../db/keyset-page';
import type { ListPosition } from '../../../db/list-cursor';
import { creatorSettings, profiles, subscriptions } from '../../../db/schema';

export interface AdminUserRow {
  id: string;
  email: string;
  fullName: string;
  isCreator: boolean;
  channelName: string | null;
  subscriptionCount: number;
  createdAt: Date;
  /** created_at with its full microsecond precision, for cursors. */
  cursorTime: string;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Subscriptions that give the account access now (active, paid-for period not over; a cancelled one runs to
 * its period's end), counted per row: a page is at most 101 rows.
 */
const subscriptionCountAt = (now: Date) => sql<number>`(
  select count(*)::int from ${subscriptions}
  where ${subscriptions.subscriberId} = ${profiles.id} and ${subscriptions.status} = 'active'
    and ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz
)`;

/**
 * Every account, newest first, keyset-paginated on (created_at, id); `search` matches part of the email,
 * the full name or the channel name, case-insensitively.
 */
export async function listAdminUsers(
  db: Executor,
  options: { limit: number; now: Date; search?: string | undefined; after?: ListPosition | undefined },
): Promise<AdminUserRow[]> {
  const { after, search } = options;
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      isCreator: profiles.isCreator,
      channelName: creatorSettings.channelName,
      subscriptionCount: subscriptionCountAt(options.now),
      createdAt: profiles.createdAt,
      cursorTime: timestampKey(profiles.createdAt),
    })
    .from(profiles)
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, profiles.id))
    .where(
      and(
        pattern
          ? or(
              sql`${profiles.email} ilike ${pattern}`,
              sql`${profiles.fullName} ilike ${pattern}`,
              sql`${creatorSettings.channelName} ilike ${pattern}`,
            )
          : undefined,
        after
          ? keysetAfter('desc', [
              [profiles.createdAt, sql`${after.key[0]}::timestamptz`],
              [profiles.id, sql`${after.id}::uuid`],
            ])
          : undefined,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(options.limit);
}
