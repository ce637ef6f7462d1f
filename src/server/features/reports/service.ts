import type { AppDeps } from '../../app-types';
import type {
  FeedChannels,
  FeedFilters,
  FeedPage,
  FeedPeriod,
  FeedQuery,
  ReportDetail,
  ReportDownload,
  ReportNeighbours,
} from '@shared/contract/reports';
import { feed, storage as storageConstants } from '@shared/constants';
import { addMonths } from '@shared/dates/add-months';
import { addDays } from '@shared/dates/utc-calendar';
import { keysetPage } from '../../db/keyset-page';
import { isUuid } from '../../lib/is-uuid';
import { isPaidChannel } from '../billing';
import { reportNotFound } from './report-access';
import { canReadCreator } from '../subscriptions';
import { searchWords, snippetAround } from './search-snippet';
import {
  countFeedAllTime,
  feedCursor,
  findFeedPage,
  type FeedPosition,
  type FeedQueryInput,
  type FeedRow,
} from './feed-repository';
import * as repository from './repository';
import type { ReportRow } from './repository';
import { markdownFileName, reportToMarkdown } from './report-markdown';
import { chapterWithEnd, learningWithMoment, quoteWithMoment } from './report-moments';
import { readerAudio } from './report-audio';
import { hasTimestamps, madeBy } from './report-made-by';
import { summaryHtml } from './summary-html';

/**
 * docs/product.md#constants-and-limits: week 7 days, month 1 month, year 1 year, all from the beginning, none
 * given: 30 days.
 */
export function periodStart(period: FeedPeriod | undefined, now: Date): Date | null {
  switch (period) {
    case 'all':
      return null;
    case 'week':
      return addDays(now, -7);
    case 'month':
      return addMonths(now, -1);
    case 'year':
      return addMonths(now, -12);
    case undefined:
      return addDays(now, -feed.defaultPeriodDays);
  }
}

const timeSaved = (durationSeconds: number, readingSeconds: number) =>
  Math.max(0, durationSeconds - readingSeconds);

function channelOf(row: {
  creatorId: string;
  channelName: string;
  creatorName: string;
  logoUrl: string | null;
  isVerified: boolean;
}) {
  return {
    creatorId: row.creatorId,
    channelName: row.channelName,
    creatorName: row.creatorName,
    logoUrl: row.logoUrl,
    isVerified: row.isVerified,
  };
}

function feedInput(
  userId: string,
  now: Date,
  filters: FeedFilters,
  since: string | null,
): Omit<FeedQueryInput, 'after' | 'direction' | 'limit'> {
  return {
    userId,
    now,
    since,
    sort: filters.sort,
    status: filters.status,
    q: filters.q,
    creatorId: filters.creatorId,
  };
}

/** One page of the reader's feed: only creators they may read, in the chosen order, from a keyset cursor. */
export async function listFeed(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  query: FeedQuery,
  now: Date,
): Promise<FeedPage> {
  const input = feedPageInput(userId, query, now);
  const rows = await findFeedPage(db, input);
  const page = keysetPage(
    rows,
    query.limit,
    (row) => toFeedItem(row, query.q),
    (last) => feedCursor.encode({ sort: query.sort, key: last.key, id: last.id, since: input.since }),
  );
  // An empty period is not an empty feed: say how many reports widening it would show.
  if (rows.length > 0 || query.cursor || input.since === null) return page;
  return { ...page, allTimeCount: await countFeedAllTime(db, feedInput(userId, now, query, null)) };
}

/**
 * What the feed statement is asked for one request of the feed (the benchmark's database floor and the
 * feed's tests ask the same): its filters, its period or its cursor's, and one row more than the page,
 * which tells whether another page exists without counting the whole feed.
 */
export function feedPageInput(userId: string, query: FeedQuery, now: Date): FeedQueryInput {
  const after = query.cursor ? feedCursor.decode(query.cursor, query.sort) : null;
  const since = after ? after.since : (periodStart(query.period, now)?.toISOString() ?? null);
  return { ...feedInput(userId, now, query, since), after, direction: 'forward', limit: query.limit + 1 };
}

function toFeedItem(row: FeedRow, q: string | undefined) {
  const match = row.transcriptMatch;
  return {
    id: row.id,
    title: row.title,
    channel: channelOf(row),
    publishedAt: row.publishedAt.toISOString(),
    readingTimeSeconds: row.readingTimeSeconds,
    timeSavedSeconds: timeSaved(row.episodeDurationSeconds, row.readingTimeSeconds),
    episodeDurationSeconds: row.episodeDurationSeconds,
    firstKeyLearning: row.firstKeyLearning,
    isRead: row.isRead,
    isFavourite: row.isFavourite,
    ...(q
      ? {
          transcriptMatch: match
            ? {
                snippet: snippetAround(match.text, searchWords(q)),
                start: match.start,
                speaker: match.speaker,
              }
            : null,
        }
      : {}),
  };
}

/** The report if the user may read it; otherwise the same 404 as for a report that does not exist. */
export async function requireReadableReport(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  now: Date,
): Promise<ReportRow> {
  if (!isUuid(reportId)) throw reportNotFound();
  const report = await repository.findPublishedReport(db, reportId, userId);
  if (!report || !(await canReadCreator({ db }, userId, report.creatorId, now))) throw reportNotFound();
  return report;
}

/**
 * The full report for a reader with access, a teaser for anyone else (never the content). The teaser says
 * whether its channel is paid, so its reader starts the trial in Checkout rather than a free subscribe.
 */
export async function getReport(
  { db, storage: files }: Pick<AppDeps, 'db' | 'storage'>,
  userId: string | null,
  reportId: string,
  now: Date,
  paymentsEnabled: boolean,
): Promise<ReportDetail> {
  if (!isUuid(reportId)) throw reportNotFound();
  const report = await repository.findPublishedReport(db, reportId, userId);
  if (!report) throw reportNotFound();
  const allowed = userId !== null && (await canReadCreator({ db }, userId, report.creatorId, now));
  if (!allowed) {
    return {
      access: 'teaser',
      id: report.id,
      title: report.title,
      channel: channelOf(report),
      firstKeyLearning: report.keyLearnings[0]
        ? { title: report.keyLearnings[0].title, detail: report.keyLearnings[0].detail }
        : null,
      publishedAt: report.publishedAt.toISOString(),
      readingTimeSeconds: report.readingTimeSeconds,
      subscribe: {
        creatorId: report.creatorId,
        priceCents: report.priceCents,
        currency: report.currency,
        interval: 'month',
        paid: isPaidChannel(paymentsEnabled, report.priceCents, report.payoutActive),
        trialUsed: report.trialUsed,
      },
    };
  }
  return {
    access: 'full',
    id: report.id,
    title: report.title,
    channel: channelOf(report),
    summary: report.summary,
    summaryHtml: summaryHtml(report.summary),
    keyLearnings: report.keyLearnings.map(learningWithMoment),
    chapters: report.chapters.map(chapterWithEnd),
    quotes: report.quotes.map(quoteWithMoment),
    readingTimeSeconds: report.readingTimeSeconds,
    timeSavedSeconds: timeSaved(report.episodeDurationSeconds, report.readingTimeSeconds),
    episode: {
      title: report.episodeTitle,
      number: report.episodeNumber,
      publishedAt: report.episodePublishedAt?.toISOString() ?? null,
      durationSeconds: report.episodeDurationSeconds,
      mediaUrl: report.episodeMediaUrl,
    },
    audio: await readerAudio(files, report, now),
    hasTranscript: report.hasTranscript,
    hasTimestamps: await hasTimestamps({ db }, report),
    madeBy: madeBy(report.generationProvider),
    publishedAt: report.publishedAt.toISOString(),
    createdAt: report.createdAt.toISOString(),
    isRead: report.readAt !== null,
    readAt: report.readAt?.toISOString() ?? null,
    isFavourite: report.isFavourite,
  };
}

/** The keyset position of a report in a given sort, so the feed can continue from it either way. */
function positionOf(report: ReportRow, filters: FeedFilters, since: string | null): FeedPosition {
  const key =
    filters.sort === 'title'
      ? [report.titleKey]
      : filters.sort === 'creator'
        ? [report.channelKey, report.creatorId, report.publishedAtKey]
        : [report.publishedAtKey];
  return { sort: filters.sort, key, id: report.id, since };
}

/**
 * Previous and next report in the feed order the reader came from (same filters). The current report
 * need not match the filters any more (it may just have been marked read): its position still counts.
 */
export async function getNeighbours(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  filters: FeedFilters,
  now: Date,
): Promise<ReportNeighbours> {
  const report = await requireReadableReport({ db }, userId, reportId, now);
  const since = periodStart(filters.period, now)?.toISOString() ?? null;
  const base = {
    ...feedInput(userId, now, filters, since),
    after: positionOf(report, filters, since),
    limit: 1,
  };
  const [previous, next] = await Promise.all([
    findFeedPage(db, { ...base, direction: 'backward' }),
    findFeedPage(db, { ...base, direction: 'forward' }),
  ]);
  const pick = (rows: FeedRow[]) => (rows[0] ? { id: rows[0].id, title: rows[0].title } : null);
  return { previous: pick(previous), next: pick(next) };
}

export async function setRead(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  read: boolean,
  now: Date,
) {
  await requireReadableReport({ db }, userId, reportId, now);
  if (!read) {
    await repository.unmarkRead(db, userId, reportId);
    return { reportId, isRead: false, readAt: null };
  }
  const readAt = await repository.markRead(db, userId, reportId, now);
  return { reportId, isRead: true, readAt: readAt.toISOString() };
}

export async function setFavourite(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  favourite: boolean,
  now: Date,
) {
  await requireReadableReport({ db }, userId, reportId, now);
  if (favourite) await repository.addFavourite(db, userId, reportId, now);
  else await repository.removeFavourite(db, userId, reportId);
  return { reportId, isFavourite: favourite };
}

const downloadLinkSeconds = storageConstants.signedLinkSeconds;

/**
 * The report as Markdown behind a signed link (docs/product.md#operations: 3600 s). The file is keyed by the
 * report's last change, so an edited report never serves an old download; full URLs (S3) pass as they are.
 * With the reader's own note the file also carries the note, so it is the reader's alone: keyed by them
 * and by the note's last change, never the shared file another reader's link points at.
 */
export async function createDownloadLink(
  { db, storage: files }: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
  reportId: string,
  now: Date,
): Promise<ReportDownload> {
  const report = await requireReadableReport({ db }, userId, reportId, now);
  const found = await repository.findOwnNote(db, userId, report.id);
  const note = found?.content.trim() ? found : undefined;
  const key = note
    ? `reports/${report.id}/${userId}/${report.updatedAt.getTime()}-${note.updatedAt.getTime()}.md`
    : `reports/${report.id}/${report.updatedAt.getTime()}.md`;
  const fileName = markdownFileName(report.title);
  const markdown = reportToMarkdown(report, note?.content);
  await files.put(key, new TextEncoder().encode(markdown), 'text/markdown; charset=utf-8');
  const url = await files.signedUrl(key, { expiresInSeconds: downloadLinkSeconds, downloadName: fileName });
  return { url, fileName, expiresAt: new Date(now.getTime() + downloadLinkSeconds * 1000).toISOString() };
}

/** The feed's channel filter options: every channel the reader may read now. */
export async function listFeedChannels(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  now: Date,
): Promise<FeedChannels> {
  return { channels: await repository.findReadableChannels(db, userId, now) };
}
