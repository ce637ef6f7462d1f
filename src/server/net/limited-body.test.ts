import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFloodServer, type FloodServer } from '../testing/flood-server';
import {
  AnswerTooLargeError,
  formatBytes,
  readBytesWithin,
  readErrorExcerpt,
  readJsonWithin,
  readTextWithin,
} from './limited-body';

let server: FloodServer;
beforeAll(async () => {
  server = await startFloodServer();
});
afterAll(async () => {
  await server.close();
});

const MB = 1024 * 1024;
/** Far more than any limit here: a reader that did not stop would take all of it. */
const huge = 128 * MB;
/** What the socket buffers on both sides may hold after the client stops reading: the count stays under. */
const buffered = 24 * MB;

async function rejection(promise: Promise<unknown>): Promise<AnswerTooLargeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AnswerTooLargeError) return error;
    throw error;
  }
  throw new Error('expected an AnswerTooLargeError');
}

describe('a size-limited read of an answer', () => {
  it('reads a body within the limit whole, with or without a Content-Length', async () => {
    for (const declareLength of [true, false]) {
      server.serve('/small', { prefix: '{"ok":', totalBytes: 3 * MB, declareLength });
      const text = await readTextWithin(await fetch(server.url('/small')), { maxBytes: 3 * MB, what: 'x' });
      expect(text.length).toBe(3 * MB);
      expect(text.startsWith('{"ok":aaa')).toBe(true);
    }
    server.serve('/json', { prefix: '{"answer":"yes"}', totalBytes: 16, declareLength: true });
    expect(await readJsonWithin(await fetch(server.url('/json')), { maxBytes: 16, what: 'x' })).toEqual({
      answer: 'yes',
    });
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    server.serve('/declared', { totalBytes: huge, declareLength: true });
    const outcome = server.outcome('/declared');
    const error = await rejection(
      readBytesWithin(await fetch(server.url('/declared')), { maxBytes: MB, what: "the model's answer" }),
    );
    expect(error.message).toBe("The model's answer was larger than 1 MB.");
    expect(error.declaredBytes).toBe(huge);
    expect(error.limitBytes).toBe(MB);
    const { bytesWritten, finished } = await outcome;
    expect(finished).toBe(false);
    expect(bytesWritten).toBeLessThan(buffered);
  });

  it('refuses an announced length at once, even when the body never comes', async () => {
    server.serve('/promised', { prefix: '{"a', declaredBytes: 300 * MB, totalBytes: 3, stall: true });
    const error = await rejection(
      readBytesWithin(await fetch(server.url('/promised')), { maxBytes: MB, what: 'the chapters file' }),
    );
    expect(error.message).toBe('The chapters file was larger than 1 MB.');
    expect(error.declaredBytes).toBe(300 * MB);
  });

  it('stops a streamed body without a Content-Length at the limit and closes the connection', async () => {
    server.serve('/chunked', { totalBytes: huge });
    const outcome = server.outcome('/chunked');
    const error = await rejection(
      readBytesWithin(await fetch(server.url('/chunked')), { maxBytes: 2 * MB, what: 'the feed' }),
    );
    expect(error.message).toBe('The feed was larger than 2 MB.');
    expect(error.declaredBytes).toBeNull();
    const { bytesWritten, finished } = await outcome;
    expect(finished).toBe(false);
    expect(bytesWritten).toBeLessThan(2 * MB + buffered);
  });

  it('stops a body that never ends', async () => {
    server.serve('/endless', { totalBytes: 'endless' });
    const outcome = server.outcome('/endless');
    await rejection(readBytesWithin(await fetch(server.url('/endless')), { maxBytes: MB, what: 'x' }));
    expect((await outcome).bytesWritten).toBeLessThan(MB + buffered);
  });

  it('keeps only the start of an error body and never fails', async () => {
    server.serve('/error', { status: 500, prefix: '{"error":{"message":"down"}}', totalBytes: 'endless' });
    const outcome = server.outcome('/error');
    const excerpt = await readErrorExcerpt(await fetch(server.url('/error')), 1024);
    expect(excerpt).toHaveLength(1024);
    expect(excerpt.startsWith('{"error":{"message":"down"}}aaa')).toBe(true);
    expect((await outcome).bytesWritten).toBeLessThan(buffered);

    server.serve('/short-error', { status: 502, prefix: 'Bad gateway', totalBytes: 11, declareLength: true });
    expect(await readErrorExcerpt(await fetch(server.url('/short-error')))).toBe('Bad gateway');
  });

  it('names limits in plain units', () => {
    expect(formatBytes(4 * MB)).toBe('4 MB');
    expect(formatBytes(8_000_000)).toBe('7.6 MB');
    expect(formatBytes(16 * 1024)).toBe('16 KB');
    expect(formatBytes(300)).toBe('300 bytes');
  });
});
