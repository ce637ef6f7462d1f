import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { startFakeTranscriber, type FakeTranscriber } from '../../testing/fake-transcriber';
import { startFloodServer, type FloodServer } from '../../testing/flood-server';
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
  maxSeconds: null,
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

describe('the answer format', () => {
  it('falls back to json for a model that refuses verbose_json, and asks that model for json from then on', async () => {
    const newer = { ...config(fake.baseUrl), model: 'gpt-4o-transcribe' };
    const first = await transcribeAudio(newer, audio, new AbortController().signal);
    expect(first.segments).toEqual([]);
    expect(first.text).toContain('Welcome back to Small Acres');
    expect(fake.requests.map((r) => r.responseFormat)).toEqual(['verbose_json', 'json']);
    await transcribeAudio(newer, audio, new AbortController().signal);
    expect(fake.requests.map((r) => r.responseFormat)).toEqual(['verbose_json', 'json', 'json']);
    // Another model of the same service is asked for timed segments as ever.
    const whisper = await transcribeAudio(config(fake.baseUrl), audio, new AbortController().signal);
    expect(whisper.segments.length).toBeGreaterThan(5);
    expect(fake.requests.at(-1)?.responseFormat).toBe('verbose_json');
  });

  it('falls back to plain text for a server that only answers text', async () => {
    const textOnly = await startFakeTranscriber({ formatsOf: { 'whisper-text': ['text'] } });
    try {
      const result = await transcribeAudio(
        { ...config(textOnly.baseUrl), model: 'whisper-text' },
        audio,
        new AbortController().signal,
      );
      expect(result).toMatchObject({ segments: [], durationSeconds: null });
      expect(result.text).toMatch(/^Welcome back to Small Acres/);
      expect(textOnly.requests.map((r) => r.responseFormat)).toEqual(['verbose_json', 'json', 'text']);
    } finally {
      await textOnly.close();
    }
  });

  it('fails for good, saying so, when every format is refused', async () => {
    const none = await startFakeTranscriber({ formatsOf: { srt: ['srt'] } });
    try {
      const error = await failure(
        transcribeAudio({ ...config(none.baseUrl), model: 'srt' }, audio, new AbortController().signal),
      );
      expect(error).toMatchObject({
        transient: false,
        message:
          'The transcription service refused every answer format we can read (verbose_json, json, text).',
      });
    } finally {
      await none.close();
    }
  });

  it('refuses a file over the provider limit with 413, in words, without retrying', async () => {
    const small = await startFakeTranscriber({ maxFileBytes: 512 });
    try {
      const error = await failure(
        transcribeAudio(config(small.baseUrl), audio, new AbortController().signal),
      );
      expect(error).toMatchObject({ transient: false });
      expect(error.message).toMatch(/refused the audio as too large/);
      expect(small.requests).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});
