import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { CookieJar } from '../cookie-jar';

export interface RawRequest {
  method: string;
  /** Path and query, already encoded. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as is; undefined sends no body at all. */
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text ('' for event streams, which are closed as soon as they open). */
  text: string;
}

/**
 * One HTTP request exactly as given: any method with any body, any Content-Type, malformed JSON. fetch()
 * refuses some of these (a GET with a body), so the hardening suites speak node:http directly.
 * Every request is bounded in time; an event stream is closed as soon as its headers arrive.
 */
export function rawRequest(baseUrl: string, req: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const url = new URL(req.path, baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        method: req.method,
        // As given: `new URL` would resolve `/api/files/public/../../etc/passwd` to `/etc/passwd`, and the
        // server must be shown the dot segments an attacker would send.
        path: req.path,
        headers: { host: url.host, ...headers },
        timeout: timeoutMs,
      },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        if ((incoming.headers['content-type'] ?? '').includes('text/event-stream')) {
          incoming.destroy();
          outgoing.destroy();
          resolve({ status, headers: incoming.headers, text: '' });
          return;
        }
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`${req.method} ${req.path} did not answer within ${timeoutMs} ms`)),
    );
    outgoing.on('error', reject);
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}

/** Keeps the cookies a response sets (a refreshed session token) in the caller's jar. */
export function storeCookies(jar: CookieJar, response: RawResponse): void {
  const setCookie = response.headers['set-cookie'];
  if (!setCookie || setCookie.length === 0) return;
  jar.store(
    new Response(null, { headers: setCookie.map((value): [string, string] => ['set-cookie', value]) }),
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RawSocketResponse {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes over a bare TCP connection and reads until the server closes it. For what no HTTP client
 * will send: header blocks past Node's limit, broken request lines, invalid header characters.
 */
export function rawSocketRequest(
  baseUrl: string,
  bytes: string,
  timeoutMs = 10_000,
): Promise<RawSocketResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(url.port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the rest of a large request is still being written: not an error here.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      resolve({ status, headers, body: split < 0 ? '' : text.slice(split + 4) });
    });
    socket.write(bytes);
  });
}
