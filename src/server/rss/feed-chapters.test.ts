import { describe, expect, it } from 'vitest';
import { parseFeedChapters } from './feed-chapters';

describe('Podcasting 2.0 JSON chapters', () => {
  it('reads titled chapters in order, with ends', () => {
    const body = JSON.stringify({
      version: '1.2.0',
      chapters: [
        { startTime: 95.5, title: 'Bees &amp; the city' },
        { startTime: 0, title: 'Intro', img: 'https://example.com/a.jpg' },
        { startTime: 600, endTime: 1200.2, title: 'Swarms' },
        { startTime: 300, title: 'Sponsor', toc: false },
        { startTime: 400 },
        { startTime: 'x', title: 'Broken' },
      ],
    });
    expect(parseFeedChapters(body)).toEqual([
      { title: 'Intro', startSeconds: 0, endSeconds: 95 },
      { title: 'Bees & the city', startSeconds: 95, endSeconds: 600 },
      { title: 'Swarms', startSeconds: 600, endSeconds: 1201 },
    ]);
  });

  it('gives null for what is not JSON chapters', () => {
    expect(parseFeedChapters('<html></html>')).toBeNull();
    expect(parseFeedChapters('{"segments": []}')).toBeNull();
    expect(parseFeedChapters('null')).toBeNull();
  });
});
