import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contract/api-error';
import { signIn, type TestClient } from '../sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../test-app';
import { waitFor } from '../wait-for';
import { parseJson, rawRequest, rawSocketRequest } from './raw-request';

/**
 * Issue #17: answers made before any route runs — by Node's HTTP parser (oversized headers, bytes that
 * are not HTTP) or by Fastify (body too large, bad JSON, unsupported media type, bad address, no such
 * route) — come in the same `{ error: { code, message } }` shape as every other error. A route's guard
 * answers before Fastify reads the body, so 401 and 403 come before 400, 413 and 415 (ADR 144).
 */

let t: TestApp;
let member: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { ROLE: 'api' } });
  member = await signIn(t, 'early.answers@hardening.test', 'Early Answers');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function expectShape(
  res: { status: number; contentType: string | undefined; body: string },
  status: number,
  code: string,
) {
  const context = `${res.status} ${res.contentType ?? '(no content-type)'} ${res.body.slice(0, 300)}`;
  expect(res.status, context).toBe(status);
  expect(res.contentType ?? '', context).toMatch(/^application\/json/);
  const parsed = apiErrorSchema.safeParse(parseJson(res.body));
  expect(parsed.success, context).toBe(true);
  expect(parsed.data?.error.code, context).toBe(code);
}

const host = () => new URL(t.baseUrl).host;

describe(`answers made before the router, in the error shape (${testDatabaseKindLabel()})`, () => {
  it.each([
    [
      'a header past the 16 KB limit',
      (h: string) => `GET /api/health HTTP/1.1\r\nHost: ${h}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'many headers adding up past the limit',
      (h: string) =>
        `GET /api/health HTTP/1.1\r\nHost: ${h}\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'b'.repeat(60)}\r\n`).join('')}\r\n`,
    ],
    [
      'an address past the limit',
      (h: string) => `GET /api/channels?search=${'c'.repeat(20_000)} HTTP/1.1\r\nHost: ${h}\r\n\r\n`,
    ],
    [
      'a cookie past the limit',
      (h: string) => `GET /api/reports HTTP/1.1\r\nHost: ${h}\r\nCookie: s=${'d'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('431 headers_too_large for %s', async (_name, request) => {
    const res = await rawSocketRequest(t.baseUrl, request(host()));
    expectShape(
      { status: res.status, contentType: res.headers['content-type'], body: res.body },
      431,
      'headers_too_large',
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an unknown method', (h: string) => `BREW /api/health HTTP/1.1\r\nHost: ${h}\r\n\r\n`],
    [
      'a control character in a header',
      (h: string) => `GET /api/health HTTP/1.1\r\nHost: ${h}\r\nX-Bad: a\u0001b\r\n\r\n`,
    ],
    [
      'a header without a name',
      (h: string) => `GET /api/health HTTP/1.1\r\nHost: ${h}\r\n: nameless\r\n\r\n`,
    ],
    [
      'Content-Length and Transfer-Encoding together',
      (h: string) =>
        `POST /api/feedback HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a Content-Length that is not a number',
      (h: string) => `POST /api/feedback HTTP/1.1\r\nHost: ${h}\r\nContent-Length: ten\r\n\r\n`,
    ],
    ['a broken request line', () => 'GET\r\n\r\n'],
    ['not HTTP at all', () => '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003\r\n\r\n'],
  ])('400 malformed_request for %s', async (_name, request) => {
    const res = await rawSocketRequest(t.baseUrl, request(host()));
    expectShape(
      { status: res.status, contentType: res.headers['content-type'], body: res.body },
      400,
      'malformed_request',
    );
  });

  it('keeps serving after refusing a connection', async () => {
    await rawSocketRequest(
      t.baseUrl,
      `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const res = await rawSocketRequest(
      t.baseUrl,
      `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'a body past the 1 MB limit',
      'application/json',
      JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      413,
      'payload_too_large',
    ],
    ['malformed JSON', 'application/json', '{"feedbackType": ', 400, 'invalid_json'],
    ['an empty JSON body', 'application/json', '', 400, 'invalid_json'],
    ['an unsupported media type', 'application/xml', '<feedback/>', 415, 'unsupported_media_type'],
    [
      'a form instead of JSON',
      'application/x-www-form-urlencoded',
      'subject=hi',
      415,
      'unsupported_media_type',
    ],
  ])('%s → %i %s', async (_name, contentType, body, status, code) => {
    const res = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/api/feedback',
      headers: {
        origin: t.baseUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': contentType,
        cookie: member.cookies.headerFor('/api/feedback') ?? '',
      },
      body,
    });
    expectShape(
      { status: res.status, contentType: res.headers['content-type'], body: res.text },
      status,
      code,
    );
  });

  // ADR 144: who the caller is is settled before the body is read, so these come before every answer above.
  it.each([
    ['a body past the 1 MB limit', 'application/json', JSON.stringify({ message: 'x'.repeat(1_100_000) })],
    ['malformed JSON', 'application/json', '{"feedbackType": '],
    ['an unsupported media type', 'application/xml', '<feedback/>'],
    ['a body the schema refuses', 'application/json', JSON.stringify({ feedbackType: 42 })],
  ])('%s from a signed-out caller → 401 unauthorized', async (_name, contentType, body) => {
    const res = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/api/feedback',
      headers: { origin: t.baseUrl, 'sec-fetch-site': 'same-origin', 'content-type': contentType },
      body,
    });
    expectShape(
      { status: res.status, contentType: res.headers['content-type'], body: res.text },
      401,
      'unauthorized',
    );
  });

  it.each([
    ['a body past the 4 MB limit', 'application/json', JSON.stringify({ episode: 'x'.repeat(4_300_000) })],
    ['malformed JSON', 'application/json', '{"episode": '],
    ['an unsupported media type', 'application/xml', '<episode/>'],
    ['a body the schema refuses', 'application/json', JSON.stringify({ episode: 42 })],
  ])('%s from a listener at a creator route → 403 creator_required', async (_name, contentType, body) => {
    const res = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: '/api/creator/reports',
      headers: {
        origin: t.baseUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': contentType,
        cookie: member.cookies.headerFor('/api/creator/reports') ?? '',
      },
      body,
    });
    expectShape(
      { status: res.status, contentType: res.headers['content-type'], body: res.text },
      403,
      'creator_required',
    );
  });

  it.each([
    ['/api/no-such-route', 404, 'route_not_found'],
    ['/api/reports/%E0%A4%A', 400, 'validation_error'],
    [`/api/reports/${'x'.repeat(2_000)}`, 414, 'validation_error'],
  ])('GET %s → %i %s', async (path, status, code) => {
    const res = await rawRequest(t.baseUrl, { method: 'GET', path, headers: { accept: 'application/json' } });
    expectShape(
      { status: res.status, contentType: res.headers['content-type'], body: res.text },
      status,
      code,
    );
  });
});

/**
 * One keep-alive connection: `first` is sent, and once `answered` holds for what came back, bytes that are
 * not HTTP follow on the same connection. Resolves with everything the server sent until it closed.
 */
function garbageAfter(first: string, answered: (text: string) => boolean): Promise<string> {
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(t.baseUrl).port) });
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(first);
  return waitFor(() => answered(text), { what: 'the first answer on the connection' })
    .then(() => {
      socket.write('\u0000\u0001 this is not HTTP\r\n\r\n');
      return waitFor(() => closed.then(() => true), { what: 'the server to close the connection' });
    })
    .then(() => text)
    .finally(() => socket.destroy());
}

describe(`a refusal on a kept-alive connection (${testDatabaseKindLabel()})`, () => {
  it('is answered once the earlier response has been sent', async () => {
    const text = await garbageAfter(
      `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      (received) => /^HTTP\/1\.1 200 [\s\S]*\r\n\r\n\{/.test(received) && received.endsWith('}'),
    );
    const statusLines = text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    expect(statusLines).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
    expect(text).toContain('"code":"malformed_request"');
  });

  it('is never written into a response that is still being sent (a live event stream)', async () => {
    const cookie = member.cookies.headerFor('/api/reports/events');
    const text = await garbageAfter(
      `GET /api/reports/events HTTP/1.1\r\nHost: ${host()}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
      (received) => /^HTTP\/1\.1 200 [\s\S]*text\/event-stream[\s\S]*\r\n\r\n/.test(received),
    );
    expect(text.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200']);
    expect(text).not.toContain('malformed_request');
  });
});
