import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/contract/api-error';
import type { App } from '../../app-types';
import {
  episodeAudioRequestsPerMinute,
  sendEpisodeAudio,
  type EpisodeAudioSource,
} from '../../audio-proxy/episode-audio';
import { StreamSlots } from '../../audio-proxy/stream-slots';
import type { Executor } from '../../db/client';
import { reports } from '../../db/schema';
import { isUuid } from '../../lib/is-uuid';
import { reportNotFound } from './report-access';
import { canReadCreator } from '../subscriptions';
import { notFound } from '../../errors';
import { currentUser, requireUser } from '../../http/authorization';

const params = z.object({ id: z.string().min(1).max(100) });

/**
 * The enclosure of a report the user may read (published, and their subscription gives access) or of
 * their own channel in any state (the editor's preview). Anyone else gets the report's 404.
 */
async function audioSourceFor(
  db: Executor,
  userId: string,
  reportId: string,
  now: Date,
): Promise<EpisodeAudioSource> {
  if (!isUuid(reportId)) throw reportNotFound();
  const [row] = await db
    .select({ creatorId: reports.creatorId, status: reports.status, mediaUrl: reports.episodeMediaUrl })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  const mayRead =
    row !== undefined &&
    (row.creatorId === userId ||
      (row.status === 'published' && (await canReadCreator({ db }, userId, row.creatorId, now))));
  if (!row || !mayRead) throw reportNotFound();
  if (!row.mediaUrl) throw notFound('audio_missing', 'This episode has no audio from its feed.');
  return { reportId, mediaUrl: row.mediaUrl };
}

/**
 * GET /api/reports/:id/audio: the feed's episode audio through the app (ADR 200), with range requests.
 * Counted per reader: a player asks a few ranges for each seek, a script looping on it is stopped. Held
 * at once: at most `EPISODE_AUDIO_STREAMS_PER_USER` answers per user and
 * `EPISODE_AUDIO_UPSTREAMS_PER_REPORT` streams from a report's host; past either 429 (ADR 222).
 */
export async function reportAudioRoutes(app: App) {
  const slots = new StreamSlots(app.deps.config.episodeAudioStreams);
  app.get(
    '/:id/audio',
    {
      onRequest: [requireUser],
      config: {
        rateLimit: {
          max: episodeAudioRequestsPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          groupId: 'episode-audio',
          keyGenerator: (request: FastifyRequest) => `episode-audio:user:${currentUser(request).id}`,
        },
      },
      schema: {
        tags: ['reports'],
        summary:
          "The feed's episode audio, fetched by the server (the podcast host never sees the reader); Range requests answer 206",
        params,
        response: {
          401: apiErrorSchema,
          404: apiErrorSchema,
          416: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      slots.takeUser(userId, reply);
      const source = await audioSourceFor(app.deps.db, userId, request.params.id, app.deps.clock.now());
      return sendEpisodeAudio(app.deps, slots, request, reply, source);
    },
  );
}
