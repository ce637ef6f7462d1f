import { randomBytes } from 'node:crypto';
import { creatorLimits, type InviteLink, type InviteLinkList } from '@shared/contract/creator';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { keysetPage } from '../../../db/keyset-page';
import { cursorKey, listCursor } from '../../../db/list-cursor';
import { notFound, ruleBroken } from '../../../errors';
import { hasChannel } from '../repository';
import {
  countActiveInviteLinks,
  insertInviteLink,
  listInviteLinks,
  revokeInviteLink,
  type InviteLinkRow,
} from './repository';

export interface InviteLinkDeps {
  db: Database;
  clock: Clock;
}

/** 192 random bits, URL-safe: a link cannot be guessed or enumerated. */
function newInviteToken(): string {
  return randomBytes(24).toString('base64url');
}

function toInviteLinkDto(row: InviteLinkRow): InviteLink {
  return {
    id: row.id,
    token: row.token,
    label: row.label,
    useCount: row.useCount,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

/** The creator's invite links: newest first. */
export const inviteLinksCursor = listCursor('invite-links', { newest: [cursorKey.timestamp] });

export async function listLinks(
  deps: InviteLinkDeps,
  creatorId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<InviteLinkList> {
  const after = query.cursor ? inviteLinksCursor.decode(query.cursor, 'newest') : null;
  const rows = await listInviteLinks(deps.db, creatorId, query.limit + 1, after);
  return keysetPage(rows, query.limit, toInviteLinkDto, (last) =>
    inviteLinksCursor.encode({ sort: 'newest', key: [last.createdAtKey], id: last.id, since: null }),
  );
}

/** A link leads to a channel page, so the channel must exist first; active links are bounded per creator. */
export async function createLink(
  deps: InviteLinkDeps,
  creatorId: string,
  label: string | undefined,
): Promise<InviteLink> {
  if (!(await hasChannel(deps.db, creatorId))) {
    throw ruleBroken(
      'creator_settings_not_found',
      'Set up your channel (give it a name) before creating invite links.',
    );
  }
  if ((await countActiveInviteLinks(deps.db, creatorId)) >= creatorLimits.maxActiveInviteLinks) {
    throw ruleBroken(
      'conflict',
      `You already have ${creatorLimits.maxActiveInviteLinks} active invite links. Revoke one you no longer use first.`,
    );
  }
  const row = await insertInviteLink(deps.db, {
    creatorId,
    token: newInviteToken(),
    label: label && label.trim() !== '' ? label.trim() : null,
    createdAt: deps.clock.now(),
  });
  return toInviteLinkDto(row);
}

/** Revoking is final and idempotent; another creator's link is answered as if it did not exist. */
export async function revokeLink(deps: InviteLinkDeps, creatorId: string, id: string): Promise<InviteLink> {
  const row = await revokeInviteLink(deps.db, creatorId, id, deps.clock.now());
  if (!row) throw notFound('invite_not_found', 'This invite link does not exist.');
  return toInviteLinkDto(row);
}
