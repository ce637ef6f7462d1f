import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportTranscripts } from '../../db/schema';
import { startFakeTranscriber, type FakeTranscriber } from '../../testing/fake-transcriber';
import { startFeedServer, type FeedServer } from '../../testing/feed-server';
import { pausedAudio } from '../../testing/paused-audio';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testAudio } from '../../testing/test-audio';
import { waitFor } from '../../testing/wait-for';

/**
 * Audio longer than the provider takes, sent in parts (ADR 220). The provider's limit is 40 KB here, as
 * 25 MB is OpenAI's: a 40-second MP3 of 160 KB is cut into five parts, as a one-hour one of 57 MB is into
 * three.
 */
const providerMaxBytes = 40 * 1024;
const speech = pausedAudio({ seconds: 40, every: 1.1, pauseSeconds: 0.5 });
const mp3 = speech.mp3();

let t: TestApp;
let fake: FakeTranscriber;
let maya: TestClient;
let files: FeedServer;

beforeAll(async () => {
  fake = await startFakeTranscriber({
    maxFileBytes: providerMaxBytes,
    timeByAudio: true,
    maxSecondsOf: { 'gpt-4o-transcribe': 8 },
  });
  files = await startFeedServer();
  files.serve('/long.mp3', { contentType: 'audio/mpeg', body: Buffer.from(mp3) });
  files.serve('/huge.mp3', { contentType: 'audio/mpeg', body: Buffer.concat([mp3, mp3, mp3, mp3]) });
  t = await startTestApp({
    env: {
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-1',
      TRANSCRIBE_TIMEOUT_MS: '20000',
      TRANSCRIBE_MAX_BYTES: String(providerMaxBytes),
      // The most audio an upload, or a feed's enclosure to be transcribed, may be.
      AUDIO_MAX_BYTES: String(512 * 1024),
      TRUST_PROXY: 'true',
    },
  });
  maya = await signIn(t, 'maya.parts@example.test', 'Maya Parts');
  expect((await maya.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await files?.close();
});
beforeEach(() => fake.reset());

let caller = 0;
/** Uploads the audio and starts its transcription, from an address of its own (10 a minute each). */
async function transcribe(audio: Uint8Array, fileName: string) {
  const created = await maya.post('/creator/reports', { episode: { title: 'Bees in parts' } });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio)]), fileName);
  expect((await maya.post(`/creator/reports/${id}/audio`, form)).status).toBe(200);
  caller += 1;
  return {
    id,
    started: await maya.post(`/creator/reports/${id}/transcribe`, undefined, {
      headers: { 'x-forwarded-for': `198.51.100.${caller}` },
    }),
  };
}

function settled(id: string) {
  return waitFor(
    async () => {
      const res = await maya.get(`/creator/reports/${id}`);
      return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
    },
    { what: 'transcription and generation to settle', timeoutMs: 60_000, intervalMs: 100 },
  );
}

/** The stored transcript's cues: start and end in seconds, and the words. */
async function storedCues(id: string) {
  const [row] = await t.testDb.handle.db
    .select({ content: reportTranscripts.content })
    .from(reportTranscripts)
    .where(eq(reportTranscripts.reportId, id));
  const seconds = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);
  return [...row!.content.matchAll(/(\d\d):(\d\d):(\d\d\.\d+) --> (\d\d):(\d\d):(\d\d\.\d+)\n(.*)/g)].map(
    (m) => ({ start: seconds(m[1]!, m[2]!, m[3]!), end: seconds(m[4]!, m[5]!, m[6]!), text: m[7]! }),
  );
}

describe('audio over the provider’s limit', () => {
  it('is sent in parts under the limit, and the parts’ times are joined onto the episode’s clock', async () => {
    expect(mp3.length).toBeGreaterThan(3 * providerMaxBytes);
    const { id, started } = await transcribe(mp3, 'episode.mp3');
    expect(started.status).toBe(200);
    const report = await settled(id);
    expect(report).toMatchObject({ status: 'ready', transcript: { source: 'transcription', format: 'vtt' } });

    const parts = fake.requests;
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const [i, part] of parts.entries()) {
      expect(part).toMatchObject({ responseFormat: 'verbose_json', fileName: `episode-part-${i + 1}.mp3` });
      expect(part.fileBytes).toBeLessThanOrEqual(providerMaxBytes);
    }
    // What the fake answered for each part, moved by the length of the parts before it as the fake
    // itself measured them (music-metadata, not the cutter), is what was stored.
    const expected = parts.flatMap((part, i) => {
      const offset = parts.slice(0, i).reduce((sum, before) => sum + before.audioSeconds!, 0);
      return part.answered.map((segment) => ({ ...segment, start: offset + segment.start }));
    });
    const cues = await storedCues(id);
    expect(cues.map((cue) => cue.text)).toEqual(expected.map((segment) => segment.text.trim()));
    for (const [i, cue] of cues.entries()) expect(Math.abs(cue.start - expected[i]!.start)).toBeLessThan(0.3);
    for (const [i, cue] of cues.entries()) if (i > 0) expect(cue.start).toBeGreaterThan(cues[i - 1]!.start);
    expect(cues.at(-1)!.end).toBeGreaterThan(38);
    expect(report.episode.durationSeconds).toBe(40);
    // A learning from late in the episode has its moment late in the episode.
    expect(
      Math.max(...report.keyLearnings.map((k: { start: number | null }) => k.start ?? 0)),
    ).toBeGreaterThan(10);
  });

  it("fetches a feed's MP3 enclosure over the limit whole and sends it in parts", async () => {
    const created = await maya.post('/creator/reports', {
      episode: { title: 'Bees from the feed', mediaUrl: files.url('/long.mp3') },
    });
    const id = created.body.id as string;
    caller += 1;
    const started = await maya.post(`/creator/reports/${id}/transcribe`, undefined, {
      headers: { 'x-forwarded-for': `198.51.100.${caller}` },
    });
    expect(started.status).toBe(200);
    expect((await settled(id)).status).toBe('ready');
    expect(fake.requests.length).toBeGreaterThanOrEqual(4);
    for (const part of fake.requests) expect(part.fileBytes).toBeLessThanOrEqual(providerMaxBytes);
  });

  it("fails a feed's MP3 larger than an upload may be, saying so, without sending any of it", async () => {
    const created = await maya.post('/creator/reports', {
      episode: { title: 'Bees for hours', mediaUrl: files.url('/huge.mp3') },
    });
    const id = created.body.id as string;
    caller += 1;
    await maya.post(`/creator/reports/${id}/transcribe`, undefined, {
      headers: { 'x-forwarded-for': `198.51.100.${caller}` },
    });
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      generation: {
        error:
          "The episode's audio is larger than 512 KB, the most this server transcribes. Upload a transcript instead.",
      },
    });
    expect(fake.requests).toEqual([]);
  });

  it('cuts a WAV between sample frames, as large as an upload may be', async () => {
    const wav = pausedAudio({ seconds: 8, every: 1.1, pauseSeconds: 0.5 }).wav();
    expect(wav.length).toBeGreaterThan(8 * providerMaxBytes);
    const { id } = await transcribe(wav, 'episode.wav');
    const report = await settled(id);
    expect(report.generation.error).toBeNull();
    expect(report.status).toBe('ready');
    expect(fake.requests.length).toBeGreaterThanOrEqual(9);
    for (const part of fake.requests) expect(part.fileBytes).toBeLessThanOrEqual(providerMaxBytes);
    const total = fake.requests.reduce((sum, part) => sum + part.audioSeconds!, 0);
    expect(total).toBeCloseTo(8, 3);
  });

  it('shows the creator how far it has got, part by part', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.enqueue({}, {}, { until: held });
    const { id } = await transcribe(mp3, 'episode.mp3');
    const midway = await waitFor(
      async () => {
        const res = await maya.get(`/creator/reports/${id}`);
        return fake.requests.length === 3 && res.body.generation.progress > 10 ? res.body : undefined;
      },
      { what: 'the third part to be sent', intervalMs: 50 },
    );
    release();
    expect(midway).toMatchObject({
      status: 'generating',
      generation: { stage: 'transcribing', error: null },
    });
    // Two parts of five or six are done: between a quarter and a half of the way from 10 to 90.
    expect(midway.generation.progress).toBeGreaterThanOrEqual(10 + Math.round(80 * (2 / 6)));
    expect(midway.generation.progress).toBeLessThanOrEqual(10 + Math.round(80 * (2 / 5)));
    expect((await settled(id)).status).toBe('ready');
  });

  it('sends again only the part that failed, keeping the parts already done', async () => {
    fake.enqueue({}, { status: 503, body: { error: { message: 'Overloaded' } } });
    const { id } = await transcribe(mp3, 'episode.mp3');
    const report = await settled(id);
    expect(report.status).toBe('ready');
    const sent = fake.requests.map((part) => part.fileName);
    expect(sent.filter((name) => name === 'episode-part-1.mp3')).toHaveLength(1);
    expect(sent.filter((name) => name === 'episode-part-2.mp3')).toHaveLength(2);
    expect(sent.slice(0, 3)).toEqual(['episode-part-1.mp3', 'episode-part-2.mp3', 'episode-part-2.mp3']);
    // The parts' transcripts are not kept once the whole is stored.
    const left: string[] = [];
    for await (const file of t.app.deps.storage.list(`transcription-parts/${id}/`)) left.push(file.key);
    expect(left).toEqual([]);
    expect((await storedCues(id)).length).toBeGreaterThan(10);
  });

  it('refuses, before anything is sent, a kind of audio that cannot be cut (M4A) over the limit', async () => {
    const m4a = new Uint8Array(Buffer.concat([testAudio.m4a('M4A '), Buffer.alloc(providerMaxBytes)]));
    const created = await maya.post('/creator/reports', { episode: { title: 'Bees in M4A' } });
    const id = created.body.id as string;
    const form = new FormData();
    form.append('file', new Blob([m4a]), 'episode.m4a');
    expect((await maya.post(`/creator/reports/${id}/audio`, form)).status).toBe(200);
    caller += 1;
    const res = await maya.post(`/creator/reports/${id}/transcribe`, undefined, {
      headers: { 'x-forwarded-for': `198.51.100.${caller}` },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'audio_too_large',
      message:
        'The audio is 41 KB; the transcription service takes at most 40 KB. Longer audio is sent in parts only as MP3 or WAV: upload it as MP3, or a transcript.',
    });
    expect((await maya.get(`/creator/reports/${id}`)).body.status).toBe('draft');
    expect(fake.requests).toEqual([]);
  });
});

describe('a model without timed segments (gpt-4o-transcribe)', () => {
  let newer: TestApp;
  let omar: TestClient;
  beforeAll(async () => {
    newer = await startTestApp({
      env: {
        TRANSCRIBE_BASE_URL: fake.baseUrl,
        TRANSCRIBE_MODEL: 'gpt-4o-transcribe',
        TRANSCRIBE_TIMEOUT_MS: '20000',
        TRANSCRIBE_MAX_BYTES: String(providerMaxBytes),
        // The fake takes at most 8 s of audio from this model, as OpenAI takes 1,400 s.
        TRANSCRIBE_MAX_SECONDS: '8',
      },
    });
    omar = await signIn(newer, 'omar.parts@example.test', 'Omar Parts');
    expect((await omar.post('/creator/become')).status).toBe(200);
  });
  afterAll(async () => {
    await newer?.close();
  });

  it('is asked for json once verbose_json is refused, parts as long as it takes, one transcript without times', async () => {
    const created = await omar.post('/creator/reports', { episode: { title: 'Bees, untimed' } });
    const id = created.body.id as string;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(mp3)]), 'episode.mp3');
    expect((await omar.post(`/creator/reports/${id}/audio`, form)).status).toBe(200);
    expect((await omar.post(`/creator/reports/${id}/transcribe`)).status).toBe(200);
    const report = await waitFor(
      async () => {
        const res = await omar.get(`/creator/reports/${id}`);
        return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
      },
      { what: 'transcription and generation to settle', timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(report).toMatchObject({
      status: 'ready',
      transcript: { source: 'transcription', format: 'text' },
    });
    const formats = fake.requests.map((part) => part.responseFormat);
    // Refused once, then remembered for the model: every part after the first is asked for json alone.
    expect(formats.slice(0, 2)).toEqual(['verbose_json', 'json']);
    expect(formats.slice(2).every((format) => format === 'json')).toBe(true);
    // 40 s in parts of at most 8 s: cut by length, though 10 s would fit in the bytes allowed.
    const sent = fake.requests.filter((part) => part.responseFormat === 'json');
    expect(sent.length).toBeGreaterThanOrEqual(5);
    for (const part of sent) expect(part.audioSeconds).toBeLessThanOrEqual(8);
  });
});
