import { z } from 'zod';
import { keyLearnings, limits } from '../constants';
import { transcriptLimitsText } from '../transcript-limits';
import { reportEpisodeSchema } from './episode';
import { cursorQuerySchema } from './pagination';

/**
 * The creator's side of reports: episodes with their transcripts, RSS import, generation, review,
 * editing and publishing. The server validates with these schemas and the web forms reuse them.
 */

export const reportStatuses = ['draft', 'generating', 'ready', 'published', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const transcriptFormats = ['text', 'srt', 'vtt', 'json', 'html'] as const;
export type TranscriptFormat = (typeof transcriptFormats)[number];
const transcriptSources = ['paste', 'upload', 'rss', 'transcription'] as const;
export type TranscriptSource = (typeof transcriptSources)[number];

/** Texts the UI shows as they are. */
export const creatorReportMessages = {
  publishNeedsChannel: 'Set up your channel before publishing a report.',
  publishNeedsContent: 'Generate or write the summary and 3 to 7 key learnings before publishing.',
  notFound: 'Report not found.',
  transcriptEmpty: 'The transcript has no text to summarize.',
  audioInvalid: 'This file is not audio we can use. Upload an MP3, M4A/AAC, OGG/Opus or WAV file.',
  audioMissing: 'This episode has no audio. Upload an audio file or add the episode’s audio address.',
  noTranscriptYet:
    'This report has no transcript yet. Paste or upload one, or transcribe the episode’s audio.',
  transcriptionUnavailable:
    'Transcription is not set up on this server. Paste or upload a transcript of the episode instead.',
  episodeAlreadyImported: 'This episode is already in your reports. Open the report it made instead.',
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

const episodeInputSchema = z
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

const transcriptInputSchema = z
  .object({
    content: z
      .string()
      .min(1, 'Paste or upload a transcript')
      // Characters are never more than UTF-8 bytes: this cheap bound comes first, the exact checks of
      // bytes and of what is said follow on the server (ADR 207).
      .max(limits.transcriptMaxBytes, transcriptLimitsText),
    format: z.enum(transcriptFormats).default('text'),
    source: z.enum(['paste', 'upload']).default('paste'),
  })
  .meta({ id: 'ReportTranscriptUpload' });

/** Without a transcript, the report starts from the episode's audio: upload it or give `mediaUrl`, then transcribe. */
export const createReportBodySchema = z
  .object({ episode: episodeInputSchema, transcript: transcriptInputSchema.optional() })
  .meta({ id: 'CreateReportBody' });
export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** The audio types an upload may be (checked by its bytes, not by its name or declared type). */
export const audioContentTypes = ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav'] as const;

const maxMomentSeconds = 48 * 3600;
const momentSeconds = z
  .number()
  .min(0, 'A time cannot be negative')
  .max(maxMomentSeconds, 'A time must be within 48 hours')
  .nullable()
  .optional();
/** The moment a learning or quote comes from, as the creator may adjust it (start ≤ end is checked too). */
const momentInput = {
  start: momentSeconds,
  end: momentSeconds,
  speaker: z.string().trim().max(100, 'Speaker names must be at most 100 characters').nullable().optional(),
};
const startBeforeEnd = (value: { start?: number | null; end?: number | null }) =>
  value.start == null || value.end == null || value.start <= value.end;
const startBeforeEndMessage = { message: 'A moment must start before it ends', path: ['end'] };

const keyLearningInputSchema = z
  .object({
    ...momentInput,
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
  .refine(startBeforeEnd, startBeforeEndMessage)
  .meta({ id: 'ReportKeyLearningEdit' });

const chapterInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Each chapter needs a title')
      .max(200, 'Chapter titles must be at most 200 characters'),
    startSeconds: z.number().min(0, 'A time cannot be negative').max(maxMomentSeconds),
    endSeconds: momentSeconds,
  })
  .refine((c) => c.endSeconds == null || c.startSeconds <= c.endSeconds, {
    message: 'A chapter must start before it ends',
    path: ['endSeconds'],
  })
  .meta({ id: 'ReportChapterEdit' });

const quoteInputSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Each quote needs its words')
      .max(1000, 'Quotes must be at most 1000 characters'),
    speaker: momentInput.speaker,
    start: momentSeconds,
    end: momentSeconds,
  })
  .refine(startBeforeEnd, startBeforeEndMessage)
  .meta({ id: 'ReportQuoteEdit' });

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
    chapters: z.array(chapterInputSchema).max(100, 'Give at most 100 chapters').optional(),
    quotes: z.array(quoteInputSchema).max(30, 'Give at most 30 quotes').optional(),
    episode: episodeInputSchema.partial().optional(),
    transcript: transcriptInputSchema.optional(),
  })
  .meta({ id: 'UpdateReportBody' });
export type UpdateReportBody = z.input<typeof updateReportBodySchema>;

export const feedPreviewBodySchema = z.object({ url: httpUrl }).meta({ id: 'FeedPreviewBody' });

const feedTranscriptTypes = ['vtt', 'srt', 'json', 'text', 'html'] as const;

const feedEpisodeSchema = z
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
    transcriptType: z.enum(feedTranscriptTypes).nullable(),
    /** Every `podcast:transcript` of the episode, best first; import falls back to the next on failure. */
    transcripts: z
      .array(z.object({ url: httpUrl, type: z.enum(feedTranscriptTypes) }))
      .max(10)
      .optional(),
    /** Podcasting 2.0 JSON chapters, fetched at import and used instead of generated chapters. */
    chaptersUrl: httpUrl.nullable().optional(),
    /** `podcast:person`: who speaks in the episode (role "host", "guest"…). */
    persons: z
      .array(z.object({ name: z.string().max(200), role: z.string().max(50) }))
      .max(30)
      .optional(),
    description: z.string().max(2000),
  })
  .meta({ id: 'FeedEpisode' });
export type FeedEpisode = z.infer<typeof feedEpisodeSchema>;

export const feedPreviewSchema = z
  .object({
    feedUrl: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    /** The show's `podcast:guid`, when the feed has one (sent back on import: OPML import matches on it). */
    podcastGuid: z.string().nullable().optional(),
    episodes: z.array(feedEpisodeSchema),
    truncated: z.boolean(),
  })
  .meta({ id: 'FeedPreview' });
export type FeedPreview = z.infer<typeof feedPreviewSchema>;

/** Import one episode of a previewed feed; its transcript comes from the feed, or is given here. */
export const importReportBodySchema = z
  .object({
    feedUrl: httpUrl,
    /** The previewed feed's `podcast:guid`: kept on the channel with the feed address (OPML matching). */
    podcastGuid: z.string().trim().min(1).max(200).nullable().optional(),
    episode: feedEpisodeSchema,
    transcript: transcriptInputSchema.optional(),
  })
  .meta({ id: 'ImportReportBody' });
export type ImportReportBody = z.input<typeof importReportBodySchema>;

export const listCreatorReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).optional(),
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const generationFallbackReasons = ['model_unavailable', 'model_output_unusable'] as const;
export type GenerationFallbackReason = (typeof generationFallbackReasons)[number];

const generationSchema = z
  .object({
    provider: z.string().nullable(),
    /**
     * Set when the built-in summarizer made the report because the language model failed for good
     * (`model_unavailable`: it did not answer; `model_output_unusable`: its answer broke the report rules).
     */
    fallback: z.enum(generationFallbackReasons).nullable().optional(),
    /** 0–100 while generating. */
    progress: z.number().int(),
    /** Why the last generation failed, in words the creator can act on. */
    error: z.string().nullable(),
    /** While generating: `transcribing` (audio → transcript) or `summarizing` (transcript → report). */
    stage: z.enum(['transcribing', 'summarizing']).nullable(),
  })
  .meta({ id: 'ReportGeneration' });

const creatorReportSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(reportStatuses),
    episode: reportEpisodeSchema,
    generation: generationSchema,
    readingTimeSeconds: z.number().int(),
    keyLearningCount: z.number().int(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Imported from the channel's feed (it carries the feed item's identity): the studio says so. */
    fromFeed: z.boolean(),
    /** A draft without a transcript: it waits for the creator's (or for its audio to be transcribed). */
    needsTranscript: z.boolean(),
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
    keyLearnings: z.array(
      z.object({
        title: z.string(),
        detail: z.string(),
        start: z.number().nullable(),
        end: z.number().nullable(),
        speaker: z.string().nullable(),
      }),
    ),
    chapters: z.array(
      z.object({ title: z.string(), startSeconds: z.number(), endSeconds: z.number().nullable() }),
    ),
    quotes: z.array(
      z.object({
        text: z.string(),
        speaker: z.string().optional(),
        start: z.number().nullable(),
        end: z.number().nullable(),
      }),
    ),
    /** The episode's audio: an uploaded file, or the feed's enclosure (`episode.mediaUrl`); null without either. */
    audio: z
      .object({
        source: z.enum(['upload', 'feed']),
        /** A signed link to the uploaded file, or the enclosure URL. */
        url: z.string(),
        mimeType: z.string().nullable(),
        /** Size of the uploaded file; null for an enclosure. */
        bytes: z.number().int().nullable(),
        /** The uploaded file's own length in seconds, read from it; null for an enclosure or when unreadable. */
        durationSeconds: z.number().int().nullable(),
      })
      .nullable(),
    /** Whether this server can turn the audio into a transcript (TRANSCRIBE_BASE_URL is set). */
    transcriptionAvailable: z.boolean(),
    /**
     * What the checks dropped from a language model's answer because the transcript does not back it
     * (a number or name not in the passage it cites, a misquote, an uncited sentence…), and why; empty on
     * the built-in path.
     */
    droppedByChecks: z.array(z.object({ part: z.string(), text: z.string(), reason: z.string() })),
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

/** What an episode may be added with on this server: audio alone needs a transcription service. */
export const episodeSourcesSchema = z
  .object({
    /** Whether an episode's audio can be turned into a transcript (TRANSCRIBE_BASE_URL is set). */
    transcriptionAvailable: z.boolean(),
    /** The largest audio file an upload may be, and the largest to be transcribed (null without the service). */
    audioMaxBytes: z.number().int(),
    transcriptionMaxBytes: z.number().int().nullable(),
  })
  .meta({ id: 'EpisodeSources' });
export type EpisodeSources = z.infer<typeof episodeSourcesSchema>;
