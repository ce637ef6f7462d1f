import type { Page } from '@playwright/test';
import { audioState, becomeCreator, expect, keepScreenshot, readyReportWithAudio, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * The source beside the summary (issue 15): a creator's report with a timestamped transcript and the
 * episode's audio (a WAV of silence written here, 10 min 30 s). The creator adjusts a learning's moment
 * in the editor and publishes; the reader plays from it, finds its passage in the transcript, searches
 * the transcript, and does the same at 375 px.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-moments-${tag}-${Date.now().toString(36)}-${++people}@example.test`;
const episodeSeconds = 630;

/** A published report with audio, made through the API; the moment of learning 1 set in the editor. */
async function publishedReportWithAudio(page: Page): Promise<string> {
  const id = await readyReportWithAudio(page, episodeSeconds);

  // The editor shows the moments and takes an adjusted one.
  await page.goto(`/creator/reports/${id}`);
  await expect(page.getByText('Ready to review')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audio' })).toBeVisible();
  const from = page.locator('#editor-learning-0-start');
  await from.fill('1:05');
  await page.locator('#editor-learning-0-end').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/creator/reports/${id}`)).json()) as {
    keyLearnings: { start: number | null }[];
  };
  expect(saved.keyLearnings[0]?.start).toBe(65);
  expect((await page.request.post(`/api/creator/reports/${id}/publish`)).ok()).toBe(true);
  return id;
}

test.describe('moments, player and transcript', () => {
  test('Play from, Show in transcript and search on a report with audio, at 1440 px and 375 px', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await becomeCreator(page, newEmail('creator'), 'Nora Vance', `Small Acres ${Date.now().toString(36)}`);
    const id = await publishedReportWithAudio(page);

    await page.goto(`/subscriber/reports/${id}`);
    const player = page.getByRole('region', { name: 'Episode player' });
    await expect(player).toBeVisible();
    const learning = page
      .getByRole('heading', { name: 'Key learnings' })
      .locator('..')
      .getByRole('listitem')
      .first();

    // "Play from" on a learning seeks to its moment and plays.
    await learning.getByRole('button', { name: /Play from 1:05/ }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    const { time } = await audioState(page);
    expect(Math.abs(time - 65)).toBeLessThan(1.5);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await keepScreenshot(page, 'moments-1440-learnings.png');

    // Keyboard: K pauses, J goes back 15 s.
    await page.locator('body').press('k');
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
    const before = (await audioState(page)).time;
    await page.locator('body').press('j');
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(before - 14);

    // "Show in transcript" opens the transcript and highlights the passage at that moment.
    await learning.getByRole('button', { name: /Show in transcript/ }).click();
    const scroller = page.getByTestId('transcript-scroller');
    await expect(scroller).toBeVisible();
    const highlighted = scroller.locator('li[data-highlighted]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toBeInViewport();
    const transcript = (await (await page.request.get(`/api/reports/${id}/transcript`)).json()) as {
      turns: { start: number | null; text: string }[];
    };
    const atMoment = transcript.turns.filter((t) => t.start !== null && t.start <= 65).pop();
    await expect(highlighted).toContainText(atMoment?.text.slice(0, 40) ?? 'missing');
    // Only a window of the transcript's passages is in the page.
    const turns = await scroller.locator('li').count();
    const status = await page.getByTestId('transcript-status').textContent();
    const total = Number(/^([\d,]+) passages/.exec(status ?? '')?.[1]?.replace(',', ''));
    expect(turns).toBeLessThan(total);

    // Search finds a phrase and brings it into view.
    const search = page.getByRole('searchbox', { name: 'Search the transcript' });
    await search.fill('windbreak');
    await expect(page.getByTestId('transcript-status')).toHaveText(/^1 of \d+ passages?$/);
    await expect(scroller.locator('mark').first()).toBeInViewport();
    await expect(scroller.locator('mark').first()).toHaveText(/windbreak/i);

    // The player and the open transcript pass axe (WCAG 2.2 AA) without serious findings.
    await expectAccessible(page, 'player and transcript', { include: 'main', seriousOnly: true });

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      await keepScreenshot(page, `moments-1440-${theme}.png`);
    }

    // At 375 px the player fits, stays in reach while scrolling, and the transcript works.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(player).toBeVisible();
    await page.getByRole('heading', { name: 'Key learnings' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'moments-375-learnings.png');
    const box = await player.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y + box.height <= 812).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Show transcript' }).click();
    await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('windbreak');
    await expect(page.getByTestId('transcript-status')).toHaveText(/^1 of \d+ passages?$/);
    await page
      .getByTestId('transcript-scroller')
      .locator('li')
      .filter({ has: page.locator('mark') })
      .first()
      .getByRole('button', { name: /^Play from/ })
      .click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await expect(player).toBeInViewport();
    // The passage the audio is at is marked while it plays.
    await expect(page.getByTestId('transcript-scroller').locator('li[aria-current="time"]')).toContainText(
      'windbreak',
    );
    await page.evaluate(() => {
      document.documentElement.classList.remove('dark');
      document.documentElement.classList.add('light');
    });
    await keepScreenshot(page, 'moments-375-light.png');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => {
      document.documentElement.classList.add('dark');
      document.documentElement.classList.remove('light');
    });
    await keepScreenshot(page, 'moments-375-dark.png');

    // A 30,000-word transcript: only a window of it is in the page, search and jumps stay quick.
    const words = 'bees need water wind forage mites honey roof hive colony season city'.split(' ');
    const longTurns = Array.from({ length: 2000 }, (_, i) => ({
      speaker: i % 2 ? 'Idris Okafor' : 'Nora Vance',
      start: i * 3,
      end: i * 3 + 3,
      text: `${Array.from({ length: 15 }, (_, w) => words[(i * 7 + w) % words.length]).join(' ')}${i === 1777 ? ' the marker phrase' : ''}.`,
    }));
    // (The service worker would answer from its cache, out of the route's reach.)
    const longContext = await browser.newContext({
      storageState: await page.context().storageState(),
      serviceWorkers: 'block',
      viewport: { width: 1440, height: 900 },
    });
    const long = await longContext.newPage();
    await long.route(`**/api/reports/${id}/transcript`, (route) =>
      route.fulfill({
        json: { reportId: id, hasTimestamps: true, hasSpeakers: true, wordCount: 30_000, turns: longTurns },
      }),
    );
    await long.goto(`/subscriber/reports/${id}`);
    await long.getByRole('button', { name: 'Show transcript' }).click();
    const longScroller = long.getByTestId('transcript-scroller');
    await expect(long.getByTestId('transcript-status')).toHaveText('2,000 passages · 30,000 words');
    expect(await longScroller.locator('li').count()).toBeLessThan(60);
    const started = Date.now();
    await long.getByRole('searchbox', { name: 'Search the transcript' }).fill('marker phrase');
    await expect(longScroller.locator('mark')).toHaveText('marker phrase');
    await expect(longScroller.locator('mark')).toBeInViewport();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await longScroller.locator('li').count()).toBeLessThan(60);
    await longContext.close();
  });
});
