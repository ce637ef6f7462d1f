import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAudio, reports } from '../../db/schema';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { signIn, type TestClient, type TestResponse } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testAudio } from '../../testing/test-audio';

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

/** Every file in storage under the report's audio folder, temporary files included. */
async function filesOf(app: TestApp, id: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of app.app.deps.storage.list(`audio/${id}/`)) keys.push(file.key);
  return keys.sort();
}

/**
 * An upload over a real connection whose body the test writes itself: sent chunked unless a length is
 * declared, and left open until the test ends it, so an answer that arrives proves the server did not
 * wait for the body.
 */
function openUpload(app: TestApp, client: TestClient, id: string, headers: Record<string, string> = {}) {
  const req: ClientRequest = httpRequest(`${app.baseUrl}/api/creator/reports/${id}/audio`, {
    method: 'POST',
    headers: {
      'content-type': 'audio/wav',
      origin: app.baseUrl,
      'sec-fetch-site': 'same-origin',
      cookie: client.cookies.headerFor('/api/creator/reports') ?? '',
      ...headers,
    },
  });
  req.on('error', () => undefined); // the server may close the connection on a body it will not read
  const response = new Promise<{ status: number; body: TestResponse['body'] }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
      res.on('error', reject);
    });
  });
  return { req, response };
}

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
      durationSeconds: 1,
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

  it("answers another creator's report, or none, with 404 before reading the body", async () => {
    const id = await newReport(maya);
    for (const target of [id, randomUUID()]) {
      // A body that never ends: the answer can only come from the hooks that run before it is read.
      const upload = openUpload(t, omar, target);
      upload.req.write(testAudio.wav(1).subarray(0, 8 * 1024));
      const res = await upload.response;
      upload.req.destroy();
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('report_not_found');
    }
    // The same for the creator's own report while it may not change, and for a length over the limit.
    await t.testDb.handle.db.update(reports).set({ status: 'generating' }).where(eq(reports.id, id));
    const busy = openUpload(t, maya, id);
    busy.req.write(testAudio.wav(1).subarray(0, 8 * 1024));
    expect((await busy.response).status).toBe(422);
    busy.req.destroy();
    await t.testDb.handle.db.update(reports).set({ status: 'draft' }).where(eq(reports.id, id));
    const large = openUpload(t, maya, id, { 'content-length': String(100 * maxBytes) });
    large.req.write(testAudio.wav(1).subarray(0, 8 * 1024));
    expect((await large.response).body.error.code).toBe('audio_too_large');
    large.req.destroy();
    expect(await storedAudio(id)).toEqual([]);
    expect(await filesOf(t, id)).toEqual([]);
  });

  it('stops reading a streamed body at AUDIO_MAX_BYTES with 413, and leaves no file', async () => {
    const id = await newReport(maya);
    // Chunked, so no length is declared: the limit is met while the bytes arrive.
    const upload = openUpload(t, maya, id);
    const wav = testAudio.wav(1);
    for (let sent = 0; sent <= maxBytes + wav.length; sent += wav.length) upload.req.write(wav);
    const res = await upload.response;
    upload.req.destroy();
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('audio_too_large');
    expect(await storedAudio(id)).toEqual([]);
    expect(await filesOf(t, id)).toEqual([]);
  });

  it('refuses a form that ends inside its file, and keeps nothing', async () => {
    const id = await newReport(maya);
    const boundary = 'cut-form-boundary';
    const upload = openUpload(t, maya, id, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    upload.req.end(
      Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.wav"\r\n\r\n`),
        testAudio.wav(1),
      ]),
    );
    const res = await upload.response;
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'audio_invalid', message: 'The form ended before its file did.' });
    expect(await filesOf(t, id)).toEqual([]);
  });

  it('refuses a form without a file, or with too much before it, and keeps nothing', async () => {
    const id = await newReport(maya);
    const boundary = 'fields-form-boundary';
    const field = (value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\n${value}\r\n`;
    const send = async (body: string) => {
      const upload = openUpload(t, maya, id, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      upload.req.end(Buffer.from(body));
      return upload.response;
    };
    expect((await send(`${field('Bees')}--${boundary}--\r\n`)).body.error).toEqual({
      code: 'audio_invalid',
      message: 'The form contains no file.',
    });
    const crowded = await send(
      `${field('x'.repeat(17 * 1024))}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF\r\n--${boundary}--\r\n`,
    );
    expect(crowded.status).toBe(400);
    expect(crowded.body.error).toEqual({
      code: 'audio_invalid',
      message: 'The form has too much before its file.',
    });
    expect(await filesOf(t, id)).toEqual([]);
  });

  it('of six uploads at once to one report, keeps exactly one file: the one its row points at', async () => {
    const id = await newReport(maya);
    const results = await Promise.all(
      [1, 1.25, 1.5, 1.75, 2, 2.25].map((seconds) => uploadRaw(maya, id, testAudio.wav(seconds))),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await storedAudio(id);
    expect(await filesOf(t, id)).toEqual([row!.storageKey]);
    expect((await t.app.deps.storage.info(row!.storageKey))?.size).toBe(row!.bytes);
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
    // The enclosure plays through the app (ADR 200).
    expect(removed.body.audio).toEqual({
      source: 'feed',
      url: `/api/reports/${id}/audio`,
      mimeType: null,
      bytes: null,
      durationSeconds: null,
    });
    expect(await t.app.deps.storage.info(stored!.storageKey)).toBeNull();
  });

  it('deletes the audio file with the report', async () => {
    const id = await newReport(maya);
    await uploadRaw(maya, id, testAudio.wav(1));
    const [stored] = await storedAudio(id);
    expect((await maya.delete(`/creator/reports/${id}`)).status).toBe(204);
    expect(await t.app.deps.storage.info(stored!.storageKey)).toBeNull();
    expect(await filesOf(t, id)).toEqual([]);
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

describe('large uploads are never held in memory', () => {
  let big: TestApp;
  let creator: TestClient;
  const fileBytes = 48 * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024);
  beforeAll(async () => {
    big = await startTestApp({ env: { AUDIO_MAX_BYTES: String(256 * 1024 * 1024) } });
    creator = await signIn(big, 'lena.audio@example.test', 'Lena Audio');
    expect((await creator.post('/creator/become')).status).toBe(200);
  });
  afterAll(async () => {
    await big?.close();
  });

  /**
   * Sends `fileBytes` to each report at once, one reused chunk at a time, until the body is sent or the
   * answer came; returns the answers and the most the process's buffers held while the bodies were sent
   * (after a collection, so garbage is not counted; compared, not timed).
   */
  async function sendAll(ids: string[], head: Buffer) {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    const baseline = held();
    let peak = 0;
    const answers = await Promise.all(
      ids.map(async (id) => {
        const upload = openUpload(big, creator, id, { 'content-length': String(fileBytes) });
        let done = false;
        let sentBytes = 0;
        void upload.response.finally(() => (done = true));
        upload.req.on('close', () => (done = true));
        upload.req.write(head);
        for (let sent = head.length, n = 0; sent < fileBytes && !done; sent += chunk.length, n += 1) {
          const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
          if (!upload.req.write(part))
            await new Promise((resolve) => {
              upload.req.once('drain', resolve);
              void upload.response.finally(() => resolve(undefined));
            });
          sentBytes = sent + part.length;
          if (n % 8 === 7) peak = Math.max(peak, held() - baseline);
        }
        if (!done) upload.req.end();
        const answer = await upload.response;
        upload.req.destroy();
        return { ...answer, sentBytes };
      }),
    );
    return { answers, peak };
  }

  it('to reports that are not the creator’s: four 48 MB bodies are not read into memory', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const { answers, peak } = await sendAll(ids, testAudio.wav(1).subarray(0, 44));
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    // The answers came before the bodies were sent: nothing waited for them.
    for (const answer of answers) expect(answer.sentBytes).toBeLessThan(fileBytes);
    // Read whole, the four bodies held 141 MB of buffers mid-way; unread, next to nothing.
    expect(peak).toBeLessThan(ids.length * fileBytes * 0.25);
  });

  it('to the creator’s own report: a 48 MB file goes to storage as it arrives', async () => {
    const res = await creator.post('/creator/reports', {
      episode: { title: 'A long episode', durationSeconds: 3600 },
      transcript: { content: rooftopBees },
    });
    const id = res.body.id as string;
    const { answers, peak } = await sendAll([id], testAudio.wav(1).subarray(0, 44));
    expect(answers[0]).toMatchObject({
      sentBytes: fileBytes,
      status: 200,
      body: { audio: { mimeType: 'audio/wav', bytes: fileBytes } },
    });
    // Held whole, 44 MB at the last sample; streamed, a few chunks on their way to the disk (about 8 MB).
    expect(peak).toBeLessThan(fileBytes / 3);
    expect(await filesOf(big, id)).toHaveLength(1);
  });
});
