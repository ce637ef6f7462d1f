import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAudio, reports } from '../../db/schema';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { signIn, type TestClient, type TestResponse } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { testAudio } from '../../test/test-audio';

let t: TestApp;
let maya: TestClient;
let omar: TestClient;
/** 64 KiB: the WAVs below are about 16 KB a second. */
const maxBytes = 64 * 1024;

beforeAll(async () => {
  // No TRANSCRIBE_* variables: this server cannot transcribe.
  t = await startTestApp({ env: { AUDIO_MAX_BYTES: String(maxBytes) } });
  maya = await signIn(t, 'maya.audio@example.test', 'Maya Audio');
  omar = await signIn(t, 'omar.audio@example.test', 'Omar Audio');
  for (const creator of [maya, omar]) expect((await creator.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function newReport(client: TestClient, withTranscript = true): Promise<string> {
  const res = await client.post('/creator/reports', {
    episode: { title: 'Bees on the roof', durationSeconds: 600 },
    ...(withTranscript ? { transcript: { content: rooftopBees } } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Sends bytes as the raw body, the way a browser sends a File with fetch. */
async function uploadRaw(
  client: TestClient,
  id: string,
  bytes: Uint8Array,
  type = 'application/octet-stream',
) {
  const url = `${t.baseUrl}/api/creator/reports/${id}/audio`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': type,
      origin: t.baseUrl,
      'sec-fetch-site': 'same-origin',
      cookie: client.cookies.headerFor('/api/creator/reports') ?? '',
    },
    body: new Uint8Array(bytes),
  });
  const body = (await res.json()) as TestResponse['body'];
  return { status: res.status, body };
}

const storedAudio = async (id: string) =>
  t.testDb.handle.db.select().from(reportAudio).where(eq(reportAudio.reportId, id));

describe('episode audio upload', () => {
  it('stores a WAV sent as the raw body, under the type its bytes show, and serves it with ranges', async () => {
    const id = await newReport(maya);
    const wav = testAudio.wav(1);
    // The declared type is wrong on purpose: the bytes decide.
    const res = await uploadRaw(maya, id, wav, 'audio/mpeg');
    expect(res.status).toBe(200);
    expect(res.body.audio).toEqual({
      source: 'upload',
      url: expect.stringMatching(/^\/api\/files\/audio\//),
      mimeType: 'audio/wav',
      bytes: wav.length,
    });
    expect(res.body.transcriptionAvailable).toBe(false);
    const part = await fetch(new URL(res.body.audio.url, t.baseUrl), { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe(
      'RIFF' + wav.subarray(4, 8).toString('latin1') + 'WAVE',
    );
  });

  it('takes the first file of a multipart form, and replaces the previous file', async () => {
    const id = await newReport(maya);
    await uploadRaw(maya, id, testAudio.wav(1));
    const [first] = await storedAudio(id);
    const form = new FormData();
    form.append('file', new Blob([testAudio.mp3WithId3()], { type: 'audio/mpeg' }), 'episode.mp3');
    const res = await maya.post(`/creator/reports/${id}/audio`, form);
    expect(res.status).toBe(200);
    expect(res.body.audio).toMatchObject({ mimeType: 'audio/mpeg', bytes: testAudio.mp3WithId3().length });
    const [second] = await storedAudio(id);
    expect(second?.storageKey).not.toBe(first?.storageKey);
    expect(await t.app.deps.storage.info(first!.storageKey)).toBeNull();
  });

  it('refuses a file that is not audio, whatever its name and type say, and stores nothing', async () => {
    const id = await newReport(maya);
    const form = new FormData();
    form.append('file', new Blob(['<html>not audio</html>'], { type: 'audio/mpeg' }), 'episode.mp3');
    const res = await maya.post(`/creator/reports/${id}/audio`, form);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'audio_invalid',
      message: 'This file is not audio we can use. Upload an MP3, M4A/AAC, OGG/Opus or WAV file.',
    });
    expect(await storedAudio(id)).toEqual([]);
    expect((await uploadRaw(maya, id, new Uint8Array())).body.error.code).toBe('audio_invalid');
  });

  it('refuses a file over AUDIO_MAX_BYTES with 413 audio_too_large, and stores nothing', async () => {
    const id = await newReport(maya);
    const res = await uploadRaw(maya, id, testAudio.wav(5));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('audio_too_large');
    expect(res.body.error.message).toBe(
      "The audio file is 79 KB; the largest allowed is 64 KB. Upload a compressed file (MP3, M4A or Opus at a podcast bit rate), or give the episode's audio address instead.",
    );
    expect(await storedAudio(id)).toEqual([]);
  });

  it('refuses a new file while the report is being generated or transcribed', async () => {
    const id = await newReport(maya);
    await t.testDb.handle.db.update(reports).set({ status: 'generating' }).where(eq(reports.id, id));
    const res = await uploadRaw(maya, id, testAudio.wav(1));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_state_transition');
    expect(await storedAudio(id)).toEqual([]);
  });

  it("answers another creator's report with 404 and changes nothing", async () => {
    const id = await newReport(maya);
    const res = await uploadRaw(omar, id, testAudio.wav(1));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('report_not_found');
    expect(await storedAudio(id)).toEqual([]);
    expect((await omar.delete(`/creator/reports/${id}/audio`)).status).toBe(404);
  });

  it("removes the upload: the feed's enclosure is the audio again", async () => {
    const res = await maya.post('/creator/reports', {
      episode: { title: 'From the feed', mediaUrl: 'https://cdn.example.com/ep.mp3' },
      transcript: { content: rooftopBees },
    });
    const id = res.body.id as string;
    await uploadRaw(maya, id, testAudio.wav(1));
    const [stored] = await storedAudio(id);
    const removed = await maya.delete(`/creator/reports/${id}/audio`);
    expect(removed.status).toBe(200);
    expect(removed.body.audio).toEqual({
      source: 'feed',
      url: 'https://cdn.example.com/ep.mp3',
      mimeType: null,
      bytes: null,
    });
    expect(await t.app.deps.storage.info(stored!.storageKey)).toBeNull();
  });

  it('deletes the audio file with the report', async () => {
    const id = await newReport(maya);
    await uploadRaw(maya, id, testAudio.wav(1));
    const [stored] = await storedAudio(id);
    expect((await maya.delete(`/creator/reports/${id}`)).status).toBe(204);
    expect(await t.app.deps.storage.info(stored!.storageKey)).toBeNull();
  });
});

describe('an episode without a transcript', () => {
  it('can be added with its audio alone', async () => {
    const id = await newReport(maya, false);
    const res = await maya.get(`/creator/reports/${id}`);
    expect(res.body).toMatchObject({ status: 'draft', transcript: null, audio: null });
  });

  it('cannot be generated before it has a transcript', async () => {
    const id = await newReport(maya, false);
    const res = await maya.post(`/creator/reports/${id}/generate`);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'transcript_invalid',
      message: 'This report has no transcript yet. Paste or upload one, or transcribe the episode’s audio.',
    });
    expect((await maya.get(`/creator/reports/${id}`)).body.status).toBe('draft');
  });

  it('is told to add a transcript when this server cannot transcribe, and nothing changes', async () => {
    const id = await newReport(maya, false);
    await uploadRaw(maya, id, testAudio.wav(1));
    const res = await maya.post(`/creator/reports/${id}/transcribe`);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'transcription_unavailable',
      message:
        'Transcription is not set up on this server. Paste or upload a transcript of the episode instead.',
    });
    expect((await maya.get(`/creator/reports/${id}`)).body.status).toBe('draft');
  });
});
