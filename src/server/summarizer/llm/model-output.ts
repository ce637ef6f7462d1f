import { z } from 'zod';
import { maxSummaryChars } from '@shared/contract/creator-reports';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The shape the model must answer in the final step. Only the shape is checked here (a wrong shape is
 * worth asking again); the report rules (summary length, 3–7 learnings, short titles) are checked after,
 * by `checkReportRules`, which asks the model once to fix what breaks them and then trims.
 */
export const modelReportSchema = z.object({
  title: text(2000),
  summary: text(maxSummaryChars),
  keyLearnings: z.array(z.object({ title: text(1000), detail: text(5000) })).max(50),
});
export type ModelReport = z.output<typeof modelReportSchema>;

/** What the model answers for one part of a long transcript (the map step). */
export const modelNotesSchema = z.object({
  notes: z.array(text(1500)).min(1, 'notes: give at least one').max(20),
});

/** The model answered, but not with what was asked; worth asking again. */
export class InvalidModelOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidModelOutputError';
  }
}

/**
 * Reads the JSON object out of a model's message. Models sometimes wrap it in a ```json fence or add a
 * sentence around it even when asked not to; the outermost {...} is taken.
 */
export function parseModelJson<T>(content: string, schema: z.ZodType<T>): T {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) throw new InvalidModelOutputError('the answer contains no JSON object');
  let value: unknown;
  try {
    value = JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new InvalidModelOutputError('the answer is not valid JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'answer';
    throw new InvalidModelOutputError(`${where}: ${issue?.message ?? 'does not match the expected shape'}`);
  }
  return parsed.data;
}
