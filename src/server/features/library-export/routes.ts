import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import { attachmentDisposition } from '../../storage/content-disposition';
import { apiErrorSchema } from '@shared/contract/api-error';
import { obsidianExportFileName } from '@shared/contract/exports';
import { buildObsidianZip } from './service';

/** /api/exports: the reader's own library in other tools' formats. */
export async function libraryExportRoutes(app: App) {
  app.get(
    '/obsidian.zip',
    {
      onRequest: [requireUser],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['exports'],
        summary:
          'A zip of Markdown notes for Obsidian: one per report the reader read, favourited, noted or highlighted (a README.md alone when there is none). The same data gives the same bytes',
        produces: ['application/zip'],
        response: {
          200: z.unknown().describe('The zip file'),
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const zip = await buildObsidianZip(
        app.deps,
        app.deps.config.appUrl,
        currentUser(request).id,
        app.deps.clock.now(),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(obsidianExportFileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
}
