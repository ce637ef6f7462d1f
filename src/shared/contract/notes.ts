import { z } from 'zod';

/**
 * One private note per user and report (docs/product.md#notes, labelled experimental). `version` is the
 * server's optimistic-concurrency counter: a write names the version it was based on, and a stale write is
 * refused with 409 `note_version_conflict` so no device silently overwrites another.
 */

export { noteLength, noteLimits, type NoteConflictDetails } from './note-rules';

export const noteSchema = z
  .object({
    reportId: z.string(),
    exists: z.boolean(),
    content: z.string(),
    /** 0 when there is no note yet. */
    version: z.number().int().min(0),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof noteSchema>;

/**
 * The length limit is checked by the service (413 `note_too_large`), not here, so the client gets that
 * precise code instead of a generic validation error.
 */
/** Versions are PostgreSQL `integer`s: a larger number is a client bug, refused before it reaches SQL. */
const maxVersion = 2_147_483_647;

export const saveNoteSchema = z
  .object({
    content: z.string(),
    /** The version this text was edited from; 0 to create the note. */
    baseVersion: z.number().int().min(0).max(maxVersion),
  })
  .meta({ id: 'SaveNote' });
export type SaveNote = z.infer<typeof saveNoteSchema>;

export const deleteNoteQuerySchema = z.object({
  /** When given, the delete is refused with 409 if the note has moved on since this version. */
  baseVersion: z.coerce.number().int().min(0).max(maxVersion).optional(),
});

const maxNoteStatusIds = 100;

export const noteStatusQuerySchema = z.object({
  ids: z
    .string()
    .max(maxNoteStatusIds * 37)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(z.uuid('ids must be report UUIDs')).max(maxNoteStatusIds, `At most ${maxNoteStatusIds} ids`),
    ),
});

export const noteStatusSchema = z
  .object({
    statuses: z.record(
      z.string(),
      z.object({ exists: z.boolean(), version: z.number().int().min(0), updatedAt: z.string().nullable() }),
    ),
  })
  .meta({ id: 'NoteStatus' });
export type NoteStatus = z.infer<typeof noteStatusSchema>;
