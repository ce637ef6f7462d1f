import type {
  OpmlMatch,
  OpmlPreview,
  OpmlSubscribeRequest,
  OpmlSubscribeResponse,
  OpmlSubscribeResult,
  OpmlUnmatched,
} from '@shared/contract/opml';
import { channelOfListenerFeedUrl, feedToken, listenerFeedUrls } from '../../auth/listener-feed-keys';
import { AppError } from '../../errors';
import { findChannel } from '../channels';
import { isUuid } from '../../lib/is-uuid';
import {
  ParseBudgetExceeded,
  ParsePoolBusy,
  parseOpmlInPool,
  type ParseBudget,
} from '../../transcripts/transcript-pool';
import type { OpmlOutline } from '../../rss/opml';
import { buildOpml, normaliseFeedUrl } from './opml-format';
import * as opmlRepo from './opml-repository';
import type { OpmlChannelRow } from './opml-repository';
import { subscribe, type SubscriptionDeps } from './service';

/**
 * OPML export and import of a reader's subscriptions (docs/product.md#opml, ADR 185). Import never
 * subscribes by itself: the preview only reads, and the subscribe step goes through `subscribe`, one
 * channel at a time, so the trial rules are the same ones as everywhere.
 */

export interface OpmlDeps extends SubscriptionDeps {
  appUrl: string;
  /** The parse threads' budget (ADR 166): an imported file is read there, never on the request thread. */
  parse: ParseBudget;
  /** Signs the reader's private feed addresses the export points at (ADR 228). */
  sessionSecret: string;
}

/**
 * The file's outlines, read on a parse thread within the budget (ADR 223): the request thread only hands
 * the bytes over, so a hostile file delays no one else's request. Its refusals keep their codes; past
 * the budget it is 422 `opml_too_complex`, with every thread busy 503.
 */
async function readOpml(budget: ParseBudget, bytes: Uint8Array): Promise<OpmlOutline[]> {
  try {
    return await parseOpmlInPool(budget, bytes);
  } catch (error) {
    if (error instanceof ParseBudgetExceeded)
      throw new AppError(
        422,
        'opml_too_complex',
        'This OPML file needs more time or memory to read than one file may take. Nothing was changed.',
        { details: { limit: error.resource } },
      );
    if (error instanceof ParsePoolBusy)
      throw new AppError(
        503,
        'service_unavailable',
        'The server is busy reading other files. Try again in a moment.',
        { headers: { 'retry-after': '5' } },
      );
    throw error;
  }
}

/** `text` without the slashes at its end (a loop: a regular expression would be quadratic here). */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}

const channelPage = (appUrl: string, creatorId: string) =>
  `${withoutTrailingSlashes(appUrl)}/channels/${encodeURIComponent(creatorId)}`;

/**
 * The OPML 2.0 file of the channels whose subscription gives the reader access now. Each `xmlUrl` is the
 * reader's private RSS feed of that channel's reports (ADR 228), which any feed reader can read; the
 * channel page is the `htmlUrl`.
 */
export async function exportOpml(deps: OpmlDeps, subscriberId: string): Promise<string> {
  const now = deps.clock.now();
  const channels = await opmlRepo.listSubscribedChannels(deps.db, subscriberId, now);
  const token = await feedToken(deps.db, deps.sessionSecret, subscriberId, now);
  return buildOpml(
    'Podbrief subscriptions',
    channels.map((channel) => ({
      text: channel.channelName,
      xmlUrl: listenerFeedUrls.channel(deps.appUrl, token, channel.creatorId),
      htmlUrl: channelPage(deps.appUrl, channel.creatorId),
      podcastGuid: channel.podcastGuid,
    })),
  );
}

/** The lookup key the repository compares on: the normal form, lower-cased, without trailing slashes. */
const lookupKey = (normal: string) => withoutTrailingSlashes(normal.toLowerCase());

/**
 * The creator id of an address of one of our channel pages (`APP_URL/channels/{id}`) or of a private
 * channel feed this server's OPML export names (`APP_URL/api/feeds/{secret}/channels/{id}`), else null.
 */
function channelPageId(appUrl: string, normal: string | null): string | null {
  const base = normaliseFeedUrl(`${withoutTrailingSlashes(appUrl)}/channels/x`);
  if (!base || !normal) return null;
  const feedChannel = channelOfListenerFeedUrl(normaliseFeedUrl(appUrl) ?? appUrl, normal);
  if (feedChannel) return feedChannel;
  const prefix = base.slice(0, -1);
  if (!normal.toLowerCase().startsWith(prefix.toLowerCase())) return null;
  const id = normal.slice(prefix.length);
  return isUuid(id) ? id.toLowerCase() : null;
}

/**
 * Which outlines of an OPML file are Podbrief channels: by feed address (normalised) or the address of
 * a channel's page here first, else by `podcast:guid`. Each channel is listed once, at its first
 * outline. Changes nothing.
 */
export async function previewOpml(
  deps: OpmlDeps,
  subscriberId: string,
  bytes: Uint8Array,
): Promise<OpmlPreview> {
  const outlines = await readOpml(deps.parse, bytes);
  const normals = outlines.map((outline) => (outline.xmlUrl ? normaliseFeedUrl(outline.xmlUrl) : null));
  const feedKeys = [...new Set(normals.filter((n): n is string => n !== null).map(lookupKey))];
  const guids = [
    ...new Set(outlines.map((o) => o.podcastGuid?.toLowerCase()).filter((g): g is string => g !== undefined)),
  ];
  const pageIds = normals.map((normal) => channelPageId(deps.appUrl, normal));
  const candidates = await opmlRepo.findCandidateChannels(deps.db, feedKeys, guids);
  const byPage = new Map(
    (
      await opmlRepo.findChannelsByIds(deps.db, [
        ...new Set(pageIds.filter((id): id is string => id !== null)),
      ])
    ).map((channel) => [channel.creatorId, channel]),
  );
  const byFeed = new Map<string, OpmlChannelRow>();
  const byGuid = new Map<string, OpmlChannelRow>();
  // Oldest channel first: the first to claim a feed or guid keeps it.
  for (const channel of candidates) {
    const normal = channel.feedUrl ? normaliseFeedUrl(channel.feedUrl) : null;
    if (normal && !byFeed.has(normal)) byFeed.set(normal, channel);
    const guid = channel.podcastGuid?.toLowerCase();
    if (guid && !byGuid.has(guid)) byGuid.set(guid, channel);
  }

  const found: { outline: (typeof outlines)[number]; channel: OpmlChannelRow; by: OpmlMatch['matchedBy'] }[] =
    [];
  const unmatched: OpmlUnmatched[] = [];
  const seen = new Set<string>();
  outlines.forEach((outline, index) => {
    const normal = normals[index];
    const pageId = pageIds[index];
    const feedMatch = normal ? byFeed.get(normal) : undefined;
    const pageMatch = pageId ? byPage.get(pageId) : undefined;
    const guidMatch = outline.podcastGuid ? byGuid.get(outline.podcastGuid.toLowerCase()) : undefined;
    const channel = feedMatch ?? pageMatch ?? guidMatch;
    if (!channel) {
      unmatched.push({ outlineTitle: outline.text, xmlUrl: outline.xmlUrl });
      return;
    }
    if (seen.has(channel.creatorId)) return;
    seen.add(channel.creatorId);
    const by = feedMatch ? 'feed_url' : pageMatch ? 'channel_page' : 'podcast_guid';
    found.push({ outline, channel, by });
  });

  const running = await opmlRepo.runningSubscriptionCreatorIds(
    deps.db,
    subscriberId,
    found.map((f) => f.channel.creatorId),
  );
  return {
    outlineCount: outlines.length,
    matched: found.map(({ outline, channel, by }) => ({
      outlineTitle: outline.text,
      xmlUrl: outline.xmlUrl,
      creatorId: channel.creatorId,
      channelName: channel.channelName,
      logoUrl: channel.logoUrl,
      matchedBy: by,
      alreadySubscribed: running.has(channel.creatorId),
    })),
    unmatched,
  };
}

/**
 * Subscribes to each named channel in turn with the one subscribe rule (trial limit, 30-day wait, own
 * channel…), answering each one subscribed or refused with that rule's code and message. A refusal of
 * one channel never undoes another's subscription.
 */
export async function subscribeFromOpml(
  deps: OpmlDeps,
  subscriberId: string,
  input: OpmlSubscribeRequest,
): Promise<OpmlSubscribeResponse> {
  const ids = [...new Set(input.creatorIds.map((id) => id.trim()))];
  const results: OpmlSubscribeResult[] = [];
  for (const creatorId of ids) {
    try {
      const subscription = await subscribe(deps, subscriberId, { creatorId });
      results.push({
        creatorId,
        channelName: subscription.channelName,
        outcome: 'subscribed',
        code: null,
        message: null,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const channel = isUuid(creatorId) ? await findChannel(deps.db, creatorId) : undefined;
      results.push({
        creatorId,
        channelName: channel?.channelName ?? null,
        outcome: 'refused',
        code: error.code,
        message: error.message,
      });
    }
  }
  const subscribed = results.filter((r) => r.outcome === 'subscribed').length;
  return { subscribed, refused: results.length - subscribed, results };
}
