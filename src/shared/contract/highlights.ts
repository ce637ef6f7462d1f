import { z } from 'zod';
import { cursorQuerySchema } from './pagination';

/**
 * A reader's highlights (issue 27): passages of a report kept with their moment. Only the owner ever
 * sees them. Like notes, every write names the version it was based on and a stale write is refused with
 * 409 `highlight_version_conflict` carrying the server's highlight, so no device silently overwrites
 * another. The id is made by the device, so a create retried after a lost answer lands once.
 *
 * Where a highlight sits (`part`, `partIndex`, `textStart`, `textEnd`, offsets in UTF-16 code units, end
 * exclusive) — the texts are those of `src/shared/highlights/moment.ts` (`partText`):
 * - `summary`: the summary as the reader sees it (text of the rendered summary); `partIndex` 0.
 * - `learning`: key learning `partIndex`, its title, a line break, its detail.
 * - `quote`: quote `partIndex`, its text.
 * - `transcript`: the transcript's turn texts joined by line breaks; `partIndex` is the first turn.
 * The moment (`startSeconds`, `endSeconds`, `speaker`) is always computed by the server.
 */

export const highlightParts = ['summary', 'learning', 'quote', 'transcript'] as const;
export type HighlightPart = (typeof highlightParts)[number];

export const highlightLimits = { maxTextChars: 5000, maxCommentChars: 5000 } as const;

/** Characters as PostgreSQL counts them (code points), so client, server and the check constraints agree. */
export function highlightLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Versions and offsets are PostgreSQL `integer`s: a larger number is a client bug, refused before SQL. */
const maxInt = 2_147_483_647;

export const highlightSchema = z
  .object({
    id: z.string(),
    reportId: z.string(),
    part: z.enum(highlightParts),
    partIndex: z.number().int().min(0),
    textStart: z.number().int().min(0),
    textEnd: z.number().int().min(1),
    text: z.string(),
    comment: z.string().nullable(),
    /** Where the passage was said: seconds from the episode's start; null when the report has no times. */
    startSeconds: z.number().nullable(),
    endSeconds: z.number().nullable(),
    speaker: z.string().nullable(),
    /** The server's optimistic-concurrency counter; 1 after creation. */
    version: z.number().int().min(1),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Highlight' });
export type Highlight = z.infer<typeof highlightSchema>;

/** A highlight in a list across reports: with its report's title and channel. */
export const highlightListItemSchema = highlightSchema
  .extend({
    reportTitle: z.string(),
    episodeTitle: z.string(),
    channel: z.object({ creatorId: z.string(), channelName: z.string() }),
    /** Whether the report has audio (an upload or the feed's enclosure): "Play from" is offered then. */
    hasAudio: z.boolean(),
  })
  .meta({ id: 'HighlightListItem' });
export type HighlightListItem = z.infer<typeof highlightListItemSchema>;

export const highlightPageSchema = z
  .object({
    items: z.array(highlightListItemSchema),
    /** Pass back as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'HighlightPage' });
export type HighlightPage = z.infer<typeof highlightPageSchema>;

/** GET /api/reports/:id/highlights: the reader's highlights on one report, oldest first. */
export const reportHighlightsSchema = z
  .object({ reportId: z.string(), items: z.array(highlightSchema) })
  .meta({ id: 'ReportHighlights' });
export type ReportHighlights = z.infer<typeof reportHighlightsSchema>;

const limitedText = (label: string, max: number) =>
  z.string().refine((value) => highlightLength(value) <= max, `${label} can have at most ${max} characters`);

/**
 * PUT /api/highlights/:id — create (`baseVersion` 0) or update a highlight. An update may change the
 * comment and the selection; the report stays the one it was created on (another report: 404).
 */
export const saveHighlightSchema = z
  .object({
    reportId: z.uuid('reportId must be a report UUID'),
    part: z.enum(highlightParts),
    partIndex: z.number().int().min(0).max(maxInt),
    textStart: z.number().int().min(0).max(maxInt),
    textEnd: z.number().int().min(1).max(maxInt),
    text: limitedText('A highlight', highlightLimits.maxTextChars).refine(
      (value) => value.trim() !== '',
      'Select some text to highlight',
    ),
    comment: limitedText('A comment', highlightLimits.maxCommentChars).nullable().optional(),
    /** The version this was edited from; 0 to create the highlight. */
    baseVersion: z.number().int().min(0).max(maxInt),
  })
  .refine((value) => value.textEnd > value.textStart, {
    message: 'textEnd must be after textStart',
    path: ['textEnd'],
  })
  .meta({ id: 'SaveHighlight' });
export type SaveHighlight = z.infer<typeof saveHighlightSchema>;

export const highlightIdParamsSchema = z.object({ id: z.uuid('The highlight id must be a UUID') });

export const deleteHighlightQuerySchema = z.object({
  /** When given, the delete is refused with 409 if the highlight has moved on since this version. */
  baseVersion: z.coerce.number().int().min(1).max(maxInt).optional(),
});

/** GET /api/highlights: newest first, across every report. */
export const highlightListQuerySchema = z.object({
  /** Words to find in the highlight's text, its comment or its report's title. */
  q: z.string().trim().max(200).optional(),
  creatorId: z.uuid('creatorId must be a UUID').optional(),
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type HighlightListQuery = z.input<typeof highlightListQuerySchema>;

/**
 * Details of a 409 `highlight_version_conflict`: what the server holds now. A highlight deleted on another
 * device answers 404 `highlight_not_found` instead; the device may create it again (baseVersion 0).
 */
export const highlightConflictDetailsSchema = z.object({ server: highlightSchema });
export type HighlightConflictDetails = z.infer<typeof highlightConflictDetailsSchema>;

export const highlightMessages = {
  notFound: 'This highlight does not exist (it may have been deleted on another device).',
  conflict:
    'This highlight was changed on another device. Both versions are kept: choose what to keep and save again.',
  textNotFound: 'This passage is no longer in the report. Select it again.',
} as const;

/**
 * A highlight on the public API `/api/v1` (ADR 186): its moment as `start`/`end`/`speaker` like every
 * v1 moment, and `url`, the link back to the report at that moment.
 */
export const v1HighlightSchema = z
  .object({
    id: z.string(),
    reportId: z.string(),
    reportTitle: z.string(),
    channel: z.object({ creatorId: z.string(), channelName: z.string() }),
    part: z.enum(highlightParts),
    text: z.string(),
    comment: z.string().nullable(),
    start: z.number().nullable(),
    end: z.number().nullable(),
    speaker: z.string().nullable(),
    url: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'V1Highlight' });
export type V1Highlight = z.infer<typeof v1HighlightSchema>;

export const v1HighlightListSchema = z
  .object({ items: z.array(v1HighlightSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'V1HighlightList' });
export type V1HighlightList = z.infer<typeof v1HighlightListSchema>;

/**
 * POST /api/v1/reports/:id/highlights: a passage by its text; the server finds it in the report (the
 * transcript first, then the learnings, the quotes and the summary) unless part and offsets are given.
 */
export const v1CreateHighlightSchema = z
  .object({
    text: limitedText('A highlight', highlightLimits.maxTextChars).refine(
      (value) => value.trim() !== '',
      'text must not be empty',
    ),
    comment: limitedText('A comment', highlightLimits.maxCommentChars).nullable().optional(),
    part: z.enum(highlightParts).optional(),
    partIndex: z.number().int().min(0).max(maxInt).optional(),
    textStart: z.number().int().min(0).max(maxInt).optional(),
    textEnd: z.number().int().min(1).max(maxInt).optional(),
  })
  .refine(
    (value) =>
      value.part === undefined
        ? value.textStart === undefined && value.textEnd === undefined
        : value.textStart !== undefined && value.textEnd !== undefined && value.textEnd > value.textStart,
    { message: 'Give part with textStart < textEnd, or text alone', path: ['part'] },
  )
  .meta({ id: 'V1CreateHighlight' });
export type V1CreateHighlight = z.infer<typeof v1CreateHighlightSchema>;
