import { describe, expect, it } from 'vitest';
import { feedPreviewSchema } from '@shared/contract/creator-reports';
import { FeedParseError, maxFeedDepth, maxFeedElements, parseFeed } from './parse-feed';

const ns =
  'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"';
const rss = (channel: string, head = '<?xml version="1.0" encoding="UTF-8"?>\n') =>
  `${head}<rss version="2.0" ${ns}><channel><title>Small Acres</title>${channel}</channel></rss>`;
const read = (xml: string) =>
  parseFeed(xml, { feedUrl: 'https://feeds.example.com/show.xml', maxItems: 500, truncated: false });

function refusal(xml: string): string {
  try {
    read(xml);
  } catch (error) {
    if (error instanceof FeedParseError) return error.message;
    throw error;
  }
  throw new Error('expected the feed to be refused');
}

describe('entities', () => {
  it('reads escaped-HTML show notes with thousands of ordinary references', () => {
    const notes =
      '&lt;p&gt;Rock &amp;amp; roll &amp;mdash; part &amp;#8217;n&amp;#8217; parcel&lt;/p&gt;'.repeat(2000);
    const items = Array.from(
      { length: 30 },
      (_, i) => `<item><title>Tom &amp; Jerry ${i}</title><description>${notes}</description></item>`,
    ).join('');
    const preview = read(rss(items));
    expect(preview.episodes).toHaveLength(30);
    expect(preview.episodes[0]?.title).toBe('Tom & Jerry 0');
    expect(preview.episodes[0]?.description).toMatch(/^Rock & roll — part ’n’ parcel\nRock & roll/);
  });

  it.each([
    ['an escaped title', '<title>Rock &amp; Roll</title>', 'Rock & Roll'],
    ['a title the host HTML-escaped twice', '<title>Rock &amp;amp; Roll</title>', 'Rock & Roll'],
    ['an escaped title in CDATA', '<title><![CDATA[Rock &amp; Roll]]></title>', 'Rock & Roll'],
    [
      'a literal reference, escaped twice, in CDATA',
      '<title><![CDATA[Rock &amp;amp; Roll]]></title>',
      'Rock &amp; Roll',
    ],
    ['a numeric reference', '<title>we&#039;re live &#x2014; again</title>', "we're live — again"],
    ['an escaped numeric reference', '<title>we&amp;#039;re</title>', "we're"],
    ['an ampersand in CDATA', '<title><![CDATA[AT&T & you]]></title>', 'AT&T & you'],
    ['a less-than sign', '<title>5 &lt; 6</title>', '5 < 6'],
  ])('decodes %s once', (_, title, expected) => {
    expect(read(rss(`<item>${title}</item>`)).episodes[0]?.title).toBe(expected);
  });

  it('decodes references in attributes once', () => {
    const preview = read(
      rss(
        '<item><title>x</title><enclosure url="https://cdn.example.com/a.mp3?x=1&amp;y=2" type="audio/mpeg"/></item>',
      ),
    );
    expect(preview.episodes[0]?.mediaUrl).toBe('https://cdn.example.com/a.mp3?x=1&y=2');
  });

  it('turns HTML show notes in CDATA into plain text', () => {
    const preview = read(
      rss(
        '<item><title>x</title><description><![CDATA[<p>Bees &amp; wasps<br/>in 5 < 6 cities&nbsp;&hellip;</p><script>alert(1)</script>]]></description></item>',
      ),
    );
    expect(preview.episodes[0]?.description).toBe('Bees & wasps\nin 5 < 6 cities …');
  });

  it('keeps the lines of the longest show notes, so their timestamps stay on their lines', () => {
    const notes =
      '<p>Idris Okafor on rooftop hives.</p><ul><li>00:00 Welcome</li><li>12:30 Why bees swarm</li></ul>';
    const preview = read(
      rss(
        `<item><title>x</title><description>Short teaser.</description><content:encoded><![CDATA[${notes}]]></content:encoded></item>`,
      ),
    );
    expect(preview.episodes[0]?.description).toBe(
      'Idris Okafor on rooftop hives.\n00:00 Welcome\n12:30 Why bees swarm',
    );
  });

  it('bounds a description at the contract limit', () => {
    const preview = read(
      rss(`<item><title>x</title><description>${'word '.repeat(1000)}</description></item>`),
    );
    expect(preview.episodes[0]?.description).toHaveLength(2000);
    expect(preview.episodes[0]?.description.endsWith('…')).toBe(true);
  });
});

describe('document checks', () => {
  it('tolerates a byte order mark and whitespace before the declaration', () => {
    expect(
      read(rss('<item><title>One</title></item>', '\ufeff\n  <?xml version="1.0"?>\n')).episodes,
    ).toHaveLength(1);
    expect(read(`\r\n${rss('')}`).title).toBe('Small Acres');
  });

  it('refuses a DTD with declarations, naming why', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>${rss('<item><title>&b;</title></item>', '')}`;
    expect(refusal(bomb)).toBe(
      'The feed declares a DTD (a <!DOCTYPE> with its own declarations), which Podbrief does not read for safety. Ask your podcast host for a feed without one.',
    );
    const external = `<?xml version="1.0"?><!DOCTYPE rss SYSTEM "file:///etc/passwd" [<!ENTITY x SYSTEM "file:///etc/passwd">]>${rss('', '')}`;
    expect(refusal(external)).toMatch(/declares a DTD/);
  });

  it('refuses declarations hidden after the prolog, but not the same text in CDATA', () => {
    expect(refusal(rss('<item><title>x</title><!DOCTYPE x [<!ENTITY e "e">]></item>'))).toMatch(
      /declares a DTD/,
    );
    const quoted = read(rss('<item><title><![CDATA[How <!ENTITY works]]></title></item>'));
    expect(quoted.episodes[0]?.title).toBe('How <!ENTITY works');
  });

  it('reads an RSS 0.91 feed that only names an outside DTD (never fetched)', () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">\n<rss version="0.91"><channel><title>Old show</title><item><title>Caf&eacute; talk</title></item></channel></rss>`;
    const preview = read(xml);
    expect(preview.title).toBe('Old show');
    expect(preview.episodes[0]?.title).toBe('Café talk');
  });

  it.each([
    ['', 'The feed is empty: the address answered with no content.'],
    [
      '<!DOCTYPE html><html><head><title>My show</title></head><body></body></html>',
      'This is not a podcast feed: it is not XML, it starts with an HTML page. Use the address of the RSS feed itself (your host shows it, often ending in /feed, /rss or .xml).',
    ],
    ['{"items": []}', 'This is not a podcast feed: it is not XML (it looks like JSON).'],
    ['Not found', 'This is not a podcast feed: it is not XML (it starts with "Not found").'],
    [
      '<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>',
      'This is an Atom feed, not a podcast RSS feed. Use the RSS address of your show.',
    ],
    [
      '<?xml version="1.0"?><opml version="2.0"><body/></opml>',
      'This is not a podcast RSS feed: it is XML whose root is <opml>, not <rss>.',
    ],
  ])('explains what is wrong with %j', (xml, message) => {
    expect(refusal(xml)).toBe(message);
  });

  it('bounds nesting depth', () => {
    const deep = `${'<x>'.repeat(maxFeedDepth + 5)}${'</x>'.repeat(maxFeedDepth + 5)}`;
    expect(refusal(rss(`<item><title>x</title>${deep}</item>`))).toBe(
      `The feed nests elements more than ${maxFeedDepth} levels deep, which Podbrief does not read.`,
    );
  });

  it('bounds the number of elements (and so the parse time), not counting HTML notes in CDATA', () => {
    const many = '<x/>'.repeat(maxFeedElements + 1);
    expect(refusal(rss(`<item><title>x</title>${many}</item>`))).toBe(
      'The feed has more than 400,000 XML elements, more than Podbrief reads. Ask your podcast host for a shorter feed.',
    );
    const notes = `<![CDATA[${'<p>x</p>'.repeat(maxFeedElements)}]]>`;
    expect(
      read(rss(`<item><title>x</title><description>${notes}</description></item>`)).episodes,
    ).toHaveLength(1);
  });

  it('reads no further than the item limit, as the download would', () => {
    const items = Array.from({ length: 5 }, (_, i) => `<item><title>${i}</title></item>`).join('');
    const preview = parseFeed(rss(items), {
      feedUrl: 'https://feeds.example.com/f',
      maxItems: 2,
      truncated: false,
    });
    expect(preview.episodes.map((e) => e.title)).toEqual(['0', '1']);
    expect(preview.truncated).toBe(true);
  });

  it('still says where malformed XML breaks', () => {
    expect(refusal(rss('<item><title>AT&T</title></item>'))).toBe(
      'The feed is not valid XML (line 2: an "&" that is not written as "&amp;"). Ask your podcast host to fix the feed.',
    );
    expect(refusal(rss('<item><title>x</item>'))).toMatch(
      /^The feed is not valid XML \(line 2: .+\)\. Ask your podcast host to fix the feed\.$/,
    );
  });
});

describe('Podcasting 2.0 and iTunes tags', () => {
  const item = `<item>
    <title>Bees on the roof</title>
    <itunes:duration>1h 2m 3s</itunes:duration>
    <podcast:transcript url="https://cdn.example.com/12.txt" type="text/plain"/>
    <podcast:transcript url="https://cdn.example.com/12.html" type="text/html"/>
    <podcast:transcript url="https://cdn.example.com/12.srt" type="application/x-subrip" rel="captions"/>
    <podcast:transcript url="https://cdn.example.com/12.vtt" type="text/vtt"/>
    <podcast:transcript url="https://cdn.example.com/12.json" type="application/json"/>
    <podcast:transcript url="https://cdn.example.com/odd" type="application/x-unknown"/>
    <podcast:chapters url="https://cdn.example.com/12.chapters.json" type="application/json+chapters"/>
    <podcast:person role="guest" href="https://example.com/idris">Idris Bello</podcast:person>
    <podcast:person>Nora Lind</podcast:person>
  </item>`;

  it('lists every transcript, best first, and the chapters and persons', () => {
    const [episode] = read(rss(item)).episodes;
    expect(episode).toMatchObject({
      durationSeconds: 3723,
      transcriptUrl: 'https://cdn.example.com/12.json',
      transcriptType: 'json',
      transcripts: [
        { url: 'https://cdn.example.com/12.json', type: 'json' },
        { url: 'https://cdn.example.com/12.vtt', type: 'vtt' },
        { url: 'https://cdn.example.com/12.srt', type: 'srt' },
        { url: 'https://cdn.example.com/12.html', type: 'html' },
        { url: 'https://cdn.example.com/12.txt', type: 'text' },
      ],
      chaptersUrl: 'https://cdn.example.com/12.chapters.json',
      persons: [
        { name: 'Idris Bello', role: 'guest' },
        { name: 'Nora Lind', role: 'host' },
      ],
    });
  });

  it('guesses a transcript type from its extension when the MIME type is missing', () => {
    const [episode] = read(
      rss('<item><title>x</title><podcast:transcript url="https://cdn.example.com/a.srt"/></item>'),
    ).episodes;
    expect(episode?.transcripts).toEqual([{ url: 'https://cdn.example.com/a.srt', type: 'srt' }]);
  });

  it("gives episodes without persons the show's persons", () => {
    const preview = read(
      rss('<podcast:person role="Host">Nora Lind</podcast:person><item><title>x</title></item>'),
    );
    expect(preview.episodes[0]?.persons).toEqual([{ name: 'Nora Lind', role: 'host' }]);
  });

  it('keeps every preview within the API contract', () => {
    const long = `https://cdn.example.com/${'a'.repeat(2100)}.mp3`;
    const preview = read(
      rss(
        `${item}<item><title>${'t'.repeat(400)}</title><guid>${'g'.repeat(2100)}</guid><itunes:duration>900:00:00</itunes:duration><enclosure url="${long}"/></item>`,
      ),
    );
    expect(preview.episodes[1]).toMatchObject({ durationSeconds: null, mediaUrl: null });
    expect(feedPreviewSchema.safeParse(preview).success).toBe(true);
  });
});
