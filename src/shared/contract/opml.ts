import { z } from 'zod';

/**
 * OPML in and out of a reader's subscriptions (docs/product.md#opml). Export is a file (GET
 * /api/subscriptions/opml); import is two steps: a preview that changes nothing, then one subscribe call
 * for the channels the reader chose, answered per channel.
 */

/** The limits of an imported OPML file; beyond them it is refused whole and nothing changes. */
export const opmlLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxOutlines: 10_000,
  /** Channels one subscribe call may name (the trial allows far fewer; the rest are answered refused). */
  maxSubscribe: 100,
} as const;

export const opmlMatchSchema = z
  .object({
    /** The outline's own name for the podcast (its `text`, else its `title`). */
    outlineTitle: z.string(),
    xmlUrl: z.string().nullable(),
    creatorId: z.uuid(),
    channelName: z.string(),
    logoUrl: z.string().nullable(),
    /**
     * How the outline was matched: its feed address, its `podcast:guid`, or the address of the channel's
     * Podbrief page (what the export names for a channel without an imported feed).
     */
    matchedBy: z.enum(['feed_url', 'podcast_guid', 'channel_page']),
    /** The reader already has a running subscription to this channel. */
    alreadySubscribed: z.boolean(),
  })
  .meta({ id: 'OpmlMatch' });
export type OpmlMatch = z.infer<typeof opmlMatchSchema>;

export const opmlUnmatchedSchema = z
  .object({ outlineTitle: z.string(), xmlUrl: z.string().nullable() })
  .meta({ id: 'OpmlUnmatched' });
export type OpmlUnmatched = z.infer<typeof opmlUnmatchedSchema>;

export const opmlPreviewSchema = z
  .object({
    /** Podcast outlines read from the file (those with a feed address or a `podcast:guid`). */
    outlineCount: z.number().int().nonnegative(),
    matched: z.array(opmlMatchSchema),
    unmatched: z.array(opmlUnmatchedSchema),
  })
  .meta({ id: 'OpmlPreview' });
export type OpmlPreview = z.infer<typeof opmlPreviewSchema>;

export const opmlSubscribeRequestSchema = z
  .object({ creatorIds: z.array(z.string().max(100)).min(1).max(opmlLimits.maxSubscribe) })
  .meta({ id: 'OpmlSubscribeRequest' });
export type OpmlSubscribeRequest = z.infer<typeof opmlSubscribeRequestSchema>;

export const opmlSubscribeResultSchema = z
  .object({
    creatorId: z.string(),
    channelName: z.string().nullable(),
    outcome: z.enum(['subscribed', 'refused']),
    /** Why it was refused: the stable code and message subscribing one channel would have answered. */
    code: z.string().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'OpmlSubscribeResult' });
export type OpmlSubscribeResult = z.infer<typeof opmlSubscribeResultSchema>;

export const opmlSubscribeResponseSchema = z
  .object({
    subscribed: z.number().int().nonnegative(),
    refused: z.number().int().nonnegative(),
    results: z.array(opmlSubscribeResultSchema),
  })
  .meta({ id: 'OpmlSubscribeResponse' });
export type OpmlSubscribeResponse = z.infer<typeof opmlSubscribeResponseSchema>;
