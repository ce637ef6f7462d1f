import { describe, expect, it } from 'vitest';
import { opmlLimits } from '@shared/contract/opml';
import { AppError } from '../../errors';
import { parseOpml, type OpmlOutline } from '../../rss/opml';
import { buildOpml, normaliseFeedUrl } from './opml-format';

const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(text: string | Uint8Array): AppError {
  try {
    parseOpml(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('OPML round trip', () => {
  it('reads back every outline it writes, with names that need escaping and a podcast:guid', () => {
    const outlines: OpmlOutline[] = [
      {
        text: 'Tom & Jerry\'s "<Show>"',
        xmlUrl: 'https://feeds.example.test/tom?x=1&y=2',
        htmlUrl: 'http://localhost:3000/channels/1',
        podcastGuid: null,
      },
      {
        text: 'Café Ünïcode 🎙',
        xmlUrl: 'http://localhost:3000/channels/2',
        podcastGuid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
      },
    ];
    const xml = buildOpml('Podbrief subscriptions', outlines);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"')).toBe(true);
    expect(xml).toContain('type="rss"');
    expect(parseOpml(bytes(xml))).toEqual(
      outlines.map(({ text, xmlUrl, podcastGuid }) => ({ text, xmlUrl, podcastGuid })),
    );
    // The same subscriptions give the same file.
    expect(buildOpml('Podbrief subscriptions', outlines)).toBe(xml);
  });

  it('writes an empty body for no subscriptions, which reads back as no outlines', () => {
    expect(parseOpml(bytes(buildOpml('Podbrief subscriptions', [])))).toEqual([]);
  });
});

describe("other apps' exports", () => {
  it('reads outlines nested in folders, in document order, whatever the attribute case', () => {
    const xml = `\ufeff<?xml version="1.0" encoding="utf-8"?>
<opml version="1.0">
  <head><title>Pocket Casts Feeds</title></head>
  <body>
    <outline text="feeds">
      <outline type="rss" text="First" xmlUrl="https://a.example.test/feed/" />
      <outline text="Folder">
        <outline type="rss" title="Second" xmlurl="https://b.example.test/rss" htmlUrl="https://b.example.test" />
      </outline>
    </outline>
    <outline text="A folder without feeds" />
    <outline type="rss" text="Third" podcast:guid="abc-123" />
  </body>
</opml>`;
    expect(parseOpml(bytes(xml))).toEqual([
      { text: 'First', xmlUrl: 'https://a.example.test/feed/', podcastGuid: null },
      { text: 'Second', xmlUrl: 'https://b.example.test/rss', podcastGuid: null },
      { text: 'Third', xmlUrl: null, podcastGuid: 'abc-123' },
    ]);
  });

  it('reads an AntennaPod-style export with one outline (not an array)', () => {
    const xml = `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<opml version="2.0"><head><title>AntennaPod Subscriptions</title><dateCreated>27 Nov 26 02:00:00 +0000</dateCreated></head>
<body><outline text="Only one" title="Only one" type="rss" xmlUrl="https://c.example.test/podcast.xml" htmlUrl="https://c.example.test" /></body></opml>`;
    expect(parseOpml(bytes(xml))).toEqual([
      { text: 'Only one', xmlUrl: 'https://c.example.test/podcast.xml', podcastGuid: null },
    ]);
  });
});

describe('hostile OPML', () => {
  it('refuses a DTD: the billion laughs never expands', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<opml version="2.0"><body><outline type="rss" text="&lol3;" xmlUrl="https://x.example.test/" /></body></opml>`;
    const error = refusal(laughs);
    expect([error.status, error.code]).toEqual([422, 'opml_invalid']);
    expect(error.message).toMatch(/DTD/);
  });

  it('refuses a DOCTYPE naming an outside DTD, and an entity declared after the prolog', () => {
    expect(refusal('<!DOCTYPE opml SYSTEM "file:///etc/passwd"><opml><body/></opml>').code).toBe(
      'opml_invalid',
    );
    expect(refusal('<opml><body><!ENTITY x "y"></body></opml>').code).toBe('opml_invalid');
  });

  it('refuses a file over 5 MB with 413 opml_too_large', () => {
    const padding = ' '.repeat(opmlLimits.maxBytes);
    const error = refusal(`<opml version="2.0"><body>${padding}</body></opml>`);
    expect([error.status, error.code]).toEqual([413, 'opml_too_large']);
  });

  it('refuses 10,001 outlines with 422 opml_too_many_outlines, and reads 10,000', () => {
    const file = (n: number) =>
      `<opml version="2.0"><body>${'<outline type="rss" text="x" xmlUrl="https://x.example.test/f"/>'.repeat(n)}</body></opml>`;
    const error = refusal(file(opmlLimits.maxOutlines + 1));
    expect([error.status, error.code]).toEqual([422, 'opml_too_many_outlines']);
    expect(parseOpml(bytes(file(opmlLimits.maxOutlines)))).toHaveLength(opmlLimits.maxOutlines);
  });

  it('refuses what is not XML, not well-formed, not UTF-8 or not OPML with 422 opml_invalid', () => {
    for (const text of [
      '',
      'just some text',
      '{"opml": true}',
      '<opml><body><outline></body></opml>',
      '<rss version="2.0"><channel/></rss>',
      '<opml version="2.0"><head/></opml>',
    ]) {
      const error = refusal(text);
      expect([error.status, error.code], text).toEqual([422, 'opml_invalid']);
    }
    expect(refusal(new Uint8Array([0x3c, 0x6f, 0xff, 0xfe, 0x3e])).code).toBe('opml_invalid');
  });

  it('counts only what a parser would: attributes outside quotes, no comments, CDATA or instructions', () => {
    // 64 attributes on one outline are allowed (three and 61 more); an `=` or `>` in a value is not one.
    const attributes = Array.from({ length: 61 }, (_, i) => `a${i}="x=y>z"`).join(' ');
    const comment = `<!-- ${'<item a="1" b="2"/>'.repeat(20_000)} -->`;
    const cdata = `<![CDATA[${'<x/>'.repeat(20_000)}]]>`;
    const xml = `<?xml version="1.0"?><?app ${'<y/>'.repeat(20_000)}?><opml version="2.0"><body>${comment}<outline type="rss" text="Show" xmlUrl="https://a.example.test/feed" ${attributes}/><outline text="notes">${cdata}</outline></body></opml>`;
    expect(parseOpml(bytes(xml))).toEqual([
      { text: 'Show', xmlUrl: 'https://a.example.test/feed', podcastGuid: null },
    ]);
    const tooMany = `<opml version="2.0"><body><outline ${attributes} b="1" c="2" d="3" e="4"/></body></opml>`;
    expect(refusal(tooMany).details).toEqual({ limit: 'attributesPerElement', max: 64 });
  });

  it('refuses nesting deeper than any real export', () => {
    const depth = 200;
    const xml = `<opml version="2.0"><body>${'<outline text="f">'.repeat(depth)}${'</outline>'.repeat(depth)}</body></opml>`;
    expect(refusal(xml).code).toBe('opml_too_complex');
    expect(refusal(xml).details).toEqual({ limit: 'depth', max: 50 });
  });
});

describe('feed address normal form', () => {
  it('ignores scheme and host case, a default port, a fragment and trailing slashes', () => {
    const normal = 'https://feeds.example.test/show/rss';
    for (const variant of [
      'https://feeds.example.test/show/rss',
      'HTTPS://Feeds.Example.TEST/show/rss/',
      'https://feeds.example.test:443/show/rss//',
      'https://feeds.example.test/show/rss#top',
    ])
      expect(normaliseFeedUrl(variant), variant).toBe(normal);
    expect(normaliseFeedUrl('https://feeds.example.test/Show/rss')).not.toBe(normal);
    expect(normaliseFeedUrl('https://feeds.example.test/?id=1')).toBe('https://feeds.example.test?id=1');
    expect(normaliseFeedUrl('ftp://feeds.example.test/rss')).toBeNull();
    expect(normaliseFeedUrl('not a url')).toBeNull();
  });
});
