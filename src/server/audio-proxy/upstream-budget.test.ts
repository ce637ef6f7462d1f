import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server';
import { waitFor } from '../testing/wait-for';
import { withinBudget } from './upstream-budget';

/**
 * The budget of a stream from a podcast host (ADR 222) over real sockets: a host that sends as fast as it
 * is read, and one that sends a little and then nothing. Only time spent waiting for the host counts
 * towards its rate, so a reader who pauses never gets the host judged slow.
 */
const fileBytes = 4 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 0x55);
let server: FakeHttpServer;
let origin: string;
/** When the fast host last found the socket full (the reader not reading), 0 before. */
let blockedAt = 0;

beforeAll(async () => {
  server = await startFakeHttpServer((request) => ({
    body: null,
    headers: { 'content-type': 'audio/mpeg' },
    stream: async (write, _gone, left) => {
      if (request.url === '/stalls') {
        // A little, then nothing until the client goes away.
        await write(chunk.subarray(0, 1024));
        await left;
        return;
      }
      for (let sent = 0; sent < fileBytes; sent += chunk.length) {
        // A write the connection takes at once has settled by the next microtask; one still pending
        // waits for the reader to drain a full socket.
        let taken = false;
        const writing = write(chunk).then(() => (taken = true));
        await Promise.resolve();
        if (!taken) blockedAt = Date.now();
        await writing;
      }
    },
  }));
  origin = server.origin;
});
afterAll(async () => {
  await server.close();
});

const open = (path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => get(`${origin}${path}`, resolve).on('error', reject));

describe('the budget of a stream from a host', () => {
  it('never judges the host while the reader pauses, and reads the whole file', async () => {
    const budget = { minBytesPerSecond: 200_000, rateWindowMs: 100, maxMs: 60_000 };
    const body = withinBudget(await open('/fast'), budget);
    let received = (await body.next()).value?.length ?? 0;
    // The reader pauses (a paused player): the host fills the socket and waits, for many rate windows.
    const pausedAt = Date.now();
    await waitFor(() => blockedAt > 0 && Date.now() - pausedAt > 5 * budget.rateWindowMs, {
      what: 'the host to be held back by the paused reader for five rate windows',
      intervalMs: 20,
    });
    for await (const part of body) received += part.length;
    expect(received).toBe(fileBytes);
  });

  it('cuts a host that sends a little and then nothing, within a window of waiting', async () => {
    const budget = { minBytesPerSecond: 200_000, rateWindowMs: 200, maxMs: 60_000 };
    const response = await open('/stalls');
    const started = Date.now();
    let error: unknown;
    try {
      for await (const part of withinBudget(response, budget)) expect(part.length).toBeGreaterThan(0);
    } catch (caught) {
      error = caught;
    }
    expect((error as Error).message).toBe(
      'The podcast host sent the audio more slowly than the minimum rate.',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(budget.rateWindowMs);
    expect(response.destroyed).toBe(true);
  });

  it('cuts a host that keeps the rate once the total time has passed', async () => {
    const budget = { minBytesPerSecond: 1, rateWindowMs: 60_000, maxMs: 150 };
    const response = await open('/stalls');
    const started = Date.now();
    const error = await (async () => {
      for await (const part of withinBudget(response, budget)) expect(part.length).toBeGreaterThan(0);
    })().catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('The podcast host took longer than a stream from it may take.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(budget.maxMs);
  });
});
