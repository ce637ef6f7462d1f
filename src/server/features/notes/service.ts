import type { AppDeps } from '../../app-types';
import type { Note, NoteConflictDetails, NoteStatus, SaveNote } from '@shared/contract/notes';
import { noteLength, noteLimits } from '@shared/contract/notes';
import { AppError, conflict } from '../../errors';
import { assertReportReadable } from '../reports';
import * as repository from './repository';
import type { NoteRow } from './repository';

/**
 * Notes: one per user and report, only on reports the user may read (otherwise the report's 404, so no id
 * can be probed). Every write names the version it was based on; a stale write is refused with 409 and
 * the server's text, so the client can show both and nothing typed is ever dropped silently (ADR 052).
 */

const toNote = (reportId: string, row: NoteRow | undefined): Note =>
  row
    ? {
        reportId,
        exists: true,
        content: row.content,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { reportId, exists: false, content: '', version: 0, updatedAt: null };

function versionConflict(current: NoteRow | undefined): AppError {
  const details: NoteConflictDetails = {
    serverContent: current?.content ?? '',
    serverVersion: current?.version ?? 0,
    serverUpdatedAt: current?.updatedAt.toISOString() ?? null,
  };
  return conflict(
    'note_version_conflict',
    'This note was changed on another device. Both versions are kept: choose what to keep and save again.',
    details,
  );
}

export async function getNote(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  now: Date,
): Promise<Note> {
  await assertReportReadable({ db }, userId, reportId, now);
  return toNote(reportId, await repository.findNote(db, userId, reportId));
}

export async function saveNote(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  input: SaveNote,
  now: Date,
): Promise<Note> {
  await assertReportReadable({ db }, userId, reportId, now);
  const length = noteLength(input.content);
  if (length > noteLimits.maxChars) {
    throw new AppError(
      413,
      'note_too_large',
      `A note can have at most ${noteLimits.maxChars.toLocaleString('en-US')} characters.`,
      {
        details: { maxChars: noteLimits.maxChars, length },
      },
    );
  }
  const saved =
    input.baseVersion === 0
      ? await repository.insertNote(db, userId, reportId, input.content, now)
      : await repository.updateNoteIfVersion(db, userId, reportId, input.content, input.baseVersion, now);
  if (saved) return toNote(reportId, saved);
  const current = await repository.findNote(db, userId, reportId);
  // A retry of a write that already landed (its answer was lost offline) is not a conflict.
  if (current && current.content === input.content) return toNote(reportId, current);
  throw versionConflict(current);
}

export async function deleteNote(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  baseVersion: number | undefined,
  now: Date,
): Promise<void> {
  await assertReportReadable({ db }, userId, reportId, now);
  const deleted = await repository.deleteNote(db, userId, reportId, baseVersion);
  if (deleted || baseVersion === undefined) return;
  const current = await repository.findNote(db, userId, reportId);
  if (current) throw versionConflict(current);
}

/** Whether the user has notes on these reports (the feed's note markers). Only the caller's own notes. */
export async function getStatuses(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportIds: string[],
): Promise<NoteStatus> {
  const rows = await repository.findNotesOf(db, userId, reportIds);
  const byId = new Map(rows.map((row) => [row.reportId, row]));
  const statuses: NoteStatus['statuses'] = {};
  for (const id of reportIds) {
    const row = byId.get(id);
    statuses[id] = row
      ? { exists: true, version: row.version, updatedAt: row.updatedAt.toISOString() }
      : { exists: false, version: 0, updatedAt: null };
  }
  return { statuses };
}
