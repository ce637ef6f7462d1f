import { z } from 'zod';
import { feedQuerySchema } from './reports';
import { cursorQuerySchema } from './pagination';

/**
 * The public API `/api/v1` (docs/product.md#public-api, ADR 186): the reader's own library for their
 * tools and assistants, behind a personal access token. Answers are smaller than the app's own (no HTML,
 * no signed audio links) and every report, learning, quote, chapter, transcript segment and search hit
 * carries `url`, the link back to the report in Podbrief at its moment (`reportUrl`). Errors are the one
 * shape `{ error: { code, message } }`. The MCP server answers from the same schemas.
 */

/** Where in the episode something was said: seconds from the start; null when the transcript has no times. */
const momentFields = {
  start: z.number().min(0).nullable(),
  end: z.number().min(0).nullable(),
  speaker: z.string().nullable(),
};

const v1ChannelSchema = z
  .object({ creatorId: z.string(), channelName: z.string(), creatorName: z.string() })
  .meta({ id: 'V1Channel' });
export type V1Channel = z.infer<typeof v1ChannelSchema>;

export const v1SubscriptionSchema = z
  .object({
    creatorId: z.string(),
    channelName: z.string(),
    creatorName: z.string(),
    /** Whether the subscription gives access to the channel's reports now. */
    active: z.boolean(),
    status: z.enum(['active', 'canceled']),
    currentPeriodEnd: z.string(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'V1Subscription' });
export type V1Subscription = z.infer<typeof v1SubscriptionSchema>;

export const v1SubscriptionListSchema = z
  .object({ items: z.array(v1SubscriptionSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'V1SubscriptionList' });
export type V1SubscriptionList = z.infer<typeof v1SubscriptionListSchema>;

/** A report in a list: enough to choose it, with its link. */
export const v1ReportItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    channel: v1ChannelSchema,
    publishedAt: z.string(),
    readingTimeSeconds: z.number().int(),
    episodeDurationSeconds: z.number().int(),
    firstLearning: z.object({ title: z.string(), detail: z.string() }).nullable(),
    isRead: z.boolean(),
    isFavourite: z.boolean(),
  })
  .meta({ id: 'V1ReportItem' });
export type V1ReportItem = z.infer<typeof v1ReportItemSchema>;

/** GET /api/v1/reports: the feed, with the app's filters and cursor (the same codec). */
export const v1FeedQuerySchema = feedQuerySchema;
export type V1FeedQuery = z.output<typeof v1FeedQuerySchema>;

export const v1ReportPageSchema = z
  .object({
    items: z.array(v1ReportItemSchema),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'V1ReportPage' });
export type V1ReportPage = z.infer<typeof v1ReportPageSchema>;

export const v1LearningSchema = z
  .object({
    /** 0-based position in the report. */
    index: z.number().int().min(0),
    title: z.string(),
    detail: z.string(),
    ...momentFields,
    /** The report at this learning's moment (or the report when the moment is unknown). */
    url: z.string(),
  })
  .meta({ id: 'V1Learning' });
export type V1Learning = z.infer<typeof v1LearningSchema>;

const v1QuoteSchema = z.object({ text: z.string(), ...momentFields, url: z.string() });
const v1ChapterSchema = z.object({
  title: z.string(),
  start: z.number().min(0),
  end: z.number().min(0).nullable(),
  url: z.string(),
});

/** GET /api/v1/reports/:id: a report the reader may read, in full. */
export const v1ReportSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    channel: v1ChannelSchema,
    publishedAt: z.string(),
    episode: z.object({
      title: z.string(),
      durationSeconds: z.number().int(),
      publishedAt: z.string().nullable(),
    }),
    /** Markdown. */
    summary: z.string(),
    learnings: z.array(v1LearningSchema),
    quotes: z.array(v1QuoteSchema),
    chapters: z.array(v1ChapterSchema),
    readingTimeSeconds: z.number().int(),
    hasTranscript: z.boolean(),
    isRead: z.boolean(),
    isFavourite: z.boolean(),
  })
  .meta({ id: 'V1Report' });
export type V1Report = z.infer<typeof v1ReportSchema>;

const seconds = z.coerce
  .number()
  .min(0)
  .max(24 * 60 * 60);

/** GET /api/v1/reports/:id/transcript: whole, or only the segments that overlap `start`–`end` seconds. */
export const v1TranscriptQuerySchema = z
  .object({ start: seconds.optional(), end: seconds.optional() })
  .refine((q) => q.start === undefined || q.end === undefined || q.start <= q.end, {
    message: 'start must not be after end',
    path: ['end'],
  });
export type V1TranscriptQuery = z.output<typeof v1TranscriptQuerySchema>;

export const v1TranscriptSegmentSchema = z
  .object({ ...momentFields, text: z.string(), url: z.string() })
  .meta({ id: 'V1TranscriptSegment' });
export type V1TranscriptSegment = z.infer<typeof v1TranscriptSegmentSchema>;

export const v1TranscriptSchema = z
  .object({
    reportId: z.string(),
    url: z.string(),
    hasTimestamps: z.boolean(),
    hasSpeakers: z.boolean(),
    /** The range asked for (null when whole). A transcript without timestamps is always whole. */
    range: z.object({ start: z.number().nullable(), end: z.number().nullable() }),
    segments: z.array(v1TranscriptSegmentSchema),
  })
  .meta({ id: 'V1Transcript' });
export type V1Transcript = z.infer<typeof v1TranscriptSchema>;

const maxSearchChars = 200;
export const v1SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search for at least one character').max(maxSearchChars),
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type V1SearchQuery = z.output<typeof v1SearchQuerySchema>;

/** Where a search hit was found. */
export const v1SearchFields = ['title', 'summary', 'learning', 'transcript'] as const;

export const v1SearchHitSchema = z
  .object({
    field: z.enum(v1SearchFields),
    report: z.object({
      id: z.string(),
      title: z.string(),
      channelName: z.string(),
      publishedAt: z.string(),
      url: z.string(),
    }),
    /** A short excerpt around the match. */
    snippet: z.string(),
    /** For a learning: its index; null otherwise. */
    learningIndex: z.number().int().nullable(),
    /** For a transcript or learning hit with a known moment: seconds from the start; null otherwise. */
    start: z.number().nullable(),
    /** The report at the hit's moment. */
    url: z.string(),
  })
  .meta({ id: 'V1SearchHit' });
export type V1SearchHit = z.infer<typeof v1SearchHitSchema>;

export const v1SearchPageSchema = z
  .object({ items: z.array(v1SearchHitSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'V1SearchPage' });
export type V1SearchPage = z.infer<typeof v1SearchPageSchema>;

/** Notes on /api/v1 are the app's own (same rules, same 409 `note_version_conflict`). */
export { noteSchema as v1NoteSchema, saveNoteSchema as v1SaveNoteSchema } from './notes';
