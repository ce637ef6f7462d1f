import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { cursorKey, listCursor, maxCursorLength, type ListPosition } from './list-cursor';

const feed = listCursor<'newest' | 'title' | 'creator'>('feed', {
  newest: [cursorKey.timestamp],
  title: [cursorKey.text],
  creator: [cursorKey.text, cursorKey.uuid, cursorKey.timestamp],
});
const links = listCursor('invite-links', { newest: [cursorKey.timestamp] });

const id = '6f1c1f43-3f0e-4c4e-9a55-0c3a1d3b7e21';
const creatorId = 'b2a8e0f4-1c4d-4e0b-8f6a-2d9c7e5a1b30';

/** A cursor the way a client could forge one: any envelope, base64url-encoded. */
const forge = (envelope: unknown) => Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');

function refusal(decode: () => unknown): { status: number; code: string; reason: unknown } {
  try {
    decode();
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.status, code: error.code, reason: error.details?.reason };
    }
    throw error;
  }
  throw new Error('the cursor was accepted');
}

describe('listCursor', () => {
  it('gives back the position it encoded, for every sort', () => {
    const positions: ListPosition<'newest' | 'title' | 'creator'>[] = [
      { sort: 'newest', key: ['2024-02-29T23:59:59.123456Z'], id, since: null },
      { sort: 'newest', key: ['0001-01-01T00:00:00Z'], id, since: '2024-01-01T00:00:00.000Z' },
      { sort: 'title', key: ['über 😀 "quoted" | piped'], id, since: null },
      { sort: 'creator', key: ['my channel', creatorId, '9999-12-31T23:59:59.999999Z'], id, since: null },
    ];
    for (const position of positions) {
      expect(feed.decode(feed.encode(position), position.sort)).toEqual(position);
    }
  });

  it('round-trips any storable text key and any real instant', () => {
    const instant = fc
      .date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59.999Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
    const text = fc.string({ unit: 'grapheme', maxLength: 300 }).filter((s) => !s.includes('\u0000'));
    fc.assert(
      fc.property(instant, text, fc.uuid({ version: 4 }), (at, title, rowId) => {
        const a: ListPosition<'newest' | 'title' | 'creator'> = {
          sort: 'newest',
          key: [at],
          id: rowId,
          since: null,
        };
        const b: ListPosition<'newest' | 'title' | 'creator'> = {
          sort: 'title',
          key: [title],
          id: rowId,
          since: at,
        };
        expect(feed.decode(feed.encode(a), 'newest')).toEqual(a);
        expect(feed.decode(feed.encode(b), 'title')).toEqual(b);
      }),
    );
  });

  it.each([
    '2024-02-30T00:00:00Z',
    '2023-04-31T00:00:00.000Z',
    '2023-02-29T00:00:00Z',
    '0000-01-01T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T23:59:60Z',
    '2024-13-01T00:00:00Z',
    '2024-01-01T00:00:00.1234567Z',
    '2024-01-01T00:00:00+01:00',
    '2024-01-01 00:00:00Z',
    '2024-01-01',
    '1',
    '',
  ])('refuses the impossible or loose timestamp %j with invalid_cursor', (at) => {
    expect(
      refusal(() => links.decode(forge({ v: 1, l: 'invite-links', s: 'newest', k: [at], i: id }), 'newest')),
    ).toEqual({ status: 400, code: 'invalid_cursor', reason: 'value' });
    // The period start is checked the same way.
    const since = { v: 1, l: 'invite-links', s: 'newest', k: ['2024-01-01T00:00:00Z'], i: id, p: at };
    expect(refusal(() => links.decode(forge(since), 'newest')).code).toBe('invalid_cursor');
  });

  it.each(['1', 'not-a-uuid', `${id}x`, id.replaceAll('-', ''), `{${id}}`, 42, null])(
    'refuses the id %j',
    (badId) => {
      const cursor = forge({ v: 1, l: 'invite-links', s: 'newest', k: ['2024-01-01T00:00:00Z'], i: badId });
      expect(refusal(() => links.decode(cursor, 'newest'))).toMatchObject({
        code: 'invalid_cursor',
        reason: 'value',
      });
    },
  );

  it('refuses a uuid part of the key that is not a uuid, and text that PostgreSQL cannot hold', () => {
    const creator = (key: unknown[]) => forge({ v: 1, l: 'feed', s: 'creator', k: key, i: id });
    expect(refusal(() => feed.decode(creator(['c', 'nope', '2024-01-01T00:00:00Z']), 'creator')).reason).toBe(
      'value',
    );
    expect(
      refusal(() => feed.decode(creator(['a\u0000b', creatorId, '2024-01-01T00:00:00Z']), 'creator')).reason,
    ).toBe('value');
    expect(
      refusal(() => feed.decode(creator(['\ud800', creatorId, '2024-01-01T00:00:00Z']), 'creator')).reason,
    ).toBe('value');
    // A key of the wrong length for its sort.
    expect(refusal(() => feed.decode(creator(['c', creatorId]), 'creator')).reason).toBe('value');
    expect(
      refusal(() => feed.decode(creator([1, creatorId, '2024-01-01T00:00:00Z']), 'creator')).reason,
    ).toBe('value');
  });

  it('refuses a cursor of another list, another sort or another version', () => {
    const position = { sort: 'newest' as const, key: ['2024-01-01T00:00:00Z'], id, since: null };
    expect(refusal(() => links.decode(feed.encode(position), 'newest'))).toEqual({
      status: 400,
      code: 'invalid_cursor',
      reason: 'list',
    });
    expect(refusal(() => feed.decode(feed.encode(position), 'title')).reason).toBe('sort');
    const future = forge({ v: 2, l: 'invite-links', s: 'newest', k: ['2024-01-01T00:00:00Z'], i: id });
    expect(refusal(() => links.decode(future, 'newest')).reason).toBe('version');
  });

  it.each([
    ['plain text', 'hello'],
    ['base64url of text', Buffer.from('2024-01-01T00:00:00.000Z|' + id).toString('base64url')],
    ['base64url of a JSON string', forge('1')],
    ['base64url of a JSON array', forge(['2024-01-01T00:00:00Z', id])],
    ['an envelope with extra fields', forge({ v: 1, l: 'invite-links', s: 'newest', k: [], i: id, x: 1 })],
    ['standard base64 padding', `${forge({ v: 1 })}==`],
    ['a character outside base64url', 'ab+c/d'],
    ['an over-long cursor', 'A'.repeat(maxCursorLength + 1)],
    ['an empty cursor', ''],
  ])('refuses %s as malformed', (_name, cursor) => {
    expect(refusal(() => links.decode(cursor, 'newest'))).toMatchObject({
      code: 'invalid_cursor',
      reason: 'malformed',
    });
  });
});
