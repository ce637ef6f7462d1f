import { describe, expect, it } from 'vitest';
import { parseYoutubeChannelUrl } from './youtube-channel-url';

const ID = 'UCabcdefghijklmnopqrstuv';

describe('parseYoutubeChannelUrl', () => {
  it.each([
    [`https://www.youtube.com/channel/${ID}`, { kind: 'id', value: ID }],
    [`youtube.com/channel/${ID}/videos`, { kind: 'id', value: ID }],
    ['https://www.youtube.com/@MakersDaily', { kind: 'handle', value: 'MakersDaily' }],
    ['http://m.youtube.com/@makers.daily/featured?view=0', { kind: 'handle', value: 'makers.daily' }],
    ['@makers_daily', { kind: 'handle', value: 'makers_daily' }],
    ['https://youtube.com/c/MakersDaily', { kind: 'custom', value: 'MakersDaily' }],
    ['www.youtube.com/user/makersdaily', { kind: 'username', value: 'makersdaily' }],
    ['  https://www.youtube.com/@Makers%20Daily  ', null],
  ])('%s', (input, expected) => {
    const ref = parseYoutubeChannelUrl(input);
    if (expected === null) expect(ref).toBeNull();
    else expect(ref).toMatchObject(expected);
  });

  it('gives one canonical URL per channel whatever form was pasted', () => {
    expect(parseYoutubeChannelUrl('youtube.com/@Makers/videos')?.canonicalUrl).toBe(
      'https://www.youtube.com/@Makers',
    );
    expect(parseYoutubeChannelUrl(`m.youtube.com/channel/${ID}`)?.canonicalUrl).toBe(
      `https://www.youtube.com/channel/${ID}`,
    );
  });

  it.each([
    '',
    'https://vimeo.com/@makers',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/not-an-id',
    'https://www.youtube.com/',
    'javascript:alert(1)//youtube.com/@x',
    'ftp://youtube.com/@makers',
    'https://youtube.com.evil.example/@makers',
    '@a',
  ])('refuses %s', (input) => {
    expect(parseYoutubeChannelUrl(input)).toBeNull();
  });
});
