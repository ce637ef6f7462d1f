import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm';
import { startFloodServer, type FloodServer } from '../../testing/flood-server';
import { ModelFailure } from '../generation-error';
import { createChatClient, type ChatClientOptions } from './chat-client';
import { ResponseFormatMemory } from './response-format-memory';

let flood: FloodServer;
let fake: FakeLlm;
beforeAll(async () => {
  [flood, fake] = await Promise.all([startFloodServer(), startFakeLlm()]);
});
afterAll(async () => {
  await Promise.all([flood.close(), fake.close()]);
});
beforeEach(() => fake.reset());

const MB = 1024 * 1024;
const path = '/v1/chat/completions';
/** What the socket buffers on both sides may hold after the client stops reading. */
const buffered = 24 * MB;
const schema = z.object({ answer: z.string() });
const messages = [{ role: 'user' as const, content: 'Say yes.' }];

function client(baseUrl: string, options: Partial<ChatClientOptions> = {}) {
  return createChatClient({
    baseUrl,
    model: 'm',
    apiKey: undefined,
    timeoutMs: 15_000,
    retries: 0,
    backoffMs: 10,
    responseFormatMemory: new ResponseFormatMemory(),
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<ModelFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ModelFailure) return error;
    throw error;
  }
  throw new Error('expected a ModelFailure');
}

describe("the chat client's answer size limit", () => {
  it('reads an answer within the limit as before', async () => {
    const answer = 'y'.repeat(20_000);
    fake.enqueue({ content: JSON.stringify({ answer }) });
    await expect(
      client(fake.baseUrl, { maxAnswerBytes: 64 * 1024 }).completeJson(messages, schema),
    ).resolves.toEqual({ answer });
  });

  it('refuses the same answer over a smaller limit, once, with the limit in the detail', async () => {
    fake.always({ content: JSON.stringify({ answer: 'y'.repeat(20_000) }) });
    const error = await failure(
      client(fake.baseUrl, { maxAnswerBytes: 8 * 1024, retries: 2 }).completeJson(messages, schema),
    );
    expect(error.message).toBe("The language model's answer was too large to use.");
    expect(error.transient).toBe(false);
    expect(error.reason).toBe('unusable');
    expect(error.detail.problem).toBe('answer larger than the 8 KB limit');
    expect(fake.requests).toHaveLength(1); // not retried: it would answer the same
  });

  it.each([
    { label: 'with a Content-Length', declareLength: true, totalBytes: 300 * MB },
    { label: 'streamed without one', declareLength: false, totalBytes: 300 * MB },
    { label: 'that never ends', declareLength: false, totalBytes: 'endless' as const },
  ])('stops reading a huge answer $label at 4 MB', async ({ declareLength, totalBytes }) => {
    flood.serve(path, { prefix: '{"choices":[{"message":{"content":"', totalBytes, declareLength });
    const outcome = flood.outcome(path);
    const error = await failure(client(flood.baseUrl).completeJson(messages, schema));
    expect(error.message).toBe("The language model's answer was too large to use.");
    expect(error.detail.problem).toBe(
      declareLength
        ? 'answer larger than the 4 MB limit (it declared 300 MB)'
        : 'answer larger than the 4 MB limit',
    );
    const { bytesWritten, finished } = await outcome;
    expect(finished).toBe(false);
    expect(bytesWritten).toBeLessThan(4 * MB + buffered);
  });

  it('keeps the start of an endless error answer and stops reading it', async () => {
    flood.serve(path, {
      status: 401,
      prefix: 'Incorrect API key provided. ',
      totalBytes: 'endless',
      contentType: 'text/plain',
    });
    const outcome = flood.outcome(path);
    const error = await failure(client(flood.baseUrl).completeJson(messages, schema));
    expect(error.detail.problem).toBe('HTTP 401');
    expect(error.detail.excerpt).toMatch(/^Incorrect API key provided\. a+$/);
    expect(error.detail.excerpt).toHaveLength(300);
    expect((await outcome).bytesWritten).toBeLessThan(buffered);
  });
});
