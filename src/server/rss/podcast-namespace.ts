import { attr, httpUrl, listOf, textOf } from './feed-node';
import { plainFeedText } from './feed-text';
import type { FeedPerson, FeedTranscript, FeedTranscriptType } from './feed-types';

/** At most this many of each are kept per episode (the contract's bounds). */
const maxTranscripts = 10;
const maxPersons = 30;

/** A transcript's encoding from its MIME type, else from the address's extension. */
export function transcriptType(mime: string, url: string): FeedTranscriptType | null {
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'text/vtt' || type === 'application/x-vtt') return 'vtt';
  if (
    ['application/x-subrip', 'application/srt', 'text/srt', 'text/x-srt', 'application/x-srt'].includes(type)
  )
    return 'srt';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'text/plain') return 'text';
  const path = (() => {
    try {
      return new URL(url).pathname.toLowerCase();
    } catch {
      return '';
    }
  })();
  const extension = /\.(vtt|srt|json|html?|txt)$/.exec(path)?.[1];
  if (extension === 'htm') return 'html';
  if (extension === 'txt') return 'text';
  return (extension as FeedTranscriptType | undefined) ?? null;
}

/**
 * Timed, labelled formats first: JSON (speakers and times per segment), then WebVTT (voice tags) and
 * SRT (times), then HTML, then plain text.
 */
const preference: FeedTranscriptType[] = ['json', 'vtt', 'srt', 'html', 'text'];

/** Every usable `podcast:transcript` of an item, best first, each address once. */
export function transcriptsOf(item: Record<string, unknown>): FeedTranscript[] {
  const seen = new Set<string>();
  return listOf(item['podcast:transcript'])
    .map((node, index) => {
      const url = httpUrl(attr(node, 'url'));
      const type = url ? transcriptType(attr(node, 'type'), url) : null;
      return { url, type, index };
    })
    .filter((t): t is { url: string; type: FeedTranscriptType; index: number } => {
      if (t.url === null || t.type === null || seen.has(t.url)) return false;
      seen.add(t.url);
      return true;
    })
    .sort((a, b) => preference.indexOf(a.type) - preference.indexOf(b.type) || a.index - b.index)
    .slice(0, maxTranscripts)
    .map(({ url, type }) => ({ url, type }));
}

/** The address of the item's JSON chapters, if it names one. */
export function chaptersUrlOf(item: Record<string, unknown>): string | null {
  for (const node of listOf(item['podcast:chapters'])) {
    const type = attr(node, 'type').toLowerCase();
    const url = httpUrl(attr(node, 'url'));
    if (url && (!type || type.includes('json'))) return url;
  }
  return null;
}

/** `podcast:person` elements: the name is the text, the role an attribute ("host" by default). */
export function personsOf(node: Record<string, unknown>): FeedPerson[] {
  const persons: FeedPerson[] = [];
  for (const person of listOf(node['podcast:person'])) {
    const name = plainFeedText(textOf(person), 200);
    if (!name) continue;
    const role = plainFeedText(attr(person, 'role'), 50).toLowerCase() || 'host';
    if (!persons.some((p) => p.name === name && p.role === role)) persons.push({ name, role });
    if (persons.length >= maxPersons) break;
  }
  return persons;
}
