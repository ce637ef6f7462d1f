import { z } from 'zod';

/** The most episodes one back-catalogue import may take. */
export const backfillMaxEpisodes = 1000;

export const backfillStatuses = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type BackfillStatus = (typeof backfillStatuses)[number];

const day = z.iso.date('Use a date such as 2024-01-31');

/**
 * Import past episodes of the connected feed: at most `count`, newest first, published on or after
 * `from` and on or before `to` (days, UTC) when given.
 */
export const startBackfillBodySchema = z
  .object({
    count: z
      .number()
      .int('Give a whole number of episodes')
      .min(1, 'Import at least 1 episode')
      .max(backfillMaxEpisodes, `Import at most ${backfillMaxEpisodes} episodes at once`),
    from: day.nullish(),
    to: day.nullish(),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    message: 'The first day must not be after the last day',
    path: ['to'],
  })
  .meta({ id: 'StartBackfillBody' });
export type StartBackfillBody = z.input<typeof startBackfillBodySchema>;

export const backfillSchema = z
  .object({
    id: z.string(),
    status: z.enum(backfillStatuses),
    maxEpisodes: z.number().int(),
    publishedFrom: z.string().nullable(),
    publishedTo: z.string().nullable(),
    /** How many episodes were chosen; null until the feed has been read. */
    total: z.number().int().nullable(),
    /** Episodes done so far: imported, already here, or failed. */
    processed: z.number().int(),
    imported: z.number().int(),
    /** Already in the channel: nothing was written. */
    skipped: z.number().int(),
    failed: z.number().int(),
    /** Why the last episode (or the whole import) failed, in words the creator can act on. */
    lastError: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'Backfill' });
export type Backfill = z.infer<typeof backfillSchema>;

/** The channel's running import, else its latest one, else none. */
export const backfillStateSchema = z
  .object({ backfill: backfillSchema.nullable() })
  .meta({ id: 'BackfillState' });
export type BackfillState = z.infer<typeof backfillStateSchema>;

export const backfillMessages = {
  notConnected: 'Connect your podcast feed first: past episodes are imported from it.',
  alreadyRunning: 'An import of past episodes is already running. Wait for it to finish, or cancel it.',
  notFound: 'This import of past episodes does not exist.',
  notInFeed: 'The episode is no longer in the feed.',
} as const;
