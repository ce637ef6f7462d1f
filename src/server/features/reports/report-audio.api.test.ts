import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullReport } from '@shared/contract/reports';
import { episodeAudioKey } from '../../audio-proxy/episode-audio';
import { removeOrphanFiles } from '../../storage/orphan-files';
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type FakeRequest,
} from '../../testing/fake-http-server';
import { insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { signIn, type TestClient } from '../../testing/sign-in';
import { testAudio } from '../../testing/test-audio';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';

/**
 * A feed's episode audio through the app (ADR 200): a podcast host on this machine answers with real
 * bytes, ranges included, and records what it was asked, so the tests see what reached it.
 */
const episode = testAudio.wav(1);
const seen: FakeRequest[] = [];

/** Each path of the fake host: its body and type; `/moved.wav` redirects to `/episode.wav`. */
const files: Record<string, { body: Buffer; type: string }> = {
  '/episode.wav': { body: episode, type: 'audio/wav' },
  '/other.wav': { body: episode, type: 'audio/x-wav' },
  '/generic.mp3': { body: testAudio.mp3Frames(4), type: 'application/octet-stream' },
  '/page.html': { body: Buffer.from('<html><body>Not audio</body></html>'), type: 'text/html' },
};

function answer(request: FakeRequest): FakeAnswer {
  seen.push(request);
  if (request.url === '/moved.wav') return { status: 302, body: {}, headers: { location: '/episode.wav' } };
  const file = files[request.url];
  if (!file) return { status: 404, body: { error: 'no such file' } };
  const size = file.body.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range) {
    return {
      body: file.body,
      headers: { 'content-type': file.type, 'content-length': String(size), 'accept-ranges': 'bytes' },
    };
  }
  const start = range[1] ? Number(range[1]) : size - Number(range[2]);
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size) return { status: 416, body: {}, headers: { 'content-range': `bytes */${size}` } };
  return {
    status: 206,
    body: file.body.subarray(start, end + 1),
    headers: {
      'content-type': file.type,
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
    },
  };
}

let host: FakeHttpServer;
let t: TestApp;
let reader: TestClient;
let outsider: TestClient;
let creator: TestClient;
let creatorId: string;

/** A published report of the subscribed channel whose enclosure is `path` on the fake host. */
async function reportOf(path: string): Promise<string> {
  const report = await insertReport(t.testDb.handle.db, creatorId, {
    episodeMediaUrl: `${host.origin}${path}`,
  });
  return report.id;
}

/** GET of the audio route with the client's session, the body as bytes. */
async function getAudio(
  app: TestApp,
  client: TestClient | null,
  id: string,
  headers: Record<string, string> = {},
) {
  const path = `/api/reports/${id}/audio`;
  const cookie = client?.cookies.headerFor(path);
  const response = await fetch(`${app.baseUrl}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json')
    ? (JSON.parse(bytes.toString('utf8')) as { error: { code: string } })
    : null;
  return { status: response.status, headers: response.headers, bytes, code: json?.error.code };
}

const kept = (app: TestApp, id: string, mediaUrl: string) =>
  app.app.deps.storage.info(episodeAudioKey({ reportId: id, mediaUrl }));
/** Waits until the copy of `mediaUrl` is written. */
const copyOf = (app: TestApp, id: string, mediaUrl: string) =>
  waitFor(async () => (await kept(app, id, mediaUrl)) ?? undefined, { what: 'the kept copy' });

beforeAll(async () => {
  host = await startFakeHttpServer(answer);
  t = await startTestApp();
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'audio-reader@reading.test', 'Audio Reader');
  outsider = await signIn(t, 'audio-outsider@reading.test', 'Audio Outsider');
  creator = await signIn(t, 'audio-creator@reading.test', 'Audio Creator');
  expect((await creator.post('/creator/become')).status).toBe(200);
  creatorId = creator.userId;
  const other = await insertCreator(db, { channelName: 'Unrelated channel' });
  await insertSubscription(db, reader.userId, creatorId, 'active', new Date());
  await insertSubscription(db, outsider.userId, other.id, 'active', new Date());
});

afterAll(async () => {
  await t.close();
  await host.close();
});

describe('episode audio through the app (ADR 200)', () => {
  it("gives the reader the app's own address for an http: enclosure", async () => {
    const id = await reportOf('/episode.wav');
    const report = (await reader.get(`/reports/${id}`)).body as FullReport;
    expect(report.audio).toMatchObject({ url: `/api/reports/${id}/audio`, source: 'feed' });
  });

  it('passes the whole file on, keeps a copy, then answers ranges from the copy', async () => {
    const id = await reportOf('/episode.wav');
    const full = await getAudio(t, reader, id);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/wav');
    expect(full.headers.get('content-length')).toBe(String(episode.length));
    expect(full.bytes.equals(episode)).toBe(true);
    const copy = await copyOf(t, id, `${host.origin}/episode.wav`);
    expect(copy.size).toBe(episode.length);

    const asked = seen.length;
    const part = await getAudio(t, reader, id, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${episode.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.bytes.equals(episode.subarray(100, 1100))).toBe(true);
    const tail = await getAudio(t, reader, id, { range: 'bytes=-10' });
    expect(tail.bytes.equals(episode.subarray(episode.length - 10))).toBe(true);
    // Answered from the copy: the host was not asked again.
    expect(seen.length).toBe(asked);

    const past = await getAudio(t, reader, id, { range: `bytes=${episode.length + 5}-` });
    expect(past.status).toBe(416);
    expect(past.code).toBe('range_not_satisfiable');
    expect(past.headers.get('content-range')).toBe(`bytes */${episode.length}`);
  });

  it("forwards a range to the host while nothing is kept, and the host's 416", async () => {
    const id = await reportOf('/other.wav');
    const part = await getAudio(t, reader, id, { range: 'bytes=44-143' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/x-wav');
    expect(part.headers.get('content-range')).toBe(`bytes 44-143/${episode.length}`);
    expect(part.bytes.equals(episode.subarray(44, 144))).toBe(true);
    expect(seen.some((r) => r.url === '/other.wav' && r.headers.range === 'bytes=44-143')).toBe(true);

    const fresh = await reportOf('/other.wav?second');
    files['/other.wav?second'] = files['/other.wav']!;
    const past = await getAudio(t, reader, fresh, { range: `bytes=${episode.length}-` });
    expect(past.status).toBe(416);
    expect(past.code).toBe('range_not_satisfiable');
    expect(past.headers.get('content-range')).toBe(`bytes */${episode.length}`);
  });

  it('serves a generic type by the file extension, and follows a redirect', async () => {
    const generic = await getAudio(t, reader, await reportOf('/generic.mp3'));
    expect(generic.status).toBe(200);
    expect(generic.headers.get('content-type')).toBe('audio/mpeg');
    const moved = await getAudio(t, reader, await reportOf('/moved.wav'));
    expect(moved.status).toBe(200);
    expect(moved.bytes.equals(episode)).toBe(true);
  });

  it('refuses a file that is not audio with 422 episode_audio_not_audio, and keeps nothing', async () => {
    const id = await reportOf('/page.html');
    const answer = await getAudio(t, reader, id);
    expect(answer.status).toBe(422);
    expect(answer.code).toBe('episode_audio_not_audio');
    expect(answer.bytes.toString()).not.toContain('Not audio');
    expect(await kept(t, id, `${host.origin}/page.html`)).toBeNull();
  });

  it('answers 502 episode_audio_unavailable when the host has no such file', async () => {
    const answer = await getAudio(t, reader, await reportOf('/gone.mp3'));
    expect(answer.status).toBe(502);
    expect(answer.code).toBe('episode_audio_unavailable');
  });

  it("sends the host none of the reader's headers, only the app's own", async () => {
    const id = await reportOf('/episode.wav?headers');
    files['/episode.wav?headers'] = files['/episode.wav']!;
    const answer = await getAudio(t, reader, id, {
      'user-agent': 'ReaderBrowser/1.0',
      'x-forwarded-for': '203.0.113.9',
      referer: 'https://reader.example/secret-page',
      'accept-language': 'de-CH',
    });
    expect(answer.status).toBe(200);
    // The copy's own request, too.
    await copyOf(t, id, `${host.origin}/episode.wav?headers`);
    const asked = seen.filter((r) => r.url === '/episode.wav?headers');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const request of asked) {
      expect(request.headers['user-agent']).toBe('Podbrief/0.7 (+episode audio)');
      for (const name of [
        'cookie',
        'x-forwarded-for',
        'forwarded',
        'referer',
        'accept-language',
        'authorization',
      ])
        expect(request.headers[name], name).toBeUndefined();
    }
  });

  it('follows the report’s access rule: signed out 401, no access 404, the creator’s own draft 200', async () => {
    const id = await reportOf('/episode.wav');
    expect((await getAudio(t, null, id)).status).toBe(401);
    const outside = await getAudio(t, outsider, id);
    expect(outside.status).toBe(404);
    expect(outside.code).toBe('report_not_found');
    expect((await getAudio(t, reader, '00000000-0000-4000-8000-000000000000')).code).toBe('report_not_found');

    const draft = await insertReport(t.testDb.handle.db, creatorId, {
      status: 'draft',
      episodeMediaUrl: `${host.origin}/episode.wav`,
    });
    expect((await getAudio(t, reader, draft.id)).status).toBe(404);
    const own = await getAudio(t, creator, draft.id);
    expect(own.status).toBe(200);
    expect(own.bytes.equals(episode)).toBe(true);
    const editor = await creator.get(`/creator/reports/${draft.id}`);
    expect(editor.body.audio).toMatchObject({ source: 'feed', url: `/api/reports/${draft.id}/audio` });

    const silent = await insertReport(t.testDb.handle.db, creatorId, { episodeMediaUrl: null });
    const none = await getAudio(t, reader, silent.id);
    expect(none.status).toBe(404);
    expect(none.code).toBe('audio_missing');
  });

  it('removes a copy a week after it was written', async () => {
    const id = await reportOf('/episode.wav?week');
    files['/episode.wav?week'] = files['/episode.wav']!;
    expect((await getAudio(t, reader, id)).status).toBe(200);
    const url = `${host.origin}/episode.wav?week`;
    await copyOf(t, id, url);
    const { db, storage } = t.app.deps;
    const inSixDays = new Date(Date.now() + 6 * 24 * 3600_000);
    await removeOrphanFiles({ db, storage, clock: { now: () => inSixDays } });
    expect(await kept(t, id, url)).not.toBeNull();
    const inEightDays = new Date(Date.now() + 8 * 24 * 3600_000);
    await removeOrphanFiles({ db, storage, clock: { now: () => inEightDays } });
    expect(await kept(t, id, url)).toBeNull();
  });
});

describe('episode audio limits (ADR 200)', () => {
  /** An app with `env`, a subscribed reader and a report of `path` on the fake host. */
  async function appWith(env: Record<string, string>, path: string) {
    const app = await startTestApp({ env });
    const db = app.testDb.handle.db;
    const owner = await insertCreator(db);
    const client = await signIn(app, 'limits-reader@reading.test', 'Limits Reader');
    await insertSubscription(db, client.userId, owner.id, 'active', new Date());
    const mediaUrl = `${host.origin}${path}`;
    const id = (await insertReport(db, owner.id, { episodeMediaUrl: mediaUrl })).id;
    return { app, client, id, mediaUrl };
  }

  it('refuses a private host when they are not allowed, and asks it nothing', async () => {
    const { app, client, id } = await appWith({ RSS_ALLOW_PRIVATE_HOSTS: 'false' }, '/episode.wav');
    try {
      const asked = seen.length;
      const answer = await getAudio(app, client, id);
      expect(answer.status).toBe(422);
      expect(answer.code).toBe('episode_audio_address_refused');
      expect(seen.length).toBe(asked);
    } finally {
      await app.close();
    }
  });

  it('refuses a file over EPISODE_AUDIO_MAX_BYTES with 422 episode_audio_too_large, and keeps nothing', async () => {
    files['/episode.wav?big'] = files['/episode.wav']!;
    const limit = String(episode.length - 1);
    const { app, client, id, mediaUrl } = await appWith(
      { EPISODE_AUDIO_MAX_BYTES: limit },
      '/episode.wav?big',
    );
    try {
      const whole = await getAudio(app, client, id);
      expect(whole.status).toBe(422);
      expect(whole.code).toBe('episode_audio_too_large');
      const part = await getAudio(app, client, id, { range: 'bytes=0-9' });
      expect(part.status).toBe(422);
      expect(part.code).toBe('episode_audio_too_large');
      expect(await kept(app, id, mediaUrl)).toBeNull();
    } finally {
      await app.close();
    }
  });
});
