import { z } from 'zod';
import { landing } from '../constants';

/**
 * The landing page's public data (docs/product.md#landing-page: popular channels and platform stats). Field
 * names keep the original app's snake_case because the original client and its derived-stats fallback read
 * them that way.
 */
const popularPodcastSchema = z
  .object({
    creator_id: z.string(),
    channel_name: z.string(),
    logo_url: z.string().nullable(),
    is_verified: z.boolean(),
    subscriber_count: z.number().int().min(0),
  })
  .meta({ id: 'PopularPodcast' });

export const popularPodcastsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(landing.popularLimit, `limit must be at most ${landing.popularLimit}`)
    .default(landing.popularLimit),
});

export const popularPodcastsResponseSchema = z
  .object({ podcasts: z.array(popularPodcastSchema) })
  .meta({ id: 'PopularPodcasts' });

export const platformStatsSchema = z
  .object({
    total_channels: z.number().int().min(0),
    total_subscribers: z.number().int().min(0),
    verified_channels: z.number().int().min(0),
  })
  .meta({ id: 'PlatformStats' });

export type PopularPodcast = z.infer<typeof popularPodcastSchema>;
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/**
 * GET /api/landing/channels/{creatorId}/sample-report: the latest published report of a featured channel,
 * as much as a visitor may see of it (the teaser's fields, ADR 051: never the summary), so the landing
 * page's sample follows the carousel (ADR 202).
 */
export const sampleReportSchema = z
  .object({
    id: z.string(),
    creatorId: z.string(),
    title: z.string(),
    publishedAt: z.string(),
    readingTimeSeconds: z.number().int().min(0),
    episodeDurationSeconds: z.number().int().min(0),
    firstKeyLearning: z.object({ title: z.string(), detail: z.string() }).nullable(),
    keyLearningCount: z.number().int().min(0),
  })
  .meta({ id: 'SampleReport' });

export const sampleReportParamsSchema = z.object({
  creatorId: z.uuid('The channel id must be a UUID'),
});

export type SampleReport = z.infer<typeof sampleReportSchema>;
