import type { Page } from '@playwright/test';
import {
  chooseEmulatorAccount,
  demoAccounts,
  expect,
  keepScreenshot,
  screenshotsWanted,
  signIn,
  test,
} from './fixtures';

/** The first report the listener may read. */
async function firstReadableReport(page: Page): Promise<{ id: string; title: string }> {
  const res = await page.request.get('/api/reports?limit=1');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: string; title: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0]!;
}

test.describe('every page says where you are', () => {
  // Axe on each of these pages, in both themes, is in accessibility.spec.ts.
  test('titles differ per route and navigations are announced', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page).toHaveTitle('Podbrief — read podcasts in minutes');
    await expect(page.getByRole('list', { name: 'Featured podcast channels' })).toBeVisible();

    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    const report = await firstReadableReport(page);
    const pages: [string, string | RegExp][] = [
      ['/subscriber/reports', 'Reports — Podbrief'],
      ['/subscriber/dashboard', 'Dashboard — Podbrief'],
      ['/subscriber/podcasts', 'Podcast Channels — Podbrief'],
      ['/subscriber/subscriptions', 'Subscriptions — Podbrief'],
      ['/subscription', 'Subscription — Podbrief'],
      ['/profile', 'Profile — Podbrief'],
      [`/subscriber/reports/${report.id}`, `${report.title} — Podbrief`],
      ['/no-such-page', 'Page Not Found — Podbrief'],
    ];
    const titles = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(pages.length);

    // A listener finds the way to become a creator on the profile page too.
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('link', { name: 'Become a creator' })).toHaveAttribute(
      'href',
      '/onboarding',
    );

    // An in-app navigation is announced, as a page load would be.
    await page.goto('/subscriber/reports');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page.getByTestId('route-announcer')).toHaveText('Dashboard');
  });
});

test('a note edited in one tab shows in the other without a reload', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
  const report = await firstReadableReport(page);
  await page.goto(`/subscriber/reports/${report.id}`);
  const other = await context.newPage();
  await other.goto(`/subscriber/reports/${report.id}`);
  const note = (p: Page) => p.getByRole('textbox', { name: 'Note on this report' });
  await expect(note(other)).toBeVisible();

  const text = `Written in the first tab ${Date.now()}`;
  await note(page).fill(text);
  await expect(note(other)).toHaveValue(text, { timeout: 10_000 });
  await other.close();
});

test('a sign-in cancelled at Google and tried again lands on the original deep link', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/subscriber/podcasts?category=Science');
  await page.getByTestId('sign-in-required').getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveTitle(/Choose an account/);
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();
  await expect(page.getByText('Authentication Error')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute(
    'href',
    '/subscriber/podcasts?category=Science',
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await chooseEmulatorAccount(page, `cancel-retry-${Date.now()}@example.org`, 'Carla Cancel');
  await expect(page).toHaveURL(/\/subscriber\/podcasts\?category=Science$/);

  // Back after signing in never shows the API's raw JSON.
  await page.goBack();
  await expect(page.locator('body')).not.toContainText('"error"');
});

test('screenshots of the changed screens at 375 and 1440 px, dark and light', async ({ page, browser }) => {
  test.skip(!screenshotsWanted, 'a gallery for people to look at: E2E_SCREENSHOTS=1 keeps it');
  test.setTimeout(180_000);
  // A visitor's public channel page and the calm cancelled sign-in.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  const href = await visitorPage
    .getByRole('list', { name: 'Featured podcast channels' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await visitor.close();

  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
  const screens: [string, string][] = [
    ['public-channel', href!],
    ['podcasts', '/subscriber/podcasts'],
    ['subscriptions', '/subscriber/subscriptions'],
  ];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('podbrief.theme', value), theme);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, path] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, `polish-${name}-${width}-${theme}.png`, { fullPage: true });
      }
    }
  }
});
