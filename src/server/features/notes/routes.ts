import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  deleteNoteQuerySchema,
  noteSchema,
  noteStatusQuerySchema,
  noteStatusSchema,
  saveNoteSchema,
} from '@shared/contract/notes';
import * as service from './service';

const tags = ['notes'];
const params = z.object({ id: z.string().min(1).max(100) });
const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * Note writes per user and minute (`NOTE_WRITES_PER_MINUTE`, 120 by default). The editor saves 800 ms
 * after typing stops and a reconnect flushes every pending note at once, so a person stays far below
 * this; a script looping on saves does not. Counted per user (after the session is known), so people
 * behind one address don't share it.
 */
export const noteWriteWindowMs = 60_000;
function writeLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: noteWriteWindowMs,
      hook: 'preHandler' as const,
      groupId: 'note-writes',
      keyGenerator: (request: FastifyRequest) =>
        request.sessionUser ? `notes:user:${request.sessionUser.id}` : `notes:ip:${request.ip}`,
    },
  };
}

/** Private notes per report (experimental): read, save with a base version, delete, and a bulk status. */
export async function noteRoutes(app: App) {
  const now = () => app.deps.clock.now();
  const limit = writeLimit(app.deps.config.noteWritesPerMinute);

  app.get(
    '/reports/:id/note',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "The user's note on a report ({ exists: false } when there is none)",
        params,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (request) => service.getNote(app.deps, currentUser(request).id, request.params.id, now()),
  );

  app.put(
    '/reports/:id/note',
    {
      onRequest: [requireUser],
      config: limit,
      schema: {
        tags,
        summary: 'Save the note; refused with 409 note_version_conflict when baseVersion is stale',
        params,
        body: saveNoteSchema,
        response: {
          200: noteSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      service.saveNote(app.deps, currentUser(request).id, request.params.id, request.body, now()),
  );

  app.delete(
    '/reports/:id/note',
    {
      onRequest: [requireUser],
      config: limit,
      schema: {
        tags,
        summary: 'Delete the note (idempotent; with baseVersion, refused with 409 if it changed since)',
        params,
        querystring: deleteNoteQuerySchema,
        response: {
          204: z.null().describe('Deleted'),
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await service.deleteNote(
        app.deps,
        currentUser(request).id,
        request.params.id,
        request.query.baseVersion,
        now(),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notes/status',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Whether the user has a note on each of these reports (ids=comma-separated, at most 100)',
        querystring: noteStatusQuerySchema,
        response: { 200: noteStatusSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.getStatuses(app.deps, currentUser(request).id, request.query.ids),
  );
}
