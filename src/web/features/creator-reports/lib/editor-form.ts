import { z } from 'zod';
import { keyLearnings as bounds, summaryWords } from '@shared/constants';
import { maxSummaryChars, type CreatorReport, type UpdateReportBody } from '@shared/contract/creator-reports';
import { episodeFormFrom, episodeFormSchema, episodeInputFrom } from './episode-form';

export const editorFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters'),
  summary: z
    .string()
    .max(maxSummaryChars, `The summary must be at most ${maxSummaryChars.toLocaleString('en')} characters`),
  keyLearnings: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Give this key learning a title').max(120, 'At most 120 characters'),
        detail: z
          .string()
          .trim()
          .min(1, 'Say what the listener learns')
          .max(1200, 'At most 1,200 characters'),
      }),
    )
    .max(bounds.max, `At most ${bounds.max} key learnings`)
    .refine(
      (items) => items.length === 0 || items.length >= bounds.min,
      `Give at least ${bounds.min} key learnings`,
    ),
  episode: episodeFormSchema,
});
export type EditorFormValues = z.infer<typeof editorFormSchema>;

export function editorFormFrom(report: CreatorReport): EditorFormValues {
  return {
    title: report.title,
    summary: report.summary,
    keyLearnings: report.keyLearnings.map((k) => ({ ...k })),
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
  if (dirty.keyLearnings && values.keyLearnings.length > 0) body.keyLearnings = values.keyLearnings;
  if (dirty.episode) body.episode = episodeInputFrom(values.episode);
  return body;
}

export function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
}

export const summaryBounds = summaryWords;
export const learningBounds = bounds;
