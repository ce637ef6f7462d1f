import { z } from 'zod';
import { feedPreviewBodySchema } from './creator-reports';

/** How the last check of a connected feed went. */
export const feedCheckOutcomes = ['imported', 'unchanged', 'not_modified', 'failed', 'disallowed'] as const;
export type FeedCheckOutcome = (typeof feedCheckOutcomes)[number];

/** The channel's connected feed: checked on a schedule, each new episode imported once as a draft. */
export const feedConnectionSchema = z
  .object({
    url: z.string(),
    /** Publish each new episode's report once it is ready and passes the report rules. */
    autoPublish: z.boolean(),
    /** Since when episodes count as new: the back catalogue before it is never imported by the check. */
    connectedAt: z.string(),
    lastCheckedAt: z.string().nullable(),
    nextCheckAt: z.string(),
    lastOutcome: z.enum(feedCheckOutcomes).nullable(),
    /** Why the last check failed, in words the creator can act on. */
    lastError: z.string().nullable(),
    /** Failed checks in a row: each one doubles the wait before the next (at most a day). */
    failureCount: z.number().int(),
    lastImportedAt: z.string().nullable(),
    lastImportedCount: z.number().int(),
    /**
     * Episodes the last read of the feed held from before the connection (or undated) that the channel
     * does not have: "Import past episodes" brings them. Null until a check has read the feed.
     */
    olderEpisodeCount: z.number().int().nullable(),
  })
  .meta({ id: 'FeedConnection' });
export type FeedConnection = z.infer<typeof feedConnectionSchema>;

export const feedConnectionStateSchema = z
  .object({ connection: feedConnectionSchema.nullable() })
  .meta({ id: 'FeedConnectionState' });
export type FeedConnectionState = z.infer<typeof feedConnectionStateSchema>;

/** Connect a feed, or change the connected one's address or auto-publish. */
export const connectFeedBodySchema = feedPreviewBodySchema
  .extend({
    autoPublish: z.boolean().default(false),
    /** Also import the newest episode already in the feed, as a draft (connecting imports nothing else). */
    importLatest: z.boolean().default(false),
  })
  .meta({ id: 'ConnectFeedBody' });
export type ConnectFeedBody = z.input<typeof connectFeedBodySchema>;

export const feedConnectionMessages = {
  notConnected: 'Connect your show’s feed first.',
} as const;
