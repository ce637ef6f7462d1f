import { createHash } from 'node:crypto';
import type { AppDeps } from '../../../app-types';
import {
  feedToken,
  feedTokenOwner,
  listenerFeedUrls,
  resetFeedToken,
} from '../../../auth/listener-feed-keys';
import { notFound } from '../../../errors';
import type { ListenerFeedList } from '@shared/contract/listener-feeds';
import { publishedReports, subscribedChannels } from './repository';
import { buildRss, reportItem, type RssItem } from './rss';

/**
 * A listener's private RSS feeds (docs/product.md#private-feeds, ADR 228): listed and reset from the
 * profile, read by any feed reader with the secret in the address. Access follows the subscription on
 * every request: a lapsed channel's feed says so and holds no report text.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Items per feed: readers keep what they saw, so the newest are enough. */
const FEED_ITEMS = 50;

/** `appUrl` without the slashes at its end (a loop: a regular expression would be quadratic here). */
function origin(appUrl: string): string {
  let end = appUrl.length;
  while (end > 0 && appUrl[end - 1] === '/') end--;
  return appUrl.slice(0, end);
}
const channelPage = (appUrl: string, creatorId: string) =>
  `${origin(appUrl)}/channels/${encodeURIComponent(creatorId)}`;

async function feedList(deps: Deps, userId: string, token: string): Promise<ListenerFeedList> {
  const appUrl = deps.config.appUrl;
  const channels = await subscribedChannels(deps.db, userId, deps.clock.now());
  return {
    feeds: [
      {
        kind: 'all',
        creatorId: null,
        title: 'All your channels',
        url: listenerFeedUrls.all(appUrl, token),
        access: true,
      },
      ...channels.map((channel) => ({
        kind: 'channel' as const,
        creatorId: channel.creatorId,
        title: channel.channelName,
        url: listenerFeedUrls.channel(appUrl, token, channel.creatorId),
        access: channel.access,
      })),
    ],
  };
}

/** The listener's feeds, their secret made on first use. */
export async function listFeeds(deps: Deps, userId: string): Promise<ListenerFeedList> {
  const token = await feedToken(deps.db, deps.config.sessionSecret, userId, deps.clock.now());
  return feedList(deps, userId, token);
}

/** A new secret: the feeds at the old addresses answer 404 from now on. */
export async function resetFeeds(deps: Deps, userId: string): Promise<ListenerFeedList> {
  const token = await resetFeedToken(deps.db, deps.config.sessionSecret, userId, deps.clock.now());
  return feedList(deps, userId, token);
}

export interface RenderedFeed {
  xml: string;
  etag: string;
  lastModified: Date;
}

const unknownFeed = () =>
  notFound(
    'listener_feed_not_found',
    'This feed address is not valid: it was reset or never existed. Copy the current one from your profile.',
  );

const latest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((d) => d.getTime())));

function rendered(xml: string, lastModified: Date): RenderedFeed {
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  return { xml, etag, lastModified };
}

/** One private feed: every channel the listener reads (`creatorId` null), or one subscribed channel. */
export async function renderFeed(deps: Deps, token: string, creatorId: string | null): Promise<RenderedFeed> {
  const userId = await feedTokenOwner(deps.db, deps.config.sessionSecret, token);
  if (!userId) throw unknownFeed();
  const appUrl = deps.config.appUrl;
  const now = deps.clock.now();

  if (creatorId === null) {
    const channels = await subscribedChannels(deps.db, userId, now);
    const readable = channels.filter((channel) => channel.access);
    const reports = await publishedReports(
      deps.db,
      readable.map((channel) => channel.creatorId),
      FEED_ITEMS,
    );
    const lastModified = latest([
      ...channels.map((channel) => channel.changedAt),
      ...reports.map((report) => report.updatedAt),
    ]);
    const xml = buildRss({
      title: 'Podbrief: your channels',
      link: `${origin(appUrl)}/subscriber/reports`,
      description: 'The reports of every channel you subscribe to on Podbrief.',
      selfUrl: listenerFeedUrls.all(appUrl, token),
      lastBuildDate: lastModified,
      items: reports.map((report) => reportItem(appUrl, report, true)),
    });
    return rendered(xml, lastModified);
  }

  const channel = (await subscribedChannels(deps.db, userId, now, creatorId))[0];
  if (!channel) throw unknownFeed();
  const reports = channel.access ? await publishedReports(deps.db, [creatorId], FEED_ITEMS) : [];
  const lastModified = latest([channel.changedAt, ...reports.map((report) => report.updatedAt)]);
  const ended: RssItem = {
    title: `Your subscription to ${channel.channelName} has ended`,
    link: channelPage(appUrl, creatorId),
    guid: `podbrief-subscription-ended:${creatorId}`,
    pubDate: channel.changedAt,
    description: `<p>Your subscription to ${escapeText(channel.channelName)} has ended, so this feed shows no reports. Subscribe again on Podbrief to read them here.</p>`,
    enclosure: null,
  };
  const xml = buildRss({
    title: `${channel.channelName} on Podbrief`,
    link: channelPage(appUrl, creatorId),
    description: channel.access
      ? (channel.channelDescription ?? `The reports of ${channel.channelName} on Podbrief.`)
      : `Your subscription to ${channel.channelName} has ended: this feed shows no reports.`,
    selfUrl: listenerFeedUrls.channel(appUrl, token, creatorId),
    lastBuildDate: lastModified,
    items: channel.access ? reports.map((report) => reportItem(appUrl, report, false)) : [ended],
  });
  return rendered(xml, lastModified);
}

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
