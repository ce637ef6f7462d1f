import { rooftopBees } from '../src/server/summarizer/samples/rooftop-bees';
import { startLiveFeedServer, type LiveFeedServer } from '../src/server/testing/live-feed-server';
import { expectAccessible } from './axe';
import { becomeCreator, expect, keepScreenshot, test } from './fixtures';

/**
 * Connected feed: a creator connects the show's feed once; when the feed gains an episode, its draft
 * appears in the studio with no import to click and no reload — from the scheduled check, and at once
 * with Check now. The feed is a small server this spec starts on a loopback port beside the app's.
 */

let feed: LiveFeedServer;

test.beforeAll(async () => {
  feed = await startLiveFeedServer('Small Acres Live', [
    { title: 'An old episode', guid: 'old-1', pubDate: 'Tue, 04 Mar 2025 06:00:00 GMT' },
  ]);
  feed.serve('/bees.txt', 'text/plain', rooftopBees);
});
test.afterAll(async () => feed.close());

/** A publication date a little ahead: the episode is newer than the connection. */
const soon = () => new Date(Date.now() + 60_000).toUTCString();

test('a connected feed gains an episode and its draft appears without a click', async ({ page }) => {
  test.setTimeout(240_000);
  await becomeCreator(
    page,
    `e2e-connected-feed-${Date.now().toString(36)}@example.test`,
    'Nora Vance',
    `Live Acres ${Date.now().toString(36)}`,
  );
  await page.goto('/creator/reports');
  const card = page.getByRole('region', { name: 'Connected feed' });
  await expect(card.getByLabel('Your show’s RSS feed address')).toBeVisible();
  await expectAccessible(page, 'connected feed: not connected');

  // A wrong address is refused in words, and nothing is connected.
  await card.getByLabel('Your show’s RSS feed address').fill(feed.url('/missing.xml'));
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByRole('alert')).toContainText('HTTP 404');

  await card.getByLabel('Your show’s RSS feed address').fill(feed.feedUrl);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByTestId('connected-feed-url')).toHaveText(feed.feedUrl);
  // The back catalogue is not imported.
  await expect(page.getByText('No episodes yet')).toBeVisible();

  // The feed gains an episode; the scheduled check imports it and the list shows it, untouched.
  feed.addItem({
    title: 'Swarm season on the roof',
    guid: 'live-2',
    episode: 2,
    pubDate: soon(),
    transcripts: [{ url: feed.url('/bees.txt'), type: 'text/plain' }],
  });
  const reports = page.getByRole('list', { name: 'Reports' });
  const first = reports.getByRole('listitem').filter({ hasText: 'Swarm season on the roof' });
  await expect(first).toBeVisible({ timeout: 150_000 });
  await expect(first.getByText('From your feed')).toBeVisible();
  await expect(card.getByTestId('connected-feed-status')).toContainText('1 new episode imported');

  // Check now: the next episode (no transcript in the feed) arrives at once and says what it needs.
  feed.addItem({ title: 'Listener questions', guid: 'live-3', episode: 3, pubDate: soon() });
  await card.getByRole('button', { name: 'Check now' }).click();
  const second = reports.getByRole('listitem').filter({ hasText: 'Listener questions' });
  await expect(second.getByText('Needs a transcript')).toBeVisible();
  await expect(first.getByText('Ready to review')).toBeVisible({ timeout: 30_000 });

  await card.getByRole('switch', { name: 'Publish new episodes automatically' }).click();
  await expect(card.getByRole('switch', { name: 'Publish new episodes automatically' })).toBeChecked();

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      await expectAccessible(page, `connected feed ${width} ${theme}`);
      await keepScreenshot(page, `connected-feed-${width}-${theme}.png`, { fullPage: true });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByLabel('Your show’s RSS feed address')).toBeVisible();
  // Its reports stay.
  await expect(first).toBeVisible();
});

test('connecting brings in the newest past episode on request, and Check now names the older ones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const older = await startLiveFeedServer('Yesterday Acres', [
    { title: 'Out since yesterday', guid: 'y-2', pubDate: new Date(Date.now() - 86_400_000).toUTCString() },
    { title: 'Out last month', guid: 'y-1', pubDate: new Date(Date.now() - 30 * 86_400_000).toUTCString() },
  ]);
  try {
    await becomeCreator(
      page,
      `e2e-older-feed-${Date.now().toString(36)}@example.test`,
      'Olga Older',
      `Yesterday Acres ${Date.now().toString(36)}`,
    );
    await page.goto('/creator/reports');
    const card = page.getByRole('region', { name: 'Connected feed' });
    await card.getByLabel('Your show’s RSS feed address').fill(older.feedUrl);
    // By keyboard: the option is a checkbox next to the address.
    const option = card.getByRole('checkbox', { name: 'Also import the newest episode already in the feed' });
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByTestId('connected-feed-url')).toHaveText(older.feedUrl);
    const reports = page.getByRole('list', { name: 'Reports' });
    await expect(reports.getByRole('listitem').filter({ hasText: 'Out since yesterday' })).toBeVisible();
    await expect(reports.getByRole('listitem')).toHaveCount(1);

    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(card.getByTestId('connected-feed-status')).toContainText(
      '1 older episode is in the feed: import it from Import past episodes.',
    );
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.evaluate((t) => {
          document.documentElement.classList.toggle('dark', t === 'dark');
          document.documentElement.classList.toggle('light', t === 'light');
        }, theme);
        await expectAccessible(page, `connected feed older episodes ${width} ${theme}`);
        await keepScreenshot(card, `connected-feed-older-${width}-${theme}.png`);
      }
    }
  } finally {
    await older.close();
  }
});
