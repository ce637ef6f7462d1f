import { and, eq, sql } from 'drizzle-orm';
import type { ImportReportBody, TranscriptFormat, TranscriptSource } from '@shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import type { Executor } from '../../db/client';
import { reports, type Chapter } from '../../db/schema';
import { AppError, ruleBroken } from '../../errors';
import { fetchFeedChapters, fetchFeedTranscript } from '../../rss/fetch-feed';
import { feedItemKey } from '../../rss/feed-item-key';
import type { FeedTranscriptType } from '../../rss/feed-types';
import type { ParsedTranscript } from '../../transcripts/transcript';
import { checkTranscript } from './check-transcript';
import { insertTranscript } from '../reports';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A feed's episode as the preview lists it (the server's parse or the creator's pick of it). */
export type FeedItem = ImportReportBody['episode'];

export interface ImportFeedItemOptions {
  /**
   * Who asked: the creator's pick from a previewed feed (`manual`), the connected feed's check (`poll`) or
   * a back-catalogue import (`backfill`). A manual pick without a transcript or audio is refused; the
   * others import it as a draft that needs a transcript.
   */
  source: 'manual' | 'poll' | 'backfill';
  /** A transcript the creator gives instead of the feed's. */
  transcript?: { content: string; format?: TranscriptFormat; source?: TranscriptSource } | undefined;
}

export interface ImportedFeedItem {
  reportId: string;
  /** False when the channel already had this episode: nothing was written. */
  created: boolean;
  /** Whether the report has a transcript (false: it waits for one, or for its audio to be transcribed). */
  hasTranscript: boolean;
}

/**
 * Imports one episode of a feed as a draft report, once per channel: the report carries the item's
 * identity (`feedItemKey`) and the database's unique index on (creator, key) makes a second import of
 * the same episode — a second click, two workers, a restart mid-check — find the first report instead
 * of writing another (ADR 196). The transcript is the one given, else the feed's own (fetched through
 * the address guard), else none.
 */
export async function importFeedItem(
  deps: Deps,
  creatorId: string,
  episode: FeedItem,
  options: ImportFeedItemOptions,
): Promise<ImportedFeedItem> {
  const key = feedItemKey(episode);
  const existing = await findByKey(deps.db, creatorId, key);
  if (existing) return { reportId: existing, created: false, hasTranscript: false };

  const feedOptions = { allowPrivateHosts: deps.config.rssAllowPrivateHosts };
  // The episode's own chapters are optional: a file that cannot be fetched or read leaves them out.
  const chapters = episode.chaptersUrl
    ? fetchFeedChapters(episode.chaptersUrl, feedOptions).catch(() => null)
    : Promise.resolve(null);
  const transcript = await transcriptFor(deps, episode, options);
  return insertOnce(deps, creatorId, key, episode, transcript, await chapters);
}

interface ReadyTranscript {
  content: string;
  source: TranscriptSource;
  sourceUrl: string | null;
  parsed: ParsedTranscript;
}

async function transcriptFor(
  deps: Deps,
  episode: FeedItem,
  options: ImportFeedItemOptions,
): Promise<ReadyTranscript | null> {
  if (options.transcript) {
    const { content, format = 'text', source = 'paste' } = options.transcript;
    return {
      content,
      source,
      sourceUrl: null,
      parsed: await checkTranscript(deps.config.parse, content, format),
    };
  }
  const candidates = feedTranscripts(episode);
  const manual = options.source === 'manual';
  // An episode with audio but no transcript is imported as it is: its audio can be transcribed.
  if (candidates.length === 0 && (episode.mediaUrl || !manual)) return null;
  if (candidates.length === 0) {
    throw ruleBroken(
      'transcript_invalid',
      'This episode has no transcript in the feed. Paste or upload one instead.',
    );
  }
  // The best transcript first; when it cannot be fetched or read, the feed's others in turn.
  let firstError: unknown;
  for (const candidate of candidates) {
    try {
      const fetched = await fetchFeedTranscript(candidate.url, candidate.type, {
        allowPrivateHosts: deps.config.rssAllowPrivateHosts,
      });
      const parsed = await checkTranscript(deps.config.parse, fetched.content, fetched.format);
      return { content: fetched.content, source: 'rss', sourceUrl: candidate.url, parsed };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      firstError ??= error;
    }
  }
  // A check of the connected feed keeps the episode: the creator can give the transcript themselves.
  if (!manual) return null;
  throw firstError;
}

/** The transcript the creator picked (the feed's best), then the feed's other transcripts. */
function feedTranscripts(episode: FeedItem): { url: string; type: FeedTranscriptType | null }[] {
  const list = episode.transcriptUrl
    ? [{ url: episode.transcriptUrl, type: episode.transcriptType ?? null }]
    : [];
  for (const other of episode.transcripts ?? [])
    if (!list.some((t) => t.url === other.url)) list.push({ url: other.url, type: other.type });
  return list;
}

async function insertOnce(
  deps: Deps,
  creatorId: string,
  key: string,
  episode: FeedItem,
  transcript: ReadyTranscript | null,
  feedChapters: Chapter[] | null,
): Promise<ImportedFeedItem> {
  const now = deps.clock.now();
  const publishedAt =
    episode.publishedAt && !Number.isNaN(Date.parse(episode.publishedAt))
      ? new Date(episode.publishedAt)
      : null;
  const transcriptSeconds = transcript?.parsed.durationSeconds ?? 0;
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        creatorId,
        status: 'draft',
        title: episode.title.trim(),
        episodeTitle: episode.title.trim(),
        episodeNumber: episode.episodeNumber ?? null,
        episodePublishedAt: publishedAt,
        // An episode without a length takes it from its transcript's last timestamp.
        episodeDurationSeconds: episode.durationSeconds || Math.min(transcriptSeconds, 48 * 3600),
        episodeMediaUrl: episode.mediaUrl ?? null,
        episodeDescription: episode.description.trim() || null,
        episodePersons: episode.persons?.length ? episode.persons : null,
        chapters: feedChapters,
        feedChapters,
        feedItemKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({
        target: [reports.creatorId, reports.feedItemKey],
        where: sql`${reports.feedItemKey} is not null`,
      })
      .returning({ id: reports.id });
    if (row && transcript) await insertTranscript(tx, { reportId: row.id, ...transcript }, now);
    return row;
  });
  if (created) return { reportId: created.id, created: true, hasTranscript: transcript !== null };
  // Another import of the same episode committed first: its report is the one.
  const winner = await findByKey(deps.db, creatorId, key);
  if (!winner) throw new Error('feed item conflicted but no report holds its key');
  return { reportId: winner, created: false, hasTranscript: false };
}

async function findByKey(db: Executor, creatorId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.creatorId, creatorId), eq(reports.feedItemKey, key)))
    .limit(1);
  return row?.id;
}
