import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { startFakeTranscriber, type FakeTranscriber } from '../../test/fake-transcriber';
import { startFloodServer, type FloodServer } from '../../test/flood-server';
import { transcribeAudio, TranscriptionError } from './transcription-client';

let flood: FloodServer;
let fake: FakeTranscriber;
beforeAll(async () => {
  [flood, fake] = await Promise.all([startFloodServer(), startFakeTranscriber()]);
});
afterAll(async () => {
  await Promise.all([flood.close(), fake.close()]);
});
beforeEach(() => fake.reset());

const MB = 1024 * 1024;
const path = '/v1/audio/transcriptions';
/** What the socket buffers on both sides may hold after the client stops reading. */
const buffered = 24 * MB;
const audio = { bytes: new Uint8Array(1024), mimeType: 'audio/mpeg', fileName: 'episode.mp3' };
const config = (baseUrl: string) => ({
  baseUrl,
  model: 'whisper-1',
  apiKey: undefined,
  timeoutMs: 15_000,
  maxBytes: 25 * MB,
});

async function failure(promise: Promise<unknown>): Promise<TranscriptionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TranscriptionError) return error;
    throw error;
  }
  throw new Error('expected a TranscriptionError');
}

describe("the transcription client's answer limits", () => {
  it('reads an answer within the limit as before', async () => {
    const result = await transcribeAudio(config(fake.baseUrl), audio, new AbortController().signal);
    expect(result.segments.length).toBeGreaterThan(5);
    expect(result.segments[0]).toMatchObject({ start: 4, end: 19, speaker: null });
    expect(result.text.length).toBeGreaterThan(100);
  });

  it('refuses the same answer over a smaller limit, with the limit in plain words', async () => {
    const error = await failure(
      transcribeAudio(config(fake.baseUrl), audio, new AbortController().signal, fetch, 1024),
    );
    expect(error.transient).toBe(false);
    expect(error.message).toBe(
      "The transcription service's answer was larger than 1 KB, more than a transcript can be. Paste or upload a transcript instead.",
    );
  });

  it.each([
    { label: 'with a Content-Length', declareLength: true, totalBytes: 300 * MB },
    { label: 'streamed without one', declareLength: false, totalBytes: 300 * MB },
    { label: 'that never ends', declareLength: false, totalBytes: 'endless' as const },
  ])('stops reading a huge answer $label at its limit', async ({ declareLength, totalBytes }) => {
    flood.serve(path, { prefix: '{"text":"', totalBytes, declareLength });
    const outcome = flood.outcome(path);
    const error = await failure(transcribeAudio(config(flood.baseUrl), audio, new AbortController().signal));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(
      declareLength
        ? /^The transcription service's answer was larger than 6\.1 MB \(it announced 300 MB\), more than a transcript can be\./
        : /^The transcription service's answer was larger than 6\.1 MB, more than a transcript can be\./,
    );
    const { bytesWritten, finished } = await outcome;
    expect(finished).toBe(false);
    expect(bytesWritten).toBeLessThan(7 * MB + buffered);
  });

  it('refuses a transcription longer than any transcript may be', async () => {
    const words = 'word '.repeat(limits.transcriptMaxWords + 10);
    fake.enqueue({ body: { text: words, segments: [{ start: 0, end: 5, text: words }] } });
    const error = await failure(transcribeAudio(config(fake.baseUrl), audio, new AbortController().signal));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(
      /^The transcription is too long to keep\. This transcript holds 60,010 words and 300,049 characters of speech, more than one transcript may\. A transcript may hold up to 60,000 words and 400,000 characters of speech/,
    );
  });

  it('keeps the start of an endless error answer and stops reading it', async () => {
    flood.serve(path, {
      status: 400,
      prefix: '{"error":{"message":"Unsupported audio codec"}} ',
      totalBytes: 'endless',
    });
    const outcome = flood.outcome(path);
    const error = await failure(transcribeAudio(config(flood.baseUrl), audio, new AbortController().signal));
    expect(error.message).toMatch(
      /^The transcription service could not transcribe this audio \(HTTP 400: \{"error":\{"message":"Unsupported audio codec"\}\} a+\)\.$/,
    );
    expect((await outcome).bytesWritten).toBeLessThan(buffered);
  });
});
