import { XMLBuilder } from 'fast-xml-parser';
import { reportUrl } from '@shared/report-links';
import type { FeedReportRow } from './repository';

/**
 * RSS 2.0 of a listener's private feeds (ADR 228): each report an item whose description is HTML (the
 * summary's paragraphs, the key learnings, a link to the report), with the episode's audio as enclosure
 * where the report has one. Deterministic for the same data, so an ETag of the bytes is stable.
 */

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  selfUrl: string;
  lastBuildDate: Date;
  items: RssItem[];
}

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: Date;
  /** HTML, escaped by the writer. */
  description: string;
  enclosure: { url: string; type: string } | null;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The audio types an enclosure is said to have, by the address's file ending; MP3 otherwise. */
const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** The enclosure of an episode address: http(s) only (an uploaded file has none to give). */
function enclosureOf(mediaUrl: string | null): RssItem['enclosure'] {
  if (!mediaUrl) return null;
  let url: URL;
  try {
    url = new URL(mediaUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const ending = /\.([a-z0-9]{2,5})$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  return { url: url.toString(), type: audioTypes[ending] ?? 'audio/mpeg' };
}

/** A report as an item: its summary paragraphs, its key learnings, and the link to read it. */
export function reportItem(appUrl: string, report: FeedReportRow, withChannel: boolean): RssItem {
  const link = reportUrl(appUrl, report.id);
  const paragraphs = report.summary
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`);
  const learnings = report.keyLearnings.length
    ? [
        '<h3>Key learnings</h3>',
        '<ul>',
        ...report.keyLearnings.map(
          (l) =>
            `<li><strong>${escapeHtml(l.title)}</strong>${l.detail ? ` — ${escapeHtml(l.detail)}` : ''}</li>`,
        ),
        '</ul>',
      ]
    : [];
  return {
    title: withChannel ? `${report.channelName}: ${report.title}` : report.title,
    link,
    guid: `podbrief-report:${report.id}`,
    pubDate: report.publishedAt,
    description: [
      ...paragraphs,
      ...learnings,
      `<p><a href="${escapeHtml(link)}">Read the report on Podbrief</a></p>`,
    ].join('\n'),
    enclosure: enclosureOf(report.episodeMediaUrl),
  };
}

export function buildRss(channel: RssChannel): string {
  const xml = builder.build({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: channel.title,
        link: channel.link,
        description: channel.description,
        language: 'en',
        lastBuildDate: channel.lastBuildDate.toUTCString(),
        'atom:link': { '@_href': channel.selfUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: channel.items.map((item) => ({
          title: item.title,
          link: item.link,
          guid: { '@_isPermaLink': 'false', '#text': item.guid },
          pubDate: item.pubDate.toUTCString(),
          description: item.description,
          ...(item.enclosure
            ? { enclosure: { '@_url': item.enclosure.url, '@_length': '0', '@_type': item.enclosure.type } }
            : {}),
        })),
      },
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}
