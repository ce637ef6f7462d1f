import { limits } from '../constants';

/**
 * How long a note may be, how its length is counted and what a conflict answer carries, apart from the
 * note schemas (notes.ts re-exports them) so that the note editor and its service need not load the
 * schema library: the notes load with every report a reader opens.
 */

/** Characters as PostgreSQL counts them (code points), so client, server and the check constraint agree. */
export function noteLength(content: string): number {
  let count = 0;
  for (const _ of content) count++;
  return count;
}

export const noteLimits = { maxChars: limits.noteMaxChars } as const;

/**
 * Details of a 409 `note_version_conflict`: what the server holds now. A type, not an interface: the server
 * passes it where a record of unknown values is expected.
 */
export type NoteConflictDetails = {
  serverContent: string;
  /** 0 when the server holds no note. */
  serverVersion: number;
  serverUpdatedAt: string | null;
};

/** A 409's details when they have the shape the server sends, else undefined (read without Zod). */
export function readNoteConflictDetails(details: unknown): NoteConflictDetails | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const { serverContent, serverVersion, serverUpdatedAt } = details as Record<string, unknown>;
  if (typeof serverContent !== 'string') return undefined;
  if (typeof serverVersion !== 'number' || !Number.isInteger(serverVersion) || serverVersion < 0)
    return undefined;
  if (serverUpdatedAt !== null && typeof serverUpdatedAt !== 'string') return undefined;
  return { serverContent, serverVersion, serverUpdatedAt };
}
