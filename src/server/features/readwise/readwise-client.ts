import { DelegateBackoff, handleType, retry } from 'cockatiel';

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

/** Readwise answered 429: waited out (its Retry-After) by the rate-limit policy, never seen by callers. */
class ReadwiseRateLimited extends Error {
  constructor(readonly waitMs: number) {
    super('Readwise answered HTTP 429');
    this.name = 'ReadwiseRateLimited';
  }
}

const requestTimeoutMs = 30_000;
/** A 429 is waited out this many times per batch before the sync gives up for now. */
const maxRateLimitWaits = 5;
/** The longest Retry-After honoured; a longer one is cut to this. */
const maxRetryAfterSeconds = 120;

/**
 * A batch refused with 429 is sent again after the wait its Retry-After asks for, up to
 * `maxRateLimitWaits` times (cockatiel, as the other outside clients retry). The timer does not keep the
 * process alive: a sync cut short by shutdown ends with its signal instead (see `untilAborted`).
 */
const rateLimitPolicy = retry(handleType(ReadwiseRateLimited), {
  maxAttempts: maxRateLimitWaits,
  backoff: new DelegateBackoff((context) =>
    'error' in context.result && context.result.error instanceof ReadwiseRateLimited
      ? context.result.error.waitMs
      : 0,
  ),
}).dangerouslyUnref();

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

/**
 * Settles with `work`, or rejects with the signal's reason as soon as it is aborted: the policy's wait
 * between two attempts does not listen to the signal, and a Retry-After may ask for two minutes.
 */
function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
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
  const { signal } = options;
  const send = async () => {
    // After an abort the policy's wait still runs out; nothing is sent once it has.
    signal?.throwIfAborted();
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
      signal,
    );
    await response.body?.cancel();
    if (response.ok) return;
    if (response.status !== 429) throw failureOf(response.status);
    const seconds = retryAfterSeconds(response.headers.get('retry-after'), options.now());
    throw new ReadwiseRateLimited(seconds * 1000);
  };
  try {
    await untilAborted(rateLimitPolicy.execute(send, signal), signal);
  } catch (error) {
    // Still rate limited after every wait: Readwise is not answering well, worth another try later.
    if (error instanceof ReadwiseRateLimited) throw failureOf(429);
    throw error;
  }
}
