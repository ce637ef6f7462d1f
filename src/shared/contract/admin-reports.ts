import { z } from 'zod';
import { generationFallbackReasons, reportStatuses } from './creator-reports';
import { cursorQuerySchema } from './pagination';

/**
 * A report whose last generation the built-in summarizer made because the language model failed, or
 * which failed: what an operator needs to find the cause (issue 14). The creator sees only `error` and the
 * provider; `operatorDetail` (provider, HTTP status, the start of the endpoint's answer) is for operators.
 */
const reportGenerationItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(reportStatuses),
    creator: z.object({ id: z.string(), channelName: z.string().nullable() }),
    /** Who made the report ('extractive' for the built-in summarizer); null when nothing did. */
    provider: z.string().nullable(),
    fallbackReason: z.enum(generationFallbackReasons).nullable(),
    /** The message the creator sees when the generation failed. */
    error: z.string().nullable(),
    operatorDetail: z.string().nullable(),
    /** When the report last changed: the generation's end, unless the creator edited it since. */
    happenedAt: z.string(),
  })
  .meta({ id: 'ReportGenerationItem' });

export const reportGenerationListQuerySchema = z.object({
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const reportGenerationListSchema = z
  .object({
    items: z.array(reportGenerationItemSchema),
    nextCursor: z.string().nullable(),
    /** The language model this server makes reports with (LLM_MODEL); null when it has none. */
    model: z.string().nullable(),
  })
  .meta({ id: 'ReportGenerationList' });

export type ReportGenerationItem = z.infer<typeof reportGenerationItemSchema>;
export type ReportGenerationList = z.infer<typeof reportGenerationListSchema>;
