import { gzipSync } from 'node:zlib';
import { noRoute, startFakeHttpServer, type FakeAnswer } from './fake-http-server';

interface FeedRoute {
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  gzip?: boolean;
  /** Streams this many bytes of `chunk` repeated, for huge files; `sentBytes` says how many went out. */
  stream?: { chunk: string; totalBytes: number; head?: string };
}

export interface FeedServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  url(path: string): string;
  serve(path: string, route: FeedRoute): void;
  /** Bytes written for a streamed route: shows whether the client stopped reading early. */
  sentBytes(path: string): number;
  /** Whether a streamed route's response is over (all sent, or the client hung up): `sentBytes` is final. */
  streamEnded(path: string): boolean;
  close(): Promise<void>;
}

/**
 * A local file server for feed and transcript tests, on the shared fake server: fixed bodies, redirects,
 * gzip, and huge streamed bodies written as the client reads them (backpressure), so they stop being
 * produced once the client hangs up.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const sent = new Map<string, number>();
  const ended = new Set<string>();
  const server = await startFakeHttpServer((request): FakeAnswer => {
    const path = request.url.split('?')[0] ?? '/';
    const route = routes.get(path);
    if (!route) return noRoute(request);
    const headers: Record<string, string> = {
      'content-type': route.contentType ?? 'application/rss+xml',
      ...route.headers,
    };
    const status = route.status ?? 200;
    if (route.stream) {
      const { chunk, totalBytes, head = '' } = route.stream;
      return {
        status,
        headers,
        body: null,
        stream: async (write, gone) => {
          let written = 0;
          while (written < totalBytes && !gone()) {
            const piece = written === 0 ? head + chunk : chunk;
            written += Buffer.byteLength(piece);
            sent.set(path, written);
            await write(piece);
          }
          ended.add(path);
        },
      };
    }
    let body = typeof route.body === 'string' ? Buffer.from(route.body) : (route.body ?? Buffer.alloc(0));
    if (route.gzip) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    return { status, headers, body };
  });
  return {
    origin: server.origin,
    url: (path) => `${server.origin}${path}`,
    serve: (path, route) => {
      routes.set(path, route);
    },
    sentBytes: (path) => sent.get(path) ?? 0,
    streamEnded: (path) => ended.has(path),
    close: () => server.close(),
  };
}

export interface TestFeedItem {
  title: string;
  guid?: string;
  episode?: number;
  pubDate?: string;
  duration?: string;
  mediaUrl?: string;
  transcripts?: { url: string; type: string }[];
  /** `podcast:chapters` address (JSON chapters). */
  chaptersUrl?: string;
  persons?: { name: string; role?: string }[];
  description?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function feedItemXml(item: TestFeedItem): string {
  return [
    '<item>',
    `<title>${escape(item.title)}</title>`,
    item.guid ? `<guid isPermaLink="false">${escape(item.guid)}</guid>` : '',
    item.episode !== undefined ? `<itunes:episode>${item.episode}</itunes:episode>` : '',
    item.pubDate ? `<pubDate>${item.pubDate}</pubDate>` : '',
    item.duration ? `<itunes:duration>${item.duration}</itunes:duration>` : '',
    item.mediaUrl ? `<enclosure url="${escape(item.mediaUrl)}" length="1000" type="audio/mpeg"/>` : '',
    ...(item.transcripts ?? []).map(
      (t) => `<podcast:transcript url="${escape(t.url)}" type="${escape(t.type)}"/>`,
    ),
    item.chaptersUrl
      ? `<podcast:chapters url="${escape(item.chaptersUrl)}" type="application/json+chapters"/>`
      : '',
    ...(item.persons ?? []).map(
      (p) => `<podcast:person${p.role ? ` role="${escape(p.role)}"` : ''}>${escape(p.name)}</podcast:person>`,
    ),
    item.description ? `<description><![CDATA[${item.description}]]></description>` : '',
    '</item>',
  ].join('');
}

export const feedHead = (title: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>${escape(title)}</title><itunes:image href="https://example.com/cover.jpg"/>`;

/** A podcast RSS 2.0 document with iTunes and Podcasting 2.0 tags. */
export function buildFeed(title: string, items: TestFeedItem[]): string {
  return `${feedHead(title)}${items.map(feedItemXml).join('')}</channel></rss>`;
}
