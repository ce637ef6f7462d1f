import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createGunzip, createInflate } from 'node:zlib';
import { isPublicAddress } from './address-guard';
import { declaredLength, formatBytes } from './limited-body';

export type SafeFetchFailure =
  'address_refused' | 'bad_url' | 'http_status' | 'network' | 'timeout' | 'too_large' | 'too_many_redirects';

/** Why a guarded fetch failed; `reason` says which rule or fault, `message` is safe to show. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  /** Allow loopback and private addresses (development and tests only). */
  allowPrivateHosts: boolean;
  /** Bytes of (decompressed) body read at most. */
  maxBytes: number;
  /** What happens at `maxBytes`: fail, or stop and return what arrived (`truncated: true`). */
  onLimit: 'fail' | 'truncate';
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  /** More request headers (a conditional GET's If-None-Match and If-Modified-Since). */
  headers?: Record<string, string>;
  /** Called with each body chunk; returning true stops reading (the result is then `truncated`). */
  stopWhen?: (chunk: Buffer) => boolean;
}

export interface SafeFetchResult {
  url: string;
  contentType: string | undefined;
  body: Buffer;
  truncated: boolean;
  /** The answer's headers (a feed's ETag and Last-Modified are kept for the next conditional GET). */
  headers: IncomingHttpHeaders;
}

/**
 * GET for URLs that users hand us (feeds, transcripts). Only http and https; every address the host
 * resolves to must be public unless `allowPrivateHosts`, and the connection goes to an address that was
 * checked (no second DNS answer can slip in). Redirects are followed by hand and checked the same way.
 * The body is streamed and bounded; gzip and deflate bodies are bounded after decompression.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const { url, response } = await follow(rawUrl, options, (target, pinned) =>
    request(
      target,
      pinned,
      {
        accept: options.accept ?? '*/*',
        'accept-encoding': 'gzip, deflate',
        'user-agent': 'Podbrief/0.7 (+feed import)',
        ...options.headers,
      },
      deadline - Date.now(),
    ),
  );
  const status = response.statusCode ?? 0;
  // Error bodies are never read: a server could send one without end.
  if (status < 200 || status >= 300) {
    response.destroy();
    throw new SafeFetchError('http_status', `The server answered HTTP ${status}.`, status);
  }
  return readBody(url, response, options, deadline);
}

export interface SafeOpenOptions {
  /** Allow loopback and private addresses (development and tests only). */
  allowPrivateHosts: boolean;
  /** How long the server may stay silent: before it answers, and between two parts of the body. */
  idleTimeoutMs: number;
  maxRedirects?: number;
  /** The request's headers, the same on every hop; nothing else is sent. */
  headers: Record<string, string>;
}

/**
 * The same guarded GET, answered with the response itself, unread: for a body that is passed on as it
 * arrives (episode audio) rather than read into memory. Redirects are followed and checked as in
 * `safeFetch`; any other status is the caller's to judge, and the caller reads or destroys the body.
 */
export async function safeOpen(
  rawUrl: string,
  options: SafeOpenOptions,
): Promise<{ url: string; response: IncomingMessage }> {
  return follow(rawUrl, options, (target, pinned) =>
    request(target, pinned, options.headers, options.idleTimeoutMs),
  );
}

/** Sends `send` to the URL and to each redirect's target, every hop's address checked first. */
async function follow(
  rawUrl: string,
  options: { allowPrivateHosts: boolean; maxRedirects?: number },
  send: (url: URL, pinned: { address: string; family: 4 | 6 }) => Promise<IncomingMessage>,
): Promise<{ url: string; response: IncomingMessage }> {
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const pinned = await checkedAddress(url, options.allowPrivateHosts);
    const response = await send(url, pinned);
    const status = response.statusCode ?? 0;
    // Redirect bodies are never read.
    if (status < 300 || status >= 400 || !response.headers.location) return { url: url.toString(), response };
    response.destroy();
    if (hop >= (options.maxRedirects ?? 5))
      throw new SafeFetchError('too_many_redirects', 'The address redirects too many times.');
    url = parseHttpUrl(new URL(response.headers.location, url).toString());
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('bad_url', 'This is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('bad_url', 'Only http:// and https:// addresses can be fetched.');
  }
  if (url.username || url.password)
    throw new SafeFetchError('bad_url', 'Addresses with a user name or password are not fetched.');
  return url;
}

async function checkedAddress(url: URL, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw new SafeFetchError('network', `The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('network', `The host ${host} could not be found.`);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new SafeFetchError(
      'address_refused',
      `The address ${host} points to a private or local network, which is not allowed.`,
    );
  }
  const first = addresses[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function request(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<IncomingMessage> {
  // The socket connects to the address that was checked, whatever DNS would answer now.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup,
        headers,
        timeout: Math.max(1, timeoutMs),
      },
      resolve,
    );
    req.on('timeout', () =>
      req.destroy(new SafeFetchError('timeout', 'The server took too long to answer.')),
    );
    req.on('error', (error) =>
      reject(
        error instanceof SafeFetchError
          ? error
          : new SafeFetchError(
              'network',
              `The server could not be reached (${describeNetworkError(error)}).`,
            ),
      ),
    );
  });
}

function describeNetworkError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? error.message;
}

function readBody(
  url: string,
  response: IncomingMessage,
  options: SafeFetchOptions,
  deadline: number,
): Promise<SafeFetchResult> {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  // A body announced larger than the limit is refused before it is read. (A compressed length says
  // nothing certain about the decompressed size, so those are counted as they arrive.)
  const declared = encoding ? null : declaredLength(response.headers['content-length']);
  if (options.onLimit === 'fail' && declared !== null && declared > options.maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge(options.maxBytes));
  }
  const stream =
    encoding === 'gzip'
      ? response.pipe(createGunzip())
      : encoding === 'deflate'
        ? response.pipe(createInflate())
        : response;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const timer = setTimeout(
      () => finish(new SafeFetchError('timeout', 'The server took too long to send the file.')),
      Math.max(1, deadline - Date.now()),
    );
    const finish = (error: Error | null, truncated = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error || truncated) {
        response.destroy();
        if (stream !== response) stream.destroy();
      }
      if (error) reject(error);
      else
        resolve({
          url,
          contentType: response.headers['content-type'],
          headers: response.headers,
          body: Buffer.concat(chunks),
          truncated,
        });
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      const room = options.maxBytes - size;
      if (chunk.length > room) {
        if (options.onLimit === 'fail') {
          finish(tooLarge(options.maxBytes));
          return;
        }
        chunks.push(chunk.subarray(0, room));
        size += room;
        finish(null, true);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
      if (options.stopWhen?.(chunk)) finish(null, true);
    });
    stream.on('end', () => finish(null));
    stream.on('error', (error) =>
      finish(new SafeFetchError('network', `The download failed (${describeNetworkError(error)}).`)),
    );
  });
}

function tooLarge(maxBytes: number): SafeFetchError {
  return new SafeFetchError('too_large', `The file is larger than ${formatBytes(maxBytes)}.`);
}
