import type { AppDeps } from '../../../app-types';
import type {
  ChannelMailPreference,
  MailFrequency,
  MailPreferences,
  UpdateChannelMail,
  UpdateMailSettings,
} from '@shared/contract/mail';
import {
  DEFAULT_DIGEST_HOUR,
  DEFAULT_DIGEST_WEEKDAY,
  DEFAULT_MAIL_FREQUENCY,
  DEFAULT_TIME_ZONE,
} from '@shared/contract/mail';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/is-uuid';
import { notFound } from '../../../errors';
import * as repository from './repository';
import type { MailSettingsRow, SubscribedChannelRow } from './repository';

/**
 * Email preferences (issue 26, ADR 179): a default frequency for channels without their own, one per
 * channel, the digest's weekday and hour in the listener's time zone, and "stop all mail". Unsubscribing
 * from a mail writes the same rows, so the profile page always shows what the links did. The delivery
 * engine reads these rows when it sends, so an unsubscribe also stops a mail already queued.
 */

const defaults = {
  defaultFrequency: DEFAULT_MAIL_FREQUENCY,
  digestWeekday: DEFAULT_DIGEST_WEEKDAY,
  digestHour: DEFAULT_DIGEST_HOUR,
  timeZone: DEFAULT_TIME_ZONE,
} as const;

const toChannel = (row: SubscribedChannelRow, defaultFrequency: MailFrequency): ChannelMailPreference => ({
  creatorId: row.creatorId,
  channelName: row.channelName,
  avatarUrl: row.avatarUrl,
  frequency: row.frequency ?? defaultFrequency,
  custom: row.frequency !== null,
});

const settingsOrDefaults = (row: MailSettingsRow | undefined): MailSettingsRow =>
  row ?? { ...defaults, allOffAt: null };

export async function getPreferences(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  now: Date,
): Promise<MailPreferences> {
  const row = await repository.findSettings(db, userId);
  const settings = settingsOrDefaults(row);
  const channels = await repository.listSubscribedChannels(db, userId, now);
  return {
    defaultFrequency: settings.defaultFrequency,
    digestWeekday: settings.digestWeekday,
    digestHour: settings.digestHour,
    timeZone: settings.timeZone,
    allOff: settings.allOffAt !== null,
    saved: row !== undefined,
    channels: channels.map((channel) => toChannel(channel, settings.defaultFrequency)),
  };
}

export async function updateSettings(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  input: UpdateMailSettings,
  now: Date,
): Promise<MailPreferences> {
  await db.transaction(async (tx) => {
    const current = await repository.findSettings(tx, userId);
    const changes: repository.SettingsChanges = {};
    if (input.defaultFrequency !== undefined) changes.defaultFrequency = input.defaultFrequency;
    if (input.digestWeekday !== undefined) changes.digestWeekday = input.digestWeekday;
    if (input.digestHour !== undefined) changes.digestHour = input.digestHour;
    if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
    // Turning "stop all mail" on keeps the moment it first happened; a repeat changes nothing.
    if (input.allOff === true) changes.allOffAt = current?.allOffAt ?? now;
    if (input.allOff === false) changes.allOffAt = null;
    await repository.saveSettings(tx, userId, defaults, changes, now);
  });
  return getPreferences({ db }, userId, now);
}

async function subscribedChannel(db: Executor, userId: string, creatorId: string, now: Date) {
  const rows = isUuid(creatorId) ? await repository.listSubscribedChannels(db, userId, now, creatorId) : [];
  const row = rows[0];
  if (!row) throw notFound('subscription_not_found', 'You do not follow this channel.');
  return row;
}

export async function getChannel(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  creatorId: string,
  now: Date,
): Promise<ChannelMailPreference> {
  const row = await subscribedChannel(db, userId, creatorId, now);
  const settings = settingsOrDefaults(await repository.findSettings(db, userId));
  return toChannel(row, settings.defaultFrequency);
}

export async function updateChannel(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  creatorId: string,
  input: UpdateChannelMail,
  now: Date,
): Promise<ChannelMailPreference> {
  await subscribedChannel(db, userId, creatorId, now);
  if (input.frequency === 'default') await repository.clearChannelFrequency(db, userId, creatorId);
  else await repository.setChannelFrequency(db, userId, creatorId, input.frequency, now);
  return getChannel({ db }, userId, creatorId, now);
}

/** What an unsubscribe stopped, and what the undo link puts back. */
export interface UnsubscribeOutcome {
  /** The channel's name, or null when the link stops all mail. */
  channelName: string | null;
  /** 'feed': the link stopped a creator's mail about their own connected feed. */
  scope?: 'feed';
  /** The channel's own frequency before ('default' when it followed the default), or whether all mail was on. */
  previous: MailFrequency | 'default';
}

/**
 * What a verified unsubscribe link would stop, for the page that asks before it acts (ADR 225): reads only,
 * so a mail scanner that follows the link changes nothing.
 */
export async function describeUnsubscribe(
  { db }: Pick<AppDeps, 'db'>,
  target: { creatorId: string | null; scope?: 'feed' },
): Promise<{ channelName: string | null; scope?: 'feed' }> {
  if (target.scope === 'feed') return { channelName: null, scope: 'feed' };
  if (target.creatorId === null) return { channelName: null };
  return { channelName: (await repository.findChannelName(db, target.creatorId)) ?? 'this channel' };
}

/**
 * Applies a verified unsubscribe link. Idempotent: a second click (or the mail provider's one-click POST
 * after the reader's own click) finds the channel already off, or all mail already stopped, and keeps the
 * first moment. A listener who no longer exists has nothing left to stop.
 */
export async function unsubscribe(
  { db }: Pick<AppDeps, 'db'>,
  target: { userId: string; creatorId: string | null; scope?: 'feed' },
  now: Date,
): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const exists = await repository.profileExists(tx, target.userId);
    if (target.scope === 'feed') {
      // A creator never follows their own channel, so their own row says whether the feed's mail is on.
      const previous = exists
        ? ((await repository.findChannelFrequency(tx, target.userId, target.userId)) ?? 'default')
        : 'off';
      if (exists && previous !== 'off')
        await repository.setChannelFrequency(tx, target.userId, target.userId, 'off', now);
      return { channelName: null, scope: 'feed', previous };
    }
    if (target.creatorId === null) {
      if (!exists) return { channelName: null, previous: 'off' };
      const current = await repository.findSettings(tx, target.userId);
      await repository.saveSettings(tx, target.userId, defaults, { allOffAt: current?.allOffAt ?? now }, now);
      return { channelName: null, previous: current?.allOffAt ? 'off' : 'default' };
    }
    const channelName = (await repository.findChannelName(tx, target.creatorId)) ?? 'this channel';
    if (!exists) return { channelName, previous: 'off' };
    const previous =
      (await repository.findChannelFrequency(tx, target.userId, target.creatorId)) ?? 'default';
    if (previous !== 'off')
      await repository.setChannelFrequency(tx, target.userId, target.creatorId, 'off', now);
    return { channelName, previous };
  });
}

/**
 * The undo link of the unsubscribe page: the channel gets back the frequency it had (or follows the default
 * again when it had none, or was already off), or all mail is turned on again.
 */
export async function resubscribe(
  { db }: Pick<AppDeps, 'db'>,
  target: { userId: string; creatorId: string | null; scope?: 'feed' },
  previous: MailFrequency | 'default',
  now: Date,
): Promise<{ channelName: string | null; frequency: MailFrequency; scope?: 'feed' }> {
  return db.transaction(async (tx) => {
    const current = settingsOrDefaults(await repository.findSettings(tx, target.userId));
    if (!(await repository.profileExists(tx, target.userId)))
      return { channelName: null, frequency: current.defaultFrequency };
    if (target.scope === 'feed') {
      await repository.clearChannelFrequency(tx, target.userId, target.userId);
      return { channelName: null, frequency: 'each', scope: 'feed' };
    }
    if (target.creatorId === null) {
      await repository.saveSettings(tx, target.userId, defaults, { allOffAt: null }, now);
      return { channelName: null, frequency: current.defaultFrequency };
    }
    const channelName = (await repository.findChannelName(tx, target.creatorId)) ?? 'this channel';
    if (previous === 'default' || previous === 'off') {
      await repository.clearChannelFrequency(tx, target.userId, target.creatorId);
      return { channelName, frequency: current.defaultFrequency };
    }
    await repository.setChannelFrequency(tx, target.userId, target.creatorId, previous, now);
    return { channelName, frequency: previous };
  });
}
