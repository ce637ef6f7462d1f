import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../../app-types';
import { currentUser, requireUser } from '../../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import { listenerFeedListSchema } from '@shared/contract/listener-feeds';
import { listFeeds, renderFeed, resetFeeds, type RenderedFeed } from './service';

const tags = ['private feeds'];

/** The profile's list of the listener's private feeds, and Reset (session routes, /api/profile/feeds). */
export async function listenerFeedRoutes(app: App) {
  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Your private RSS feeds: every channel you read in one, and one per subscribed channel',
        response: { 200: listenerFeedListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await listFeeds(app.deps, currentUser(request).id);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );

  app.post(
    '/reset',
    {
      onRequest: [requireUser],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A new secret for your feed addresses: the old ones stop working at once',
        response: { 200: listenerFeedListSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await resetFeeds(app.deps, currentUser(request).id);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );
}

/** Whether the reader already has this version: If-None-Match first, else If-Modified-Since (RFC 9110). */
function notModified(request: FastifyRequest, feed: RenderedFeed): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === feed.etag || tag === '*');
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(feed.lastModified.getTime() / 1000) * 1000 <= since;
}

function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: RenderedFeed) {
  reply
    // The address is the credential: no shared cache may keep the answer, and a reader asks again each time.
    .header('cache-control', 'private, no-cache')
    .header('etag', feed.etag)
    .header('last-modified', feed.lastModified.toUTCString())
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer');
  if (notModified(request, feed)) return reply.code(304).send();
  return reply.type('application/rss+xml; charset=utf-8').send(feed.xml);
}

const tokenParam = z.string().max(200);

/** The private feeds themselves (/api/feeds/{secret}/…): no session, the secret in the address is the key. */
export async function privateFeedRoutes(app: App) {
  app.get(
    '/:token/all',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'RSS 2.0 of the reports of every channel your subscriptions give access to; 304 for a known ETag or date',
        params: z.object({ token: tokenParam }),
        produces: ['application/rss+xml'],
        response: { 200: z.string().describe('The RSS document'), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendFeed(request, reply, await renderFeed(app.deps, request.params.token, null)),
  );

  app.get(
    '/:token/channels/:creatorId',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "RSS 2.0 of one subscribed channel's reports; a lapsed subscription's feed says so and holds none",
        params: z.object({ token: tokenParam, creatorId: z.uuid() }),
        produces: ['application/rss+xml'],
        response: {
          200: z.string().describe('The RSS document'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendFeed(request, reply, await renderFeed(app.deps, request.params.token, request.params.creatorId)),
  );
}
