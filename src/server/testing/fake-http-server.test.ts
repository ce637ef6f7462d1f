import { request as httpRequest, Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  byteRange,
  bytesAnswer,
  noRoute,
  startFakeHttpServer,
  type FakeHttpServer,
  type FakeRequest,
} from './fake-http-server';

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the fake HTTP server the test fakes share', () => {
  it('listens on a free port of 127.0.0.1 and hands each request over with its whole body', async () => {
    const seen: FakeRequest[] = [];
    server = await startFakeHttpServer((request) => {
      seen.push(request);
      return request.url === '/v1/echo'
        ? { status: 201, body: { got: request.body.toString('utf8') } }
        : noRoute(request);
    });
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const big = 'x'.repeat(200_000);
    const res = await fetch(`${server.origin}/v1/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer k' },
      body: big,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ got: big });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/echo',
      headers: { authorization: 'Bearer k' },
    });

    const missing = await fetch(`${server.origin}/elsewhere?q=1`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'No route GET /elsewhere?q=1' } });
  });

  it('answers a bare 500 when the fake itself fails, and keeps serving', async () => {
    let calls = 0;
    server = await startFakeHttpServer(() => {
      calls++;
      if (calls === 1) throw new Error('fake broke');
      return { body: { ok: true } };
    });
    expect((await fetch(server.origin)).status).toBe(500);
    expect(await (await fetch(server.origin)).json()).toEqual({ ok: true });
  });

  it('waits the delay before answering, so a client timeout fires first', async () => {
    server = await startFakeHttpServer(() => ({ body: { late: true }, delayMs: 120_000 }));
    await expect(fetch(server.origin, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    // Closing ends the open connection instead of waiting out the delay (longer than the test's timeout).
    await expect(server.close()).resolves.toBeUndefined();
    server = undefined;
  });

  it('closes with a kept-alive connection open', async () => {
    server = await startFakeHttpServer(() => ({ body: {} }));
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${server!.origin}/`, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
    // Without ending the idle kept-alive connection, close would wait for the agent to drop it.
    await expect(server.close()).resolves.toBeUndefined();
    server = undefined;
    agent.destroy();
  });

  it('writes a stream only as fast as the client reads it, and stops when the client leaves', async () => {
    const MB = 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    let over!: (gone: boolean) => void;
    const done = new Promise<boolean>((resolve) => (over = resolve));
    server = await startFakeHttpServer(() => ({
      body: null,
      headers: { 'content-type': 'application/octet-stream' },
      stream: async (write, gone, left) => {
        while (!gone() && written < 64 * MB) {
          written += piece.length;
          await write(piece);
        }
        await left;
        over(gone());
      },
    }));
    // A client that takes the headers, reads nothing and hangs up.
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${server!.origin}/big`, (res) => {
        expect(res.headers['content-type']).toBe('application/octet-stream');
        req.destroy();
        resolve();
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    // Without waiting for the client to read, every write is taken at once: the whole 64 MB would be
    // written before the client even saw the headers.
    expect(await done).toBe(true);
    expect(written).toBeLessThan(64 * MB);
  });

  it('streams any bytes in order to a client that reads them all', async () => {
    const pieces = Array.from({ length: 48 }, (_, i) => Buffer.alloc(64 * 1024, 65 + (i % 26)));
    server = await startFakeHttpServer(() => ({
      body: null,
      headers: { 'content-type': 'application/octet-stream' },
      stream: async (write) => {
        for (const piece of pieces) await write(piece);
      },
    }));
    const res = await fetch(`${server.origin}/all`);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.concat(pieces))).toBe(true);
  });

  it('paces a stream with pauses, and ends a pause as soon as the client leaves', async () => {
    let over!: (gone: boolean) => void;
    const done = new Promise<boolean>((resolve) => (over = resolve));
    server = await startFakeHttpServer(() => ({
      body: null,
      headers: { 'content-type': 'audio/mpeg' },
      stream: async (write, gone, _left, pause) => {
        await write('first');
        // Far longer than the test's timeout: only the client leaving can end it in time.
        await pause(600_000);
        over(gone());
      },
    }));
    const controller = new AbortController();
    const res = await fetch(`${server.origin}/slow`, { signal: controller.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first');
    controller.abort();
    expect(await done).toBe(true);
  });

  it('counts the connections it accepts', async () => {
    server = await startFakeHttpServer(() => ({ body: {} }));
    expect(server.connections()).toBe(0);
    await (await fetch(server.origin, { headers: { connection: 'close' } })).json();
    await (await fetch(server.origin, { headers: { connection: 'close' } })).json();
    expect(server.connections()).toBe(2);
  });

  it('answers bytes as a file server does: whole, a range of them, or 416 past the end', async () => {
    const file = Uint8Array.from({ length: 100 }, (_, i) => i);
    server = await startFakeHttpServer((request) => bytesAnswer(request, file, 'audio/mpeg'));
    const get = async (range?: string, method = 'GET') => {
      const res = await fetch(server!.origin, { method, headers: range ? { range } : {} });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        length: res.headers.get('content-length'),
        contentRange: res.headers.get('content-range'),
        bytes: [...new Uint8Array(await res.arrayBuffer())],
      };
    };
    const whole = await get();
    expect(whole).toMatchObject({ status: 200, type: 'audio/mpeg', length: '100', contentRange: null });
    expect(whole.bytes).toEqual([...file]);
    expect(await get('bytes=10-12')).toEqual({
      status: 206,
      type: 'audio/mpeg',
      length: '3',
      contentRange: 'bytes 10-12/100',
      bytes: [10, 11, 12],
    });
    expect(await get('bytes=98-')).toMatchObject({ contentRange: 'bytes 98-99/100', bytes: [98, 99] });
    expect(await get('bytes=-2')).toMatchObject({ contentRange: 'bytes 98-99/100', bytes: [98, 99] });
    expect(await get('bytes=100-')).toMatchObject({ status: 416, contentRange: 'bytes */100', bytes: [] });
    expect(await get('bytes=5-6', 'HEAD')).toEqual({
      status: 206,
      type: 'audio/mpeg',
      length: '2',
      contentRange: 'bytes 5-6/100',
      bytes: [],
    });
  });

  it('reads one range of bytes, cut to the size, and ignores what is not one', () => {
    expect(byteRange(undefined, 10)).toBeNull();
    expect(byteRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(byteRange('bytes=2-', 10)).toEqual({ start: 2, end: 9 });
    expect(byteRange('bytes=8-99', 10)).toEqual({ start: 8, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=4-2', 10)).toBeNull();
    expect(byteRange('bytes=1-2,4-5', 10)).toBeNull();
    expect(byteRange('items=1-2', 10)).toBeNull();
    expect(byteRange('bytes=-', 10)).toBeNull();
  });
});
