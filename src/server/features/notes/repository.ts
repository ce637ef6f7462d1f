import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notes } from '../../db/schema';

export interface NoteRow {
  reportId: string;
  content: string;
  version: number;
  updatedAt: Date;
}

const columns = {
  reportId: notes.reportId,
  content: notes.content,
  version: notes.version,
  updatedAt: notes.updatedAt,
};

export async function findNote(db: Executor, userId: string, reportId: string): Promise<NoteRow | undefined> {
  const rows = await db
    .select(columns)
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.reportId, reportId)));
  return rows[0];
}

/** Creates the note at version 1, or returns undefined when one already exists (another device was first). */
export async function insertNote(
  db: Executor,
  userId: string,
  reportId: string,
  content: string,
  now: Date,
): Promise<NoteRow | undefined> {
  const rows = await db
    .insert(notes)
    .values({ userId, reportId, content, version: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [notes.userId, notes.reportId] })
    .returning(columns);
  return rows[0];
}

/**
 * Writes the note only if it is still at `baseVersion` (compare-and-set in one statement, so two
 * concurrent writers can never both win). Undefined when the note moved on or does not exist.
 */
export async function updateNoteIfVersion(
  db: Executor,
  userId: string,
  reportId: string,
  content: string,
  baseVersion: number,
  now: Date,
): Promise<NoteRow | undefined> {
  const rows = await db
    .update(notes)
    .set({ content, version: sql`${notes.version} + 1`, updatedAt: now })
    .where(and(eq(notes.userId, userId), eq(notes.reportId, reportId), eq(notes.version, baseVersion)))
    .returning(columns);
  return rows[0];
}

/** Deletes the note (only at `baseVersion` when given). Returns whether a row went away. */
export async function deleteNote(
  db: Executor,
  userId: string,
  reportId: string,
  baseVersion: number | undefined,
): Promise<boolean> {
  const conditions = [eq(notes.userId, userId), eq(notes.reportId, reportId)];
  if (baseVersion !== undefined) conditions.push(eq(notes.version, baseVersion));
  const rows = await db
    .delete(notes)
    .where(and(...conditions))
    .returning({ id: notes.id });
  return rows.length > 0;
}

export async function findNotesOf(db: Executor, userId: string, reportIds: string[]): Promise<NoteRow[]> {
  if (reportIds.length === 0) return [];
  return db
    .select(columns)
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.reportId, reportIds)));
}
