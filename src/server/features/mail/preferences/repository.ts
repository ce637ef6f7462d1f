import { and, eq, sql } from 'drizzle-orm';
import type { MailFrequency } from '@shared/contract/mail';
import type { Executor } from '../../../db/client';
import {
  channelMailPreferences,
  creatorSettings,
  mailSettings,
  profiles,
  subscriptions,
} from '../../../db/schema';
import { hasAccessCondition } from '../../subscriptions';

export interface MailSettingsRow {
  defaultFrequency: MailFrequency;
  digestWeekday: number;
  digestHour: number;
  timeZone: string;
  allOffAt: Date | null;
}

const settingsColumns = {
  defaultFrequency: mailSettings.defaultFrequency,
  digestWeekday: mailSettings.digestWeekday,
  digestHour: mailSettings.digestHour,
  timeZone: mailSettings.timeZone,
  allOffAt: mailSettings.allOffAt,
};

export async function findSettings(db: Executor, userId: string): Promise<MailSettingsRow | undefined> {
  const rows = await db
    .select(settingsColumns)
    .from(mailSettings)
    .where(eq(mailSettings.userId, userId))
    .limit(1);
  return rows[0] as MailSettingsRow | undefined;
}

export type SettingsChanges = Partial<MailSettingsRow>;

/** Writes the given fields; the first write creates the row from `defaults` and the changes. */
export async function saveSettings(
  db: Executor,
  userId: string,
  defaults: Pick<MailSettingsRow, 'defaultFrequency' | 'digestWeekday' | 'digestHour' | 'timeZone'>,
  changes: SettingsChanges,
  now: Date,
): Promise<void> {
  await db
    .insert(mailSettings)
    .values({ userId, ...defaults, ...changes, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mailSettings.userId, set: { ...changes, updatedAt: now } });
}

export interface SubscribedChannelRow {
  creatorId: string;
  channelName: string;
  avatarUrl: string | null;
  /** The channel's own frequency, or null when it follows the default. */
  frequency: MailFrequency | null;
}

/** Every channel the listener may read now through a subscription, with their own frequency for it. */
export async function listSubscribedChannels(
  db: Executor,
  userId: string,
  now: Date,
  creatorId?: string,
): Promise<SubscribedChannelRow[]> {
  const rows = await db
    .select({
      creatorId: subscriptions.creatorId,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, ${profiles.displayName})`,
      avatarUrl: sql<string | null>`coalesce(${creatorSettings.logoUrl}, ${profiles.avatarUrl})`,
      frequency: channelMailPreferences.frequency,
    })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .leftJoin(
      channelMailPreferences,
      and(
        eq(channelMailPreferences.userId, userId),
        eq(channelMailPreferences.creatorId, subscriptions.creatorId),
      ),
    )
    .where(
      and(
        eq(subscriptions.subscriberId, userId),
        hasAccessCondition(now),
        creatorId === undefined ? undefined : eq(subscriptions.creatorId, creatorId),
      ),
    )
    .orderBy(
      sql`lower(coalesce(${creatorSettings.channelName}, ${profiles.displayName}))`,
      subscriptions.creatorId,
    );
  return rows as SubscribedChannelRow[];
}

/** The channel's name whether or not anyone still follows it (the unsubscribe page names it). */
export async function findChannelName(db: Executor, creatorId: string): Promise<string | undefined> {
  const rows = await db
    .select({ name: sql<string>`coalesce(${creatorSettings.channelName}, ${profiles.displayName})` })
    .from(profiles)
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, profiles.id))
    .where(eq(profiles.id, creatorId))
    .limit(1);
  return rows[0]?.name;
}

export async function findChannelFrequency(
  db: Executor,
  userId: string,
  creatorId: string,
): Promise<MailFrequency | undefined> {
  const rows = await db
    .select({ frequency: channelMailPreferences.frequency })
    .from(channelMailPreferences)
    .where(and(eq(channelMailPreferences.userId, userId), eq(channelMailPreferences.creatorId, creatorId)))
    .limit(1);
  return rows[0]?.frequency as MailFrequency | undefined;
}

export async function setChannelFrequency(
  db: Executor,
  userId: string,
  creatorId: string,
  frequency: MailFrequency,
  now: Date,
): Promise<void> {
  await db
    .insert(channelMailPreferences)
    .values({ userId, creatorId, frequency, updatedAt: now })
    .onConflictDoUpdate({
      target: [channelMailPreferences.userId, channelMailPreferences.creatorId],
      set: { frequency, updatedAt: now },
    });
}

export async function clearChannelFrequency(db: Executor, userId: string, creatorId: string): Promise<void> {
  await db
    .delete(channelMailPreferences)
    .where(and(eq(channelMailPreferences.userId, userId), eq(channelMailPreferences.creatorId, creatorId)));
}

export async function profileExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return rows.length > 0;
}
