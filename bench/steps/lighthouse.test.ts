import { describe, expect, it } from 'vitest';
import { checkMeasuredPage, lighthouseTargets, type LighthouseJson } from './lighthouse';

const report = (
  finalDisplayedUrl: string,
  requests: { url: string; statusCode: number }[],
): LighthouseJson => ({
  finalDisplayedUrl,
  categories: {},
  audits: { 'network-requests': { details: { items: requests } } },
});

describe('lighthouseTargets', () => {
  it('measures issue 19 pages: landing and the public channel as a visitor, feed and a report signed in', () => {
    const targets = lighthouseTargets('http://127.0.0.1:4000', {
      cookie: 'pb_session=x',
      reportId: 'r1',
      channelId: 'c0',
    });
    expect(targets.map((t) => [new URL(t.url).pathname, Boolean(t.cookie)])).toEqual([
      ['/', false],
      ['/subscriber/reports', true],
      ['/subscriber/reports/r1', true],
      ['/channels/c0', false],
    ]);
  });
});

describe('checkMeasuredPage', () => {
  const feed = { page: 'feed', url: 'http://h/subscriber/reports', cookie: 'pb_session=x' };

  it('accepts a run that stayed on the page and whose API calls were answered', () => {
    expect(() =>
      checkMeasuredPage(
        feed,
        report('http://h/subscriber/reports', [{ url: 'http://h/api/reports', statusCode: 200 }]),
      ),
    ).not.toThrow();
  });

  it('refuses a run that ended on another page, or ran signed out', () => {
    expect(() => checkMeasuredPage(feed, report('http://h/', []))).toThrow(/measured \/ instead/);
    expect(() =>
      checkMeasuredPage(
        feed,
        report('http://h/subscriber/reports', [{ url: 'http://h/api/auth/session', statusCode: 401 }]),
      ),
    ).toThrow(/signed out/);
  });
});
