import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, messages, requestBackoff, type ApiClient } from './api-client';

/** The network is the third party here: a scripted fetch stands in for the server. */
type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'network-error';

function scriptedFetch(replies: Reply[] | ((url: string) => Reply)) {
  const calls: { url: string; method: string; at: number }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', at: Date.now() });
    const reply =
      typeof replies === 'function' ? replies(url) : (replies.shift() ?? { status: 200, body: { ok: true } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get: (key: string) => map.get(key) ?? null,
    set: (key: string, value: string) => void map.set(key, value),
    remove: (key: string) => void map.delete(key),
  };
}

const noJitter = () => requestBackoff(() => 0.5);
const serverError = (message = 'Upstream is down') => ({
  status: 503,
  body: { error: { code: 'service_unavailable', message } },
});

let clients: ApiClient[] = [];
function client(options: Parameters<typeof createApiClient>[0]) {
  const c = createApiClient({ backoff: noJitter(), storage: memoryStorage(), ...options });
  clients.push(c);
  return c;
}

/** Runs a request to completion under fake timers and returns what it resolved or threw. */
async function settle<T>(promise: Promise<T>, ms = 120_000): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
});

afterEach(() => {
  for (const c of clients) c.breaker.dispose();
  clients = [];
  vi.useRealTimers();
});

describe('retries', () => {
  it('retries a GET on a retryable status with exponential backoff (1 s, 2 s, 4 s) and then succeeds', async () => {
    const { fetch, calls } = scriptedFetch([
      serverError(),
      serverError(),
      serverError(),
      { status: 200, body: { n: 1 } },
    ]);
    const api = client({ fetch });
    const result = await settle(api.get<{ n: number }>('/things'));
    expect(result.value).toEqual({ n: 1 });
    const start = calls[0]!.at;
    expect(calls.map((c) => c.at - start)).toEqual([0, 1000, 3000, 7000]);
  });

  it.each([408, 429, 502, 503, 504, 522, 524])('retries status %i', async (status) => {
    const { fetch, calls } = scriptedFetch([{ status }, { status: 200, body: {} }]);
    await settle(client({ fetch }).get('/x'));
    expect(calls).toHaveLength(2);
  });

  it('gives up after 3 retries with the documented message', async () => {
    const { fetch, calls } = scriptedFetch(() => serverError('Upstream is down'));
    const { error } = await settle(client({ fetch }).get('/things'));
    expect(calls).toHaveLength(4);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe('Request failed after 4 attempts: Upstream is down');
  });

  it('never retries a POST unless asked', async () => {
    const first = scriptedFetch(() => serverError());
    const { error } = await settle(client({ fetch: first.fetch }).post('/things', { a: 1 }));
    expect(first.calls).toHaveLength(1);
    expect((error as ApiError).message).toBe('Upstream is down');

    const second = scriptedFetch([serverError(), { status: 201, body: { id: 'x' } }]);
    const { value } = await settle(
      client({ fetch: second.fetch }).post('/things', { a: 1 }, { retry: true }),
    );
    expect(second.calls).toHaveLength(2);
    expect(value).toEqual({ id: 'x' });
  });

  it('does not retry PATCH but retries PUT and DELETE', async () => {
    const patch = scriptedFetch(() => serverError());
    await settle(client({ fetch: patch.fetch }).patch('/x', {}));
    expect(patch.calls).toHaveLength(1);
    const put = scriptedFetch(() => serverError());
    await settle(client({ fetch: put.fetch }).put('/x', {}));
    expect(put.calls).toHaveLength(4);
    const del = scriptedFetch(() => serverError());
    await settle(client({ fetch: del.fetch }).delete('/x'));
    expect(del.calls).toHaveLength(4);
  });

  it('never retries other 4xx and keeps the server code and message', async () => {
    const { fetch, calls } = scriptedFetch(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'Report not found' } },
    }));
    const { error } = await settle(client({ fetch }).get('/reports/1'));
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Report not found' });
  });

  it('tells the session of every 401 once, and of nothing else', async () => {
    const onUnauthorized = vi.fn();
    const { fetch, calls } = scriptedFetch((url) =>
      url.endsWith('/reports')
        ? {
            status: 401,
            body: { error: { code: 'auth_session_expired', message: 'Your session has expired.' } },
          }
        : { status: 404, body: { error: { code: 'not_found', message: 'Gone' } } },
    );
    const api = client({ fetch, onUnauthorized });
    const { error } = await settle(api.get('/reports'));
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status: 401, code: 'auth_session_expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await settle(api.get('/reports/1'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('times out each attempt and reports the documented message with the number of attempts', async () => {
    const { fetch, calls } = scriptedFetch(() => 'hang');
    const { error } = await settle(client({ fetch }).get('/slow', { timeoutMs: 100 }));
    expect(calls).toHaveLength(4);
    expect(error).toMatchObject({ code: 'timeout' });
    expect((error as ApiError).message).toBe(
      'Request timed out after 4 attempts. The server is taking too long to respond. Please try again in a moment.',
    );
  });

  it('uses the 30 s default timeout', async () => {
    const { fetch } = scriptedFetch(() => 'hang');
    const promise = client({ fetch }).post('/slow', {});
    const outcome = promise.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      code: 'timeout',
      message: expect.stringContaining('after 1 attempt.'),
    });
  });

  it('honours Retry-After when it is longer than the backoff', async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 429, headers: { 'retry-after': '5' } },
      { status: 200, body: {} },
    ]);
    await settle(client({ fetch }).get('/x'));
    expect(calls[1]!.at - calls[0]!.at).toBe(5000);
  });

  it('keeps even a Retry-After within the 30 s cap', async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 503, headers: { 'retry-after': '120' } },
      { status: 200, body: {} },
    ]);
    await settle(client({ fetch }).get('/x'));
    expect(calls[1]!.at - calls[0]!.at).toBe(30_000);
  });

  it('ends at once with the caller’s abort while it waits to retry, and sends nothing more', async () => {
    const { fetch, calls } = scriptedFetch(() => serverError());
    const controller = new AbortController();
    const outcome = settle(client({ fetch }).get('/x', { signal: controller.signal }), 0);
    await vi.advanceTimersByTimeAsync(500);
    const reason = new DOMException('navigated away', 'AbortError');
    controller.abort(reason);
    expect((await outcome).error).toBe(reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});

describe('requestBackoff', () => {
  it('doubles from 1 s, caps at 30 s and jitters within ±20 % (docs/product.md#resilience)', () => {
    const exact = requestBackoff(() => 0.5);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => exact(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(requestBackoff(() => 0)(1)).toBe(800);
    expect(requestBackoff(() => 0.999999)(1)).toBe(1200);
    expect(requestBackoff(() => 0.999999)(10)).toBe(30000);
  });
});

describe('circuit breaker', () => {
  const failFiveTimes = async (api: ApiClient) => {
    for (let i = 0; i < 5; i++) await settle(api.post('/things', {}), 0);
  };

  it('opens after 5 consecutive failures and then fails fast with the documented message', async () => {
    const { fetch, calls } = scriptedFetch((url) =>
      url.endsWith('/health') ? { status: 503 } : { status: 500 },
    );
    const api = client({ fetch });
    await failFiveTimes(api);
    expect(api.breaker.state).toBe('open');
    const before = calls.length;
    const { error } = await settle(api.get('/things'), 0);
    expect(calls.length).toBe(before);
    expect(error).toMatchObject({ status: 503, code: 'circuit_open', message: messages.circuitOpen });
    expect(messages.circuitOpen).toBe(
      'Service temporarily unavailable due to too many failures. Please try again later.',
    );
  });

  it('goes half-open after 30 s and closes on a successful trial', async () => {
    let healthy = false;
    const { fetch } = scriptedFetch((url) =>
      healthy
        ? { status: 200, body: { ok: true } }
        : url.endsWith('/health')
          ? { status: 503 }
          : { status: 500 },
    );
    const api = client({ fetch });
    await failFiveTimes(api);
    await vi.advanceTimersByTimeAsync(29_000);
    expect((await settle(api.get('/x'), 0)).error).toMatchObject({ code: 'circuit_open' });
    healthy = true;
    // The health check runs every 30 s while open; here the 30 s reset comes first either way.
    await vi.advanceTimersByTimeAsync(1_000);
    const { value } = await settle(api.get('/x'));
    expect(value).toEqual({ ok: true });
    expect(api.breaker.state).toBe('closed');
  });

  it('re-opens when the half-open trial fails', async () => {
    const { fetch } = scriptedFetch((url) => (url.endsWith('/health') ? { status: 503 } : { status: 500 }));
    const api = client({ fetch });
    await failFiveTimes(api);
    await vi.advanceTimersByTimeAsync(30_000);
    const trial = await settle(api.post('/x', {}), 0);
    expect(trial.error).toMatchObject({ status: 500 });
    expect(api.breaker.state).toBe('open');
    expect((await settle(api.get('/x'), 0)).error).toMatchObject({ code: 'circuit_open' });
  });

  it('lets a trial through as soon as a health check passes', async () => {
    let healthy = false;
    const { fetch } = scriptedFetch((url) =>
      healthy
        ? { status: 200, body: { ok: true } }
        : url.endsWith('/health')
          ? { status: 503 }
          : { status: 500 },
    );
    const api = client({ fetch });
    await failFiveTimes(api);
    healthy = true;
    expect(await api.breaker.checkHealth()).toBe(true);
    const { value } = await settle(api.get('/x'));
    expect(value).toEqual({ ok: true });
    expect(api.breaker.state).toBe('closed');
  });

  it('does not count 4xx (other than 408/429) or caller cancellations', async () => {
    const { fetch } = scriptedFetch((url) =>
      url.includes('hang') ? 'hang' : { status: 404, body: { error: { code: 'not_found', message: 'x' } } },
    );
    const api = client({ fetch });
    for (let i = 0; i < 8; i++) await settle(api.get('/missing'));
    for (let i = 0; i < 6; i++) {
      const controller = new AbortController();
      const promise = api.post('/hang', {}, { signal: controller.signal });
      controller.abort();
      await settle(promise);
    }
    expect(api.breaker.state).toBe('closed');
  });

  it('lets one trial through in half-open; calls made meanwhile wait for it and then go ahead', async () => {
    let healthy = false;
    let release: (() => void) | undefined;
    const { fetch, calls } = scriptedFetch((url) =>
      healthy
        ? { status: 200, body: { ok: true } }
        : url.endsWith('/health')
          ? { status: 503 }
          : { status: 500 },
    );
    const gated: typeof globalThis.fetch = async (input, init) => {
      if (healthy && !release) await new Promise<void>((resolve) => (release = resolve));
      return fetch(input, init);
    };
    const api = client({ fetch: gated });
    await failFiveTimes(api);
    await vi.advanceTimersByTimeAsync(30_000);
    healthy = true;
    const trial = api.get('/trial');
    const waiting = api.get('/waiting');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.breaker.state).toBe('half-open');
    const before = calls.length;
    release?.();
    expect(await trial).toEqual({ ok: true });
    expect(await waiting).toEqual({ ok: true });
    expect(calls.slice(before).map((c) => c.url)).toEqual(['/api/trial', '/api/waiting']);
    expect(api.breaker.state).toBe('closed');
  });

  it('starts closed when the saved state is unreadable or from an older release', () => {
    for (const saved of [
      'not json',
      JSON.stringify({ savedAt: Date.now(), state: { ownState: { value: 1 } } }),
    ]) {
      const storage = memoryStorage();
      storage.set('podbrief.circuit-breaker', saved);
      const api = client({ fetch: scriptedFetch([]).fetch, storage });
      expect(api.breaker.state).toBe('closed');
      expect(storage.map.has('podbrief.circuit-breaker')).toBe(false);
    }
  });

  it('keeps its state across a reload, unless the saved state is older than 60 s', async () => {
    const storage = memoryStorage();
    const { fetch } = scriptedFetch((url) => (url.endsWith('/health') ? { status: 503 } : { status: 500 }));
    const first = client({ fetch, storage });
    await failFiveTimes(first);
    expect(first.breaker.state).toBe('open');

    const reloaded = client({ fetch, storage });
    expect(reloaded.breaker.state).toBe('open');

    vi.setSystemTime(Date.now() + 61_000);
    const muchLater = client({ fetch, storage });
    expect(muchLater.breaker.state).toBe('closed');
  });
});
