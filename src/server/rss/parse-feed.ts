import { decodeXML } from 'entities';
import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { attr, httpUrl, listOf, textOf, type FeedNode } from './feed-node';
import { htmlToShowNotes, plainFeedText } from './feed-text';
import type { FeedEpisode, FeedPerson, FeedPreview } from './feed-types';
import { parseDuration } from './itunes-duration';
import { chaptersUrlOf, personsOf, transcriptsOf } from './podcast-namespace';

export { decodeFeed } from './decode-feed';
/** Why a feed was refused, in words a creator can act on. */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

/** Deeper nesting than any feed needs; it bounds the parser's stack and work. */
export const maxFeedDepth = 100;

/**
 * More elements than any feed within the size limit needs (the largest real feeds we read have under
 * 100,000, notes in CDATA not counted). With size and depth it bounds parse time to about a second:
 * the parser is linear, but costs a few microseconds per element.
 */
export const maxFeedElements = 400_000;

/**
 * References are decoded once by the parser: the five predefined entities and numeric character
 * references (`entities`' decodeXML), without a count: they never expand beyond their own length, and
 * a DTD that could declare others is refused before parsing, so the decoder takes no declarations.
 * Undeclared names such as `&nbsp;` are left for the HTML layer.
 */
const xmlReferences: NonNullable<X2jOptions['entityDecoder']> = {
  decode: decodeXML,
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['item', 'enclosure', 'podcast:transcript', 'podcast:person'].includes(name),
  processEntities: true,
  entityDecoder: xmlReferences,
  maxNestedTags: maxFeedDepth,
});

/** The prolog: declaration, processing instructions, comments and whitespace before the root element. */
function rootOf(text: string): {
  name: string;
  doctype: { start: number; end: number; subset: boolean } | null;
} {
  let at = 0;
  let doctype: { start: number; end: number; subset: boolean } | null = null;
  for (;;) {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
    if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at);
      if (end < 0) break;
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at);
      if (end < 0) break;
      at = end + 3;
    } else if (/^<!doctype\b/i.test(text.slice(at, at + 9))) {
      const bracket = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      const subset = bracket >= 0 && (close < 0 || bracket < close);
      const end = subset ? text.indexOf(']', bracket) : close;
      doctype = { start: at, end: end < 0 ? text.length : text.indexOf('>', end) + 1 || text.length, subset };
      at = doctype.end;
    } else break;
  }
  const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 200))?.[1] ?? '';
  return { name, doctype };
}

/** Declarations after the prolog (outside CDATA and comments) would let a document define entities. */
function hasLaterDeclarations(text: string, from: number): boolean {
  const marker = /<!\[CDATA\[|<!--|<!(?:doctype|entity|element|attlist)\b/gi;
  marker.lastIndex = from;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    if (match[0] === '<![CDATA[' || match[0].toUpperCase() === '<![CDATA[') {
      const end = text.indexOf(']]>', marker.lastIndex);
      if (end < 0) return false;
      marker.lastIndex = end + 3;
    } else if (match[0] === '<!--') {
      const end = text.indexOf('-->', marker.lastIndex);
      if (end < 0) return false;
      marker.lastIndex = end + 3;
    } else return true;
  }
  return false;
}

/** Start tags outside CDATA sections and comments. */
function countElements(text: string): number {
  const marker = /<!\[CDATA\[|<!--|<[A-Za-z_]/g;
  let count = 0;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const close = match[0] === '<!--' ? '-->' : match[0] === '<![CDATA[' ? ']]>' : null;
    if (close === null) count++;
    else {
      const end = text.indexOf(close, marker.lastIndex);
      if (end < 0) break;
      marker.lastIndex = end + close.length;
    }
  }
  return count;
}

const dtdRefused =
  'The feed declares a DTD (a <!DOCTYPE> with its own declarations), which Podbrief does not read for safety. Ask your podcast host for a feed without one.';

/** Checks what kind of document this is before parsing it, so a refusal says what is wrong. */
function prepare(xml: string): string {
  // A byte order mark or a blank line before "<?xml" is common in published feeds and harmless.
  let text = xml.replace(/^[\ufeff\s]+/, '');
  if (!text) throw new FeedParseError('The feed is empty: the address answered with no content.');
  if (!text.startsWith('<')) {
    const start = text.slice(0, 40).replace(/\s+/g, ' ');
    const what = /^[[{]/.test(text) ? 'it looks like JSON' : `it starts with "${start}"`;
    throw new FeedParseError(`This is not a podcast feed: it is not XML (${what}).`);
  }
  const root = rootOf(text);
  const rootName = root.name.toLowerCase();
  if (rootName === 'html' || /^<!doctype\s+html\b/i.test(text))
    throw new FeedParseError(
      'This is not a podcast feed: it is not XML, it starts with an HTML page. Use the address of the RSS feed itself (your host shows it, often ending in /feed, /rss or .xml).',
    );
  if (root.doctype?.subset) throw new FeedParseError(dtdRefused);
  if (rootName === 'feed')
    throw new FeedParseError(
      'This is an Atom feed, not a podcast RSS feed. Use the RSS address of your show.',
    );
  if (rootName === 'rdf:rdf')
    throw new FeedParseError(
      'This is an RSS 1.0 (RDF) feed; podcasts use RSS 2.0. Use the RSS 2.0 address of your show.',
    );
  if (root.name && rootName !== 'rss')
    throw new FeedParseError(
      `This is not a podcast RSS feed: it is XML whose root is <${root.name}>, not <rss>.`,
    );
  if (root.doctype) {
    // A DOCTYPE that only names an outside DTD (RSS 0.91 feeds carry one): never fetched, blanked out.
    const { start, end } = root.doctype;
    text = text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
  }
  if (hasLaterDeclarations(text, root.doctype?.end ?? 0)) throw new FeedParseError(dtdRefused);
  if (countElements(text) > maxFeedElements)
    throw new FeedParseError(
      `The feed has more than ${maxFeedElements.toLocaleString('en')} XML elements, more than Podbrief reads. Ask your podcast host for a shorter feed.`,
    );
  return text;
}

function episodeOf(item: FeedNode, index: number, showPersons: FeedPerson[]): FeedEpisode {
  const title =
    plainFeedText(textOf(item.title) || textOf(item['itunes:title']), 300) || `Episode ${index + 1}`;
  const numberText = textOf(item['itunes:episode']) || textOf(item['podcast:episode']);
  const episodeNumber = /^\d{1,6}$/.test(numberText) ? Number(numberText) : null;
  const published = Date.parse(textOf(item.pubDate));
  const mediaUrl =
    listOf(item.enclosure)
      .map((e) => httpUrl(attr(e, 'url')))
      .find((url) => url !== null) ?? null;
  const transcripts = transcriptsOf(item);
  const persons = personsOf(item);
  const guid = textOf(item.guid) || textOf(item.link) || `${index}:${title}`;
  return {
    guid: guid.slice(0, 2000),
    title,
    episodeNumber,
    publishedAt: Number.isNaN(published) ? null : new Date(published).toISOString(),
    durationSeconds: parseDuration(textOf(item['itunes:duration'])),
    mediaUrl,
    transcriptUrl: transcripts[0]?.url ?? null,
    transcriptType: transcripts[0]?.type ?? null,
    transcripts,
    chaptersUrl: chaptersUrlOf(item),
    persons: persons.length > 0 ? persons : showPersons,
    description: showNotesOf(item),
  };
}

/**
 * The episode's description: the longest of its description, `itunes:summary` and `content:encoded`
 * (show notes with timestamps and guests are often only in the last), as plain text with its lines.
 */
function showNotesOf(item: FeedNode): string {
  const notes = [item.description, item['itunes:summary'], item['content:encoded']]
    .map((node) => htmlToShowNotes(textOf(node), maxDescriptionChars))
    .filter(Boolean);
  // Notes their host escaped once too often ("Art &amp;amp; Beauty", "&lt;a href…") give way to a clean field.
  const clean = notes.filter((text) => !leftoverReference.test(text));
  return (clean.length > 0 ? clean : notes).reduce(
    (best, text) => (text.length > best.length ? text : best),
    '',
  );
}

const leftoverReference = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});|<\/?[a-z][^<>]*>/i;

/** The contract's bound on an episode's description (`feedEpisodeSchema`). */
const maxDescriptionChars = 2000;

/** Where the `count`-th `</item>` ends, or -1. */
function endOfItem(text: string, count: number): number {
  let at = 0;
  for (let seen = 0; seen < count; seen++) {
    const next = text.indexOf('</item>', at);
    if (next < 0) return -1;
    at = next + '</item>'.length;
  }
  return count > 0 ? at : -1;
}

/**
 * Reads a podcast RSS feed. A feed cut short by a limit is closed after its last complete <item>, so
 * the episodes that did arrive are still listed.
 */
export function parseFeed(
  xml: string,
  options: { feedUrl: string; maxItems: number; truncated: boolean },
): FeedPreview {
  let text = prepare(xml);
  let truncated = options.truncated;
  // Items past the limit are not read, as the download would not have read them.
  const cut = endOfItem(text, options.maxItems);
  if (cut >= 0 && text.indexOf('<item', cut) >= 0) {
    text = text.slice(0, cut);
    truncated = true;
  }
  if (truncated) {
    const lastItem = text.lastIndexOf('</item>');
    if (lastItem < 0)
      throw new FeedParseError(
        'The feed is too large: not even its first episode fits within the size limit.',
      );
    text = `${text.slice(0, lastItem + '</item>'.length)}</channel></rss>`;
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    // The most common fault of hand-made feeds, named in a creator's words.
    const what = /'&'/.test(valid.err.msg)
      ? 'an "&" that is not written as "&amp;"'
      : valid.err.msg.replace(/\.$/, '');
    throw new FeedParseError(
      `The feed is not valid XML (line ${valid.err.line}: ${what}). Ask your podcast host to fix the feed.`,
    );
  }
  let doc: FeedNode;
  try {
    doc = parser.parse(text) as FeedNode;
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unknown error';
    if (/nested tags/i.test(message))
      throw new FeedParseError(
        `The feed nests elements more than ${maxFeedDepth} levels deep, which Podbrief does not read.`,
      );
    throw new FeedParseError(`The feed could not be read (${message}).`);
  }
  const channel = listOf((doc.rss as FeedNode | undefined)?.channel)[0] as FeedNode | undefined;
  if (!channel || typeof channel !== 'object')
    throw new FeedParseError('This is not a podcast RSS feed: it has no <rss><channel>.');
  const items = listOf(channel.item).filter((item): item is FeedNode => !!item && typeof item === 'object');
  if (items.length > options.maxItems) truncated = true;
  const image =
    httpUrl(textOf((listOf(channel.image)[0] as FeedNode | undefined)?.url)) ??
    httpUrl(attr(channel['itunes:image'], 'href'));
  const showPersons = personsOf(channel);
  return {
    feedUrl: options.feedUrl,
    title: plainFeedText(textOf(channel.title), 300) || 'Untitled feed',
    imageUrl: image,
    podcastGuid: plainFeedText(textOf(listOf(channel['podcast:guid'])[0]), 200) || null,
    episodes: items.slice(0, options.maxItems).map((item, index) => episodeOf(item, index, showPersons)),
    truncated,
  };
}
