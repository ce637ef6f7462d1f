import { z } from 'zod';
import type { App } from '../../app-types';
import { currentTokenUser, tokenRoute } from '../../http/bearer-auth';
import { apiErrorSchema } from '@shared/contract/api-error';
import { v1NoteSchema, v1SaveNoteSchema } from '@shared/contract/v1';
import * as service from './service';

const tags = ['v1'];
const params = z.object({ id: z.string().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * The reader's note on a report, on the public API: read with scope `read`, save with `write:notes`,
 * under the app's rules (the length limit, the version conflict).
 */
export async function noteV1Routes(app: App) {
  const now = () => app.deps.clock.now();

  app.get(
    '/reports/:id/note',
    {
      ...tokenRoute(app.deps.config, 'read'),
      schema: {
        tags,
        summary: "The reader's note on a report ({ exists: false } when there is none)",
        params,
        response: { 200: v1NoteSchema, ...errors },
      },
    },
    async (request) => service.getNote(app.deps, currentTokenUser(request).id, request.params.id, now()),
  );

  app.put(
    '/reports/:id/note',
    {
      ...tokenRoute(app.deps.config, 'write:notes'),
      schema: {
        tags,
        summary: 'Save the note (scope write:notes); 409 note_version_conflict when baseVersion is stale',
        params,
        body: v1SaveNoteSchema,
        response: {
          200: v1NoteSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      service.saveNote(app.deps, currentTokenUser(request).id, request.params.id, request.body, now()),
  );
}
