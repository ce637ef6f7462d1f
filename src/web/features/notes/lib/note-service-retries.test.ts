import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@web/lib/api-client';
import { NoteService } from './note-service';
import { MemoryNoteStorage } from './memory-note-storage';

/**
 * When a failed sync is sent again, on fake timers. The network is scripted (the server's answers to the
 * note's PUT), so the waits can be read to the millisecond; note-service.test.ts runs the same service
 * against the real API.
 */

const reportId = '0b6c9d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e';

type Answer = { status: number; body?: unknown } | 'network-error';

function scriptedServer(answers: Answer[]) {
  const puts: number[] = [];
  const start = Date.now();
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'PUT') throw new Error(`unexpected ${init?.method ?? 'GET'}`);
    puts.push(Date.now() - start);
    const answer = answers.shift() ?? { status: 500 };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const { content } = JSON.parse(String(init.body)) as { content: string };
    const body = answer.body ?? {
      reportId,
      exists: true,
      content,
      version: 1,
      updatedAt: new Date().toISOString(),
    };
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, puts };
}

let services: NoteService[] = [];
function noteServiceOn(fetch: typeof globalThis.fetch) {
  const service = new NoteService({
    api: createApiClient({ baseUrl: '/api', fetch, storage: null }),
    storage: new MemoryNoteStorage(),
    events: new EventTarget() as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
  });
  service.setUser('reader');
  services.push(service);
  return service;
}

const unavailable = { status: 503, body: { error: { code: 'service_unavailable', message: 'Restarting' } } };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z') });
});
afterEach(() => {
  for (const service of services) service.dispose();
  services = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('note sync retries', () => {
  it('sends a failed sync again on the API client’s backoff (1 s, 2 s, 4 s) until the server takes it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const server = scriptedServer([unavailable, 'network-error', unavailable, { status: 200 }]);
    const service = noteServiceOn(server.fetch);

    expect(await service.saveNote(reportId, 'Written during a restart')).toBe(false);
    expect(service.peek(reportId)).toMatchObject({ syncStatus: 'error' });
    await vi.advanceTimersByTimeAsync(60_000);

    expect(server.puts).toEqual([0, 1000, 3000, 7000]);
    expect(service.peek(reportId)).toMatchObject({ syncStatus: 'synced', baseVersion: 1 });
  });

  it('spreads the waits by ±20 %, so many readers do not come back at the same moment', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const server = scriptedServer([unavailable, unavailable, { status: 200 }]);
    const service = noteServiceOn(server.fetch);

    await service.saveNote(reportId, 'Written during a restart');
    await vi.advanceTimersByTimeAsync(60_000);

    expect(server.puts).toEqual([0, 800, 800 + 1600]);
  });

  it('does not send again what another attempt cannot fix', async () => {
    const tooLong = {
      status: 413,
      body: { error: { code: 'note_too_large', message: 'Too long' } },
    };
    const server = scriptedServer([tooLong]);
    const service = noteServiceOn(server.fetch);

    expect(await service.saveNote(reportId, 'x'.repeat(20_001))).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(server.puts).toEqual([0]);
    expect(service.peek(reportId)).toMatchObject({
      syncStatus: 'error',
      error: 'This note is longer than 20,000 characters. Shorten it to save it.',
    });
  });

  it('does not send again after a plain server error, by the API client’s retryable statuses', async () => {
    const broken = { status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } };
    const server = scriptedServer([broken]);
    const service = noteServiceOn(server.fetch);

    expect(await service.saveNote(reportId, 'Written while the server is broken')).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(server.puts).toEqual([0]);
    expect(service.peek(reportId)).toMatchObject({ syncStatus: 'error' });
  });
});
