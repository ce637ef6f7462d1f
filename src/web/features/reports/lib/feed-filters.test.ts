import { describe, expect, it } from 'vitest';
import {
  defaultFeedFilters,
  feedFiltersToApiQuery,
  feedFiltersToSearch,
  parseFeedFilters,
} from './feed-filters';

describe('feed filters in the URL', () => {
  it('round-trips every filter and leaves defaults out of the URL', () => {
    const search =
      'period=week&sort=title&status=unread&q=deep+sleep&channel=0b6c9d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e';
    const filters = parseFeedFilters(new URLSearchParams(search));
    expect(filters).toEqual({
      period: 'week',
      sort: 'title',
      status: 'unread',
      q: 'deep sleep',
      channel: '0b6c9d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e',
    });
    expect(feedFiltersToSearch(filters)).toBe(search);
    expect(feedFiltersToSearch(defaultFeedFilters)).toBe('');
  });

  it('falls back to defaults for anything unknown instead of breaking the page', () => {
    expect(
      parseFeedFilters(new URLSearchParams('period=decade&sort=random&status=deleted&channel=../../etc')),
    ).toEqual(defaultFeedFilters);
  });

  it('names the channel creatorId for the API and always sends sort and status', () => {
    const query = feedFiltersToApiQuery({
      ...defaultFeedFilters,
      channel: '0b6c9d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e',
    });
    expect(query.toString()).toBe('sort=newest&status=all&creatorId=0b6c9d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e');
  });
});
