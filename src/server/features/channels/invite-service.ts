import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { InviteResolution } from '@shared/contract/channels';
import { findChannelCard } from './service';
import { isUuid } from '../../lib/is-uuid';
import { findInviteLink } from './invite-repository';

/**
 * Resolves a public invite or subscribe link to the real channel card (docs/product.md#invite-links).
 * Creating and revoking links belongs to the invite-links feature; this is the read side only.
 */
export async function resolveInvite(
  deps: { db: Database; clock: Clock; paymentsEnabled: boolean },
  viewerId: string | null,
  tokenOrLinkId: string,
): Promise<InviteResolution> {
  const value = tokenOrLinkId.trim();
  const missing = () =>
    notFound(
      'invite_not_found',
      'This invite link does not exist. Please check the link or ask the creator for a new one.',
    );
  if (!value) throw missing();
  const link = await findInviteLink(deps.db, value, isUuid(value));
  if (!link) throw missing();
  if (link.revokedAt) {
    throw notFound(
      'invite_revoked',
      'This invite link is no longer valid: the creator has revoked it. Please ask them for a new one.',
    );
  }
  const channel = await findChannelCard(deps, viewerId, link.creatorId);
  // A creator without channel settings has nothing to subscribe to yet: the link leads nowhere.
  if (!channel) throw missing();
  return { link: { id: link.id, label: link.label }, channel };
}
