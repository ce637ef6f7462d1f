import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { cursorKey, listCursor } from '../../db/list-cursor';
import { notFound } from '../../errors';
import type {
  ChannelCard,
  ChannelDetail,
  ChannelList,
  ChannelListQuery,
  ChannelPage,
  ChannelReport,
  ChannelReportPage,
  ChannelViewer,
} from '@shared/contract/channels';
import {
  canReadCreator,
  CHANNEL_PAID,
  STRIPE_PROVIDER,
  effectiveState,
  resubscribeAvailableAt,
  resubscribeWaitStart,
} from '../subscriptions';
import { isUuid } from '../../lib/is-uuid';
import { isPaidChannel } from '../billing';
import * as repo from './repository';

export interface ChannelDeps {
  db: Database;
  clock: Clock;
  /** Payments are configured (ADR 210): a priced channel with an active payout account is paid. */
  paymentsEnabled?: boolean;
}

const CHANNEL_PAGE_SIZE = 24;
const REPORT_PAGE_SIZE = 20;
const EXCERPT_CHARS = 280;

const noViewer: ChannelViewer = {
  isOwn: false,
  isSubscribed: false,
  subscriptionId: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  resubscribeAvailableAt: null,
  trialUsed: false,
  endingReason: null,
};

function viewerOf(
  viewerId: string | null,
  creatorId: string,
  sub: repo.ViewerSubscriptionRow | undefined,
  now: Date,
): ChannelViewer {
  if (!viewerId) return noViewer;
  const isOwn = viewerId === creatorId;
  if (!sub) return { ...noViewer, isOwn };
  const state = effectiveState(sub, now);
  const waitFrom = resubscribeWaitStart(sub);
  const availableAt = waitFrom ? resubscribeAvailableAt(waitFrom) : null;
  return {
    isOwn,
    isSubscribed: state.active,
    subscriptionId: sub.id,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: state.active ? state.currentPeriodEnd.toISOString() : null,
    resubscribeAvailableAt: availableAt && availableAt > now ? availableAt.toISOString() : null,
    trialUsed: sub.provider === STRIPE_PROVIDER || sub.stripeSubscriptionId !== null,
    endingReason:
      state.active && sub.provider !== STRIPE_PROVIDER && sub.endedReason === CHANNEL_PAID
        ? CHANNEL_PAID
        : null,
  };
}

function toCard(row: repo.ChannelRow, viewer: ChannelViewer, paymentsEnabled: boolean): ChannelCard {
  return {
    creatorId: row.creatorId,
    channelName: row.channelName,
    creatorName: row.creatorName,
    description: row.description,
    logoUrl: row.logoUrl,
    isVerified: row.isVerified,
    categories: row.categories,
    subscriberCount: row.subscriberCount,
    reportCount: row.reportCount,
    price: {
      amount: row.price,
      currency: row.currency,
      interval: 'month',
      paid: isPaidChannel(paymentsEnabled, row.price, row.payoutActive),
    },
    viewer,
  };
}

/** docs/product.md#entities allows social links as a list of {platform, url} or an object platform → url. */
function socialLinksOf(value: unknown): { platform: string; url: string }[] {
  if (Array.isArray(value)) {
    return value.filter(
      (v): v is { platform: string; url: string } =>
        typeof v?.platform === 'string' && typeof v?.url === 'string' && v.url !== '',
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([platform, url]) => ({ platform, url }));
  }
  return [];
}

/** Podcast Channels: by name (case-insensitive), then creator id. */
export const channelsCursor = listCursor('channels', { name: [cursorKey.text] });
/** A channel's published reports: newest first. */
export const channelReportsCursor = listCursor('channel-reports', { newest: [cursorKey.timestamp] });

async function viewerMap(db: Executor, viewerId: string | null, creatorIds: string[]) {
  const rows = viewerId ? await repo.viewerSubscriptions(db, viewerId, creatorIds) : [];
  return new Map(rows.map((r) => [r.creatorId, r]));
}

/** Podcast Channels: every channel with counts, price and what the viewer has to do with it. */
export async function listChannelCards(
  deps: ChannelDeps,
  viewerId: string | null,
  query: ChannelListQuery,
): Promise<ChannelList> {
  const now = deps.clock.now();
  const limit = query.limit ?? CHANNEL_PAGE_SIZE;
  const rows = await repo.listChannels(
    deps.db,
    now,
    {
      search: query.search || undefined,
      category: query.category || undefined,
      after: query.cursor ? channelsCursor.decode(query.cursor, 'name') : undefined,
    },
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const subs = await viewerMap(
    deps.db,
    viewerId,
    page.map((r) => r.creatorId),
  );
  return keysetPage(
    rows,
    limit,
    (row) =>
      toCard(
        row,
        viewerOf(viewerId, row.creatorId, subs.get(row.creatorId), now),
        deps.paymentsEnabled ?? false,
      ),
    (last) => channelsCursor.encode({ sort: 'name', key: [last.nameKey], id: last.creatorId, since: null }),
  );
}

/** One channel's card, or undefined when the creator has no channel. Used by invite links too. */
export async function findChannelCard(
  deps: ChannelDeps,
  viewerId: string | null,
  creatorId: string,
): Promise<ChannelCard | undefined> {
  const now = deps.clock.now();
  const row = await repo.findChannel(deps.db, creatorId, now);
  if (!row) return undefined;
  const subs = await viewerMap(deps.db, viewerId, [creatorId]);
  return toCard(row, viewerOf(viewerId, creatorId, subs.get(creatorId), now), deps.paymentsEnabled ?? false);
}

export async function listCategories(deps: ChannelDeps): Promise<{ categories: string[] }> {
  const seen = new Map<string, string>();
  for (const name of await repo.listCategories(deps.db))
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return { categories: [...seen.values()].sort((a, b) => a.localeCompare(b)) };
}

const channelMissing = () => notFound('creator_not_found', 'This channel does not exist.');

/** The channel page: details plus the first page of its published reports (teasers without access). */
export async function getChannelPage(
  deps: ChannelDeps,
  viewerId: string | null,
  creatorId: string,
): Promise<ChannelPage> {
  if (!isUuid(creatorId)) throw channelMissing();
  const now = deps.clock.now();
  const row = await repo.findChannel(deps.db, creatorId, now);
  if (!row) throw channelMissing();
  const subs = await viewerMap(deps.db, viewerId, [creatorId]);
  const channel: ChannelDetail = {
    ...toCard(row, viewerOf(viewerId, creatorId, subs.get(creatorId), now), deps.paymentsEnabled ?? false),
    youtubeChannelUrl: row.youtubeChannelUrl,
    socialLinks: socialLinksOf(row.socialLinks),
    createdAt: row.createdAt.toISOString(),
  };
  return { channel, reports: await reportPage(deps.db, now, viewerId, creatorId, undefined) };
}

export async function listChannelReports(
  deps: ChannelDeps,
  viewerId: string | null,
  creatorId: string,
  cursor?: string,
): Promise<ChannelReportPage> {
  if (!isUuid(creatorId)) throw channelMissing();
  const now = deps.clock.now();
  if (!(await repo.hasChannel(deps.db, creatorId))) throw channelMissing();
  return reportPage(deps.db, now, viewerId, creatorId, cursor);
}

async function reportPage(
  db: Executor,
  now: Date,
  viewerId: string | null,
  creatorId: string,
  cursor: string | undefined,
): Promise<ChannelReportPage> {
  const after = cursor ? channelReportsCursor.decode(cursor, 'newest') : undefined;
  const rows = await repo.listPublishedReports(db, creatorId, REPORT_PAGE_SIZE + 1, after);
  // Access is decided by the server with the one rule; the teaser never carries the summary.
  const readable = viewerId ? await canReadCreator({ db }, viewerId, creatorId, now) : false;
  return keysetPage(
    rows,
    REPORT_PAGE_SIZE,
    (r) => toReport(r, readable),
    (last) =>
      channelReportsCursor.encode({ sort: 'newest', key: [last.publishedAtKey], id: last.id, since: null }),
  );
}

function toReport(r: repo.ChannelReportRow, readable: boolean): ChannelReport {
  const first = r.keyLearnings[0];
  if (!readable) {
    return {
      locked: true,
      id: r.id,
      title: r.title,
      publishedAt: r.publishedAt.toISOString(),
      firstKeyLearning: first ? { title: first.title, detail: first.detail } : null,
    };
  }
  return {
    locked: false,
    id: r.id,
    title: r.title,
    publishedAt: r.publishedAt.toISOString(),
    episodeTitle: r.episodeTitle,
    episodeNumber: r.episodeNumber,
    readingTimeSeconds: r.readingTimeSeconds,
    episodeDurationSeconds: r.episodeDurationSeconds,
    summaryExcerpt: excerpt(r.summary),
    keyLearnings: r.keyLearnings.map((k) => ({ title: k.title, detail: k.detail })),
  };
}

/** Plain text from the Markdown summary, cut on a word boundary. */
export function excerpt(markdown: string, max = EXCERPT_CHARS): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^[\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[#>\s-]*[*+-]?\s*/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![\s.,;:])[\s.,;:]+$/, '')}…`;
}
