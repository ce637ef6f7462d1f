import { randomBytes } from 'node:crypto';
import type { YoutubeStatus, YoutubeVerification } from '@shared/contract/creator';
import { parseYoutubeChannelUrl } from '@shared/youtube-channel-url';
import { AppError, badRequest, conflict, ruleBroken } from '../../errors';
import {
  findSettings,
  findSettingsForUpdate,
  isYoutubeChannelVerifiedByOther,
  updateSettings,
  type CreatorSettingsRow,
} from './repository';
import { channelRequired, type CreatorDeps } from './service';
import { YoutubeNotConfiguredError, YoutubeUnavailableError, type YoutubeClient } from './youtube-client';

/**
 * YouTube ownership (docs/product.md#creator-studio): the creator puts a token we issue into the channel
 * description; we read the description through the YouTube Data API and look for it.
 */
const VERIFICATION_TOKEN_PREFIX = 'podbrief-verify-';

function newVerificationToken(): string {
  // 96 random bits: unguessable, and short enough to paste into a description without fuss.
  return `${VERIFICATION_TOKEN_PREFIX}${randomBytes(12).toString('base64url')}`;
}

function toVerification(row: CreatorSettingsRow): YoutubeVerification {
  return {
    channelUrl: row.youtubeChannelUrl ?? '',
    token: row.youtubeVerificationToken ?? '',
    isVerified: row.isYoutubeVerified,
    channelId: row.youtubeChannelId,
  };
}

/**
 * Whether channels can be checked on this server: the check needs a YouTube Data API key
 * (YOUTUBE_API_KEY). The studio asks before the first step, so a creator is not walked through steps that
 * end in 'youtube_not_configured'.
 */
export function youtubeStatus(youtube: { apiKey: string | undefined }): YoutubeStatus {
  return { configured: Boolean(youtube.apiKey) };
}

/**
 * Saves the channel URL and issues a token. Asking again for the same URL returns the same token (the
 * creator may already have pasted it); a different URL clears the old verification and issues a new one.
 */
export async function startVerification(
  deps: CreatorDeps,
  creatorId: string,
  channelUrl: string,
): Promise<YoutubeVerification> {
  const ref = parseYoutubeChannelUrl(channelUrl);
  if (!ref)
    throw badRequest(
      'youtube_url_invalid',
      'Enter a YouTube channel URL such as https://www.youtube.com/@yourchannel',
    );
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findSettingsForUpdate(tx, creatorId);
    if (!current) throw channelRequired('verifying a YouTube channel');
    if (current.youtubeChannelUrl === ref.canonicalUrl && current.youtubeVerificationToken) return current;
    const sameUrl = current.youtubeChannelUrl === ref.canonicalUrl;
    return updateSettings(
      tx,
      creatorId,
      {
        youtubeChannelUrl: ref.canonicalUrl,
        youtubeVerificationToken: newVerificationToken(),
        ...(sameUrl ? {} : { isYoutubeVerified: false, youtubeChannelId: null }),
      },
      now,
    );
  });
  if (!row) throw channelRequired('verifying a YouTube channel');
  return toVerification(row);
}

const failed = (message: string) => ruleBroken('youtube_verification_failed', message);

/** Looks the channel up on YouTube and marks it verified when its description carries the token. */
export async function checkVerification(
  deps: CreatorDeps,
  youtube: YoutubeClient,
  creatorId: string,
): Promise<YoutubeVerification> {
  const current = await findSettings(deps.db, creatorId);
  if (!current) throw channelRequired('verifying a YouTube channel');
  const url = current.youtubeChannelUrl;
  const token = current.youtubeVerificationToken;
  if (!url || !token) throw failed('Enter your YouTube channel URL first to get a verification code.');
  const ref = parseYoutubeChannelUrl(url);
  if (!ref) throw failed('The saved YouTube channel URL is not valid. Enter it again.');

  let candidates;
  try {
    candidates = await youtube.findChannels(ref);
  } catch (error) {
    // Not a passing outage: waiting will not help the creator, and the operator's fix is a setting. The
    // request's log line names it by its code (youtube_not_configured: no YOUTUBE_API_KEY).
    if (error instanceof YoutubeNotConfiguredError) {
      throw new AppError(
        503,
        'youtube_not_configured',
        'YouTube verification is not available on this server yet. Your channel works without it; you can verify it once it is available.',
        { cause: error },
      );
    }
    if (error instanceof YoutubeUnavailableError) {
      throw new AppError(
        503,
        'youtube_unavailable',
        'YouTube could not be reached to check your channel. Please try again in a few minutes.',
        {
          cause: error,
          headers: { 'retry-after': '30' },
        },
      );
    }
    throw error;
  }
  if (candidates.length === 0) {
    throw failed(`We could not find a YouTube channel at ${url}. Check the address and try again.`);
  }
  const channel = candidates.find((c) => c.description.includes(token));
  if (!channel) {
    const name = candidates[0]?.title ? `"${candidates[0].title}"` : 'this YouTube channel';
    throw failed(
      `The verification code was not found in the description of ${name}. Paste ${token} into the channel description on YouTube, save it, then click Verify again. YouTube can take a few minutes to show a new description.`,
    );
  }
  if (await isYoutubeChannelVerifiedByOther(deps.db, creatorId, channel.id)) {
    throw failed('This YouTube channel is already verified by another Podbrief channel.');
  }

  // The lookup ran outside any transaction: only mark verified if the URL and token are still the ones
  // that were checked (the creator may have changed the URL meanwhile).
  const row = await deps.db.transaction(async (tx) => {
    const latest = await findSettingsForUpdate(tx, creatorId);
    if (!latest || latest.youtubeChannelUrl !== url || latest.youtubeVerificationToken !== token)
      return undefined;
    return updateSettings(
      tx,
      creatorId,
      { isYoutubeVerified: true, youtubeChannelId: channel.id },
      deps.clock.now(),
    );
  });
  if (!row)
    throw conflict(
      'conflict',
      'Your YouTube channel URL changed while we were checking it. Please verify again.',
    );
  return toVerification(row);
}
