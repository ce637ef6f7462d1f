/**
 * Readwise's API as the sync needs it (https://readwise.io/api_deets): check a token, send highlights.
 * The base URL is configuration, so tests talk to a local server that speaks the same API. The token
 * goes only into the Authorization header, never into a URL, a log line or an error message.
 */

export interface ReadwiseHighlight {
  text: string;
  title: string;
  author: string;
  source_url: string;
  source_type: 'podbrief';
  category: 'podcasts';
  note?: string;
  location?: number;
  location_type?: 'time_offset';
  highlighted_at: string;
  highlight_url: string;
}

/** Readwise answered 401: the token is not (or no longer) valid. */
export class ReadwiseRejected extends Error {
  constructor() {
    super('Readwise rejected the token (401)');
    this.name = 'ReadwiseRejected';
  }
}

/**
 * Readwise answered a 4xx other than 401/403, 408 and 429: it refuses this request as it is, so sending
 * it again later gets the same answer. Never retried.
 */
export class ReadwiseRefused extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Readwise refused the request (HTTP ${status})`);
    this.name = 'ReadwiseRefused';
    this.status = status;
  }
}

/** Readwise could not be reached, timed out, or failed on its side (5xx): worth another try later. */
export class ReadwiseUnavailable extends Error {
  readonly status: number | null;
  constructor(status: number | null, cause?: unknown) {
    super(status === null ? 'Readwise could not be reached' : `Readwise answered HTTP ${status}`, { cause });
    this.name = 'ReadwiseUnavailable';
    this.status = status;
  }
}

const requestTimeoutMs = 30_000;
/** A 429 is waited out this many times per batch before the sync gives up for now. */
const maxRateLimitWaits = 5;
/** The longest Retry-After honoured; a longer one is cut to this. */
const maxRetryAfterSeconds = 120;

async function call(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ReadwiseUnavailable(null, error instanceof Error ? error.name : undefined);
  }
}

/** What a failed answer means: the token refused, this request refused, or Readwise not answering well. */
function failureOf(status: number): ReadwiseRejected | ReadwiseRefused | ReadwiseUnavailable {
  if (status === 401 || status === 403) return new ReadwiseRejected();
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return new ReadwiseRefused(status);
  return new ReadwiseUnavailable(status);
}

/** Seconds a 429 asks to wait: `Retry-After` as seconds or as a date; 5 when absent or unreadable. */
function retryAfterSeconds(header: string | null, now: Date): number {
  if (header === null) return 5;
  const trimmed = header.trim();
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return 5;
  return Math.min(maxRetryAfterSeconds, Math.max(0, seconds));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Whether Readwise takes this token: `GET /api/v2/auth/` answers 204 for a valid one, 401 otherwise. */
export async function checkReadwiseToken(baseUrl: string, token: string): Promise<void> {
  const response = await call(`${baseUrl}/api/v2/auth/`, {
    method: 'GET',
    headers: { authorization: `Token ${token}`, accept: 'application/json' },
  });
  await response.body?.cancel();
  if (response.status === 204 || response.status === 200) return;
  throw failureOf(response.status);
}

/**
 * Sends one batch to `POST /api/v2/highlights/`. A 429 is waited out (its Retry-After) and the batch sent
 * again, up to `maxRateLimitWaits` times; resolves once Readwise answered success.
 */
export async function sendReadwiseHighlights(
  baseUrl: string,
  token: string,
  highlights: ReadwiseHighlight[],
  options: { signal?: AbortSignal; now: () => Date },
): Promise<void> {
  for (let waits = 0; ; waits++) {
    const response = await call(
      `${baseUrl}/api/v2/highlights/`,
      {
        method: 'POST',
        headers: {
          authorization: `Token ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ highlights }),
      },
      options.signal,
    );
    await response.body?.cancel();
    if (response.ok) return;
    if (response.status !== 429 || waits >= maxRateLimitWaits) throw failureOf(response.status);
    const seconds = retryAfterSeconds(response.headers.get('retry-after'), options.now());
    await wait(seconds * 1000, options.signal);
  }
}
