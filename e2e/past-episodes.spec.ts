import { startLiveFeedServer, type LiveFeedServer } from '../src/server/testing/live-feed-server';
import { expectAccessible } from './axe';
import { becomeCreator, expect, keepScreenshot, test } from './fixtures';

/**
 * Import past episodes: with the feed connected, a creator imports part of the back catalogue (a count
 * and a range of days), follows its progress, and finds the drafts in the list. Add episode's Audio
 * file tab says plainly that a transcript is needed on a server that cannot transcribe.
 */

let feed: LiveFeedServer;

const month = (m: number) => new Date(Date.UTC(2024, m - 1, 15, 6)).toUTCString();

test.beforeAll(async () => {
  feed = await startLiveFeedServer(
    'Small Acres Archive',
    [1, 2, 3, 4, 5].map((m) => ({
      title: `Archive episode ${m}`,
      guid: `archive-${m}`,
      episode: m,
      pubDate: month(m),
    })),
  );
});
test.afterAll(async () => feed.close());

test('imports past episodes within a range of days and shows the progress', async ({ page }) => {
  test.setTimeout(180_000);
  await becomeCreator(
    page,
    `e2e-past-episodes-${Date.now().toString(36)}@example.test`,
    'Nora Vance',
    `Archive Acres ${Date.now().toString(36)}`,
  );
  await page.goto('/creator/reports');
  const feedCard = page.getByRole('region', { name: 'Connected feed' });
  await feedCard.getByLabel('Your show’s RSS feed address').fill(feed.feedUrl);
  await feedCard.getByRole('button', { name: 'Connect' }).click();
  await expect(feedCard.getByTestId('connected-feed-url')).toHaveText(feed.feedUrl);

  const card = page.getByRole('region', { name: 'Import past episodes' });
  await card.getByLabel('How many episodes').fill('2');
  await card.getByLabel('Published from (optional)').fill('2024-02-01');
  await card.getByLabel('Published until (optional)').fill('2024-04-30');
  await expect(card.getByTestId('backfill-plan')).toContainText(
    'Imports up to 2 past episodes published from Feb 1, 2024 to Apr 30, 2024, newest first.',
  );
  await expectAccessible(page, 'past episodes: before the import');
  await card.getByRole('button', { name: 'Import past episodes' }).click();

  await expect(card.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('2 of 2 imported')).toBeVisible();
  const reports = page.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('listitem').filter({ hasText: 'Archive episode 4' })).toBeVisible();
  await expect(reports.getByRole('listitem').filter({ hasText: 'Archive episode 3' })).toBeVisible();
  await expect(reports.getByRole('listitem')).toHaveCount(2);
  // Newest episode first, each dated by its release, whatever order the import added them in (ADR 230).
  await expect(reports.getByRole('listitem').nth(0)).toContainText('Archive episode 4');
  await expect(reports.getByRole('listitem').nth(0)).toContainText('Released Apr 15, 2024');
  await expect(reports.getByRole('listitem').nth(1)).toContainText('Archive episode 3');
  await expect(reports.getByRole('listitem').nth(1)).toContainText('Released Mar 15, 2024');

  // The same range again: both are already here, nothing is imported twice.
  await card.getByRole('button', { name: 'Import past episodes' }).click();
  await expect(card.getByText('0 of 2 imported · 2 already here')).toBeVisible({ timeout: 60_000 });
  await expect(reports.getByRole('listitem')).toHaveCount(2);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      await expectAccessible(page, `past episodes ${width} ${theme}`);
      await keepScreenshot(page, `past-episodes-${width}-${theme}.png`, { fullPage: true });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // Add episode with audio alone: this server has no transcription service, and says so.
  await page.getByRole('button', { name: 'Add episode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add episode' });
  await dialog.getByRole('tab', { name: 'Audio file' }).click();
  await expect(
    dialog.getByText(
      'Transcription is not set up on this server. Paste or upload a transcript of the episode instead.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add episode' })).toBeDisabled();
  await expectAccessible(page, 'add episode: audio without transcription');
  await keepScreenshot(page, 'add-episode-audio-unavailable.png');
});
