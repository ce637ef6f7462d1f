import fc from 'fast-check';
import {
  cursorKey,
  cursorLists,
  cursorVersion,
  type CursorList,
  type KeyShape,
  type ListCursor,
} from '../../db/list-cursor';
import { channelReportsCursor, channelsCursor } from '../../features/channels/service';
import { creatorReportsCursor } from '../../features/creator-reports/service';
import { feedbackCursor } from '../../features/feedback/service';
import { highlightsCursor } from '../../features/highlights/service';
import { reportGenerationsCursor } from '../../features/admin/reports/service';
import { adminUsersCursor } from '../../features/admin/users/service';
import { inviteLinksCursor } from '../../features/channels/invite-links/service';
import { feedCursor } from '../../features/reports/feed-repository';
import { subscriptionsCursor } from '../../features/subscriptions/service';
import type { Role } from './actors';

/**
 * Cursors a client could forge (issue #17): well-formed envelopes of the right list holding values
 * JavaScript tolerates and PostgreSQL refuses, cursors of another list or another sort, and garbage in the
 * formats the API once used. Every one of them must be answered 400 `invalid_cursor`.
 */

/** Each list's codec, so that a test can make real cursors of every list. */
const listCursors: Record<CursorList, ListCursor<string>> = {
  feed: feedCursor as ListCursor<string>,
  channels: channelsCursor as ListCursor<string>,
  'channel-reports': channelReportsCursor as ListCursor<string>,
  subscriptions: subscriptionsCursor as ListCursor<string>,
  'creator-reports': creatorReportsCursor as ListCursor<string>,
  'invite-links': inviteLinksCursor as ListCursor<string>,
  feedback: feedbackCursor as ListCursor<string>,
  'report-generations': reportGenerationsCursor as ListCursor<string>,
  highlights: highlightsCursor as ListCursor<string>,
  'admin-users': adminUsersCursor as ListCursor<string>,
};

/**
 * The paginated operations of /api/openapi.json: the list each one pages through, and a role that may read
 * it (path parameters are the creator's id), so that a forged cursor reaches the codec.
 */
/** `sort`: the one order an operation without a `sort` parameter pages in (another sort's cursor is valid there). */
export const paginatedOperations: Record<string, { list: CursorList; role: Role; sort?: string }> = {
  'GET /api/reports': { list: 'feed', role: 'subscriber' },
  'GET /api/channels': { list: 'channels', role: 'anonymous' },
  'GET /api/channels/{creatorId}/reports': { list: 'channel-reports', role: 'anonymous' },
  'GET /api/subscriptions': { list: 'subscriptions', role: 'subscriber' },
  'GET /api/creator/reports': { list: 'creator-reports', role: 'creator' },
  'GET /api/creator/invite-links': { list: 'invite-links', role: 'creator' },
  'GET /api/admin/feedback': { list: 'feedback', role: 'admin' },
  'GET /api/admin/report-generations': { list: 'report-generations', role: 'admin' },
  'GET /api/admin/users': { list: 'admin-users', role: 'admin' },
  'GET /api/highlights': { list: 'highlights', role: 'subscriber' },
  // The public API (bearer tokens) pages with the same codec; search continues the feed's newest order.
  'GET /api/v1/subscriptions': { list: 'subscriptions', role: 'subscriber' },
  'GET /api/v1/reports': { list: 'feed', role: 'subscriber' },
  'GET /api/v1/search': { list: 'feed', role: 'subscriber', sort: 'newest' },
  'GET /api/v1/highlights': { list: 'highlights', role: 'subscriber' },
};

/** Dates JavaScript's Date accepts (or rolls over) that timestamptz refuses, and looser spellings. */
export const impossibleTimestamps = [
  '2024-02-30T00:00:00Z',
  '2023-04-31T00:00:00.000Z',
  '2023-02-29T12:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T23:59:60Z',
  '2024-01-01T00:00:00.1234567Z',
  '2024-01-01',
  '1',
  '',
];
const impossibleTexts = ['a\u0000b', '\u0000', '\ud800', 'x'.repeat(1_001)];
const impossibleUuids = ['1', 'not-a-uuid', '6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e2g', "1' or 1=1"];

type PartKind = 'timestamp' | 'text' | 'uuid';

function kindOf(part: KeyShape[number]): PartKind {
  if (part === cursorKey.timestamp) return 'timestamp';
  if (part === cursorKey.uuid) return 'uuid';
  return 'text';
}

/** What each part of a sort's key is. */
export function partKinds(list: CursorList, sort: string): PartKind[] {
  return listCursors[list].keys[sort]!.map(kindOf);
}

/** One fixed valid key of a sort, to break one part at a time. */
export function sampleKey(list: CursorList, sort: string): string[] {
  const sample: Record<PartKind, string> = {
    timestamp: '2024-01-01T00:00:00Z',
    text: 'a',
    uuid: 'b2a8e0f4-1c4d-4e0b-8f6a-2d9c7e5a1b30',
  };
  return partKinds(list, sort).map((kind) => sample[kind]);
}

const validPart: Record<PartKind, fc.Arbitrary<string>> = {
  timestamp: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
  text: fc.string({ maxLength: 40 }).filter((s) => !s.includes('\u0000')),
  uuid: fc.uuid({ version: 4 }),
};
const impossiblePart: Record<PartKind, fc.Arbitrary<string>> = {
  timestamp: fc.constantFrom(...impossibleTimestamps),
  text: fc.constantFrom(...impossibleTexts),
  uuid: fc.constantFrom(...impossibleUuids),
};

/** A cursor the way a client could forge one: any JSON, base64url-encoded. */
export const forge = (envelope: unknown) =>
  Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');

/** The sorts a list offers, its default first. */
export function sortsOf(list: CursorList): string[] {
  return Object.keys(listCursors[list].keys);
}

/** A valid key for one sort of a list. */
function validKey(list: CursorList, sort: string): fc.Arbitrary<string[]> {
  const shape = listCursors[list].keys[sort]!;
  return fc.tuple(...shape.map((part) => validPart[kindOf(part)]));
}

/** A cursor of `list` in `sort`, well-formed, with one impossible value: in the key, the id or the period. */
export function impossibleCursor(list: CursorList, sort: string): fc.Arbitrary<string> {
  const shape = listCursors[list].keys[sort]!;
  return fc
    .record({
      key: validKey(list, sort),
      at: fc.nat({ max: shape.length + 1 }),
      impossibleKey: fc.tuple(...shape.map((part) => impossiblePart[kindOf(part)])),
      impossibleId: impossiblePart.uuid,
      impossibleSince: impossiblePart.timestamp,
      id: validPart.uuid,
    })
    .map(({ key, at, impossibleKey, impossibleId, impossibleSince, id }) => {
      const envelope: Record<string, unknown> = { v: cursorVersion, l: list, s: sort, k: key, i: id };
      if (at < shape.length) envelope.k = key.map((part, i) => (i === at ? impossibleKey[i] : part));
      else if (at === shape.length) envelope.i = impossibleId;
      else envelope.p = impossibleSince;
      return forge(envelope);
    });
}

/** A real cursor, made by the codec of another list. */
export function otherListCursor(list: CursorList): fc.Arbitrary<string> {
  return fc
    .constantFrom(...cursorLists.filter((other) => other !== list))
    .chain((other) =>
      fc
        .constantFrom(...sortsOf(other))
        .chain((sort) =>
          fc
            .tuple(validKey(other, sort), validPart.uuid)
            .map(([key, id]) => listCursors[other].encode({ sort, key, id, since: null })),
        ),
    );
}

/** A real cursor of this list, made for a sort other than `sort` (lists with one sort have none). */
export function otherSortCursor(list: CursorList, sort: string): fc.Arbitrary<string> | undefined {
  const others = sortsOf(list).filter((s) => s !== sort);
  if (others.length === 0) return undefined;
  return fc
    .constantFrom(...others)
    .chain((other) =>
      fc
        .tuple(validKey(list, other), validPart.uuid)
        .map(([key, id]) => listCursors[list].encode({ sort: other, key, id, since: null })),
    );
}

/** A cursor of this list and sort in a format version the server does not know. */
export function otherVersionCursor(list: CursorList, sort: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(0, 2, 1.5, -1), validKey(list, sort), validPart.uuid)
    .map(([v, k, i]) => forge({ v, l: list, s: sort, k, i }));
}

/** Not a cursor at all, including the formats the lists used before ADR 050. */
export const garbageCursor: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'garbage',
    'not-a-cursor',
    Buffer.from('0000-01-01T00:00:00.000Z|6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e21').toString('base64url'),
    Buffer.from('2024-01-01T00:00:00.000000Z|6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e21').toString('base64url'),
    forge(['2024-01-01T00:00:00Z', '6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e21']),
    forge({ c: '2024-01-01T00:00:00Z', i: '6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e21' }),
    forge('1'),
    forge(1),
    forge(null),
    forge({}),
    'x'.repeat(7_000),
  ),
  fc.string({ minLength: 1, maxLength: 200 }),
  fc.jsonValue({ maxDepth: 2 }).map(forge),
);

/** Any cursor the operation's list must refuse, for a request in `sort`. */
export function badCursor(list: CursorList, sort: string): fc.Arbitrary<string> {
  const otherSort = otherSortCursor(list, sort);
  return fc.oneof(
    { weight: 4, arbitrary: impossibleCursor(list, sort) },
    { weight: 2, arbitrary: otherListCursor(list) },
    { weight: otherSort ? 1 : 0, arbitrary: otherSort ?? garbageCursor },
    { weight: 1, arbitrary: otherVersionCursor(list, sort) },
    { weight: 2, arbitrary: garbageCursor },
  );
}
