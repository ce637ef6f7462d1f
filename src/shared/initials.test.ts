import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Maya Chen', 'MC'],
    ['maya chen', 'MC'],
    ['Alex', 'A'],
    ['The Daily Brief Show', 'TS'],
    ['Mary Ann van der Berg', 'MB'],
    ['Jean-Luc Picard', 'JP'],
    ['alex.rivera@podbrief.test', 'AR'],
    ['solo@podbrief.test', 'S'],
    ['  ', '?'],
    ['<script>alert(1)</script>', 'S'],
    ['"&\'<>', '?'],
    ['Émile Zola', 'ÉZ'],
    ['42 Minutes', '4M'],
    ['陈 美', '陈美'],
    // Upper-casing these gives a letter plus combining marks; only the letters are kept.
    ['ΐ ΰ', '\u03AA\u03AB'],
    ['straße', 'S'],
  ])('%j → %j', (input, expected) => {
    expect(initialsOf(input)).toBe(expected);
  });

  it('never returns more than two characters, and only letters, digits or "?"', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (input) => {
        const result = initialsOf(input);
        expect(Array.from(result).length).toBeLessThanOrEqual(2);
        expect(result).toMatch(/^(\?|[\p{L}\p{N}]{1,2})$/u);
      }),
    );
  });
});
