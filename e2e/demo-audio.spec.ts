import type { Page } from '@playwright/test';
import { demoAudioEpisodes } from '../src/server/local/demo/demo-audio';
import { formatTimecode } from '../src/web/lib/timecode';
import { expectAccessible } from './axe';
import { audioState, demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';

/**
 * The demo has sound (ADR 209): on the seeded demo, the demo listener opens an episode that has audio,
 * presses "Play from" on a learning and hears that learning's passage — the audio plays from the
 * learning's moment, speech begins there, and the transcript marks the passage as it plays. The listener
 * only reads (the report ends up read, as it would for anyone who opens its transcript).
 */

interface ReportDetail {
  id: string;
  keyLearnings: { title: string; start: number | null }[];
}
interface Transcript {
  turns: { start: number | null; end: number | null; text: string }[];
}

/** Loudness (RMS) of the page's audio in two windows, decoded by the browser from the file it plays. */
const loudness = (page: Page, windows: [from: number, to: number][]) =>
  page.locator('[data-testid="audio-player"] audio').evaluate(async (el: HTMLAudioElement, spans) => {
    const bytes = await (await fetch(el.currentSrc)).arrayBuffer();
    const audio = await new OfflineAudioContext(1, 1, 16_000).decodeAudioData(bytes);
    const samples = audio.getChannelData(0);
    return spans.map(([from, to]) => {
      const first = Math.floor(from * audio.sampleRate);
      const last = Math.floor(to * audio.sampleRate);
      let sum = 0;
      for (let i = first; i < last; i++) sum += (samples[i] ?? 0) ** 2;
      return Math.sqrt(sum / (last - first));
    });
  }, windows);

test('the demo listener presses "Play from" on a learning and hears its passage, marked in the transcript', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);

  // The episode with sound of the demo creator's channel, opened from the listener's feed.
  const { title } = demoAudioEpisodes[0];
  await page.goto('/subscriber/reports?period=all');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const report = (await (await page.request.get(`/api/reports/${id}`)).json()) as ReportDetail;
  const { turns } = (await (await page.request.get(`/api/reports/${id}/transcript`)).json()) as Transcript;
  const player = page.getByRole('region', { name: 'Episode player' });
  await expect(player).toBeVisible();

  // A learning from the middle of the episode, and the passage that says it.
  const index = Math.floor(report.keyLearnings.length / 2);
  const moment = report.keyLearnings[index]?.start ?? null;
  expect(moment).not.toBeNull();
  const at = moment ?? 0;
  expect(at).toBeGreaterThan(10);
  const passage = turns.find((turn) => turn.start === at);
  expect(passage, 'the learning points at a passage of the transcript').toBeDefined();

  await page.getByRole('button', { name: 'Show transcript' }).click();
  const learning = page
    .getByRole('heading', { name: 'Key learnings' })
    .locator('..')
    .getByRole('listitem')
    .nth(index);
  await learning.getByRole('button', { name: new RegExp(`^Play from ${formatTimecode(at)}`) }).click();

  // It plays from the learning's moment…
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  const { time } = await audioState(page);
  expect(Math.abs(time - at)).toBeLessThan(1.5);
  // …the transcript marks the passage being said…
  const current = page.getByTestId('transcript-scroller').locator('li[aria-current="time"]');
  await expect(current).toContainText(passage?.text.slice(0, 40) ?? 'missing');
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  // (The transcript's list keeps the passage being said in its view.)
  await page.getByTestId('transcript-scroller').scrollIntoViewIfNeeded();
  await expect(current).toBeInViewport();
  await keepScreenshot(page, 'demo-audio-1440.png');
  // …and goes on playing.
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(time + 1);

  // What it plays there is speech: silence just before the moment (the pause between two turns), a
  // voice right after it.
  const [before, after] = await loudness(page, [
    [at - 0.25, at - 0.02],
    [at + 0.1, at + 1.1],
  ]);
  expect(after).toBeGreaterThan(0.02);
  expect(after).toBeGreaterThan((before ?? 0) * 10);

  await expectAccessible(page, 'demo episode with sound', { include: 'main', seriousOnly: true });
});
