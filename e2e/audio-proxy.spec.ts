import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type FakeRequest,
} from '../src/server/testing/fake-http-server';
import { testAudio } from '../src/server/testing/test-audio';
import { audioState, becomeCreator, expect, readyReport, test } from './fixtures';

/**
 * Episode audio through the app (ADR 200): a podcast host on plain http (on this machine, a loopback port
 * the system picks, so it never meets the payments project's servers) holds the episode, a WAV of silence
 * named like the MP3s of real feeds. The page asks the app for it, never the host, so it plays under the
 * page's CSP (`media-src 'self'`) whatever the scheme.
 */
const episodeSeconds = 120;
const episode = testAudio.wav(episodeSeconds);

/** The host: the episode by range, as podcast hosts serve it; every request kept for the checks. */
const asked: FakeRequest[] = [];
function answer(request: FakeRequest): FakeAnswer {
  asked.push(request);
  if (request.url !== '/ep.mp3') return { status: 404, body: { error: 'no such file' } };
  const size = episode.length;
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  const headers = { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' };
  if (!range) return { body: episode, headers: { ...headers, 'content-length': String(size) } };
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size) return { status: 416, body: {}, headers: { 'content-range': `bytes */${size}` } };
  return {
    status: 206,
    body: episode.subarray(start, end + 1),
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` },
  };
}

let host: FakeHttpServer;
test.beforeAll(async () => {
  host = await startFakeHttpServer(answer);
});
test.afterAll(async () => {
  await host.close();
});

test('an `http:` enclosure plays', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await becomeCreator(page, `e2e-audio-proxy-${stamp}@example.test`, 'Ada Lane', `Open Air ${stamp}`);
  const id = await readyReport(page, { durationSeconds: episodeSeconds, mediaUrl: `${host.origin}/ep.mp3` });

  // The editor's preview loads the episode through the app.
  await page.goto(`/creator/reports/${id}`);
  const preview = page.getByLabel('Episode audio');
  await expect(preview).toHaveAttribute('src', `/api/reports/${id}/audio`);
  await preview.evaluate((el: HTMLAudioElement) => el.load());
  await expect
    .poll(() => preview.evaluate((el: HTMLAudioElement) => Math.round(el.duration)))
    .toBe(episodeSeconds);

  expect((await page.request.post(`/api/creator/reports/${id}/publish`)).ok()).toBe(true);
  await page.goto(`/subscriber/reports/${id}`);
  const player = page.getByRole('region', { name: 'Episode player' });
  const audio = page.locator('[data-testid="audio-player"] audio');
  await expect(audio).toHaveAttribute('src', `/api/reports/${id}/audio`);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect((await audioState(page)).paused).toBe(false);

  // Seeking far ahead asks for a range, and it plays on from there.
  await audio.evaluate((el: HTMLAudioElement) => {
    el.currentTime = 90;
  });
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(90.5);

  // The host was asked by the app only, as the app.
  expect(asked.length).toBeGreaterThan(0);
  for (const request of asked) {
    expect(request.headers['user-agent']).toBe('Podbrief/0.7 (+episode audio)');
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.referer).toBeUndefined();
  }
  // Any CSP violation on the way would fail the test (the console guard reports every one).
});
