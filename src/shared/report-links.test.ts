import { describe, expect, it } from 'vitest';
import { momentFromSearch, reportUrl } from './report-links';

describe('reportUrl', () => {
  it('links a report, and a report at a whole second', () => {
    expect(reportUrl('http://localhost:3000/', 'abc')).toBe('http://localhost:3000/subscriber/reports/abc');
    expect(reportUrl('https://pb.example', 'abc', 83.9)).toBe(
      'https://pb.example/subscriber/reports/abc?t=83',
    );
  });

  it('leaves out a moment that is not a time', () => {
    expect(reportUrl('https://pb.example', 'a b', Number.NaN)).toBe(
      'https://pb.example/subscriber/reports/a%20b',
    );
    expect(reportUrl('https://pb.example', 'a', -1)).toBe('https://pb.example/subscriber/reports/a');
  });
});

describe('momentFromSearch', () => {
  it('reads whole seconds and refuses anything else', () => {
    expect(momentFromSearch(new URLSearchParams('t=83'))).toBe(83);
    expect(momentFromSearch(new URLSearchParams('t=1e3'))).toBeNull();
    expect(momentFromSearch(new URLSearchParams('t=-2'))).toBeNull();
    expect(momentFromSearch(new URLSearchParams(''))).toBeNull();
  });
});
