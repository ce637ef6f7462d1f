import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const ids = z.array(z.number().int()).max(20);

/**
 * What the model answers for one section (ADR 218): points that cite the passages they come from, a
 * title for the section, and a few quotations, each from one passage. Only the shape is checked here; what
 * the points say is checked against their passages after (grounding.ts).
 */
export const sectionAnswerSchema = z.object({
  title: text(200),
  points: z.array(z.object({ title: text(200), text: text(1500), passages: ids })).max(20),
  quotes: z.array(z.object({ text: text(600), passage: z.number().int() })).max(5),
});
export type SectionAnswer = z.output<typeof sectionAnswerSchema>;

/** What the model answers when it writes the report from the verified points. */
export const reportAnswerSchema = z.object({
  title: text(300),
  summary: z.array(z.array(z.object({ text: text(1500), points: ids })).max(30)).max(12),
  keyLearnings: z.array(z.object({ title: text(200), detail: text(1500), points: ids })).max(20),
});
export type ReportAnswer = z.output<typeof reportAnswerSchema>;

/**
 * The same shapes as JSON Schema for servers that constrain their output to one (OpenAI strict mode,
 * Ollama's `format`, llama.cpp's and vLLM's guided decoding): every property required, nothing else
 * allowed, which is what strict mode asks.
 */
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const string = { type: 'string' };
const idList = { type: 'array', items: { type: 'integer' } };

export const sectionAnswerJsonSchema = object({
  title: string,
  points: { type: 'array', items: object({ title: string, text: string, passages: idList }) },
  quotes: { type: 'array', items: object({ text: string, passage: { type: 'integer' } }) },
});

export const reportAnswerJsonSchema = object({
  title: string,
  summary: {
    type: 'array',
    items: { type: 'array', items: object({ text: string, points: idList }) },
  },
  keyLearnings: { type: 'array', items: object({ title: string, detail: string, points: idList }) },
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
