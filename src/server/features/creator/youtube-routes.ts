import { apiErrorSchema } from '@shared/contract/api-error';
import {
  youtubeStatusSchema,
  youtubeVerificationRequestSchema,
  youtubeVerificationSchema,
} from '@shared/contract/creator';
import type { App } from '../../app-types';
import { currentUser, requireCreator } from '../../http/authorization';
import { errorResponses } from '../../http/error-responses';
import { createYoutubeClient } from './youtube-client';
import { checkVerification, startVerification, youtubeStatus } from './youtube-service';

/** /api/creator/youtube: whether verification works here, issue a verification token, then check it. */
export async function youtubeRoutes(app: App) {
  const youtube = createYoutubeClient({
    baseUrl: app.deps.config.youtube.baseUrl,
    apiKey: app.deps.config.youtube.apiKey,
  });

  app.get(
    '/status',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Whether this server can verify YouTube channels, asked before the first step',
        security: [{ session: [] }],
        response: { 200: youtubeStatusSchema, ...errorResponses },
      },
    },
    async () => youtubeStatus(app.deps.config.youtube),
  );

  app.post(
    '/verification',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Save the YouTube channel URL and get the token to put in the channel description',
        security: [{ session: [] }],
        body: youtubeVerificationRequestSchema,
        response: { 200: youtubeVerificationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return startVerification(app.deps, creator.id, request.body.channelUrl);
    },
  );

  app.post(
    '/verify',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Check the token in the YouTube channel description and mark the channel verified',
        security: [{ session: [] }],
        response: { 200: youtubeVerificationSchema, ...errorResponses, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return checkVerification(app.deps, youtube, creator.id);
    },
  );
}
