import { describe, expect, it } from 'vitest';
import { readNoteConflictDetails } from './note-rules';

describe('readNoteConflictDetails', () => {
  it("reads the server's conflict details", () => {
    const details = {
      serverContent: 'Phone version',
      serverVersion: 3,
      serverUpdatedAt: '2026-11-29T10:00:00Z',
    };
    expect(readNoteConflictDetails(details)).toEqual(details);
    expect(readNoteConflictDetails({ serverContent: '', serverVersion: 0, serverUpdatedAt: null })).toEqual({
      serverContent: '',
      serverVersion: 0,
      serverUpdatedAt: null,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'conflict'],
    ['no content', { serverVersion: 1, serverUpdatedAt: null }],
    ['a negative version', { serverContent: 'a', serverVersion: -1, serverUpdatedAt: null }],
    ['a fractional version', { serverContent: 'a', serverVersion: 1.5, serverUpdatedAt: null }],
    ['a numeric date', { serverContent: 'a', serverVersion: 1, serverUpdatedAt: 5 }],
  ])('answers undefined for %s', (_name, details) => {
    expect(readNoteConflictDetails(details)).toBeUndefined();
  });
});
