import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, startFakeHttpServer } from '../testing/fake-http-server';
import { insertReport, insertSubscription } from '../testing/factories';
import { signIn, type TestClient } from '../testing/sign-in';
import { startTestApp, type TestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';

/**
 * Episode audio streams are bounded (ADR 222), against a podcast host on this machine that answers audio
 * headers at once and then sends its body a few bytes at a time: one creator's host cannot hold the
 * server's requests, a user and a report hold a bounded number of streams, and a stream from a host
 * is cut below the minimum rate and past the total time.
 */

/** One answer of the trickling host: how it ended, from the host's side. */
interface Served {
  path: string;
  range: string | undefined;
  bytes: number;
  /** The app closed the connection before the host had finished. */
  cutByPeer: boolean;
  /** The host wrote its whole body and ended the answer. */
  finished: boolean;
}

interface TrickleHost {
  origin: string;
  served: Served[];
  /** Answers still being written. */
  open(): number;
  close(): Promise<void>;
}

/**
 * A host that answers any path as audio (206 to a Range) with its headers at once, then writes
 * `bytesPerTick` bytes every `tickMs` for a minute, then ends. It never sends its body faster, whatever
 * the client reads.
 */
async function startTrickleHost(
  pace: Record<string, { bytesPerTick: number; tickMs: number }>,
): Promise<TrickleHost> {
  const served: Served[] = [];
  let open = 0;
  const lastMs = 60_000;
  const size = 100_000_000;
  const server = await startFakeHttpServer((request) => {
    const path = request.url.split('?')[0] ?? '/';
    const { bytesPerTick, tickMs } = pace[path] ?? { bytesPerTick: 1, tickMs: 200 };
    const record: Served = {
      path,
      range: request.headers.range,
      bytes: 0,
      cutByPeer: false,
      finished: false,
    };
    served.push(record);
    const range = byteRange(request.headers.range, size);
    const ranged = range === 'unsatisfiable' ? null : range;
    return {
      status: ranged ? 206 : 200,
      headers: {
        'content-type': 'audio/mpeg',
        'accept-ranges': 'bytes',
        ...(ranged ? { 'content-range': `bytes ${ranged.start}-${ranged.end}/${size}` } : {}),
      },
      body: null,
      stream: async (write, gone, left, pause) => {
        open++;
        void left.then(() => {
          open--;
          if (!record.finished) record.cutByPeer = true;
        });
        // The first write sends the headers: at once, before any of the body.
        await write('');
        const started = Date.now();
        for (;;) {
          await pause(tickMs);
          if (gone()) return;
          if (Date.now() - started > lastMs) {
            record.finished = true;
            return;
          }
          await write(Buffer.alloc(bytesPerTick, 0xff));
          record.bytes += bytesPerTick;
        }
      },
    };
  });
  return { origin: server.origin, served, open: () => open, close: () => server.close() };
}

/** A GET of a report's audio, answered as far as its status and headers; the body is left unread. */
async function openAudio(
  t: TestApp,
  client: TestClient,
  reportId: string,
  range: string | null,
  signal?: AbortSignal,
) {
  const path = `/api/reports/${reportId}/audio`;
  const response = await fetch(`${t.baseUrl}${path}`, {
    headers: { cookie: client.cookies.headerFor(path) ?? '', ...(range ? { range } : {}) },
    signal,
  });
  const code = (response.headers.get('content-type') ?? '').includes('json')
    ? ((await response.json()) as { error: { code: string } }).error.code
    : null;
  return { response, status: response.status, code };
}

/** Reads a body to its end or its error: the bytes that came, and whether it ended cleanly. */
async function readToEnd(body: ReadableStream<Uint8Array> | null) {
  let bytes = 0;
  try {
    for await (const chunk of body ?? []) bytes += chunk.length;
    return { bytes, ended: 'cleanly' as const };
  } catch {
    return { bytes, ended: 'cut' as const };
  }
}

describe('one creator whose host trickles cannot shed other users (ADR 222)', () => {
  let host: TrickleHost;
  let t: TestApp;
  let creator: TestClient;
  let reader: TestClient;
  const reportIds: string[] = [];
  /** An episode the creator's requests do not touch. */
  let readersReport: string;
  const held: AbortController[] = [];

  beforeAll(async () => {
    // One byte every 200 ms: never silent for the idle timeout, and above the 1 B/s this app asks for,
    // so the streams stay open for as long as the test holds them.
    host = await startTrickleHost({});
    t = await startTestApp({
      env: {
        // The production default: the test shows other users are not shed at it.
        MAX_REQUESTS_IN_FLIGHT: '100',
        EPISODE_AUDIO_MIN_BYTES_PER_SECOND: '1',
      },
    });
    creator = await signIn(t, 'trickle-creator@audio.test', 'Trickle Creator');
    expect((await creator.post('/creator/become')).status).toBe(200);
    reader = await signIn(t, 'trickle-reader@audio.test', 'Other Reader');
    await insertSubscription(t.testDb.handle.db, reader.userId, creator.userId, 'active', new Date());
    for (let i = 0; i < 40; i++) {
      const report = await insertReport(t.testDb.handle.db, creator.userId, {
        episodeMediaUrl: `${host.origin}/episode-${i}.mp3`,
      });
      reportIds.push(report.id);
    }
    readersReport = (
      await insertReport(t.testDb.handle.db, creator.userId, { episodeMediaUrl: `${host.origin}/other.mp3` })
    ).id;
  }, 120_000);

  afterAll(async () => {
    for (const controller of held) controller.abort();
    await t?.close();
    await host?.close();
  });

  it('holds EPISODE_AUDIO_STREAMS_PER_USER of 120 slow requests, refuses the rest with 429, and serves every other user', async () => {
    const { perUser } = t.app.deps.config.episodeAudioStreams;
    // 120 requests with different ranges over 40 episodes (three each, the most per report).
    const asked = Array.from({ length: 120 }, (_, i) => {
      const controller = new AbortController();
      held.push(controller);
      const id = reportIds[i % reportIds.length]!;
      return openAudio(t, creator, id, `bytes=${i * 1000}-`, controller.signal);
    });
    const answers = await Promise.all(asked);
    const streaming = answers.filter((a) => a.status === 206);
    const refused = answers.filter((a) => a.status === 429);
    expect(streaming.length).toBe(perUser);
    expect(refused.length).toBe(120 - perUser);
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set(['episode_audio_streams_per_user']));
    expect(refused[0]!.response.headers.get('retry-after')).toBe('5');
    // The host holds the streams passed on and a copy per episode at most: not one per request.
    expect(host.open()).toBeLessThanOrEqual(2 * perUser);

    // Meanwhile every request of another user is served, none shed with 503: 150 of them, ten at a time
    // (a burst of their own beyond MAX_REQUESTS_IN_FLIGHT would be shed whatever the audio did).
    let others: { status: number }[] = [];
    const paths = ['/reports', '/profile', '/landing/stats'];
    for (let round = 0; round < 15; round++)
      others = others.concat(
        await Promise.all(Array.from({ length: 10 }, (_, i) => reader.get(paths[i % 3]!))),
      );
    expect(others.filter((r) => r.status === 503)).toEqual([]);
    expect(new Set(others.map((r) => r.status))).toEqual(new Set([200]));
    // The other user's own audio is not counted against the creator's places.
    const own = await openAudio(t, reader, readersReport, 'bytes=5-');
    expect(own.status).toBe(206);
    await own.response.body?.cancel();
  });

  it('refuses a stream past EPISODE_AUDIO_UPSTREAMS_PER_REPORT with 429, and gives places back when streams close', async () => {
    for (const controller of held.splice(0)) controller.abort();
    const { upstreamsPerReport } = t.app.deps.config.episodeAudioStreams;
    const id = reportIds[39]!;
    // Freed: the creator may stream again once the aborted answers have closed.
    const first = await waitFor(
      async () => {
        const controller = new AbortController();
        const answer = await openAudio(t, creator, id, 'bytes=0-', controller.signal);
        if (answer.status === 206) return { answer, controller };
        controller.abort();
        return undefined;
      },
      { what: "the creator's places to be given back" },
    );
    const streams = [first.controller];
    for (let i = 1; i < upstreamsPerReport; i++) {
      const controller = new AbortController();
      streams.push(controller);
      const client = i % 2 ? reader : creator;
      expect((await openAudio(t, client, id, `bytes=${i}-`, controller.signal)).status).toBe(206);
    }
    const past = await openAudio(t, reader, id, 'bytes=99-');
    expect(past.status).toBe(429);
    expect(past.code).toBe('episode_audio_streams_per_report');
    // Another episode of the same creator is not held by this one's streams.
    const other = new AbortController();
    streams.push(other);
    expect((await openAudio(t, reader, reportIds[38]!, 'bytes=0-', other.signal)).status).toBe(206);

    for (const controller of streams) controller.abort();
    await waitFor(
      async () => {
        const answer = await openAudio(t, reader, id, 'bytes=7-');
        await answer.response.body?.cancel();
        return answer.status === 206;
      },
      { what: "the report's places to be given back" },
    );
  });
});

describe('a stream from a host is cut below the minimum rate and past the total time (ADR 222)', () => {
  let host: TrickleHost;
  let t: TestApp;
  let reader: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    host = await startTrickleHost({
      // 5 B/s: twenty times below the 100 B/s asked.
      '/slow.mp3': { bytesPerTick: 1, tickMs: 200 },
      // 20 kB/s: two hundred times above it, so only the total time can end it.
      '/steady.mp3': { bytesPerTick: 1000, tickMs: 50 },
    });
    t = await startTestApp({
      env: {
        EPISODE_AUDIO_MIN_BYTES_PER_SECOND: '100',
        EPISODE_AUDIO_RATE_WINDOW_SECONDS: '1',
        // Three seconds.
        EPISODE_AUDIO_UPSTREAM_MAX_MINUTES: '0.05',
      },
    });
    const creator = await signIn(t, 'budget-creator@audio.test', 'Budget Creator');
    expect((await creator.post('/creator/become')).status).toBe(200);
    reader = await signIn(t, 'budget-reader@audio.test', 'Budget Reader');
    await insertSubscription(t.testDb.handle.db, reader.userId, creator.userId, 'active', new Date());
    for (const name of ['slow', 'steady']) {
      const report = await insertReport(t.testDb.handle.db, creator.userId, {
        episodeMediaUrl: `${host.origin}/${name}.mp3`,
      });
      ids[name] = report.id;
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  it('cuts a host below EPISODE_AUDIO_MIN_BYTES_PER_SECOND, the passed-on stream and the copy, and keeps nothing', async () => {
    const started = Date.now();
    const answer = await openAudio(t, reader, ids.slow!, null);
    expect(answer.status).toBe(200);
    const read = await readToEnd(answer.response.body);
    const took = Date.now() - started;
    // Cut by the app long before the host's minute is up, after one window of waiting at least.
    expect(read.ended).toBe('cut');
    expect(took).toBeGreaterThanOrEqual(1000);
    const slow = await waitFor(
      () => {
        const asked = host.served.filter((s) => s.path === '/slow.mp3');
        return asked.length === 2 && asked.every((s) => s.cutByPeer) ? asked : undefined;
      },
      { what: 'both streams from the slow host (passed on and copy) to be cut by the app' },
    );
    expect(slow.every((s) => !s.finished)).toBe(true);
    // Nothing was kept: the next play asks the host again.
    const again = await openAudio(t, reader, ids.slow!, 'bytes=0-');
    expect(again.status).toBe(206);
    expect(host.served.filter((s) => s.path === '/slow.mp3')).toHaveLength(3);
    await again.response.body?.cancel();
  });

  it('cuts a host that keeps the rate once EPISODE_AUDIO_UPSTREAM_MAX_MINUTES have passed', async () => {
    const started = Date.now();
    const answer = await openAudio(t, reader, ids.steady!, 'bytes=0-');
    expect(answer.status).toBe(206);
    const read = await readToEnd(answer.response.body);
    const took = Date.now() - started;
    expect(read.ended).toBe('cut');
    // Not before the total time: the rate was kept, so only the time could end it.
    expect(took).toBeGreaterThanOrEqual(3000);
    expect(read.bytes).toBeGreaterThan(1000);
    const steady = await waitFor(
      () => {
        const asked = host.served.filter((s) => s.path === '/steady.mp3');
        return asked.length === 2 && asked.every((s) => s.cutByPeer) ? asked : undefined;
      },
      { what: 'both streams from the steady host to be cut at the total time' },
    );
    expect(steady.every((s) => !s.finished)).toBe(true);
  });
});
