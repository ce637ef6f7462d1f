import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/subscriber/reports', '/subscriber/reports'],
    ['/subscriber/reports?sort=oldest#top', '/subscriber/reports?sort=oldest#top'],
    ['/subscribe/abc?x=1', '/subscribe/abc?x=1'],
    ['/a/../b', '/b'],
  ])('keeps the local path %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'null',
    'undefined',
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://localhost:3000/x',
    '/\\evil',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'subscriber/reports',
    '/\tevil',
    '/%0d%0aLocation:x'.replace('%0d%0a', '\r\n'),
    '/' + 'a'.repeat(3000),
  ])('sends %j to /', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('refuses anything that is not a string', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(42)).toBe('/');
  });

  it('never returns anything a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = safeReturnPath(input);
        expect(result.startsWith('/')).toBe(true);
        expect(new URL(result, 'https://podbrief.example').origin).toBe('https://podbrief.example');
      }),
      { numRuns: 2000 },
    );
  });
});
