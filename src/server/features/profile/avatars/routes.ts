import { z } from 'zod';
import type { App } from '../../../app-types';
import { renderInitialsAvatar } from './initials-avatar';

const querySchema = z.object({
  name: z.string().max(500, 'name must be at most 500 characters').optional(),
});

/**
 * Server-drawn initials avatars (docs/product.md#avatars): no third party learns who views what. The image
 * depends only on the name, so it is cached for a year; the SVG gets its own strict CSP because a browser
 * opening it directly would otherwise treat it as a document.
 */
export async function avatarRoutes(app: App) {
  app.get(
    '/initials.svg',
    {
      schema: {
        tags: ['avatars'],
        summary: 'An SVG avatar with up to two initials of the name, on a colour derived from the name',
        querystring: querySchema,
        response: { 200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const svg = renderInitialsAvatar(request.query.name ?? '');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
