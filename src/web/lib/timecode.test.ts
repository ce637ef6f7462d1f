import { describe, expect, it } from 'vitest';
import { formatTimecode, parseTimecode, spokenTimecode } from './timecode';

describe('timecodes', () => {
  it('formats seconds as a player does', () => {
    expect(formatTimecode(0)).toBe('0:00');
    expect(formatTimecode(754.9)).toBe('12:34');
    expect(formatTimecode(3723)).toBe('1:02:03');
  });

  it('says a time in words', () => {
    expect(spokenTimecode(754)).toBe('12 minutes 34 seconds');
    expect(spokenTimecode(3600)).toBe('1 hour');
    expect(spokenTimecode(0)).toBe('0 seconds');
  });

  it('reads what a creator types, refusing what is not a time', () => {
    expect(parseTimecode('12:34')).toBe(754);
    expect(parseTimecode('1:02:03')).toBe(3723);
    expect(parseTimecode(' 90 ')).toBe(90);
    expect(parseTimecode('')).toBeNull();
    expect(parseTimecode('12:75')).toBeUndefined();
    expect(parseTimecode('1:75:00')).toBeUndefined();
    expect(parseTimecode('soon')).toBeUndefined();
  });
});
