import { z } from 'zod';

/**
 * The episode a report is made from, as the reader's report page and the creator's report list show it:
 * one schema for both. What a creator may send is `ReportEpisodeFields` (creator-reports.ts), and an
 * episode found in an RSS feed is `FeedEpisode`.
 */
export const reportEpisodeSchema = z
  .object({
    title: z.string(),
    number: z.number().int().nullable(),
    publishedAt: z.string().nullable(),
    durationSeconds: z.number().int(),
    mediaUrl: z.string().nullable(),
  })
  .meta({ id: 'ReportEpisode' });
export type ReportEpisode = z.infer<typeof reportEpisodeSchema>;
