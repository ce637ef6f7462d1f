import { describe, expect, it } from 'vitest';
import { robotsAllow } from './robots';

describe('robotsAllow', () => {
  it('allows everything without rules for us', () => {
    expect(robotsAllow('', '/feed.xml')).toBe(true);
    expect(robotsAllow('User-agent: Googlebot\nDisallow: /', '/feed.xml')).toBe(true);
  });

  it('follows the * group when no group names us', () => {
    const txt = 'User-agent: *\nDisallow: /private/\n';
    expect(robotsAllow(txt, '/private/feed.xml')).toBe(false);
    expect(robotsAllow(txt, '/public/feed.xml')).toBe(true);
  });

  it('prefers the group naming podbrief over *', () => {
    const txt = 'User-agent: *\nDisallow: /\n\nUser-agent: Podbrief\nAllow: /feeds/\nDisallow: /\n';
    expect(robotsAllow(txt, '/feeds/show.xml')).toBe(true);
    expect(robotsAllow(txt, '/other.xml')).toBe(false);
  });

  it('lets the longest rule win, Allow on a tie, with * and $ patterns', () => {
    const txt = [
      'User-agent: *',
      'Disallow: /feeds/',
      'Allow: /feeds/public',
      'Disallow: /*.rss$',
      '# a comment',
      'Allow: /feeds/x   # trailing',
      'Disallow: /feeds/x',
    ].join('\n');
    expect(robotsAllow(txt, '/feeds/secret.xml')).toBe(false);
    expect(robotsAllow(txt, '/feeds/public/show.xml')).toBe(true);
    expect(robotsAllow(txt, '/shows/a.rss')).toBe(false);
    expect(robotsAllow(txt, '/shows/a.rss?x=1')).toBe(true);
    expect(robotsAllow(txt, '/feeds/x')).toBe(true);
  });

  it('shares rules between consecutive user-agent lines', () => {
    const txt = 'User-agent: other\nUser-agent: podbrief\nDisallow: /feed\n';
    expect(robotsAllow(txt, '/feed.xml')).toBe(false);
  });
});
