import type { AppDeps } from '../../app-types';
import { reportUrl } from '@shared/report-links';
import type {
  V1FeedQuery,
  V1Report,
  V1ReportPage,
  V1SearchHit,
  V1SearchPage,
  V1SearchQuery,
  V1Transcript,
  V1TranscriptQuery,
} from '@shared/contract/v1';
import { keysetPage } from '../../db/keyset-page';
import { reportNotFound } from './report-access';
import { chapterWithEnd, learningWithMoment, quoteWithMoment } from './report-moments';
import {
  findTranscript,
  normalizedTranscript,
  transcriptParseError,
  type NormalizedTranscript,
} from './report-transcript-repository';
import type { ParseBudget } from '../../transcripts/transcript-pool';
import { feedCursor } from './feed-repository';
import { searchWords, snippetAround } from './search-snippet';
import { listFeed, requireReadableReport } from './service';
import { searchReports, type SearchRow } from './v1-search-repository';

/**
 * The reports of the public API (ADR 186): the app's own rules and statements (the feed, the access
 * check, the stored transcript turns), answered in the smaller v1 shapes with links back to Podbrief.
 */

/** One page of the reader's feed, with the feed's filters and cursor. */
export async function listReports(
  { db }: Pick<AppDeps, 'db'>,
  appUrl: string,
  userId: string,
  query: V1FeedQuery,
  now: Date,
): Promise<V1ReportPage> {
  const page = await listFeed({ db }, userId, query, now);
  return {
    items: page.items.map((item) => ({
      id: item.id,
      title: item.title,
      url: reportUrl(appUrl, item.id),
      channel: {
        creatorId: item.channel.creatorId,
        channelName: item.channel.channelName,
        creatorName: item.channel.creatorName,
      },
      publishedAt: item.publishedAt,
      readingTimeSeconds: item.readingTimeSeconds,
      episodeDurationSeconds: item.episodeDurationSeconds,
      firstLearning: item.firstKeyLearning,
      isRead: item.isRead,
      isFavourite: item.isFavourite,
    })),
    nextCursor: page.nextCursor,
  };
}

/** A report the reader may read; 404 `report_not_found` otherwise (no teaser on the API). */
export async function getReport(
  { db }: Pick<AppDeps, 'db'>,
  appUrl: string,
  userId: string,
  reportId: string,
  now: Date,
): Promise<V1Report> {
  const report = await requireReadableReport({ db }, userId, reportId, now);
  const at = (seconds: number | null) => reportUrl(appUrl, report.id, seconds);
  return {
    id: report.id,
    title: report.title,
    url: at(null),
    channel: {
      creatorId: report.creatorId,
      channelName: report.channelName,
      creatorName: report.creatorName,
    },
    publishedAt: report.publishedAt.toISOString(),
    episode: {
      title: report.episodeTitle,
      durationSeconds: report.episodeDurationSeconds,
      publishedAt: report.episodePublishedAt?.toISOString() ?? null,
    },
    summary: report.summary,
    learnings: report.keyLearnings.map((stored, index) => {
      const learning = learningWithMoment(stored);
      return { index, ...learning, url: at(learning.start) };
    }),
    quotes: report.quotes.map((stored) => {
      const quote = quoteWithMoment(stored);
      return {
        text: quote.text,
        start: quote.start,
        end: quote.end,
        speaker: quote.speaker ?? null,
        url: at(quote.start),
      };
    }),
    chapters: report.chapters.map((stored) => {
      const chapter = chapterWithEnd(stored);
      return {
        title: chapter.title,
        start: chapter.startSeconds,
        end: chapter.endSeconds,
        url: at(chapter.startSeconds),
      };
    }),
    readingTimeSeconds: report.readingTimeSeconds,
    hasTranscript: report.hasTranscript,
    isRead: report.readAt !== null,
    isFavourite: report.isFavourite,
  };
}

/**
 * The transcript of a report the reader may read, whole or only the segments that overlap the range
 * (a segment without an end runs to the next one's start). Without timestamps it is always whole.
 */
export async function getTranscript(
  { db }: Pick<AppDeps, 'db'>,
  budget: ParseBudget,
  appUrl: string,
  userId: string,
  reportId: string,
  range: V1TranscriptQuery,
  now: Date,
): Promise<V1Transcript> {
  const report = await requireReadableReport({ db }, userId, reportId, now);
  const stored = await findTranscript(db, report.id);
  if (!stored) throw reportNotFound();
  let parsed: NormalizedTranscript;
  try {
    parsed = await normalizedTranscript(db, budget, stored);
  } catch (error) {
    throw transcriptParseError(error);
  }
  const ranged = parsed.hasTimestamps && (range.start !== undefined || range.end !== undefined);
  const from = range.start ?? 0;
  const to = range.end ?? Number.POSITIVE_INFINITY;
  const turns = parsed.turns.filter((turn, i) => {
    if (!ranged) return true;
    const start = turn.start ?? 0;
    const end = turn.end ?? parsed.turns[i + 1]?.start ?? Number.POSITIVE_INFINITY;
    return end >= from && start <= to;
  });
  return {
    reportId: report.id,
    url: reportUrl(appUrl, report.id),
    hasTimestamps: parsed.hasTimestamps,
    hasSpeakers: parsed.hasSpeakers,
    range: ranged ? { start: range.start ?? null, end: range.end ?? null } : { start: null, end: null },
    segments: turns.map((turn) => ({
      start: turn.start,
      end: turn.end,
      speaker: turn.speaker,
      text: turn.text,
      url: reportUrl(appUrl, report.id, turn.start),
    })),
  };
}

/** At most this many transcript hits per report, so one long episode does not fill the page. */
const transcriptHitsPerReport = 3;

function hitsOf(row: SearchRow, q: string, appUrl: string): V1SearchHit[] {
  const report = {
    id: row.id,
    title: row.title,
    channelName: row.channelName,
    publishedAt: row.publishedAt.toISOString(),
    url: reportUrl(appUrl, row.id),
  };
  const needles = searchWords(q);
  const has = (text: string) => needles.some((n) => text.toLowerCase().includes(n));
  const hits: V1SearchHit[] = [];
  if (row.reportMatch) {
    const learningIndex = row.keyLearnings.findIndex((l) => has(`${l.title} ${l.detail}`));
    if (has(row.title)) {
      hits.push({
        field: 'title',
        report,
        snippet: row.title,
        learningIndex: null,
        start: null,
        url: report.url,
      });
    } else if (learningIndex >= 0) {
      const learning = learningWithMoment(row.keyLearnings[learningIndex]!);
      hits.push({
        field: 'learning',
        report,
        snippet: snippetAround(`${learning.title}: ${learning.detail}`, needles),
        learningIndex,
        start: learning.start,
        url: reportUrl(appUrl, row.id, learning.start),
      });
    } else {
      hits.push({
        field: 'summary',
        report,
        snippet: snippetAround(row.summary, needles),
        learningIndex: null,
        start: null,
        url: report.url,
      });
    }
  }
  if (row.transcript) {
    const turns = (JSON.parse(row.transcript) as NormalizedTranscript).turns;
    const phrase = q.toLowerCase().trim();
    // The index matched the words in some form: the turns that hold the phrase, else all of the words,
    // else any of them.
    const tests = [
      (text: string) => text.includes(phrase),
      (text: string) => needles.every((n) => text.includes(n)),
      (text: string) => needles.some((n) => text.includes(n)),
    ];
    for (const test of tests) {
      const found = turns.filter((turn) => test(turn.text.toLowerCase())).slice(0, transcriptHitsPerReport);
      for (const turn of found) {
        hits.push({
          field: 'transcript',
          report,
          snippet: snippetAround(turn.text, [phrase, ...needles]),
          learningIndex: null,
          start: turn.start,
          url: reportUrl(appUrl, row.id, turn.start),
        });
      }
      if (found.length > 0) break;
    }
  }
  return hits;
}

/**
 * Search across the reader's readable reports (title, summary and learnings, by the feed's full-text
 * index) and their transcripts (the phrase, in the stored turns). A page holds up to `limit` reports,
 * newest first, each with its hits; the cursor is the feed's (newest order).
 */
export async function search(
  { db }: Pick<AppDeps, 'db'>,
  appUrl: string,
  userId: string,
  query: V1SearchQuery,
  now: Date,
): Promise<V1SearchPage> {
  const after = query.cursor ? feedCursor.decode(query.cursor, 'newest') : null;
  const rows = await searchReports(db, { userId, now, q: query.q, after, limit: query.limit + 1 });
  const page = keysetPage(
    rows,
    query.limit,
    (row) => hitsOf(row, query.q, appUrl),
    (last) => feedCursor.encode({ sort: 'newest', key: [last.publishedAtKey], id: last.id, since: null }),
  );
  return { items: page.items.flat(), nextCursor: page.nextCursor };
}
