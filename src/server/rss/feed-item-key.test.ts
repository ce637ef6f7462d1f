import { describe, expect, it } from 'vitest';
import { feedItemKey } from './feed-item-key';

describe('feedItemKey', () => {
  it('uses the trimmed guid first', () => {
    expect(feedItemKey({ guid: '  ep-12 ', mediaUrl: 'https://cdn.test/12.mp3', title: 'Episode 12' })).toBe(
      'guid:ep-12',
    );
  });

  it('falls back to the enclosure address when the guid is missing or blank', () => {
    expect(feedItemKey({ guid: '   ', mediaUrl: 'https://cdn.test/12.mp3', title: 'Episode 12' })).toBe(
      'url:https://cdn.test/12.mp3',
    );
    expect(feedItemKey({ guid: null, mediaUrl: 'https://cdn.test/12.mp3', title: 'Episode 12' })).toBe(
      'url:https://cdn.test/12.mp3',
    );
  });

  it('falls back to the normalised title and the publication day', () => {
    const a = feedItemKey({ title: '  Episode   12 ', publishedAt: '2026-03-04T08:00:00Z' });
    const b = feedItemKey({ title: 'episode 12', publishedAt: new Date('2026-03-04T21:30:00Z') });
    expect(a).toBe('title:episode 12|2026-03-04');
    expect(b).toBe(a);
  });

  it('tells apart the same title on another day, and keeps an undated title on its own', () => {
    expect(feedItemKey({ title: 'Episode 12', publishedAt: '2026-03-05' })).not.toBe(
      feedItemKey({ title: 'Episode 12', publishedAt: '2026-03-04' }),
    );
    expect(feedItemKey({ title: 'Episode 12', publishedAt: 'not a date' })).toBe('title:episode 12|');
    expect(feedItemKey({ title: 'Episode 12' })).toBe('title:episode 12|');
  });
});
