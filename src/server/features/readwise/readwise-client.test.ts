import { afterEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeAnswer, type FakeHttpServer } from '../../testing/fake-http-server';
import { waitFor } from '../../testing/wait-for';
import {
  ReadwiseRefused,
  ReadwiseUnavailable,
  sendReadwiseHighlights,
  type ReadwiseHighlight,
} from './readwise-client';

/** The client against a local server speaking Readwise's API, answering the highlight posts as scripted. */
const highlight: ReadwiseHighlight = {
  text: 'Bees need water',
  title: 'Rooftop Bees',
  author: 'Rooftop Bees',
  source_url: 'http://app.test/subscriber/reports/1',
  source_type: 'podbrief',
  category: 'podcasts',
  highlighted_at: '2026-11-28T09:00:00.000Z',
  highlight_url: 'http://app.test/subscriber/reports/1',
};

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function readwiseAnswering(answers: FakeAnswer[], fallback: FakeAnswer) {
  const posts: string[] = [];
  server = await startFakeHttpServer((request) => {
    posts.push(`${request.method} ${request.url}`);
    return answers.shift() ?? fallback;
  });
  return { origin: server.origin, posts };
}

const limited = (retryAfter: string): FakeAnswer => ({
  status: 429,
  body: { detail: 'Slow down.' },
  headers: { 'Retry-After': retryAfter },
});
const send = (origin: string, signal?: AbortSignal) =>
  sendReadwiseHighlights(origin, 'rw-token', [highlight], { signal, now: () => new Date() });

describe('sendReadwiseHighlights', () => {
  it('waits out a 429 and sends the batch again until Readwise takes it', async () => {
    const readwise = await readwiseAnswering([limited('0'), limited('0')], { status: 200, body: [] });
    await send(readwise.origin);
    expect(readwise.posts).toEqual(Array(3).fill('POST /api/v2/highlights/'));
  });

  it('honours a Retry-After given as a date', async () => {
    const past = new Date(Date.now() - 60_000).toUTCString();
    const readwise = await readwiseAnswering([limited(past)], { status: 200, body: [] });
    await send(readwise.origin);
    expect(readwise.posts).toHaveLength(2);
  });

  it('gives up after five waits, as Readwise not answering well', async () => {
    const readwise = await readwiseAnswering([], limited('0'));
    const failure = await send(readwise.origin).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReadwiseUnavailable);
    expect(failure).toMatchObject({ status: 429 });
    expect(readwise.posts).toHaveLength(6);
  });

  it('never sends again what Readwise refuses as it is', async () => {
    const readwise = await readwiseAnswering([], { status: 400, body: { detail: 'Bad highlight.' } });
    const failure = await send(readwise.origin).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReadwiseRefused);
    expect(readwise.posts).toHaveLength(1);
  });

  it('ends at once when the sync is stopped during a long Retry-After, and sends nothing more', async () => {
    const readwise = await readwiseAnswering([], limited('120'));
    const stop = new AbortController();
    const outcome = send(readwise.origin, stop.signal).catch((error: unknown) => error);
    await waitFor(() => readwise.posts.length === 1);
    stop.abort(new Error('shutting down'));
    expect(await outcome).toMatchObject({ message: 'shutting down' });
    expect(readwise.posts).toHaveLength(1);
  });
});
