import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type TestEventStream } from '../testing/event-stream';
import { signIn } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';
import { newGate, type Gate } from '../testing/gate';

const limit = 5;
/** More than the requests in flight: streams have a budget of their own. */
const streamLimit = limit + 2;
let t: TestApp;
let gate: Gate;
let entered = 0;

beforeAll(async () => {
  gate = newGate();
  t = await startTestApp({
    env: { MAX_REQUESTS_IN_FLIGHT: String(limit), MAX_EVENT_STREAMS: String(streamLimit) },
    routes: (app) => {
      // A request that stays in flight until the test lets it finish, like one waiting for the database.
      app.get('/api/test/held', async () => {
        entered += 1;
        await gate.opened;
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  gate.open();
  await t.close();
});

describe('load shedding by requests in flight', () => {
  it('refuses the request beyond MAX_REQUESTS_IN_FLIGHT with 503 + Retry-After, serves the rest, then reopens', async () => {
    const held = Array.from({ length: limit }, () => fetch(`${t.baseUrl}/api/test/held`));
    await waitFor(() => entered === limit, { what: 'every held request to be in flight', intervalMs: 10 });

    const refused = await fetch(`${t.baseUrl}/api/landing/stats`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({
      error: { code: 'service_unavailable', message: expect.any(String) },
    });
    // Liveness is never refused, whatever the load.
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);

    gate.open();
    expect((await Promise.all(held)).map((res) => res.status)).toEqual(Array(limit).fill(200));
    // Every finished request gave its place back.
    const again = await Promise.all(
      Array.from({ length: limit }, () => fetch(`${t.baseUrl}/api/landing/stats`)),
    );
    expect(again.map((res) => res.status)).toEqual(Array(limit).fill(200));
  });

  it('gives the place back when the client goes away before the answer', async () => {
    gate = newGate();
    entered = 0;
    // Plain sockets, destroyed as a browser tab that is closed would: no keep-alive pool in between.
    const clients = Array.from({ length: limit }, () => {
      const req = request(`${t.baseUrl}/api/test/held`, { agent: false });
      req.on('error', () => {});
      req.end();
      return req;
    });
    await waitFor(() => entered === limit, { what: 'every held request to be in flight', intervalMs: 10 });
    expect((await fetch(`${t.baseUrl}/api/landing/stats`)).status).toBe(503);

    for (const req of clients) req.destroy();
    await waitFor(async () => (await fetch(`${t.baseUrl}/api/landing/stats`)).status === 200, {
      what: 'the places of the gone clients to be free again',
      intervalMs: 10,
      timeoutMs: 5000,
    });
    gate.open();
  });
});

describe('load shedding counts live event streams', () => {
  it('refuses a stream beyond MAX_EVENT_STREAMS with 503, while other requests still pass, and takes one again when a stream closes', async () => {
    const client = await signIn(t, 'streams-shed@reading.test');
    const streams: TestEventStream[] = [];
    for (let i = 0; i < streamLimit; i++) streams.push(await openEventStream(client, t.baseUrl));
    expect(streams.map((s) => s.status)).toEqual(Array(streamLimit).fill(200));

    const refused = await fetch(`${t.baseUrl}/api/reports/events`, {
      headers: { cookie: client.cookies.headerFor('/api/reports/events') ?? '' },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    // More streams than MAX_REQUESTS_IN_FLIGHT are open, and ordinary requests are still served.
    expect((await fetch(`${t.baseUrl}/api/landing/stats`)).status).toBe(200);

    streams.pop()!.close();
    const again = await waitFor(
      async () => {
        const stream = await openEventStream(client, t.baseUrl);
        return stream.status === 200 ? stream : undefined;
      },
      { what: 'a stream accepted again' },
    );
    for (const stream of [...streams, again]) stream.close();
  });
});
