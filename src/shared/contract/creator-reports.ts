import { z } from 'zod';
import { keyLearnings, limits } from '../constants';

/**
 * The creator's side of reports: episodes with their transcripts, RSS import, generation, review,
 * editing and publishing. The server validates with these schemas and the web forms reuse them.
 */

export const reportStatuses = ['draft', 'generating', 'ready', 'published', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const transcriptFormats = ['text', 'srt', 'vtt'] as const;
export type TranscriptFormat = (typeof transcriptFormats)[number];
export const transcriptSources = ['paste', 'upload', 'rss'] as const;
export type TranscriptSource = (typeof transcriptSources)[number];

/** Texts the UI shows as they are. */
export const creatorReportMessages = {
  publishNeedsChannel: 'Set up your channel before publishing a report.',
  publishNeedsContent: 'Generate or write the summary and 3 to 7 key learnings before publishing.',
  notFound: 'Report not found.',
  transcriptEmpty: 'The transcript has no text to summarize.',
} as const;

const maxTitleChars = 300;
export const maxSummaryChars = 20_000;
const maxLearningTitleChars = 120;
const maxLearningDetailChars = 1200;

const httpUrl = z
  .string()
  .trim()
  .max(2000, 'The address is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter an http:// or https:// address');

/** "2025-03-04" (from a date field) or a full ISO timestamp; stored as a timestamp. */
const episodeDate = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    'Enter a valid date',
  );

export const episodeInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Episode title is required')
      .max(maxTitleChars, `Episode title must be at most ${maxTitleChars} characters`),
    number: z
      .number()
      .int('Episode number must be a whole number')
      .min(0)
      .max(1_000_000)
      .nullable()
      .optional(),
    publishedAt: episodeDate.nullable().optional(),
    durationSeconds: z
      .number()
      .int()
      .min(0, 'Duration cannot be negative')
      .max(48 * 3600, 'Duration must be at most 48 hours')
      .optional(),
    mediaUrl: httpUrl.nullable().optional(),
  })
  .meta({ id: 'ReportEpisodeFields' });
export type EpisodeInput = z.input<typeof episodeInputSchema>;

export const transcriptInputSchema = z
  .object({
    content: z
      .string()
      .min(1, 'Paste or upload a transcript')
      .max(
        limits.transcriptMaxChars,
        `The transcript must be at most ${limits.transcriptMaxChars.toLocaleString('en')} characters`,
      ),
    format: z.enum(transcriptFormats).default('text'),
    source: z.enum(['paste', 'upload']).default('paste'),
  })
  .meta({ id: 'ReportTranscriptUpload' });
export type TranscriptInput = z.input<typeof transcriptInputSchema>;

export const createReportBodySchema = z
  .object({ episode: episodeInputSchema, transcript: transcriptInputSchema })
  .meta({ id: 'CreateReportBody' });
export type CreateReportBody = z.input<typeof createReportBodySchema>;

export const keyLearningInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Each key learning needs a title')
      .max(maxLearningTitleChars, `Key learning titles must be at most ${maxLearningTitleChars} characters`),
    detail: z
      .string()
      .trim()
      .min(1, 'Each key learning needs a detail')
      .max(
        maxLearningDetailChars,
        `Key learning details must be at most ${maxLearningDetailChars} characters`,
      ),
  })
  .meta({ id: 'ReportKeyLearningEdit' });

export const updateReportBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(maxTitleChars).optional(),
    summary: z
      .string()
      .max(maxSummaryChars, `The summary must be at most ${maxSummaryChars.toLocaleString('en')} characters`)
      .optional(),
    keyLearnings: z
      .array(keyLearningInputSchema)
      .min(keyLearnings.min, `Give at least ${keyLearnings.min} key learnings`)
      .max(keyLearnings.max, `Give at most ${keyLearnings.max} key learnings`)
      .optional(),
    episode: episodeInputSchema.partial().optional(),
    transcript: transcriptInputSchema.optional(),
  })
  .meta({ id: 'UpdateReportBody' });
export type UpdateReportBody = z.input<typeof updateReportBodySchema>;

export const feedPreviewBodySchema = z.object({ url: httpUrl }).meta({ id: 'FeedPreviewBody' });

export const feedEpisodeSchema = z
  .object({
    guid: z.string().max(2000),
    title: z.string().trim().min(1).max(maxTitleChars),
    episodeNumber: z.number().int().min(0).max(1_000_000).nullable(),
    publishedAt: z.string().nullable(),
    durationSeconds: z
      .number()
      .int()
      .min(0)
      .max(48 * 3600)
      .nullable(),
    mediaUrl: httpUrl.nullable(),
    transcriptUrl: httpUrl.nullable(),
    transcriptType: z.enum(['vtt', 'srt', 'json', 'text', 'html']).nullable(),
    description: z.string().max(2000),
  })
  .meta({ id: 'FeedEpisode' });
export type FeedEpisode = z.infer<typeof feedEpisodeSchema>;

export const feedPreviewSchema = z
  .object({
    feedUrl: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    episodes: z.array(feedEpisodeSchema),
    truncated: z.boolean(),
  })
  .meta({ id: 'FeedPreview' });
export type FeedPreview = z.infer<typeof feedPreviewSchema>;

/** Import one episode of a previewed feed; its transcript comes from the feed, or is given here. */
export const importReportBodySchema = z
  .object({
    feedUrl: httpUrl,
    episode: feedEpisodeSchema,
    transcript: transcriptInputSchema.optional(),
  })
  .meta({ id: 'ImportReportBody' });
export type ImportReportBody = z.input<typeof importReportBodySchema>;

export const listCreatorReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const episodeSchema = z
  .object({
    title: z.string(),
    number: z.number().int().nullable(),
    publishedAt: z.string().nullable(),
    durationSeconds: z.number().int(),
    mediaUrl: z.string().nullable(),
  })
  .meta({ id: 'CreatorReportEpisode' });

const generationSchema = z
  .object({
    provider: z.string().nullable(),
    /** 0–100 while generating. */
    progress: z.number().int(),
    /** Why the last generation failed, in words the creator can act on. */
    error: z.string().nullable(),
  })
  .meta({ id: 'ReportGeneration' });

export const creatorReportSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(reportStatuses),
    episode: episodeSchema,
    generation: generationSchema,
    readingTimeSeconds: z.number().int(),
    keyLearningCount: z.number().int(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CreatorReportSummary' });
export type CreatorReportSummary = z.infer<typeof creatorReportSummarySchema>;

export const creatorReportPageSchema = z
  .object({ items: z.array(creatorReportSummarySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CreatorReportPage' });
export type CreatorReportPage = z.infer<typeof creatorReportPageSchema>;

export const creatorReportSchema = creatorReportSummarySchema
  .extend({
    summary: z.string(),
    keyLearnings: z.array(z.object({ title: z.string(), detail: z.string() })),
    chapters: z.array(z.object({ title: z.string(), startSeconds: z.number() })),
    quotes: z.array(z.object({ text: z.string(), speaker: z.string().optional() })),
    transcript: z
      .object({
        format: z.enum(transcriptFormats),
        source: z.enum(transcriptSources),
        sourceUrl: z.string().nullable(),
        characters: z.number().int(),
        wordCount: z.number().int(),
        /** The first part of the readable text (timestamps and labels taken out). */
        preview: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'CreatorReport' });
export type CreatorReport = z.infer<typeof creatorReportSchema>;
