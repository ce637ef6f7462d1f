import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/wait-for';
import { withinBudget } from './upstream-budget';

/**
 * The budget of a stream from a podcast host (ADR 222) over real sockets: a host that sends as fast as it
 * is read, and one that sends a little and then nothing. Only time spent waiting for the host counts
 * towards its rate, so a reader who pauses never gets the host judged slow.
 */
const fileBytes = 4 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 0x55);
let server: Server;
let origin: string;
/** When the fast host last found the socket full (the reader not reading), 0 before. */
let blockedAt = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'audio/mpeg' });
    if (request.url === '/stalls') {
      // A little, then nothing until the client goes away.
      response.write(chunk.subarray(0, 1024));
      return;
    }
    let sent = 0;
    const pump = () => {
      while (sent < fileBytes) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          blockedAt = Date.now();
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
