import type { Browser, Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';
import { axeFindings } from './axe';

/**
 * Issue 30, accessibility: axe finds no violation of any impact (every rule it runs by default, best
 * practices such as heading order included) on every page the app has, as a visitor, a listener, a
 * creator and an administrator, in light and dark.
 */

/**
 * Every page of the list, in dark and then in light, all problems reported at once. Each page loads once:
 * the theme changes as it does when another tab switches it (the app follows the storage event).
 */
async function expectNoA11yViolations(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.evaluate(() => localStorage.setItem('podbrief.theme', 'dark'));
    await settle(page, path);
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      found.push(...(await axeFindings(page, `${path} (${theme})`, { allRules: true })));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

/** Stores the theme and tells the app, as a change from another tab would; waits until <html> wears it. */
async function switchTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => {
    localStorage.setItem('podbrief.theme', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'podbrief.theme', newValue: t }));
  }, theme);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The first link in the main area whose address starts with `prefix`. */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a link to ${prefix}…`).toBeTruthy();
  return href!;
}

/** A page of its own for a visitor (no session), closed by the caller. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** Each group runs on its own clock: on a loaded machine a page can take seconds to settle. */
const groupTimeout = 180_000;

test.describe('accessibility (axe, any impact)', () => {
  test('a visitor: landing, plans, a channel, coming soon', async ({ page }) => {
    test.setTimeout(groupTimeout);
    await settle(page, '/');
    const channel = await firstLink(page, '/channels/');
    await expectNoA11yViolations(page, ['/', '/subscription', channel, '/coming-soon']);
  });

  test('a visitor: an invite that does not exist, the local mailbox, a page that does not exist', async ({
    page,
  }) => {
    test.setTimeout(groupTimeout);
    await page.goto('/');
    await expectNoA11yViolations(page, ['/invite/no-such-link-token', '/dev-mail', '/no-such-page']);
  });

  test('a visitor: the other home page, a plan, and the sign-in account page', async ({ page }) => {
    test.setTimeout(groupTimeout);
    const plans = await page.request.get('/api/subscriptions/plans');
    expect(plans.status()).toBe(200);
    const [plan] = ((await plans.json()) as { plans: { id: string }[] }).plans;
    await page.goto('/');
    await expectNoA11yViolations(page, ['/home', `/subscription/plan/${encodeURIComponent(plan!.id)}`]);
    // The local Google emulator's account page, which every sign-in of the suite passes through.
    await page.goto('/api/auth/google/start?returnPath=%2Fsubscriber%2Freports');
    await expect(page).toHaveTitle(/Choose an account/);
    const found = await axeFindings(page, 'the account page', { allRules: true });
    expect(found, found.join('\n')).toEqual([]);
  });

  test('a listener: reports, a report, highlights, dashboard', async ({ page }) => {
    test.setTimeout(groupTimeout);
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    await settle(page, '/subscriber/reports?period=all');
    const report = await firstLink(page, '/subscriber/reports/');
    await expectNoA11yViolations(page, [
      '/subscriber/reports',
      report,
      '/subscriber/highlights',
      '/subscriber/dashboard',
    ]);
  });

  test('a listener: podcasts, a podcast, subscriptions, plans, profile, onboarding, consent', async ({
    page,
  }) => {
    test.setTimeout(groupTimeout);
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name, '/subscriber/podcasts');
    await settle(page, '/subscriber/podcasts');
    const podcast = await firstLink(page, '/subscriber/podcasts/');
    await expectNoA11yViolations(page, [
      '/subscriber/podcasts',
      podcast,
      '/subscriber/subscriptions',
      '/subscriber/subscription',
      '/subscription',
      '/profile',
      '/onboarding',
      '/oauth/consent',
    ]);
  });

  test('a creator: dashboard, settings, reports, the editor, invite links, onboarding', async ({ page }) => {
    test.setTimeout(groupTimeout);
    await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name, '/creator');
    await settle(page, '/creator/reports');
    const editor = await firstLink(page, '/creator/reports/');
    await expectNoA11yViolations(page, [
      '/creator',
      '/creator/settings',
      '/creator/reports',
      editor,
      '/creator/links',
      '/onboarding',
    ]);
  });

  test("a visitor: a creator's invite", async ({ page, browser }) => {
    test.setTimeout(groupTimeout);
    await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name, '/creator');
    const link = await page.request.post('/api/creator/invite-links', { data: { label: 'axe' } });
    expect(link.status(), await link.text()).toBe(201);
    const { token } = (await link.json()) as { token: string };
    const visitor = await visitorPage(browser);
    try {
      await visitor.page.goto('/');
      await expectNoA11yViolations(visitor.page, [`/invite/${token}`]);
    } finally {
      await visitor.context.close();
    }
  });

  test('an administrator: feedback, report generations, users and creators, failed mails', async ({
    page,
  }) => {
    test.setTimeout(groupTimeout);
    await signIn(page, demoAccounts.admin.email, demoAccounts.admin.name);
    await expectNoA11yViolations(page, ['/admin', '/admin/generations', '/admin/users', '/admin/mail']);
  });
});
