import { apiErrorSchema } from '@shared/contract/api-error';
import { youtubeVerificationRequestSchema, youtubeVerificationSchema } from '@shared/contract/creator';
import type { App } from '../../app-types';
import { currentUser, requireCreator } from '../../http/authorization';
import { errorResponses } from '../../http/error-responses';
import { createYoutubeClient } from './youtube-client';
import { checkVerification, startVerification } from './youtube-service';

/** /api/creator/youtube: issue a verification token, then check it on the channel. */
export async function youtubeRoutes(app: App) {
  const youtube = createYoutubeClient({
    baseUrl: app.deps.config.youtube.baseUrl,
    apiKey: app.deps.config.youtube.apiKey,
  });

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
