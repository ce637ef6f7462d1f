import { z } from 'zod';
import { badRequest } from '../errors';

/**
 * The one cursor codec of the API (ADR 050). A cursor is base64url of a small JSON envelope:
 * `{ v, l, s, k, i, p? }` — format version, the list it was made for, the sort it was made for, the sort key
 * of the last row seen (as exact text), that row's id, and an optional period start fixed on the first page.
 * Every part is checked with zod before any of it reaches SQL, so a cursor that was not made by this list
 * is a 400 `invalid_cursor` and never a database error.
 */

/** Every paginated list. A cursor names its list, so one list's cursor is refused by every other. */
export const cursorLists = [
  'feed',
  'channels',
  'channel-reports',
  'subscriptions',
  'creator-reports',
  'invite-links',
  'feedback',
  'report-generations',
  'highlights',
  'admin-users',
] as const;
export type CursorList = (typeof cursorLists)[number];

export const cursorVersion = 1;

/** Far longer than any cursor the server makes (a 1,000-character text key is about 4 KB encoded). */
export const maxCursorLength = 6_000;

/** UTC, seconds required, at most microseconds (what timestamptz keeps). */
const utcTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** A lone UTF-16 surrogate cannot be encoded as UTF-8, so it cannot be compared with stored text. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The parts a sort key is made of. Each accepts exactly what PostgreSQL accepts for it: JavaScript's
 * Date takes 2024-02-30 (it rolls over to March 1), year 0 and ±275760; timestamptz refuses them all.
 */
export const cursorKey = {
  /** An instant as exact text: calendar dates that exist (z.iso.datetime checks the month's days), year ≥ 1. */
  timestamp: z.iso
    .datetime()
    .regex(utcTimestamp)
    .refine((value) => !value.startsWith('0000-'), 'year 0 does not exist'),
  /** A text sort key (a lower-cased title or channel name). */
  text: z
    .string()
    .max(1_000)
    .refine((value) => !value.includes('\u0000') && !loneSurrogate.test(value), 'not storable text'),
  uuid: z.uuid(),
} as const;

export type KeyShape = readonly [z.ZodType<string>, ...z.ZodType<string>[]];

/** Where a page ended: enough to continue the same list in the same order. */
export interface ListPosition<Sort extends string = string> {
  sort: Sort;
  /** The sort key of the last row, part by part, as the sort's key shape says. */
  key: string[];
  id: string;
  /** The start of a period filter, fixed on the first page so the list does not shift while scrolled. */
  since: string | null;
}

export interface ListCursor<Sort extends string> {
  readonly list: CursorList;
  readonly keys: Readonly<Record<Sort, KeyShape>>;
  encode(position: ListPosition<Sort>): string;
  /** The position a cursor names, or a 400 `invalid_cursor` when this list in this sort did not make it. */
  decode(cursor: string, sort: Sort): ListPosition<Sort>;
}

const envelopeSchema = z.strictObject({
  v: z.number(),
  l: z.string(),
  s: z.string(),
  k: z.array(z.unknown()).max(8),
  i: z.unknown(),
  p: z.unknown().optional(),
});

const base64url = /^[A-Za-z0-9_-]+$/;

const messages = {
  malformed: 'The list position (cursor) is not valid. Reload the list.',
  version: 'The list position (cursor) is from an older version of the app. Reload the list.',
  list: 'The list position (cursor) belongs to another list. Reload the list.',
  sort: 'The list position (cursor) belongs to another sort order. Reload the list.',
  value: 'The list position (cursor) holds a value that is not valid. Reload the list.',
} as const;

function refuse(reason: keyof typeof messages): never {
  throw badRequest('invalid_cursor', messages[reason], { reason });
}

/** Declares one list's cursor: its name and, per sort it offers, the shape of the sort key. */
export function listCursor<Sort extends string>(
  list: CursorList,
  keys: Readonly<Record<Sort, KeyShape>>,
): ListCursor<Sort> {
  const valueSchemas = new Map<string, z.ZodType>();
  for (const [sort, shape] of Object.entries(keys) as [Sort, KeyShape][]) {
    valueSchemas.set(
      sort,
      z.object({
        k: z.tuple([...shape] as unknown as [z.ZodType<string>, ...z.ZodType<string>[]]),
        i: cursorKey.uuid,
        p: cursorKey.timestamp.nullable().optional(),
      }),
    );
  }

  return {
    list,
    keys,
    encode(position) {
      const envelope = {
        v: cursorVersion,
        l: list,
        s: position.sort,
        k: position.key,
        i: position.id,
        ...(position.since !== null ? { p: position.since } : {}),
      };
      return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    },
    decode(cursor, sort) {
      if (cursor.length === 0 || cursor.length > maxCursorLength || !base64url.test(cursor)) {
        refuse('malformed');
      }
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        refuse('malformed');
      }
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success) refuse('malformed');
      if (envelope.data.v !== cursorVersion) refuse('version');
      if (envelope.data.l !== list) refuse('list');
      if (envelope.data.s !== sort) refuse('sort');
      const values = valueSchemas.get(sort)?.safeParse(envelope.data);
      if (!values?.success) refuse('value');
      const { k, i, p } = values.data as { k: string[]; i: string; p?: string | null | undefined };
      return { sort, key: k, id: i, since: p ?? null };
    },
  };
}
