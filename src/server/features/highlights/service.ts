import { randomUUID } from 'node:crypto';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type {
  Highlight,
  HighlightConflictDetails,
  HighlightListItem,
  HighlightPage,
  HighlightPart,
  ReportHighlights,
  SaveHighlight,
  V1CreateHighlight,
  V1Highlight,
  V1HighlightList,
} from '@shared/contract/highlights';
import { highlightMessages, highlightParts } from '@shared/contract/highlights';
import {
  placeText,
  resolveMoment,
  transcriptSpan,
  type Moment,
  type MomentSources,
} from '@shared/highlights/moment';
import { reportUrl } from '@shared/report-links';
import type { Executor } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { cursorKey, listCursor } from '../../db/list-cursor';
import {
  assertReportReadable,
  reportNotFound,
  findTranscript,
  normalizedTranscript,
  transcriptParseError,
} from '../reports';
import { AppError, conflict, notFound } from '../../errors';
import type { ParseBudget } from '../../transcripts/transcript-pool';
import * as repository from './repository';
import type { HighlightListRow, HighlightRow, HighlightValues } from './repository';

/**
 * Highlights (ADR 181): a reader's passages of a report, each with the moment it was said. Only the owner
 * sees or changes one (anyone else gets 404, as if it did not exist); only a reader of the report makes
 * one. The moment is computed here from the report's stored parts, never taken from the client. Writes
 * name the version they were based on, like notes (ADR 052).
 */

export interface HighlightDeps {
  db: Executor;
  parse: ParseBudget;
}

export const highlightsCursor = listCursor('highlights', { newest: [cursorKey.timestamp] });

const isPart = (value: string): value is HighlightPart =>
  (highlightParts as readonly string[]).includes(value);

function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    reportId: row.reportId,
    part: isPart(row.part) ? row.part : 'summary',
    partIndex: row.partIndex,
    textStart: row.textStart,
    textEnd: row.textEnd,
    text: row.text,
    comment: row.comment,
    startSeconds: row.startSeconds,
    endSeconds: row.endSeconds,
    speaker: row.speaker,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toListItem(row: HighlightListRow): HighlightListItem {
  return {
    ...toHighlight(row),
    reportTitle: row.reportTitle,
    episodeTitle: row.episodeTitle,
    channel: { creatorId: row.creatorId, channelName: row.channelName },
    hasAudio: Boolean(row.hasAudio),
  };
}

const highlightNotFound = () => notFound('highlight_not_found', highlightMessages.notFound);

function versionConflict(current: HighlightRow): AppError {
  const details: HighlightConflictDetails = { server: toHighlight(current) };
  return conflict('highlight_version_conflict', highlightMessages.conflict, details);
}

const textNotFound = () => new AppError(422, 'highlight_text_not_found', highlightMessages.textNotFound);

/**
 * The summary as the reader sees its words: the text of its Markdown, one line per block, marks and
 * link targets left out (for placing a text sent without offsets).
 */
function summaryPlainText(markdown: string): string {
  const lines: string[] = [];
  let line = '';
  const visit = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode') line += node.value;
    else if (node.type === 'code') lines.push(node.value);
    else if (node.type === 'break') line += '\n';
    if ('children' in node) node.children.forEach(visit);
    if (node.type === 'paragraph' || node.type === 'heading') {
      lines.push(line);
      line = '';
    }
  };
  visit(fromMarkdown(markdown));
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

/** A report's parts as moment resolution reads them: its transcript turns, learnings and quotes. */
async function momentSources(
  deps: HighlightDeps,
  reportId: string,
): Promise<MomentSources & { summary: string; hasTranscript: boolean }> {
  const report = await repository.findReportParts(deps.db, reportId);
  if (!report) throw reportNotFound();
  const stored = await findTranscript(deps.db, reportId);
  let turns: MomentSources['turns'] = [];
  if (stored) {
    try {
      turns = (await normalizedTranscript(deps.db, deps.parse, stored)).turns;
    } catch (error) {
      throw transcriptParseError(error);
    }
  }
  return {
    turns,
    learnings: report.keyLearnings,
    quotes: report.quotes ?? [],
    summary: summaryPlainText(report.summary),
    hasTranscript: stored !== undefined,
  };
}

/** The moment of a selection; refused when the part it names is not in the report (any more). */
function momentOf(input: SaveHighlight, sources: Awaited<ReturnType<typeof momentSources>>): Moment {
  if (input.part === 'learning' && !sources.learnings[input.partIndex]) throw textNotFound();
  if (input.part === 'quote' && !sources.quotes[input.partIndex]) throw textNotFound();
  if (input.part === 'transcript' && (!sources.hasTranscript || !transcriptSpan(input, sources.turns)))
    throw textNotFound();
  return resolveMoment(input, sources);
}

function valuesOf(input: SaveHighlight, moment: Moment): HighlightValues {
  return {
    part: input.part,
    partIndex: input.partIndex,
    textStart: input.textStart,
    textEnd: input.textEnd,
    text: input.text,
    comment: input.comment ?? null,
    startSeconds: moment.startSeconds,
    endSeconds: moment.endSeconds,
    speaker: moment.speaker,
  };
}

/** Whether a stored highlight already says what a write says (the retry of a write whose answer was lost). */
function holds(row: HighlightRow, input: SaveHighlight): boolean {
  return (
    row.reportId === input.reportId &&
    row.part === input.part &&
    row.partIndex === input.partIndex &&
    row.textStart === input.textStart &&
    row.textEnd === input.textEnd &&
    row.text === input.text &&
    row.comment === (input.comment ?? null)
  );
}

/**
 * Creates (baseVersion 0, with the device's id) or updates a highlight. A stale write is 409 with the
 * server's highlight; a retried write that already landed answers what it made.
 */
export async function saveHighlight(
  deps: HighlightDeps,
  userId: string,
  id: string,
  input: SaveHighlight,
  now: Date,
): Promise<Highlight> {
  const existing = await repository.findHighlight(deps.db, id);
  // Another user's highlight is as absent as one that never was.
  if (existing && existing.userId !== userId) throw highlightNotFound();
  if (input.baseVersion > 0 && !existing) throw highlightNotFound();
  // A highlight stays on the report it was made on.
  if (existing && existing.reportId !== input.reportId) throw highlightNotFound();
  await assertReportReadable(deps, userId, input.reportId, now);

  if (existing && holds(existing, input)) return toHighlight(existing);
  if (input.baseVersion === 0 && existing) throw versionConflict(existing);

  const values = valuesOf(input, momentOf(input, await momentSources(deps, input.reportId)));
  const saved =
    input.baseVersion === 0
      ? await repository.insertHighlight(deps.db, { id, userId, reportId: input.reportId, ...values }, now)
      : await repository.updateHighlightIfVersion(deps.db, { id, userId }, values, input.baseVersion, now);
  if (saved) return toHighlight(saved);

  // Another write landed between the read above and this one.
  const current = await repository.findHighlight(deps.db, id);
  if (!current || current.userId !== userId) throw highlightNotFound();
  if (holds(current, input)) return toHighlight(current);
  throw versionConflict(current);
}

/**
 * Deletes the user's highlight (with `baseVersion`, only if it has not moved on). A highlight that is not
 * there — already deleted, or another user's — is 404; a device treats that as done.
 */
export async function deleteHighlight(
  { db }: Pick<HighlightDeps, 'db'>,
  userId: string,
  id: string,
  baseVersion: number | undefined,
): Promise<void> {
  if (await repository.deleteHighlight(db, { id, userId }, baseVersion)) return;
  const current = await repository.findHighlight(db, id);
  if (!current || current.userId !== userId) throw highlightNotFound();
  throw versionConflict(current);
}

/** The user's highlights on a report they may read. */
export async function getReportHighlights(
  { db }: Pick<HighlightDeps, 'db'>,
  userId: string,
  reportId: string,
  now: Date,
): Promise<ReportHighlights> {
  await assertReportReadable({ db }, userId, reportId, now);
  const rows = await repository.findReportHighlights(db, userId, reportId);
  return { reportId, items: rows.map(toHighlight) };
}

/** One page of the user's highlights across every report, newest first. */
export async function highlightPage(
  { db }: Pick<HighlightDeps, 'db'>,
  userId: string,
  query: {
    q?: string | undefined;
    creatorId?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<HighlightPage> {
  const after = query.cursor ? highlightsCursor.decode(query.cursor, 'newest') : undefined;
  const rows = await repository.listHighlights(db, userId, {
    limit: query.limit + 1,
    q: query.q || undefined,
    creatorId: query.creatorId,
    after,
  });
  return keysetPage(rows, query.limit, toListItem, (last) =>
    highlightsCursor.encode({ sort: 'newest', key: [last.cursorTime], id: last.id, since: null }),
  );
}

/** A highlight as the public API gives it: its report and channel, its moment and the link back there. */
function toV1(appUrl: string, row: HighlightListRow): V1Highlight {
  return {
    id: row.id,
    reportId: row.reportId,
    reportTitle: row.reportTitle,
    channel: { creatorId: row.creatorId, channelName: row.channelName },
    part: isPart(row.part) ? row.part : 'summary',
    text: row.text,
    comment: row.comment,
    start: row.startSeconds,
    end: row.endSeconds,
    speaker: row.speaker,
    url: reportUrl(appUrl, row.reportId, row.startSeconds),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public API's page of the reader's highlights, newest first. */
export async function v1HighlightPage(
  { db, appUrl }: Pick<HighlightDeps, 'db'> & { appUrl: string },
  userId: string,
  query: {
    q?: string | undefined;
    creatorId?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<V1HighlightList> {
  const after = query.cursor ? highlightsCursor.decode(query.cursor, 'newest') : undefined;
  const rows = await repository.listHighlights(db, userId, {
    limit: query.limit + 1,
    q: query.q || undefined,
    creatorId: query.creatorId,
    after,
  });
  return keysetPage(
    rows,
    query.limit,
    (row) => toV1(appUrl, row),
    (last) => highlightsCursor.encode({ sort: 'newest', key: [last.cursorTime], id: last.id, since: null }),
  );
}

/** At most this many highlights of one report on the public API (a reader makes far fewer). */
const v1ReportHighlightsMax = 1000;

/** The public API's list of the reader's highlights on a report they may read, newest first. */
export async function v1ReportHighlights(
  { db, appUrl }: Pick<HighlightDeps, 'db'> & { appUrl: string },
  userId: string,
  reportId: string,
  now: Date,
): Promise<V1HighlightList> {
  await assertReportReadable({ db }, userId, reportId, now);
  const rows = await repository.listHighlights(db, userId, { limit: v1ReportHighlightsMax, reportId });
  return { items: rows.map((row) => toV1(appUrl, row)), nextCursor: null };
}

/**
 * A highlight made on the public API: placed at the part and offsets given, or else where its text is
 * in the report (422 `highlight_text_not_found` when the report does not hold it). Always a new one.
 */
export async function v1CreateHighlight(
  deps: HighlightDeps & { appUrl: string },
  userId: string,
  reportId: string,
  input: V1CreateHighlight,
  now: Date,
): Promise<V1Highlight> {
  const id = randomUUID();
  if (input.part !== undefined && input.textStart !== undefined && input.textEnd !== undefined) {
    await saveHighlight(
      deps,
      userId,
      id,
      {
        reportId,
        part: input.part,
        partIndex: input.partIndex ?? 0,
        textStart: input.textStart,
        textEnd: input.textEnd,
        text: input.text,
        comment: input.comment ?? null,
        baseVersion: 0,
      },
      now,
    );
  } else {
    await createFromText(deps, userId, reportId, input, id, now);
  }
  const [row] = await repository.listHighlights(deps.db, userId, { limit: 1, id });
  if (!row) throw highlightNotFound();
  return toV1(deps.appUrl, row);
}

/**
 * A highlight made from just its text (the public API): placed where the text is in the report, with a
 * new id. 422 `highlight_text_not_found` when the report does not hold the text.
 */
async function createFromText(
  deps: HighlightDeps,
  userId: string,
  reportId: string,
  input: { text: string; comment?: string | null | undefined },
  newId: string,
  now: Date,
): Promise<Highlight> {
  await assertReportReadable(deps, userId, reportId, now);
  const sources = await momentSources(deps, reportId);
  const placed = placeText(input.text, sources);
  if (!placed) throw textNotFound();
  const save: SaveHighlight = {
    reportId,
    ...placed,
    text: input.text,
    comment: input.comment ?? null,
    baseVersion: 0,
  };
  return saveHighlight(deps, userId, newId, save, now);
}
