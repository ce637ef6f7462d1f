import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseTimestamp } from '../transcripts/timestamps';
import type { FeedEpisode, FeedPreview, FeedTranscriptType } from './feed-types';

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['item', 'enclosure', 'podcast:transcript'].includes(name),
  // Entity expansion stays bounded (billion-laughs feeds fail instead of eating memory).
  processEntities: {
    enabled: true,
    maxEntityCount: 50,
    maxTotalExpansions: 1000,
    maxExpandedLength: 100_000,
  },
});

type Node = Record<string, unknown>;

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as Node)['#text']);
  return '';
}

function attr(value: unknown, name: string): string {
  return value && typeof value === 'object' ? textOf((value as Node)[`@_${name}`]) : '';
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** itunes:duration is "3723", "62:03" or "1:02:03". */
export function parseDuration(value: string): number | null {
  if (!value) return null;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number(value));
  const seconds = parseTimestamp(value);
  return seconds === null ? null : Math.round(seconds);
}

function transcriptType(mime: string): FeedTranscriptType | null {
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'text/vtt') return 'vtt';
  if (type === 'application/x-subrip' || type === 'application/srt' || type === 'text/srt') return 'srt';
  if (type === 'application/json') return 'json';
  if (type === 'text/plain') return 'text';
  if (type === 'text/html') return 'html';
  return null;
}

const transcriptPreference: FeedTranscriptType[] = ['vtt', 'srt', 'json', 'text', 'html'];

function plain(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function episodeOf(item: Node, index: number): FeedEpisode {
  const title = textOf(item.title) || `Episode ${index + 1}`;
  const numberText = textOf(item['itunes:episode']) || textOf(item['podcast:episode']);
  const episodeNumber = /^\d{1,6}$/.test(numberText) ? Number(numberText) : null;
  const published = Date.parse(textOf(item.pubDate));
  const enclosure = (item.enclosure as unknown[] | undefined)?.find((e) => httpUrl(attr(e, 'url')));
  const transcripts = ((item['podcast:transcript'] as unknown[] | undefined) ?? [])
    .map((t) => ({ url: httpUrl(attr(t, 'url')), type: transcriptType(attr(t, 'type')) }))
    .filter((t): t is { url: string; type: FeedTranscriptType } => t.url !== null && t.type !== null)
    .sort((a, b) => transcriptPreference.indexOf(a.type) - transcriptPreference.indexOf(b.type));
  return {
    guid: textOf(item.guid) || textOf(item.link) || `${index}:${title}`,
    title: title.slice(0, 300),
    episodeNumber,
    publishedAt: Number.isNaN(published) ? null : new Date(published).toISOString(),
    durationSeconds: parseDuration(textOf(item['itunes:duration'])),
    mediaUrl: enclosure ? httpUrl(attr(enclosure, 'url')) : null,
    transcriptUrl: transcripts[0]?.url ?? null,
    transcriptType: transcripts[0]?.type ?? null,
    description: plain(textOf(item.description) || textOf(item['itunes:summary'])),
  };
}

/**
 * Reads a podcast RSS feed. A feed cut short by a limit is closed after its last complete <item>, so
 * the episodes that did arrive are still listed.
 */
export function parseFeed(
  xml: string,
  options: { feedUrl: string; maxItems: number; truncated: boolean },
): FeedPreview {
  let text = xml.replace(/^\ufeff/, '');
  let truncated = options.truncated;
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
    throw new FeedParseError(`The feed is not valid XML (line ${valid.err.line}: ${valid.err.msg}).`);
  }
  let doc: Node;
  try {
    doc = parser.parse(text) as Node;
  } catch (error) {
    throw new FeedParseError(
      `The feed could not be read (${error instanceof Error ? error.message : 'unknown error'}).`,
    );
  }
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || typeof channel !== 'object')
    throw new FeedParseError('This is not a podcast RSS feed: it has no <rss><channel>.');
  const items = ((channel.item as Node[] | undefined) ?? []).filter(
    (item) => item && typeof item === 'object',
  );
  if (items.length > options.maxItems) truncated = true;
  const image =
    httpUrl(textOf((channel.image as Node | undefined)?.url)) ??
    httpUrl(attr(channel['itunes:image'], 'href'));
  return {
    feedUrl: options.feedUrl,
    title: textOf(channel.title).slice(0, 300) || 'Untitled feed',
    imageUrl: image,
    episodes: items.slice(0, options.maxItems).map(episodeOf),
    truncated,
  };
}

/** Decodes feed bytes with the encoding the XML declaration names (UTF-8 unless it says otherwise). */
export function decodeFeed(body: Buffer): string {
  const head = body.subarray(0, 200).toString('latin1');
  const declared = /encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  try {
    return new TextDecoder(declared && declared !== 'utf8' ? declared : 'utf-8').decode(body);
  } catch {
    return body.toString('utf8');
  }
}
