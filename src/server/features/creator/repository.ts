import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorSettings, profiles, type SocialLink } from '../../db/schema';

export type CreatorSettingsRow = typeof creatorSettings.$inferSelect;

/** The columns a settings save may write (docs/product.md#operations: update/insert by creator_id). */
export interface SettingsChanges {
  channelName?: string;
  channelDescription?: string | null;
  contentCategories?: string[];
  socialLinks?: SocialLink[];
  youtubeChannelUrl?: string | null;
  youtubeChannelId?: string | null;
  isYoutubeVerified?: boolean;
  youtubeVerificationToken?: string | null;
  logoUrl?: string | null;
  subscriptionPrice?: number;
}

/** set_user_as_creator: flags the profile; an admin keeps the admin role. */
export async function markProfileAsCreator(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({
      isCreator: true,
      userRole: sql`case when ${profiles.userRole} = 'admin' then 'admin' else 'creator' end`,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

export async function findSettings(db: Executor, creatorId: string): Promise<CreatorSettingsRow | undefined> {
  const rows = await db
    .select()
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, creatorId))
    .limit(1);
  return rows[0];
}

/** Locks the row for a read-modify-write (e.g. comparing the old YouTube URL with the new one). */
export async function findSettingsForUpdate(
  db: Executor,
  creatorId: string,
): Promise<CreatorSettingsRow | undefined> {
  const rows = await db
    .select()
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, creatorId))
    .for('update')
    .limit(1);
  return rows[0];
}

/**
 * Inserts the row, or does nothing when a concurrent save created it first; the caller then updates.
 * Returns the inserted row or undefined.
 */
export async function insertSettings(
  db: Executor,
  creatorId: string,
  changes: SettingsChanges & { channelName: string },
  now: Date,
): Promise<CreatorSettingsRow | undefined> {
  const rows = await db
    .insert(creatorSettings)
    .values({ creatorId, ...changes, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: creatorSettings.creatorId })
    .returning();
  return rows[0];
}

export async function updateSettings(
  db: Executor,
  creatorId: string,
  changes: SettingsChanges,
  now: Date,
): Promise<CreatorSettingsRow | undefined> {
  const rows = await db
    .update(creatorSettings)
    .set({ ...changes, updatedAt: now })
    .where(eq(creatorSettings.creatorId, creatorId))
    .returning();
  return rows[0];
}

/** Whether another creator already proved ownership of this YouTube channel. */
export async function isYoutubeChannelVerifiedByOther(
  db: Executor,
  creatorId: string,
  channelId: string,
): Promise<boolean> {
  const rows = await db
    .select({ creatorId: creatorSettings.creatorId })
    .from(creatorSettings)
    .where(
      and(
        eq(creatorSettings.youtubeChannelId, channelId),
        eq(creatorSettings.isYoutubeVerified, true),
        ne(creatorSettings.creatorId, creatorId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
