import { demoAccounts, expect, signIn, test } from './fixtures';

/**
 * A report opened from a mail or a shared link (ADR 236): its first screen is in the document, so it shows
 * before any script has run, and the app takes it over without asking for the report again.
 */
interface FeedItem {
  id: string;
  title: string;
}

test.describe('a report’s first screen', () => {
  test('is in the HTML, and the app takes it over without fetching the report again', async ({
    page,
    browser,
  }) => {
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    const feed = await page.request.get('/api/reports?period=all&limit=1');
    expect(feed.ok()).toBe(true);
    const report = ((await feed.json()) as { items: FeedItem[] }).items[0]!;

    // Without JavaScript: what the document itself paints.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(`/subscriber/reports/${report.id}`);
    await expect(plainPage.getByRole('heading', { level: 1 })).toHaveText(report.title);
    await expect(plainPage.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await plain.close();

    // With it: the app renders the same report from the data the document carried.
    const reportRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/reports/${report.id}`) reportRequests.push(request.url());
    });
    await page.goto(`/subscriber/reports/${report.id}`);
    await expect(page.getByRole('button', { name: /Mark as read|Read/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(report.title);
    expect(reportRequests).toEqual([]);
  });
});

test.describe('the feed’s first screen', () => {
  test('is in the HTML, and the app takes it over without asking for the feed again', async ({
    page,
    browser,
  }) => {
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    const feed = await page.request.get('/api/reports?period=all&sort=title&status=all');
    expect(feed.ok()).toBe(true);
    const titles = ((await feed.json()) as { items: FeedItem[] }).items.map((item) => item.title);
    expect(titles.length).toBeGreaterThan(1);
    const cards = (on: typeof page) =>
      on.getByRole('list', { name: 'Reports' }).getByRole('heading', { level: 2 });

    // Without JavaScript: the cards of the address's filters, in their order.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plainPage = await plain.newPage();
    await plainPage.goto('/subscriber/reports?period=all&sort=title');
    await expect(plainPage.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(cards(plainPage)).toHaveText(titles);
    await plain.close();

    // With it: the app renders the same cards from the page the document carried, never a skeleton.
    const feedRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/reports') feedRequests.push(request.url());
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading reports"]'))
          document.documentElement.dataset.sawSkeleton = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/subscriber/reports?period=all&sort=title');
    await expect(page.getByRole('search', { name: 'Filter reports' })).toBeVisible();
    await expect(cards(page)).toHaveText(titles);
    expect(feedRequests).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.sawSkeleton)).toBeUndefined();
  });
});
