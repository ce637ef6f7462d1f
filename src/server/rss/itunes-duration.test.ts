import { describe, expect, it } from 'vitest';
import { parseDuration } from './itunes-duration';

describe('itunes:duration', () => {
  it.each([
    ['3723', 3723],
    ['3723.6', 3724],
    ['0', 0],
    ['62:03', 3723],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['1:02:03.500', 3724],
    ['00:45:10,4', 2710],
    ['  45:10 ', 2710],
    ['1h 2m 3s', 3723],
    ['1h2m3s', 3723],
    ['1H 5M', 3900],
    ['90 min', 5400],
    ['1 hour 2 minutes', 3720],
    ['2 hrs, 3 mins and 4 secs', 7384],
    ['45 minutes', 2700],
    ['PT1H2M3S', 3723],
    ['PT45M', 2700],
    ['PT30.5S', 31],
  ])('reads %j as %d seconds', (value, seconds) => {
    expect(parseDuration(value)).toBe(seconds);
  });

  it.each([
    '',
    'abc',
    '1:75:00',
    '12:60',
    '-5',
    '1:2:3:4',
    'PT',
    '5 parsecs',
    '1h garbage',
    '3723000',
    '49:00:00',
    'NaN',
  ])('gives null for %j', (value) => {
    expect(parseDuration(value)).toBeNull();
  });
});
