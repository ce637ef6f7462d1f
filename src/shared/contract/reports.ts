import { z } from 'zod';
import { feed } from '../constants';
import { keyLearningSchema } from './channels';
import { reportEpisodeSchema } from './episode';
import { cursorQuerySchema } from './pagination';
import { feedPeriods, feedSorts, feedStatuses, type StreamEndReason } from './reading';

/**
 * The reading side of reports (docs/product.md#operations: the feed and
 * get_report_details_by_id_for_subscriber): the feed, one report, neighbours, read marks, favourites,
 * the Markdown download and live "report published" events. The plain values are in reading.ts.
 */

export { reportEventNames, reportMessages, type FeedPeriod, type FeedSort, type FeedStatus } from './reading';

const maxQueryChars = 200;

/**
 * The feed filters. They are the same on the feed, on neighbours and in the URL of the reports page, so a
 * shared link reproduces the list. No period means the default: the last 30 days
 * (docs/product.md#constants-and-limits).
 */
export const feedFiltersSchema = z.object({
  period: z.enum(feedPeriods).optional(),
  sort: z.enum(feedSorts).default('newest'),
  status: z.enum(feedStatuses).default('all'),
  q: z
    .string()
    .trim()
    .max(maxQueryChars, `Search must be at most ${maxQueryChars} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  creatorId: z.uuid('creatorId must be a UUID').optional(),
});
export type FeedFilters = z.output<typeof feedFiltersSchema>;

export const feedQuerySchema = feedFiltersSchema.extend({
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(50).default(feed.pageSize),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

const reportChannelSchema = z
  .object({
    creatorId: z.string(),
    channelName: z.string(),
    creatorName: z.string(),
    /** The channel's own logo, or null: the client then draws initials (avatarUrl()). */
    logoUrl: z.string().nullable(),
    isVerified: z.boolean(),
  })
  .meta({ id: 'ReportChannel' });

/**
 * Where in the episode something was said: seconds from the start of the audio and the speaker's label.
 * Null when the transcript it came from has no timestamps or no speakers.
 */
const momentFields = {
  start: z.number().min(0).nullable(),
  end: z.number().min(0).nullable(),
  speaker: z.string().nullable(),
};

/** A key learning of a full report, with the moment it comes from. */
const reportKeyLearningSchema = keyLearningSchema.extend(momentFields).meta({ id: 'ReportKeyLearning' });

const reportChapterSchema = z
  .object({ title: z.string(), startSeconds: z.number(), endSeconds: z.number().nullable() })
  .meta({ id: 'ReportChapter' });
export type ReportChapter = z.infer<typeof reportChapterSchema>;

const reportQuoteSchema = z
  .object({
    text: z.string(),
    speaker: z.string().optional(),
    start: momentFields.start,
    end: momentFields.end,
  })
  .meta({ id: 'ReportQuote' });

/**
 * The episode's audio for a reader with access: an uploaded file behind a signed link (it answers HTTP
 * range requests, so seeking works), or the feed's enclosure through the app (`/api/reports/{id}/audio`,
 * ranges too; ADR 200). Never part of a teaser.
 */
const reportAudioSchema = z
  .object({
    url: z.string(),
    source: z.enum(['upload', 'feed']),
    /** Known for uploads (checked by content); null for a feed enclosure. */
    mimeType: z.string().nullable(),
    /** Null when the episode's length is not known; the player then reads it from the audio. */
    durationSeconds: z.number().int().nullable(),
    /** When a signed link stops working (ask for the report again); null for a feed enclosure. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ReportAudio' });
export type ReportAudio = z.infer<typeof reportAudioSchema>;

const feedItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    channel: reportChannelSchema,
    publishedAt: z.string(),
    readingTimeSeconds: z.number().int(),
    /** Episode duration − reading time, never below zero. */
    timeSavedSeconds: z.number().int(),
    episodeDurationSeconds: z.number().int(),
    firstKeyLearning: keyLearningSchema.nullable(),
    isRead: z.boolean(),
    isFavourite: z.boolean(),
    /**
     * On a search that the report's transcript matched: the passage that says the words (about 200
     * characters of its turn), its start in seconds and its speaker. Absent when not searching.
     */
    transcriptMatch: z
      .object({ snippet: z.string(), start: z.number().nullable(), speaker: z.string().nullable() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z
  .object({
    items: z.array(feedItemSchema),
    /** Opaque; pass it back as `cursor` for the next page. Null on the last page. */
    nextCursor: z.string().nullable(),
    /**
     * Only on an empty first page of a limited period (the default 30 days, a week, a month, a year): how
     * many reports the same filters find over all time, so the reader learns there is more to show.
     */
    allTimeCount: z.number().int().optional(),
  })
  .meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof feedPageSchema>;

/**
 * How a report was written: by the built-in summarizer (sentences chosen from the transcript) or by a
 * model (named as the server calls it); null when it is not recorded.
 */
const reportMadeBySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('builtin') }),
    z.object({ kind: z.literal('model'), model: z.string() }),
  ])
  .nullable()
  .meta({ id: 'ReportMadeBy' });
export type ReportMadeBy = z.infer<typeof reportMadeBySchema>;

const fullReportSchema = z
  .object({
    access: z.literal('full'),
    id: z.string(),
    title: z.string(),
    channel: reportChannelSchema,
    /** Markdown. Render it without raw HTML. */
    summary: z.string(),
    /**
     * The summary as HTML, written by the server from the Markdown with only paragraphs, headings, lists,
     * quotes, emphasis, code, breaks and safe links (no raw HTML, no images), so a page can show it as it
     * is (ADR 151).
     */
    summaryHtml: z.string(),
    keyLearnings: z.array(reportKeyLearningSchema),
    chapters: z.array(reportChapterSchema),
    quotes: z.array(reportQuoteSchema),
    readingTimeSeconds: z.number().int(),
    timeSavedSeconds: z.number().int(),
    episode: reportEpisodeSchema,
    audio: reportAudioSchema.nullable(),
    /** Whether GET /api/reports/:id/transcript has a transcript to give. */
    hasTranscript: z.boolean(),
    /**
     * Whether the moments (learnings', quotes', chapters' starts) are real: false for a report of a
     * transcript without times, whose moments a page does not show.
     */
    hasTimestamps: z.boolean(),
    madeBy: reportMadeBySchema,
    publishedAt: z.string(),
    createdAt: z.string(),
    isRead: z.boolean(),
    readAt: z.string().nullable(),
    isFavourite: z.boolean(),
  })
  .meta({ id: 'FullReport' });
export type FullReport = z.infer<typeof fullReportSchema>;

/** What a reader without access sees: enough to decide to subscribe, never the content. */
const reportTeaserSchema = z
  .object({
    access: z.literal('teaser'),
    id: z.string(),
    title: z.string(),
    channel: reportChannelSchema,
    firstKeyLearning: keyLearningSchema.nullable(),
    publishedAt: z.string(),
    readingTimeSeconds: z.number().int(),
    subscribe: z.object({
      creatorId: z.string(),
      priceCents: z.number().int(),
      currency: z.string(),
      interval: z.literal('month'),
      /** A listener pays this price after the cardless trial, through Stripe Checkout (ADR 213). */
      paid: z.boolean(),
      /** The reader already had this channel's trial: Checkout charges from the first day (ADR 227). */
      trialUsed: z.boolean(),
    }),
  })
  .meta({ id: 'ReportTeaser' });
export type ReportTeaser = z.infer<typeof reportTeaserSchema>;

export const reportDetailSchema = z
  .discriminatedUnion('access', [fullReportSchema, reportTeaserSchema])
  .meta({ id: 'ReportDetail' });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

const neighbourSchema = z.object({ id: z.string(), title: z.string() }).nullable();
export const reportNeighboursSchema = z
  .object({ previous: neighbourSchema, next: neighbourSchema })
  .meta({ id: 'ReportNeighbours' });
export type ReportNeighbours = z.infer<typeof reportNeighboursSchema>;

export const readStateSchema = z
  .object({ reportId: z.string(), isRead: z.boolean(), readAt: z.string().nullable() })
  .meta({ id: 'ReadState' });
export type ReadState = z.infer<typeof readStateSchema>;

export const favouriteStateSchema = z
  .object({ reportId: z.string(), isFavourite: z.boolean() })
  .meta({ id: 'FavouriteState' });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const reportDownloadSchema = z
  .object({
    /** A signed link, valid for `storage.signedLinkSeconds`; full URLs are returned as they are. */
    url: z.string(),
    expiresAt: z.string(),
    fileName: z.string(),
  })
  .meta({ id: 'ReportDownload' });
export type ReportDownload = z.infer<typeof reportDownloadSchema>;

/** One stretch of speech of the transcript, as a reader with access sees it. */
const transcriptTurnSchema = z
  .object({
    speaker: z.string().nullable(),
    /** Seconds from the start of the episode; null when the transcript has no timestamps. */
    start: z.number().nullable(),
    end: z.number().nullable(),
    text: z.string(),
  })
  .meta({ id: 'TranscriptTurn' });
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

/** GET /api/reports/:id/transcript: the whole transcript, for readers with access only. */
export const reportTranscriptSchema = z
  .object({
    reportId: z.string(),
    hasTimestamps: z.boolean(),
    hasSpeakers: z.boolean(),
    wordCount: z.number().int(),
    turns: z.array(transcriptTurnSchema),
  })
  .meta({ id: 'ReportTranscript' });
export type ReportTranscript = z.infer<typeof reportTranscriptSchema>;

/** The data of a `report_published` server-sent event. */
export const reportPublishedEventSchema = z
  .object({ id: z.string(), creatorId: z.string(), title: z.string(), publishedAt: z.string() })
  .meta({ id: 'ReportPublishedEvent' });
export type ReportPublishedEvent = z.infer<typeof reportPublishedEventSchema>;

/** The data of the last event of a stream, `end` (the reasons are explained in reading.ts). */
export type StreamEnd = { reason: StreamEndReason };

/** The channels the reader may read now: the options of the feed's channel filter. */
export const feedChannelsSchema = z
  .object({
    channels: z.array(
      z.object({ creatorId: z.string(), channelName: z.string(), logoUrl: z.string().nullable() }),
    ),
  })
  .meta({ id: 'FeedChannels' });
export type FeedChannels = z.infer<typeof feedChannelsSchema>;
