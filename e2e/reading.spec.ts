import type { Page } from '@playwright/test';
import { demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Reading (issue #6): the feed's filters in the URL, reading a report to the end, favourites, and a note
 * typed offline that survives a reload and reaches the server. Tests that change data sign in a new
 * person who subscribes through the API, so the seeded demo listener stays as seeded.
 */

interface FeedItem {
  id: string;
  title: string;
  isRead: boolean;
  isFavourite: boolean;
  channel: { creatorId: string; channelName: string };
}

let people = 0;
const newEmail = (tag: string) => `e2e-reading-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

async function feedThroughApi(page: Page, query: string): Promise<FeedItem[]> {
  const res = await page.request.get(`/api/reports?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: FeedItem[] }).items;
}

/** Serious and critical axe findings (WCAG 2.2 AA tags) on the current page. */
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Reports' }).getByRole('heading', { level: 2 });

/** A new listener subscribed to two channels that have reports; returns one unread report of theirs. */
async function newReader(page: Page, tag: string): Promise<FeedItem> {
  await signIn(page, newEmail(tag), `Reader ${tag}`);
  const channels = (await (await page.request.get('/api/channels?limit=20')).json()) as {
    items: { creatorId: string }[];
  };
  for (const channel of channels.items.slice(0, 2)) {
    const res = await page.request.post('/api/subscriptions', { data: { creatorId: channel.creatorId } });
    expect(res.status()).toBe(201);
  }
  const items = await feedThroughApi(page, 'period=all&limit=5');
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

test.describe('reading', () => {
  test('filters, sort and search live in the URL and survive a reload', async ({ page }) => {
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    const byTitle = await feedThroughApi(page, 'period=all&sort=title&limit=50');
    expect(byTitle.length).toBeGreaterThan(1);

    await page.goto('/subscriber/reports?period=all&sort=title');
    await expect(cardTitles(page).first()).toHaveText(byTitle[0]!.title);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Title');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('All time');
    await expectAccessible(page, 'reading', { seriousOnly: true });
    await page.reload();
    await expect(cardTitles(page).first()).toHaveText(byTitle[0]!.title);

    // Search: a distinctive word of one title narrows the list, and the query lands in the URL.
    const target =
      byTitle.find((item) => item.title.split(/\s+/).some((word) => word.length > 6)) ?? byTitle[0]!;
    const word =
      target.title
        .split(/\s+/)
        .find((w) => w.length > 6)
        ?.replace(/[^\p{L}\p{N}]/gu, '') ?? target.title;
    const matches = await feedThroughApi(page, `period=all&sort=title&q=${encodeURIComponent(word)}`);
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(cardTitles(page)).toHaveCount(matches.length);
    await expect(cardTitles(page).filter({ hasText: target.title })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search reports' })).toHaveValue(word);
    await expect(cardTitles(page)).toHaveCount(matches.length);

    // Status and channel are filters too.
    await page.goto('/subscriber/reports?period=all');
    await page.getByRole('radio', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/status=favourites/);
    const favourites = await feedThroughApi(page, 'period=all&status=favourites');
    if (favourites.length > 0) await expect(cardTitles(page).first()).toHaveText(favourites[0]!.title);
    else await expect(page.getByText('No reports match these filters')).toBeVisible();
  });

  test('reading to the end marks the report read and shows the progress badge; favourites are listed', async ({
    page,
  }) => {
    const report = await newReader(page, 'reads');
    await page.goto('/subscriber/reports?period=all');
    await page.getByRole('link', { name: report.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();

    // The navbar badge turns into the reading progress while the report is open.
    await expect(page.getByTestId('progress-indicator')).toBeVisible();
    await expectAccessible(page, 'reading', { seriousOnly: true });
    await page.getByTestId('report-end').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(page.getByRole('button', { name: 'Read', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 10_000 },
    );
    await expect(page.getByTestId('progress-indicator')).toHaveAttribute('aria-valuenow', '100');
    const detail = (await (await page.request.get(`/api/reports/${report.id}`)).json()) as {
      isRead: boolean;
    };
    expect(detail.isRead).toBe(true);

    // The star turns at once; the next document is made from what the server has, so wait for it.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === `/api/reports/${report.id}/favourite`,
    );
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.goto('/subscriber/reports?status=favourites&period=all');
    await expect(cardTitles(page)).toHaveText([report.title]);

    // The dashboard counts it.
    await page.goto('/subscriber/dashboard');
    await expect(page.getByText('Read this week')).toBeVisible();
    await expect(page.getByText(`Read ${report.title}`).first()).toBeVisible();
    await expectAccessible(page, 'reading', { seriousOnly: true });
  });

  test('a note typed offline survives a reload and reaches the server when back online', async ({
    page,
    context,
  }) => {
    const report = await newReader(page, 'notes');
    await page.goto(`/subscriber/reports/${report.id}`);
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    const note = page.getByRole('textbox', { name: 'Note on this report' });
    const status = page.getByTestId('note-status');
    await expect(page.getByText('Experimental')).toBeVisible();

    await note.fill('Online thought.');
    await expect(status).toHaveText('Synced');
    // The service worker now holds this page, so it can load without a network.
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 15_000 });

    await context.setOffline(true);
    await note.pressSequentially(' Typed on the train.', { delay: 20 });
    await expect(status).toContainText('Pending');
    await page.reload();
    await expect(note).toHaveValue('Online thought. Typed on the train.');
    await expect(status).toContainText('Pending');

    await context.setOffline(false);
    await expect(status).toHaveText('Synced', { timeout: 15_000 });
    const saved = (await (await page.request.get(`/api/reports/${report.id}/note`)).json()) as {
      content: string;
    };
    expect(saved.content).toBe('Online thought. Typed on the train.');
  });

  test('on a phone (375 px) the feed and a report fit the screen, and reading, favourites and notes work', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const report = await newReader(page, 'phone');
    const fitsTheScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/subscriber/reports?period=all');
    await expect(page.getByRole('link', { name: report.title })).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await keepScreenshot(page, 'feed-375.png');

    await page.getByRole('link', { name: report.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await keepScreenshot(page, 'report-375.png');

    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('button', { name: 'Read', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    const note = page.getByRole('textbox', { name: 'Note on this report' });
    await note.fill('Read on the bus.');
    await expect(page.getByTestId('note-status')).toHaveText('Synced');
    await expectAccessible(page, 'reading', { seriousOnly: true });

    const detail = (await (await page.request.get(`/api/reports/${report.id}`)).json()) as {
      isRead: boolean;
      isFavourite: boolean;
    };
    expect(detail).toMatchObject({ isRead: true, isFavourite: true });
  });
});
