import { z } from 'zod';

/**
 * A listener's private RSS feeds (docs/product.md#private-feeds, ADR 228): one of every channel they
 * read and one per subscribed channel, at addresses holding a secret that Reset replaces.
 */
export const listenerFeedSchema = z
  .object({
    /** `all`: every channel the subscriptions give access to; `channel`: one subscribed channel. */
    kind: z.enum(['all', 'channel']),
    creatorId: z.uuid().nullable(),
    title: z.string(),
    url: z.string(),
    /** False for a channel whose subscription no longer gives access: its feed says so and holds no reports. */
    access: z.boolean(),
  })
  .meta({ id: 'ListenerFeed' });
export type ListenerFeed = z.infer<typeof listenerFeedSchema>;

export const listenerFeedListSchema = z
  .object({ feeds: z.array(listenerFeedSchema) })
  .meta({ id: 'ListenerFeedList' });
export type ListenerFeedList = z.infer<typeof listenerFeedListSchema>;
