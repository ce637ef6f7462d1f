import { z } from 'zod';
import { keyLearnings as bounds, summaryWords } from '@shared/constants';
import { maxSummaryChars, type CreatorReport, type UpdateReportBody } from '@shared/contract/creator-reports';
import { formatTimecode, parseTimecode } from '@web/lib/timecode';
import { episodeFormFrom, episodeFormSchema, episodeInputFrom } from './episode-form';

/** A time as the creator types it ("12:34", "1:02:03" or seconds); empty means no moment. */
const timeField = z
  .string()
  .trim()
  .refine((v) => parseTimecode(v) !== undefined, 'Write a time like 12:34 or 1:02:03');
const optionalSeconds = (text: string) => parseTimecode(text) ?? null;
const timeText = (seconds: number | null) => (seconds === null ? '' : formatTimecode(seconds));
/** Seconds shown as m:ss lose their fraction; an untouched time keeps the server's exact value. */
const keepExact = (text: string, seconds: number | null) =>
  seconds !== null && text === formatTimecode(seconds) ? seconds : optionalSeconds(text);

export const editorFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters'),
  summary: z
    .string()
    .max(maxSummaryChars, `The summary must be at most ${maxSummaryChars.toLocaleString('en')} characters`),
  keyLearnings: z
    .array(
      z
        .object({
          title: z
            .string()
            .trim()
            .min(1, 'Give this key learning a title')
            .max(120, 'At most 120 characters'),
          detail: z
            .string()
            .trim()
            .min(1, 'Say what the listener learns')
            .max(1200, 'At most 1,200 characters'),
          start: timeField,
          end: timeField,
          speaker: z.string().trim().max(100, 'At most 100 characters'),
          /** The server's seconds, to keep their precision when the creator leaves the time alone. */
          exactStart: z.number().nullable(),
          exactEnd: z.number().nullable(),
        })
        .refine(
          (k) => {
            const start = optionalSeconds(k.start);
            const end = optionalSeconds(k.end);
            return start === null || end === null || start <= end;
          },
          { message: 'The moment must start before it ends', path: ['end'] },
        ),
    )
    .max(bounds.max, `At most ${bounds.max} key learnings`)
    .refine(
      (items) => items.length === 0 || items.length >= bounds.min,
      `Give at least ${bounds.min} key learnings`,
    ),
  chapters: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Give this chapter a title').max(200, 'At most 200 characters'),
        start: timeField.refine((v) => v !== '', 'Give the chapter a start time'),
        exactStart: z.number().nullable(),
        exactEnd: z.number().nullable(),
      }),
    )
    .max(100, 'At most 100 chapters'),
  episode: episodeFormSchema,
});
export type EditorFormValues = z.infer<typeof editorFormSchema>;

export function editorFormFrom(report: CreatorReport): EditorFormValues {
  return {
    title: report.title,
    summary: report.summary,
    keyLearnings: report.keyLearnings.map((k) => ({
      title: k.title,
      detail: k.detail,
      start: timeText(k.start),
      end: timeText(k.end),
      speaker: k.speaker ?? '',
      exactStart: k.start,
      exactEnd: k.end,
    })),
    chapters: report.chapters.map((c) => ({
      title: c.title,
      start: formatTimecode(c.startSeconds),
      exactStart: c.startSeconds,
      exactEnd: c.endSeconds,
    })),
    episode: episodeFormFrom(report.episode),
  };
}

/** Only what changed is sent, so an edit never overwrites a field it did not touch. */
export function changesFrom(
  values: EditorFormValues,
  dirty: Partial<Record<keyof EditorFormValues, unknown>>,
): UpdateReportBody {
  const body: UpdateReportBody = {};
  if (dirty.title) body.title = values.title;
  if (dirty.summary) body.summary = values.summary;
  if (dirty.keyLearnings && values.keyLearnings.length > 0)
    body.keyLearnings = values.keyLearnings.map((k) => ({
      title: k.title,
      detail: k.detail,
      start: keepExact(k.start, k.exactStart),
      end: keepExact(k.end, k.exactEnd),
      speaker: k.speaker === '' ? null : k.speaker,
    }));
  if (dirty.chapters) body.chapters = chaptersFrom(values.chapters);
  if (dirty.episode) body.episode = episodeInputFrom(values.episode);
  return body;
}

/**
 * Chapters in time order; each one ends where the next begins, the last one where it ended before (or
 * open when it is new or moved).
 */
function chaptersFrom(chapters: EditorFormValues['chapters']): NonNullable<UpdateReportBody['chapters']> {
  const sorted = chapters
    .map((c) => ({
      title: c.title,
      start: keepExact(c.start, c.exactStart) ?? 0,
      exactEnd: c.exactEnd,
      exactStart: c.exactStart,
    }))
    .sort((a, b) => a.start - b.start);
  return sorted.map((c, index) => {
    const next = sorted[index + 1];
    const lastEnd =
      c.exactStart === c.start && c.exactEnd !== null && c.exactEnd >= c.start ? c.exactEnd : null;
    return { title: c.title, startSeconds: c.start, endSeconds: next ? next.start : lastEnd };
  });
}

export function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
}

export const summaryBounds = summaryWords;
export const learningBounds = bounds;
