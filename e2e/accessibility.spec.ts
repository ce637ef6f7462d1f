import type { Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';
import { axeFindings } from './axe';

/**
 * Issue 30, accessibility: axe finds no violation of any impact (every rule it runs by default, best
 * practices such as heading order included) on the pages the issue names, in light and dark.
 */
/** Every page of the list, in light and in dark, all problems reported at once. */
async function expectNoA11yViolations(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => localStorage.setItem('podbrief.theme', t), theme);
    for (const path of paths) {
      await settle(page, path);
      found.push(...(await axeFindings(page, `${path} (${theme})`, { allRules: true })));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility (axe, any impact)', () => {
  test('a visitor: the landing page and the plans page', async ({ page }) => {
    await settle(page, '/');
    await expectNoA11yViolations(page, ['/', '/subscription']);
  });

  test('a listener: the plans page, the reports and a report', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    await settle(page, '/subscriber/reports?period=all');
    const href = await page.locator('main a[href^="/subscriber/reports/"]').first().getAttribute('href');
    await expectNoA11yViolations(page, [
      '/subscription',
      '/subscriber/subscription',
      '/subscriber/subscriptions',
      '/subscriber/reports',
      href!,
    ]);
  });

  test('a creator: the dashboard, the settings and the report editor', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name, '/creator');
    await settle(page, '/creator/reports');
    const href = await page.locator('main a[href^="/creator/reports/"]').first().getAttribute('href');
    await expectNoA11yViolations(page, ['/creator', '/creator/settings', href!]);
  });
});
