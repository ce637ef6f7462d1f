import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { keysetAfter, timestampKey } from '../../../db/keyset-page';
import type { ListPosition } from '../../../db/list-cursor';
import { inviteLinks } from '../../../db/schema';

export type InviteLinkRow = typeof inviteLinks.$inferSelect;

/** The creator's links, newest first, keyset-paged by (created_at, id). */
export async function listInviteLinks(
  db: Executor,
  creatorId: string,
  limit: number,
  /** Where the previous page ended: key [created_at]. */
  after: ListPosition | null,
): Promise<(InviteLinkRow & { createdAtKey: string })[]> {
  const position = after
    ? keysetAfter('desc', [
        [inviteLinks.createdAt, sql`${after.key[0]}::timestamptz`],
        [inviteLinks.id, sql`${after.id}::uuid`],
      ])
    : undefined;
  return db
    .select({ ...getTableColumns(inviteLinks), createdAtKey: timestampKey(inviteLinks.createdAt) })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.creatorId, creatorId), position))
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id))
    .limit(limit);
}

export async function countActiveInviteLinks(db: Executor, creatorId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.creatorId, creatorId), isNull(inviteLinks.revokedAt)));
  return Number(rows[0]?.n ?? 0);
}

export async function insertInviteLink(
  db: Executor,
  values: { creatorId: string; token: string; label: string | null; createdAt: Date },
): Promise<InviteLinkRow> {
  const rows = await db.insert(inviteLinks).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Revokes one of the creator's links. Scoped by creator: another creator's id matches nothing. An already
 * revoked link keeps its first revocation time.
 */
export async function revokeInviteLink(
  db: Executor,
  creatorId: string,
  id: string,
  now: Date,
): Promise<InviteLinkRow | undefined> {
  const rows = await db
    .update(inviteLinks)
    .set({ revokedAt: sql`coalesce(${inviteLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(inviteLinks.id, id), eq(inviteLinks.creatorId, creatorId)))
    .returning();
  return rows[0];
}
