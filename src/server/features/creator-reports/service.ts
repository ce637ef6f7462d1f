import { keyLearnings as learningBounds } from '@shared/constants';
import {
  creatorReportMessages,
  type CreateReportBody,
  type CreatorReport,
  type CreatorReportPage,
  type ImportReportBody,
  type ReportStatus,
  type TranscriptFormat,
  type TranscriptSource,
  type UpdateReportBody,
} from '@shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import { keysetPage } from '../../db/keyset-page';
import { cursorKey, listCursor } from '../../db/list-cursor';
import { AppError, conflict, notFound, ruleBroken } from '../../errors';
import type { Chapter } from '../../db/schema';
import { importFeedItem } from './import-feed-item';
import { readingTimeSeconds } from '../../summarizer/report-draft';
import { hasChannel } from '../channels';
import {
  findTranscript,
  findTranscriptMeta,
  insertTranscript,
  normalizedTranscript,
  replaceTranscript,
  transcriptParseError,
  transcriptPreviewChars,
  transcriptStats,
  type NormalizedTranscript,
  notifyReportPublished,
  storedChapter,
  storedLearning,
  storedQuote,
} from '../reports';
import type { ParsedTranscript } from '../../transcripts/transcript';
import { queueReportPublishedMail } from '../mail';
import { GENERATION_QUEUE, type GenerationJob } from './generation-queue';
import {
  deleteCreatorReport,
  findCreatorReport,
  insertReport,
  listCreatorReports,
  recordChannelFeed,
  updateCreatorReport,
  type ReportChanges,
  type ReportRow,
} from './repository';
import { toDetail, toSummary } from './report-view';
import { creatorAudio } from './audio-view';
import { checkMoments, keepMoments } from './moment-input';
import { deleteReportAudio } from './audio-repository';
import { checkTranscript } from './check-transcript';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'storage'>;

/** Which actions each status allows. Everything else answers 422 invalid_state_transition. */
export const transitions = {
  edit: ['draft', 'ready', 'failed', 'published'],
  generate: ['draft', 'ready', 'failed'],
  publish: ['draft', 'ready'],
  unpublish: ['published'],
} as const satisfies Record<string, readonly ReportStatus[]>;
type Action = keyof typeof transitions;

const actionWords: Record<Action, string> = {
  edit: 'edited',
  generate: 'generated',
  publish: 'published',
  unpublish: 'unpublished',
};

export function refuse(action: Action, status: string): AppError {
  const why =
    status === 'generating'
      ? 'A report cannot be %s while it is being generated. Wait until it is ready.'
      : status === 'published' && action === 'generate'
        ? 'A published report cannot be generated again. Unpublish it first.'
        : `A ${status} report cannot be %s.`;
  return ruleBroken('invalid_state_transition', why.replace('%s', actionWords[action]), { status });
}

export async function loadOwn(deps: Deps, creatorId: string, reportId: string): Promise<ReportRow> {
  const row = await findCreatorReport(deps.db, creatorId, reportId);
  if (!row) throw notFound('report_not_found', creatorReportMessages.notFound);
  return row;
}

/**
 * What the studio shows of a report's transcript: its stored stats, read without the content or its turns
 * (up to 500,000 characters). A row stored before its turns were is read whole and parsed once (which
 * stores its stats); one the parser now refuses is shown without them.
 */
async function transcriptMeta(deps: Deps, reportId: string): Promise<CreatorReport['transcript']> {
  const meta = await findTranscriptMeta(deps.db, reportId);
  if (meta !== null) return meta ?? null;
  const transcript = await findTranscript(deps.db, reportId);
  if (!transcript) return null;
  let normalized: NormalizedTranscript | undefined;
  try {
    normalized = await normalizedTranscript(deps.db, deps.config.parse, transcript);
  } catch (error) {
    if (!(transcriptParseError(error) instanceof AppError)) throw error;
  }
  return {
    format: transcript.format as TranscriptFormat,
    source: transcript.source as TranscriptSource,
    sourceUrl: transcript.sourceUrl,
    ...(normalized
      ? transcriptStats(transcript.content, normalized)
      : {
          characters: transcript.content.length,
          wordCount: 0,
          preview: transcript.content.slice(0, transcriptPreviewChars),
        }),
  };
}

/**
 * The creator's view of a report from a row just read or written. A mutation passes the transcript it
 * wrote; otherwise its stats are read (never its content) when the report has one.
 */
async function answer(
  deps: Deps,
  row: ReportRow,
  transcript?: CreatorReport['transcript'],
): Promise<CreatorReport> {
  const [meta, audio] = await Promise.all([
    transcript !== undefined ? transcript : row.hasTranscript ? transcriptMeta(deps, row.id) : null,
    creatorAudio(deps, row),
  ]);
  return toDetail(row, meta, { audio, transcriptionAvailable: deps.config.transcribe !== undefined });
}

export async function getCreatorReport(
  deps: Deps,
  creatorId: string,
  reportId: string,
): Promise<CreatorReport> {
  return answer(deps, await loadOwn(deps, creatorId, reportId));
}

/** The creator's reports of every status: newest episode first (ADR 230), keyed by (listedAt, createdAt). */
export const creatorReportsCursor = listCursor('creator-reports', {
  newest: [cursorKey.timestamp, cursorKey.timestamp],
});

export async function listReports(
  deps: Deps,
  creatorId: string,
  query: { status?: ReportStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<CreatorReportPage> {
  const after = query.cursor ? creatorReportsCursor.decode(query.cursor, 'newest') : undefined;
  const rows = await listCreatorReports(deps.db, creatorId, {
    status: query.status,
    after: after && { listedAt: after.key[0]!, createdAt: after.key[1]!, id: after.id },
    limit: query.limit + 1,
  });
  return keysetPage(rows, query.limit, toSummary, (last) =>
    creatorReportsCursor.encode({
      sort: 'newest',
      key: [last.listedAtKey, last.createdAtKey],
      id: last.id,
      since: null,
    }),
  );
}

/** An episode without a length (0 or none given) takes it from its transcript's last timestamp. */
function episodeColumns(episode: CreateReportBody['episode'], transcriptSeconds: number | null = null) {
  return {
    episodeTitle: episode.title.trim(),
    episodeNumber: episode.number ?? null,
    episodePublishedAt: episode.publishedAt ? new Date(episode.publishedAt) : null,
    episodeDurationSeconds: episode.durationSeconds || Math.min(transcriptSeconds ?? 0, 48 * 3600),
    episodeMediaUrl: episode.mediaUrl ?? null,
  };
}

async function createWithTranscript(
  deps: Deps,
  creatorId: string,
  episode: CreateReportBody['episode'],
  transcript: {
    content: string;
    format: TranscriptFormat;
    source: TranscriptSource;
    sourceUrl: string | null;
    /** Already parsed on its way in (a feed's transcript is read to pick it). */
    parsed?: ParsedTranscript;
  } | null,
  feedChapters: Chapter[] | null = null,
): Promise<CreatorReport> {
  // Checked before anything is written: a transcript we cannot read creates nothing.
  const parsed = transcript
    ? (transcript.parsed ?? (await checkTranscript(deps.config.parse, transcript.content, transcript.format)))
    : null;
  const now = deps.clock.now();
  const { row, meta } = await deps.db.transaction(async (tx) => {
    const created = await insertReport(
      tx,
      {
        creatorId,
        title: episode.title.trim(),
        ...episodeColumns(episode, parsed?.durationSeconds ?? null),
        chapters: feedChapters,
        feedChapters,
      },
      now,
    );
    // Without a transcript the report waits for one, or for its audio to be transcribed.
    if (!transcript || !parsed) return { row: created, meta: null };
    const { content, source, sourceUrl } = transcript;
    const stored = await insertTranscript(
      tx,
      { reportId: created.id, content, source, sourceUrl, parsed },
      now,
    );
    return { row: { ...created, hasTranscript: true }, meta: stored };
  });
  return answer(deps, row, meta);
}

/** A new draft report for an episode, with its pasted or uploaded transcript. */
export async function createReport(
  deps: Deps,
  creatorId: string,
  body: CreateReportBody,
): Promise<CreatorReport> {
  return createWithTranscript(
    deps,
    creatorId,
    body.episode,
    body.transcript
      ? {
          content: body.transcript.content,
          format: body.transcript.format ?? 'text',
          source: body.transcript.source ?? 'paste',
          sourceUrl: null,
        }
      : null,
  );
}

/**
 * A draft report for an episode picked from a previewed feed. The transcript is the feed's own
 * (`podcast:transcript`, fetched through the address guard) unless the creator gives one. An episode the
 * channel already has (the same feed item) is refused with 409 `episode_already_imported`, naming the
 * report that holds it: importing twice never makes a second report (ADR 196).
 */
export async function importReport(
  deps: Deps,
  creatorId: string,
  body: ImportReportBody,
): Promise<CreatorReport> {
  const imported = await importFeedItem(deps, creatorId, body.episode, {
    source: 'manual',
    transcript: body.transcript,
  });
  if (!imported.created) {
    throw conflict('episode_already_imported', creatorReportMessages.episodeAlreadyImported, {
      reportId: imported.reportId,
    });
  }
  // The channel keeps the feed it imports from: OPML export names it and OPML import matches on it.
  await recordChannelFeed(deps.db, creatorId, body.feedUrl, body.podcastGuid ?? null);
  return getCreatorReport(deps, creatorId, imported.reportId);
}

function hasContent(summary: string, learnings: unknown[]): boolean {
  return (
    summary.trim().length > 0 &&
    learnings.length >= learningBounds.min &&
    learnings.length <= learningBounds.max
  );
}

/** Edits title, summary, key learnings, episode fields or the transcript. Never while generating. */
export async function updateReport(
  deps: Deps,
  creatorId: string,
  reportId: string,
  body: UpdateReportBody,
): Promise<CreatorReport> {
  const current = await loadOwn(deps, creatorId, reportId);
  if (!(transitions.edit as readonly string[]).includes(current.status)) throw refuse('edit', current.status);
  const changes: ReportChanges = {};
  if (body.title !== undefined) changes.title = body.title.trim();
  if (body.summary !== undefined) changes.summary = body.summary.trim();
  if (body.keyLearnings !== undefined)
    changes.keyLearnings = keepMoments(body.keyLearnings, current.keyLearnings).map(storedLearning);
  if (body.chapters !== undefined)
    changes.chapters = body.chapters.map(storedChapter).sort((a, b) => a.startSeconds - b.startSeconds);
  if (body.quotes !== undefined) changes.quotes = body.quotes.map(storedQuote);
  if (body.episode) {
    const e = body.episode;
    if (e.title !== undefined) changes.episodeTitle = e.title.trim();
    if (e.number !== undefined) changes.episodeNumber = e.number;
    if (e.publishedAt !== undefined)
      changes.episodePublishedAt = e.publishedAt ? new Date(e.publishedAt) : null;
    if (e.durationSeconds !== undefined) changes.episodeDurationSeconds = e.durationSeconds;
    if (e.mediaUrl !== undefined) changes.episodeMediaUrl = e.mediaUrl;
  }
  checkMoments(changes, changes.episodeDurationSeconds ?? current.episodeDurationSeconds);
  const summary = changes.summary ?? current.summary;
  const learnings = changes.keyLearnings ?? current.keyLearnings;
  if (current.status === 'published' && !hasContent(summary, learnings)) {
    throw ruleBroken(
      'invalid_state_transition',
      'A published report needs its summary and 3 to 7 key learnings. Unpublish it to clear them.',
    );
  }
  if (changes.summary !== undefined || changes.keyLearnings !== undefined)
    changes.readingTimeSeconds = readingTimeSeconds(summary, learnings);
  const parsed = body.transcript
    ? await checkTranscript(deps.config.parse, body.transcript.content, body.transcript.format ?? 'text')
    : undefined;

  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateCreatorReport(
      tx,
      { creatorId, reportId, fromStatuses: transitions.edit },
      changes,
      now,
    );
    if (row && body.transcript && parsed) {
      const stored = await replaceTranscript(
        tx,
        {
          reportId,
          content: body.transcript.content,
          source: body.transcript.source ?? 'paste',
          sourceUrl: null,
          parsed,
        },
        now,
      );
      return { row: { ...row, hasTranscript: true }, meta: stored };
    }
    return row && { row, meta: undefined };
  });
  if (!updated) throw refuse('edit', (await loadOwn(deps, creatorId, reportId)).status);
  return answer(deps, updated.row, updated.meta);
}

/** Starts generation: the report becomes `generating` and a job is queued (it survives restarts). */
export async function startGeneration(
  deps: Deps,
  creatorId: string,
  reportId: string,
): Promise<CreatorReport> {
  const current = await loadOwn(deps, creatorId, reportId);
  if (!(transitions.generate as readonly string[]).includes(current.status))
    throw refuse('generate', current.status);
  if (!current.hasTranscript) throw ruleBroken('transcript_invalid', creatorReportMessages.noTranscriptYet);
  const now = deps.clock.now();
  // Compared with the status the creator saw: a second click racing the first finds it changed.
  const row = await updateCreatorReport(
    deps.db,
    { creatorId, reportId, fromStatuses: [current.status as ReportStatus] },
    { status: 'generating', generationProgress: 0, generationError: null, generationOperatorDetail: null },
    now,
  );
  if (!row) throw refuse('generate', (await loadOwn(deps, creatorId, reportId)).status);
  try {
    await deps.jobs.send<GenerationJob>(GENERATION_QUEUE, { reportId }, { singletonKey: reportId });
  } catch (cause) {
    // The job could not be queued: put the report back so the creator can try again.
    await updateCreatorReport(
      deps.db,
      { reportId, fromStatuses: ['generating'] },
      { status: current.status as ReportStatus },
      deps.clock.now(),
    );
    throw new AppError(
      503,
      'service_unavailable',
      'The report could not be queued for generation. Please try again.',
      { cause },
    );
  }
  return answer(deps, row);
}

/** Publishes a ready report (or a draft with content): subscribers see it at once. */
export async function publishReport(deps: Deps, creatorId: string, reportId: string): Promise<CreatorReport> {
  const current = await loadOwn(deps, creatorId, reportId);
  if (!(transitions.publish as readonly string[]).includes(current.status))
    throw refuse('publish', current.status);
  if (!hasContent(current.summary, current.keyLearnings)) {
    throw ruleBroken('invalid_state_transition', creatorReportMessages.publishNeedsContent);
  }
  if (!(await hasChannel(deps.db, creatorId)))
    throw ruleBroken('creator_settings_not_found', creatorReportMessages.publishNeedsChannel);
  const now = deps.clock.now();
  const published = await deps.db.transaction(async (tx) => {
    const row = await updateCreatorReport(
      tx,
      { creatorId, reportId, fromStatuses: [current.status as ReportStatus] },
      { status: 'published', publishedAt: now },
      now,
    );
    // Delivered when this transaction commits: open feeds show the report without a reload.
    if (row?.publishedAt)
      await notifyReportPublished(
        { db: tx },
        {
          id: row.id,
          creatorId,
          title: row.title,
          publishedAt: row.publishedAt,
        },
      );
    return row;
  });
  if (!published) throw refuse('publish', (await loadOwn(deps, creatorId, reportId)).status);
  // Readers who chose "every new report" get it by mail (ADR 177). Queued after the commit (the job seam
  // has its own connection); if this fails or the process dies first, the quarter-hourly mail tick queues
  // the fan-out of recent reports again, and the fan-out is idempotent, so the publish stands either way.
  await queueReportPublishedMail(deps.jobs, deps.config.mail, reportId).catch(() => undefined);
  return answer(deps, published);
}

/** Takes a report back from subscribers; it stays ready to publish again. */
export async function unpublishReport(
  deps: Deps,
  creatorId: string,
  reportId: string,
): Promise<CreatorReport> {
  const current = await loadOwn(deps, creatorId, reportId);
  if (!(transitions.unpublish as readonly string[]).includes(current.status))
    throw refuse('unpublish', current.status);
  const row = await updateCreatorReport(
    deps.db,
    { creatorId, reportId, fromStatuses: transitions.unpublish },
    { status: 'ready', publishedAt: null },
    deps.clock.now(),
  );
  if (!row) throw refuse('unpublish', (await loadOwn(deps, creatorId, reportId)).status);
  return answer(deps, row);
}

/** Deletes a report with its transcript, reads, favourites and notes (cascades). */
export async function deleteReport(deps: Deps, creatorId: string, reportId: string): Promise<void> {
  await loadOwn(deps, creatorId, reportId);
  const audioKey = await deleteReportAudio(deps.db, reportId);
  if (!(await deleteCreatorReport(deps.db, creatorId, reportId)))
    throw notFound('report_not_found', creatorReportMessages.notFound);
  if (audioKey) await deps.storage.delete(audioKey).catch(() => undefined);
}
