import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake sees it: the whole body already read. */
export interface FakeRequest {
  method: string;
  /** The path and query, e.g. `/v1/chat/completions`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * What a fake answers: a JSON body (or bytes, sent as they are) with a status, after an optional delay
 * (to provoke timeouts).
 */
export interface FakeAnswer {
  status?: number;
  body: unknown;
  delayMs?: number;
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  /**
   * Writes the body piece by piece instead (a server-sent event stream by default, any bytes with a
   * `content-type` header). `write` sends one piece and resolves once the connection has taken it: at
   * once while its buffer has room, else when the client has read enough for it to drain, or has left
   * (backpressure: a client that stops reading stops the writer). `gone` says the client has left, and
   * `left` settles when it does. `pause` waits the given milliseconds, or less if the client leaves
   * first (a host that sends slowly). The answer ends when the promise settles.
   */
  stream?: (
    write: (piece: string | Uint8Array) => Promise<void>,
    gone: () => boolean,
    left: Promise<void>,
    pause: (ms: number) => Promise<void>,
  ) => Promise<void>;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  /** The TCP connections the server has accepted so far (a test that must never reach it expects 0). */
  connections(): number;
  close(): Promise<void>;
}

/** The 404 answer of a fake to a route it does not serve, in the OpenAI error shape. */
export function noRoute(request: FakeRequest): FakeAnswer {
  return { status: 404, body: { error: { message: `No route ${request.method} ${request.url}` } } };
}

/** A 4xx answer with an OpenAI-style error message. */
export function badRequest(message: string, status = 400): FakeAnswer {
  return { status, body: { error: { message } } };
}

/**
 * The part of a body of `size` bytes a `Range` header asks for: one range `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`, its end cut to the body's. `null` when there is no header, or it is not one valid range
 * of bytes (the whole body is then the answer); `unsatisfiable` when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
}

/**
 * Answers with `bytes` as a file server does: 200 with all of them, 206 with the part a `Range` header
 * asks for (`byteRange`), 416 to a range past the end; to a HEAD, the same status and headers without a
 * body.
 */
export function bytesAnswer(request: FakeRequest, bytes: Uint8Array, contentType: string): FakeAnswer {
  const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const range = byteRange(request.headers.range, all.length);
  const headers = { 'content-type': contentType, 'accept-ranges': 'bytes' };
  if (range === 'unsatisfiable')
    return {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${all.length}`, 'content-length': '0' },
      body: Buffer.alloc(0),
    };
  const part = range ? all.subarray(range.start, range.end + 1) : all;
  return {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      'content-length': String(part.length),
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${all.length}` } : {}),
    },
    body: part,
  };
}

/**
 * The plumbing the test fakes of outside HTTP services share: a real `node:http` server on 127.0.0.1 (a free
 * port unless one is given) that reads each request's body, asks `answer` what to send, waits the delay,
 * and writes the JSON. A request whose client has gone during the delay gets nothing; an `answer` that
 * throws gives a bare 500. It counts the connections it accepts. `close` ends kept-alive connections too, so a test's teardown never waits.
 */
export async function startFakeHttpServer(
  answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  options: { port?: number; host?: string } = {},
): Promise<FakeHttpServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: await readBody(req),
      };
      const reply = await answer(request);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const status = reply.status ?? 200;
      if (reply.stream) {
        const left = new Promise<void>((resolve) => res.once('close', () => resolve()));
        res.writeHead(status, { 'content-type': 'text/event-stream', ...reply.headers });
        await reply.stream(
          (piece) => taken(res, piece),
          () => res.destroyed || res.writableEnded || (res.socket?.destroyed ?? true),
          left,
          (ms) => paused(res, ms),
        );
        if (!res.destroyed) res.end();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
      // A 204 or 304 has no body.
      if (status === 204 || status === 304) res.end();
      else res.end(Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes one piece; resolves when the response can take more (`drain`) or the client has gone. */
function taken(res: ServerResponse, piece: string | Uint8Array): Promise<void> {
  if (res.destroyed || res.writableEnded || res.write(piece)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Waits `ms`, or until the client has gone if that is sooner. */
function paused(res: ServerResponse, ms: number): Promise<void> {
  if (res.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.on('close', done);
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}
