import { badRequest } from '../../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so callers answer 404 without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An opaque keyset cursor over (timestamp, id). */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = at ? new Date(at) : undefined;
  if (!date || Number.isNaN(date.getTime()) || !id || !isUuid(id))
    throw badRequest('validation_error', 'The cursor is not valid.');
  return { at: date, id };
}
