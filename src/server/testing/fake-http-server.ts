import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
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
   * Writes the body piece by piece instead (a server-sent event stream): `write` sends one piece, `gone`
   * says the client has left. The answer ends when the promise settles.
   */
  stream?: (write: (piece: string) => void, gone: () => boolean) => Promise<void>;
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
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
 * The plumbing the test fakes of outside HTTP services share: a real `node:http` server on 127.0.0.1 (a free
 * port unless one is given) that reads each request's body, asks `answer` what to send, waits the delay,
 * and writes the JSON. A request whose client has gone during the delay gets nothing; an `answer` that
 * throws gives a bare 500. `close` ends kept-alive connections too, so a test's teardown never waits.
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
        res.writeHead(status, { 'content-type': 'text/event-stream', ...reply.headers });
        await reply.stream(
          (piece) => void res.write(piece),
          () => res.destroyed || res.writableEnded || (res.socket?.destroyed ?? true),
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
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}
