import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportTranscripts } from '../../db/schema';
import { parseCounter } from '../../transcripts/transcript-pool';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { startFakeTranscriber, type FakeTranscriber } from '../../testing/fake-transcriber';
import { startFeedServer, type FeedServer } from '../../testing/feed-server';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { testAudio } from '../../testing/test-audio';

/** An M4A over the provider's limit: MP4 cannot be cut without rewriting it. */
const longM4a = Buffer.concat([testAudio.m4a('M4A '), Buffer.alloc(48_000)]);

let t: TestApp;
let fake: FakeTranscriber;
let files: FeedServer;
let maya: TestClient;
/**
 * The provider's upload limit in these tests: a 2-second WAV fits, a longer one is sent in parts (see
 * transcription-parts.api.test.ts), an M4A over it is refused.
 */
const providerMaxBytes = 40_000;

beforeAll(async () => {
  fake = await startFakeTranscriber();
  files = await startFeedServer();
  files.serve('/ep.wav', { contentType: 'audio/wav', body: testAudio.wav(1) });
  files.serve('/long.m4a', { contentType: 'audio/mp4', body: longM4a });
  files.serve('/page.mp3', { contentType: 'audio/mpeg', body: '<html>Not the episode</html>' });
  t = await startTestApp({
    env: {
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-1',
      TRANSCRIBE_API_KEY: 'sk-transcribe',
      TRANSCRIBE_TIMEOUT_MS: '1000',
      TRANSCRIBE_MAX_BYTES: String(providerMaxBytes),
      // Each test starts its transcription from an address of its own (see `transcribe`).
      TRUST_PROXY: 'true',
    },
  });
  maya = await signIn(t, 'maya.transcribe@example.test', 'Maya Transcribe');
  expect((await maya.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await files?.close();
});
beforeEach(() => fake.reset());

async function episodeWithAudio(audio: Uint8Array | string): Promise<string> {
  const created = await maya.post('/creator/reports', {
    episode: { title: 'Bees on the roof', ...(typeof audio === 'string' ? { mediaUrl: audio } : {}) },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  if (typeof audio !== 'string') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)]), 'episode.wav');
    expect((await maya.post(`/creator/reports/${id}/audio`, form)).status).toBe(200);
  }
  return id;
}

let caller = 0;
/**
 * Starts the transcription from a client address of its own: the route allows 10 a minute per address and
 * this file starts more than that, so on a fast machine the later tests were refused with 429 and waited
 * for a transcription that never began.
 */
function transcribe(id: string) {
  caller += 1;
  return maya.post(`/creator/reports/${id}/transcribe`, undefined, {
    headers: { 'x-forwarded-for': `203.0.113.${caller}` },
  });
}

function settled(id: string, timeoutMs = 25_000) {
  return waitFor(
    async () => {
      const res = await maya.get(`/creator/reports/${id}`);
      return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
    },
    { what: 'transcription and generation to settle', timeoutMs, intervalMs: 200 },
  );
}

describe('transcribing episode audio', () => {
  it('sends the upload as verbose_json, stores the timed transcript and generates the report from it', async () => {
    const id = await episodeWithAudio(testAudio.wav(1));
    const started = await transcribe(id);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'generating',
      generation: { stage: 'transcribing', progress: 0, error: null },
      transcriptionAvailable: true,
    });
    const report = await settled(id);
    expect(report).toMatchObject({ status: 'ready', generation: { stage: null, error: null } });
    expect(report.transcript).toMatchObject({ source: 'transcription', format: 'vtt' });
    expect(report.transcript.preview).toContain('Welcome back to Small Acres');
    expect(report.keyLearnings.length).toBeGreaterThanOrEqual(3);
    // A timed transcript gives the learnings their moments.
    expect(report.keyLearnings.some((k: { start: number | null }) => k.start !== null)).toBe(true);
    expect(fake.requests).toEqual([
      {
        authorization: 'Bearer sk-transcribe',
        model: 'whisper-1',
        responseFormat: 'verbose_json',
        fileName: expect.stringMatching(/\.wav$/),
        fileType: 'audio/wav',
        fileBytes: testAudio.wav(1).length,
        audioSeconds: null,
        answered: expect.any(Array),
      },
    ]);
  });

  it("fetches the feed's enclosure when nothing was uploaded, and takes the episode length from the answer", async () => {
    const id = await episodeWithAudio(files.url('/ep.wav'));
    expect((await transcribe(id)).status).toBe(200);
    const report = await settled(id);
    expect(report.status).toBe('ready');
    expect(report.episode.durationSeconds).toBe(613);
    // Named and typed by its bytes, whatever the address and the server say.
    expect(fake.requests[0]).toMatchObject({
      fileBytes: testAudio.wav(1).length,
      fileName: 'episode.wav',
      fileType: 'audio/wav',
    });
  });

  it('fails an enclosure that is not audio without sending it', async () => {
    const id = await episodeWithAudio(files.url('/page.mp3'));
    await transcribe(id);
    const report = await settled(id);
    expect(report).toMatchObject({
      status: 'failed',
      generation: {
        error:
          "The episode's audio address does not lead to an audio file we can use (MP3, M4A/AAC, OGG/Opus or WAV). Upload the audio file instead.",
      },
    });
    expect(fake.requests).toEqual([]);
  });

  it('keeps the text of a server that answers without segments, as a plain transcript', async () => {
    fake.enqueue({ body: { text: rooftopBees.replace(/^\[[\d:]+\] [^:]+: /gm, '') } });
    const id = await episodeWithAudio(testAudio.wav(1));
    await transcribe(id);
    const report = await settled(id);
    expect(report.status).toBe('ready');
    expect(report.transcript).toMatchObject({ source: 'transcription', format: 'text' });
    expect(report.transcript.preview).toContain('Welcome back to Small Acres');
  });

  it('refuses an upload larger than the provider takes that cannot be cut, up front, saying what to do; nothing changes', async () => {
    const id = await episodeWithAudio(longM4a);
    const res = await transcribe(id);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'audio_too_large',
      message:
        'The audio is 47 KB; the transcription service takes at most 40 KB. Longer audio is sent in parts only as MP3 or WAV: upload it as MP3, or a transcript.',
    });
    expect((await maya.get(`/creator/reports/${id}`)).body.status).toBe('draft');
    expect(fake.requests).toEqual([]);
  });

  it('fails an enclosure larger than the provider takes that cannot be cut, without sending it', async () => {
    const id = await episodeWithAudio(files.url('/long.m4a'));
    await transcribe(id);
    const report = await settled(id);
    expect(report).toMatchObject({
      status: 'failed',
      generation: {
        stage: null,
        error:
          "The episode's audio is larger than 40 KB, the most the transcription service takes. Longer audio is sent in parts only as MP3 or WAV: upload it as MP3, or a transcript.",
      },
    });
    expect(fake.requests).toEqual([]);
  });

  it('asks for audio when the episode has none', async () => {
    const id = (await maya.post('/creator/reports', { episode: { title: 'Silent' } })).body.id as string;
    const res = await transcribe(id);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('audio_missing');
  });

  it('fails at once, in words, when the service refuses the audio (4xx), without retrying', async () => {
    fake.enqueue({ status: 400, body: { error: { message: 'Invalid file format.' } } });
    const id = await episodeWithAudio(testAudio.wav(1));
    await transcribe(id);
    const report = await settled(id);
    expect(report).toMatchObject({
      status: 'failed',
      generation: {
        error: 'The transcription service could not transcribe this audio (HTTP 400: Invalid file format.).',
      },
    });
    expect(report.transcript).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('fails at once, saying why, when the transcription is longer than a transcript may be; stores nothing', async () => {
    // 40 MB of answer used to be stored whole; 120,000 words are over the 60,000 of any transcript.
    const words = 'bees '.repeat(120_000);
    fake.enqueue({ body: { text: words, segments: [{ start: 0, end: 3600, text: words }] } });
    const id = await episodeWithAudio(testAudio.wav(1));
    await transcribe(id);
    const report = await settled(id);
    expect(report.status).toBe('failed');
    expect(report.generation.error).toMatch(
      /^The transcription is too long to keep\. This transcript holds 120,000 words and 599,999 characters of speech, more than one transcript may\. A transcript may hold up to 60,000 words/,
    );
    expect(report.transcript).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('retries after a server error (5xx) and then succeeds', async () => {
    fake.enqueue({ status: 503, body: { error: { message: 'Overloaded' } } });
    const id = await episodeWithAudio(testAudio.wav(1));
    await transcribe(id);
    const retrying = await waitFor(
      async () => {
        const res = await maya.get(`/creator/reports/${id}`);
        return res.body.generation.error ? res.body : undefined;
      },
      { what: 'the failed attempt to be recorded', intervalMs: 50 },
    );
    expect(retrying.generation.error).toBe('The transcription service is unavailable (HTTP 503). Retrying…');
    const report = await settled(id);
    expect(report.status).toBe('ready');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after its retries when the service stays too slow, saying so', async () => {
    fake.enqueue({ delayMs: 3000 }, { delayMs: 3000 }, { delayMs: 3000 });
    const id = await episodeWithAudio(testAudio.wav(1));
    expect((await transcribe(id)).status).toBe(200);
    // Three timed-out attempts and the queue's backoff between them: 17 s alone, over 40 s at a load of 9
    // on 2 cores.
    const report = await settled(id, 100_000);
    expect(report).toMatchObject({
      status: 'failed',
      generation: { stage: null, error: 'The transcription service did not finish within 1 seconds.' },
    });
    expect(fake.requests).toHaveLength(3);
  }, 110_000);
});

describe('the transcription, parsed once', () => {
  it('stores its turns with it, and generation and the report read them without parsing again', async () => {
    const parsedBefore = parseCounter.transcripts;
    const id = await episodeWithAudio(testAudio.wav(1));
    await transcribe(id);
    const report = await settled(id);
    expect(report.status).toBe('ready');
    const [row] = await t.testDb.handle.db
      .select({ normalized: reportTranscripts.normalized })
      .from(reportTranscripts)
      .where(eq(reportTranscripts.reportId, id));
    expect(JSON.parse(row!.normalized!)).toMatchObject({ hasTimestamps: true });
    expect(parseCounter.transcripts).toBe(parsedBefore + 1);
  });

  it('keeps a transcription whose captions are far longer than its words: the limits count what is said', async () => {
    // 20,000 short segments: a few words each, most of the captions' bytes are timings (ADR 207).
    const segments = Array.from({ length: 20_000 }, (_, i) => ({ start: i, end: i + 1, text: `bees ${i}` }));
    fake.enqueue({ body: { text: segments.map((s) => s.text).join(' '), segments } });
    const id = await episodeWithAudio(testAudio.wav(1));
    await transcribe(id);
    const report = await settled(id);
    expect(report.generation.error ?? '').not.toMatch(/too long/);
    expect(report.transcript).toMatchObject({ format: 'vtt' });
    expect(report.transcript.wordCount).toBeGreaterThanOrEqual(20_000);
  });
});
