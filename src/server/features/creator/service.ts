import { limits } from '@shared/constants';
import {
  canonicalCategory,
  socialPlatforms,
  type ContentCategory,
  type CreatorSettings,
} from '@shared/contract/creator';
import type { SocialLink } from '@shared/contract/creator';
import { parseYoutubeChannelUrl } from '@shared/youtube-channel-url';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound, ruleBroken } from '../../errors';
import { findProfileCreatorFlags } from '../../auth/creator-flags';
import { queuePriceChangeNotice, endFreeBetaOfPaidChannel } from '../billing';
import { queueFreeBetaEndMails } from '../mail';
import {
  findSettings,
  findSettingsForUpdate,
  insertSettings,
  markProfileAsCreator,
  updateSettings,
  type CreatorSettingsRow,
  type SettingsChanges,
} from './repository';

export interface CreatorDeps {
  db: Database;
  clock: Clock;
}

/** What PUT /api/creator/settings carries after validation (omitted = unchanged). */
export interface SettingsInput {
  channelName?: string | undefined;
  channelDescription?: string | null | undefined;
  contentCategories?: ContentCategory[] | undefined;
  socialLinks?: SocialLink[] | undefined;
  youtubeChannelUrl?: string | null | undefined;
}

const knownPlatforms = new Set<string>(socialPlatforms);

export function toSettingsDto(row: CreatorSettingsRow): CreatorSettings {
  return {
    creatorId: row.creatorId,
    channelName: row.channelName,
    channelDescription: row.channelDescription,
    logoUrl: row.logoUrl,
    youtubeChannelUrl: row.youtubeChannelUrl,
    youtubeChannelId: row.youtubeChannelId,
    isYoutubeVerified: row.isYoutubeVerified,
    youtubeVerificationToken: row.youtubeVerificationToken,
    // Rows written before the list (or with other spellings) are read in the canonical spelling; a name
    // that is no longer on the list is left out rather than breaking the response.
    contentCategories: [...new Set(row.contentCategories.flatMap((c) => canonicalCategory(c) ?? []))],
    socialLinks: row.socialLinks.filter((link): link is SocialLink => knownPlatforms.has(link.platform)),
    subscriptionPrice: row.subscriptionPrice,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const channelRequired = (action: string) =>
  notFound('creator_settings_not_found', `Set up your channel (give it a name) before ${action}.`);

/**
 * docs/product.md#roles (set_user_as_creator): only once a profile exists. Idempotent: a creator who calls it
 * again stays a creator and nothing else changes. An admin keeps the admin role.
 */
export async function becomeCreator(
  deps: CreatorDeps,
  userId: string,
): Promise<{ isCreator: true; hasChannel: boolean }> {
  return deps.db.transaction(async (tx) => {
    const profile = await findProfileCreatorFlags(tx, userId);
    if (!profile) {
      throw ruleBroken(
        'profile_required',
        'Your profile is not set up yet. Sign out and sign in again, then retry.',
      );
    }
    if (!profile.isCreator) await markProfileAsCreator(tx, userId, deps.clock.now());
    const settings = await findSettings(tx, userId);
    return { isCreator: true as const, hasChannel: settings !== undefined };
  });
}

export async function getSettings(
  { db }: Pick<CreatorDeps, 'db'>,
  creatorId: string,
): Promise<CreatorSettings> {
  const row = await findSettings(db, creatorId);
  if (!row) throw notFound('creator_settings_not_found', 'Could not load creator settings');
  return toSettingsDto(row);
}

/**
 * docs/product.md#creator-settings-save: creates the row when none exists and a channel name is given,
 * otherwise updates. A changed YouTube URL clears the verification (the proof was for the old channel).
 */
export async function saveSettings(
  deps: CreatorDeps,
  creatorId: string,
  input: SettingsInput,
): Promise<CreatorSettings> {
  if (input.channelName !== undefined && input.channelName.trim() === '') {
    throw badRequest('channel_name_required', 'Channel name is required.');
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findSettingsForUpdate(tx, creatorId);
    const changes = settingsChanges(input, current);
    if (!current) {
      if (!changes.channelName)
        throw badRequest('channel_name_required', 'Channel name is required to create your channel.');
      const inserted = await insertSettings(
        tx,
        creatorId,
        { ...changes, channelName: changes.channelName },
        now,
      );
      if (inserted) return inserted;
      // A concurrent save created the row between our read and insert: apply ours on top of it.
      const created = await findSettingsForUpdate(tx, creatorId);
      return updateSettings(tx, creatorId, settingsChanges(input, created), now);
    }
    return updateSettings(tx, creatorId, changes, now);
  });
  if (!row) throw new AppError(500, 'internal_error', 'The channel settings could not be saved.');
  return toSettingsDto(row);
}

function settingsChanges(input: SettingsInput, current: CreatorSettingsRow | undefined): SettingsChanges {
  const changes: SettingsChanges = {};
  if (input.channelName !== undefined) changes.channelName = input.channelName.trim();
  if (input.channelDescription !== undefined) {
    changes.channelDescription =
      input.channelDescription === null || input.channelDescription.trim() === ''
        ? null
        : input.channelDescription.trim();
  }
  if (input.contentCategories !== undefined) changes.contentCategories = input.contentCategories;
  if (input.socialLinks !== undefined) changes.socialLinks = input.socialLinks;
  if (input.youtubeChannelUrl !== undefined) {
    Object.assign(changes, youtubeUrlChanges(input.youtubeChannelUrl, current));
  }
  return changes;
}

/** The stored URL is the canonical form, so "youtube.com/@x" and "https://www.youtube.com/@x" are one. */
function youtubeUrlChanges(raw: string | null, current: CreatorSettingsRow | undefined): SettingsChanges {
  let canonical: string | null = null;
  if (raw !== null && raw.trim() !== '') {
    const ref = parseYoutubeChannelUrl(raw);
    if (!ref)
      throw badRequest(
        'youtube_url_invalid',
        'Enter a YouTube channel URL such as https://www.youtube.com/@yourchannel',
      );
    canonical = ref.canonicalUrl;
  }
  if (current && current.youtubeChannelUrl === canonical) return {};
  return {
    youtubeChannelUrl: canonical,
    youtubeChannelId: null,
    isYoutubeVerified: false,
    youtubeVerificationToken: null,
  };
}

/** The words of `price_below_minimum`, the same in the studio's price dialog (ADR 227). */
const PRICE_BELOW_MINIMUM = `A price must be at least ${(limits.creatorPricePaidMinCents / 100).toFixed(2)}, the smallest amount Stripe can charge. Enter 0.00 for a free channel.`;

export async function updatePrice(
  deps: CreatorDeps &
    Parameters<typeof queuePriceChangeNotice>[0] & { config: Pick<Config, 'payments' | 'mail'> },
  creatorId: string,
  amountCents: number,
): Promise<CreatorSettings> {
  // The route's schema already bounds the amount; this guards callers that skip it (seed, jobs).
  if (
    !Number.isInteger(amountCents) ||
    amountCents < limits.creatorPriceMinCents ||
    amountCents > limits.creatorPriceMaxCents
  ) {
    throw badRequest(
      'invalid_price',
      `The price must be a whole number of cents between ${limits.creatorPriceMinCents} and ${limits.creatorPriceMaxCents}.`,
    );
  }
  if (amountCents > 0 && amountCents < limits.creatorPricePaidMinCents) {
    throw badRequest('price_below_minimum', PRICE_BELOW_MINIMUM);
  }
  const row = await updateSettings(deps.db, creatorId, { subscriptionPrice: amountCents }, deps.clock.now());
  if (!row) throw channelRequired('setting a price');
  // A price that makes the channel paid ends its free-beta subscriptions at their period's end, and their
  // listeners are told by mail (ADR 226).
  const ended = await endFreeBetaOfPaidChannel(
    deps,
    deps.config.payments.enabled,
    creatorId,
    deps.clock.now(),
  );
  await queueFreeBetaEndMails(deps.jobs, deps.config.mail, ended);
  // Paying subscribers are told and switched after 30 days' notice (ADR 213), by a job.
  await queuePriceChangeNotice(deps, creatorId, amountCents);
  return toSettingsDto(row);
}
