import { startFakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http-server';

/**
 * A local stand-in for the YouTube Data API v3, speaking the same JSON for the calls verification makes:
 * `GET /channels?part=snippet&id=…|forHandle=…|forUsername=…` and `GET /search?part=snippet&type=channel&q=…`.
 * Tests add channels, edit descriptions and switch the server to "down" (HTTP 503) or "broken key" (403).
 * Point the app at it with YOUTUBE_API_BASE_URL = fake.baseUrl and YOUTUBE_API_KEY = fake.apiKey.
 */
interface FakeYoutubeChannel {
  id: string;
  title: string;
  description: string;
  /** YouTube's customUrl, e.g. "@makersdaily". */
  customUrl?: string;
  /** Handle without "@" (forHandle lookups). */
  handle?: string;
  /** Legacy username (forUsername lookups). */
  username?: string;
}

export interface FakeYoutube {
  baseUrl: string;
  apiKey: string;
  channels: Map<string, FakeYoutubeChannel>;
  /** 'ok' answers normally; 'down' answers 503; 'quota' answers 403 quotaExceeded. */
  mode: 'ok' | 'down' | 'quota';
  /** Every request path with query, for assertions. */
  requests: string[];
  addChannel(channel: FakeYoutubeChannel): void;
  close(): Promise<void>;
}

export async function startFakeYoutube(options: { apiKey?: string } = {}): Promise<FakeYoutube> {
  const apiKey = options.apiKey ?? 'fake-youtube-key';
  const fake: FakeYoutube = {
    baseUrl: '',
    apiKey,
    channels: new Map(),
    mode: 'ok',
    requests: [],
    addChannel: (channel) => void fake.channels.set(channel.id, channel),
    close: () => server.close(),
  };

  const answer = (req: FakeRequest): FakeAnswer => {
    const url = new URL(req.url, 'http://fake-youtube');
    fake.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown): FakeAnswer => ({
      status,
      body,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    const apiError = (status: number, reason: string, message: string) =>
      send(status, { error: { code: status, message, errors: [{ message, domain: 'youtube', reason }] } });

    if (req.method !== 'GET') return apiError(405, 'methodNotAllowed', 'Method not allowed');
    if (fake.mode === 'down') return apiError(503, 'backendError', 'Backend Error');
    if (fake.mode === 'quota')
      return apiError(
        403,
        'quotaExceeded',
        'The request cannot be completed because you have exceeded your quota.',
      );
    if (url.searchParams.get('key') !== apiKey)
      return apiError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.');
    if (url.searchParams.get('part') !== 'snippet')
      return apiError(400, 'invalidPart', 'The part parameter is required.');

    const all = [...fake.channels.values()];
    const lower = (v: string | undefined) => (v ?? '').toLowerCase();

    if (url.pathname.endsWith('/channels')) {
      const id = url.searchParams.get('id');
      const handle = url.searchParams.get('forHandle');
      const username = url.searchParams.get('forUsername');
      let found: FakeYoutubeChannel[] = [];
      if (id) {
        const ids = id.split(',');
        found = all.filter((c) => ids.includes(c.id));
      } else if (handle) {
        found = all.filter((c) => lower(c.handle) === lower(handle.replace(/^@/, '')));
      } else if (username) {
        found = all.filter((c) => lower(c.username) === lower(username));
      } else {
        return apiError(400, 'missingRequiredParameter', 'No filter selected.');
      }
      const body: Record<string, unknown> = {
        kind: 'youtube#channelListResponse',
        etag: 'fake',
        pageInfo: { totalResults: found.length, resultsPerPage: 5 },
      };
      // Like YouTube, an empty result has no `items` key at all.
      if (found.length > 0) {
        body.items = found.map((c) => ({
          kind: 'youtube#channel',
          etag: 'fake',
          id: c.id,
          snippet: {
            title: c.title,
            description: c.description,
            ...(c.customUrl ? { customUrl: c.customUrl } : {}),
            publishedAt: '2020-01-01T00:00:00Z',
          },
        }));
      }
      return send(200, body);
    }

    if (url.pathname.endsWith('/search')) {
      const q = lower(url.searchParams.get('q') ?? '');
      const max = Number(url.searchParams.get('maxResults') ?? 5);
      const found = all
        .filter(
          (c) =>
            lower(c.title).includes(q) || lower(c.customUrl).replace(/^@/, '') === q || lower(c.handle) === q,
        )
        .slice(0, max);
      return send(200, {
        kind: 'youtube#searchListResponse',
        items: found.map((c) => ({
          kind: 'youtube#searchResult',
          id: { kind: 'youtube#channel', channelId: c.id },
          // Search results carry a shortened description, as on YouTube.
          snippet: { channelId: c.id, title: c.title, description: c.description.slice(0, 40) },
        })),
      });
    }
    return apiError(404, 'notFound', 'Not found');
  };

  const server = await startFakeHttpServer(answer);
  fake.baseUrl = `${server.origin}/youtube/v3`;
  return fake;
}
