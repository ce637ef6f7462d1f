import { describe, expect, it } from 'vitest';
import { injectPageHead, shortDescription } from './page-head';

const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Podbrief — read podcasts in minutes</title>
    <meta
      name="description"
      content="Podbrief turns podcast episodes into short reports."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('injectPageHead', () => {
  it('replaces the title and description and adds Open Graph tags, all escaped', () => {
    const html = injectPageHead(index, {
      title: 'Rock & "Roll" <script>alert(1)</script> — Podbrief',
      description: `It's </title><script>x()</script> $& $1`,
      url: 'https://podbrief.test/channels/abc',
      image: { url: 'https://cdn.test/logo.png?a=1&b="2"' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<title>Rock &amp; &quot;Roll&quot; &lt;script&gt;alert(1)&lt;/script&gt; — Podbrief</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="It&#39;s &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; $&amp; $1" />',
    );
    expect(html).toContain('<meta property="og:title" content="Rock &amp; &quot;Roll&quot;');
    expect(html).toContain('<meta property="og:url" content="https://podbrief.test/channels/abc" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.test/logo.png?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps descriptions to one line of at most 200 characters', () => {
    expect(shortDescription('a\n\n  b')).toBe('a b');
    const long = shortDescription('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('describes a sized image for previewers and shows a wide one as a large Twitter card', () => {
    const html = injectPageHead(index, {
      title: 'T',
      description: 'D',
      url: 'https://podbrief.test/channels/abc',
      image: {
        url: 'https://podbrief.test/api/channels/abc/share.png?v=1',
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: 'Alpha & Co on Podbrief',
      },
    });
    for (const tag of [
      '<meta property="og:image" content="https://podbrief.test/api/channels/abc/share.png?v=1" />',
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Alpha &amp; Co on Podbrief" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:image" content="https://podbrief.test/api/channels/abc/share.png?v=1" />',
    ]) {
      expect(html).toContain(tag);
    }
  });
});
