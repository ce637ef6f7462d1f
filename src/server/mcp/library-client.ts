/**
 * What the MCP tools need from Podbrief: the reader's own library through the public API (/api/v1), with
 * the reader's bearer token. The remote server answers it in-process (app.inject), the stdio bin over the
 * network (fetch); either way the same v1 routes, scopes and ownership rules decide (ADR 188).
 */
export interface LibraryClient {
  /** Calls `/api/v1{path}` and returns the parsed JSON body; throws LibraryError for any non-2xx answer. */
  request(method: 'GET' | 'PUT', path: string, options?: LibraryRequestOptions): Promise<unknown>;
}

interface LibraryRequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** An answer of the API that is not a success: its status and the stable code and message it carried. */
export class LibraryError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'LibraryError';
    this.status = status;
    this.code = code;
  }
}

/** `http://host/` → `http://host` (a loop, not a regular expression: linear on any input). */
export function withoutTrailingSlash(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/** The path and query string of a v1 call, e.g. `/api/v1/search?q=sleep`. */
export function v1Url(path: string, query: LibraryRequestOptions['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api/v1${path}${qs ? `?${qs}` : ''}`;
}

/** Turns an HTTP answer into the body, or into a LibraryError carrying the API's error code and message. */
export function libraryAnswer(status: number, text: string): unknown {
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300) return body;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message =
    typeof error?.message === 'string' ? error.message : `Podbrief answered HTTP ${status} without details.`;
  throw new LibraryError(status, code, message);
}

/**
 * The library of a running Podbrief over HTTP, as the stdio bin reaches it (PODBRIEF_URL, PODBRIEF_TOKEN).
 * Each call has a time limit so an assistant is never left waiting on a server that does not answer.
 */
export function fetchLibraryClient(options: {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): LibraryClient {
  const base = withoutTrailingSlash(options.baseUrl);
  const doFetch = options.fetch ?? fetch;
  return {
    async request(method, path, { query, body } = {}) {
      let response: Response;
      try {
        response = await doFetch(`${base}${v1Url(path, query)}`, {
          method,
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new LibraryError(503, 'podbrief_unreachable', `Podbrief at ${base} did not answer: ${reason}`);
      }
      return libraryAnswer(response.status, await response.text());
    },
  };
}
