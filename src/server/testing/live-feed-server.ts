import { buildFeed, type TestFeedItem } from './feed-server';
import { startFakeHttpServer, type FakeAnswer } from './fake-http-server';

/** One request for the feed, as the server saw it. */
interface FeedRequest {
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
  status: number;
}

export interface LiveFeedServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** The feed's address. */
  feedUrl: string;
  url(path: string): string;
  /** Adds an episode: the feed changes (a new ETag and Last-Modified). */
  addItem(item: TestFeedItem): void;
  /** Answers every feed request with this status (e.g. 503), or normally again with null. */
  failWith(status: number | null): void;
  /** Serves a robots.txt (none by default: 404). */
  robots(text: string | null): void;
  /** Serves a file beside the feed (a transcript). */
  serve(path: string, contentType: string, body: string): void;
  /** Every feed request so far, oldest first. */
  readonly requests: readonly FeedRequest[];
  close(): Promise<void>;
}

/**
 * A podcast feed that changes while a test runs, for the connected feed's checks: it answers a
 * conditional GET with 304 while nothing changed, can fail on demand, and logs what each request sent.
 */
export async function startLiveFeedServer(
  title: string,
  items: TestFeedItem[],
  options: { port?: number } = {},
): Promise<LiveFeedServer> {
  const feed = [...items];
  let version = 1;
  let modified = new Date(Date.UTC(2026, 0, 1)).toUTCString();
  let failure: number | null = null;
  let robotsTxt: string | null = null;
  const files = new Map<string, { contentType: string; body: string }>();
  const requests: FeedRequest[] = [];

  const text = (status: number, contentType: string, body: string): FakeAnswer => ({
    status,
    body: Buffer.from(body),
    headers: { 'content-type': contentType },
  });
  const server = await startFakeHttpServer(
    (req) => {
      const path = req.url.split('?')[0] ?? '/';
      if (path === '/feed.xml') {
        const etag = `"v${version}"`;
        const ifNoneMatch = req.headers['if-none-match'];
        const ifModifiedSince = req.headers['if-modified-since'];
        const status =
          failure ?? (ifNoneMatch === etag || (!ifNoneMatch && ifModifiedSince === modified) ? 304 : 200);
        requests.push({ ifNoneMatch, ifModifiedSince, status });
        if (status !== 200)
          return {
            status,
            body: Buffer.alloc(0),
            headers: status === 304 ? { etag, 'last-modified': modified } : {},
          };
        return {
          ...text(200, 'application/rss+xml', buildFeed(title, feed)),
          headers: { 'content-type': 'application/rss+xml', etag, 'last-modified': modified },
        };
      }
      const file =
        path === '/robots.txt' && robotsTxt !== null
          ? { contentType: 'text/plain', body: robotsTxt }
          : files.get(path);
      if (!file) return text(404, 'text/plain', 'not found');
      return text(200, file.contentType, file.body);
    },
    { port: options.port },
  );
  const { origin } = server;
  return {
    origin,
    feedUrl: `${origin}/feed.xml`,
    url: (path) => `${origin}${path}`,
    addItem(item) {
      feed.unshift(item);
      version += 1;
      modified = new Date().toUTCString();
    },
    failWith(status) {
      failure = status;
    },
    robots(text) {
      robotsTxt = text;
    },
    serve(path, contentType, body) {
      files.set(path, { contentType, body });
    },
    requests,
    close: () => server.close(),
  };
}
