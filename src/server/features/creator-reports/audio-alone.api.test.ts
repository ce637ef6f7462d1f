import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAudio } from '../../db/schema';
import { insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { startFakeTranscriber, type FakeTranscriber } from '../../testing/fake-transcriber';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testAudio } from '../../testing/test-audio';
import { waitFor } from '../../testing/wait-for';

/** An episode added with its audio alone, and the audio's own length over the episode's metadata. */
let fake: FakeTranscriber;
let withService: TestApp;
let without: TestApp;
let maya: TestClient;
let omar: TestClient;
/**
 * The provider's upload limit here: a 2-second WAV (32 KB) fits, a 3-second one (48 KB) is sent in parts,
 * a 48 KB M4A cannot be (ADR 220).
 */
const providerMaxBytes = 40_000;

beforeAll(async () => {
  fake = await startFakeTranscriber();
  withService = await startTestApp({
    env: {
      TRANSCRIBE_BASE_URL: fake.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-1',
      TRANSCRIBE_MAX_BYTES: String(providerMaxBytes),
    },
  });
  without = await startTestApp({ env: { AUDIO_MAX_BYTES: String(64 * 1024) } });
  maya = await signIn(withService, 'maya.alone@example.test', 'Maya Alone');
  omar = await signIn(without, 'omar.alone@example.test', 'Omar Alone');
  expect((await maya.post('/creator/become')).status).toBe(200);
  expect((await omar.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await withService?.close();
  await without?.close();
  await fake?.close();
});

async function draft(client: TestClient, durationSeconds?: number): Promise<string> {
  const res = await client.post('/creator/reports', {
    episode: { title: 'Bees on the roof', ...(durationSeconds ? { durationSeconds } : {}) },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

function upload(client: TestClient, id: string, bytes: Uint8Array, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'episode.wav');
  return client.post(`/creator/reports/${id}/audio${query}`, form);
}

const storedAudio = (app: TestApp, id: string) =>
  app.testDb.handle.db.select().from(reportAudio).where(eq(reportAudio.reportId, id));

describe('what an episode may be added with', () => {
  it('says whether audio alone can be transcribed, with the size limits', async () => {
    expect((await maya.get('/creator/episode-sources')).body).toEqual({
      transcriptionAvailable: true,
      audioMaxBytes: expect.any(Number),
      transcriptionMaxBytes: providerMaxBytes,
    });
    expect((await omar.get('/creator/episode-sources')).body).toEqual({
      transcriptionAvailable: false,
      audioMaxBytes: 64 * 1024,
      transcriptionMaxBytes: null,
    });
  });
});

describe('an episode added with its audio alone', () => {
  it('is transcribed from the upload and generated, with the length of the audio itself', async () => {
    fake.reset();
    const id = await draft(maya);
    const res = await upload(maya, id, testAudio.wav(2), '?transcribe=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'generating',
      generation: { stage: 'transcribing' },
      episode: { durationSeconds: 2 },
      audio: { source: 'upload', mimeType: 'audio/wav', durationSeconds: 2 },
    });
    const report = await waitFor(
      async () => {
        const current = await maya.get(`/creator/reports/${id}`);
        return current.body.status === 'ready' || current.body.status === 'failed' ? current.body : undefined;
      },
      { what: 'transcription and generation to settle', timeoutMs: 25_000, intervalMs: 200 },
    );
    expect(report).toMatchObject({ status: 'ready', transcript: { source: 'transcription' } });
    // The provider says the audio lasts ten minutes; the file's own length stays.
    expect(report.episode.durationSeconds).toBe(2);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses audio larger than the transcription service takes that cannot be cut, and stores nothing', async () => {
    fake.reset();
    const id = await draft(maya);
    const m4a = new Uint8Array(Buffer.concat([testAudio.m4a('M4A '), Buffer.alloc(48_000)]));
    const res = await upload(maya, id, m4a, '?transcribe=true');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('audio_too_large');
    expect(res.body.error.message).toContain('the most the transcription service takes');
    expect(await storedAudio(withService, id)).toEqual([]);
    expect((await maya.get(`/creator/reports/${id}`)).body).toMatchObject({ status: 'draft', audio: null });
    expect(fake.requests).toEqual([]);
  });

  it('is refused with transcription_unavailable where transcription is not set up, and nothing changes', async () => {
    const id = await draft(omar, 600);
    const res = await upload(omar, id, testAudio.wav(1), '?transcribe=true');
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'transcription_unavailable',
      message:
        'Transcription is not set up on this server. Paste or upload a transcript of the episode instead.',
    });
    expect(await storedAudio(without, id)).toEqual([]);
    expect((await omar.get(`/creator/reports/${id}`)).body).toMatchObject({
      status: 'draft',
      audio: null,
      episode: { durationSeconds: 600 },
    });
  });
});

describe("the audio's real length", () => {
  it("is read from an uploaded file and replaces the episode's metadata length", async () => {
    const id = await draft(omar, 3600);
    const res = await upload(omar, id, testAudio.wav(3));
    expect(res.status).toBe(200);
    expect(res.body.audio).toMatchObject({ source: 'upload', durationSeconds: 3 });
    expect(res.body.episode.durationSeconds).toBe(3);
    expect((await storedAudio(without, id))[0]?.durationSeconds).toBe(3);
  });

  it('is left unknown when the file does not say, keeping the metadata length', async () => {
    const id = await draft(omar, 1200);
    // One ID3 tag and three frames: audio by its bytes, with no length to read.
    const res = await upload(omar, id, testAudio.mp3WithId3());
    expect(res.status).toBe(200);
    expect(res.body.audio).toMatchObject({ mimeType: 'audio/mpeg', durationSeconds: null });
    expect(res.body.episode.durationSeconds).toBe(1200);
  });

  it("is what the reader's player is given, over the episode's metadata length", async () => {
    const db = without.testDb.handle.db;
    const creator = await insertCreator(db, { channelName: 'Rooftop Bees' });
    const reader = await signIn(without, 'rita.alone@example.test', 'Rita Alone');
    await insertSubscription(db, reader.userId, creator.id, 'active', new Date());
    const { id } = await insertReport(db, creator.id, {
      publishedAt: new Date(),
      episodeDurationSeconds: 1800,
    });
    const key = `audio/${id}/a.wav`;
    await without.app.deps.storage.put(key, testAudio.wav(1), 'audio/wav');
    await db
      .insert(reportAudio)
      .values({ reportId: id, storageKey: key, mimeType: 'audio/wav', bytes: 16_044, durationSeconds: 1 });
    const res = await reader.get(`/reports/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.audio).toMatchObject({ source: 'upload', durationSeconds: 1 });
  });
});
