import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inviteLinks } from '../../db/schema';

export interface InviteLinkRow {
  id: string;
  creatorId: string;
  label: string | null;
  revokedAt: Date | null;
}

/** /invite/{token} and /subscribe/{linkId} both name one row: by its token, or by its id. */
export async function findInviteLink(
  db: Executor,
  tokenOrId: string,
  isId: boolean,
): Promise<InviteLinkRow | undefined> {
  const rows = await db
    .select({
      id: inviteLinks.id,
      creatorId: inviteLinks.creatorId,
      label: inviteLinks.label,
      revokedAt: inviteLinks.revokedAt,
    })
    .from(inviteLinks)
    .where(
      isId
        ? or(eq(inviteLinks.id, tokenOrId), eq(inviteLinks.token, tokenOrId))
        : eq(inviteLinks.token, tokenOrId),
    )
    .limit(1);
  return rows[0];
}
