import { describe, expect, it } from 'vitest';
import { formatDuration, humanDuration, parseDuration } from './duration';

describe('episode durations', () => {
  it('formats and parses the forms creators type', () => {
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(0)).toBe('');
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('62:03')).toBe(3723);
    expect(parseDuration('45')).toBe(2700);
    expect(parseDuration('')).toBe(0);
    expect(parseDuration('1:75')).toBeNull();
    expect(parseDuration('an hour')).toBeNull();
    expect(humanDuration(3900)).toBe('1 h 5 min');
    expect(humanDuration(600)).toBe('10 min');
  });
});
