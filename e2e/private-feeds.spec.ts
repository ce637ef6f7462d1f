import { expectAccessible } from './axe';
import { demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';

/**
 * Private feeds (issue 39): the demo listener finds RSS feeds of their reports in the profile, copies one
 * (the clipboard is read back), a feed reader outside the browser reads it, and Reset gives new addresses
 * while the old one stops at once. The section is looked at on a phone and a desktop, light and dark.
 */

test('the demo listener copies a private feed, a reader reads it, and Reset stops the old address', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name, '/profile');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Private feeds' });
  await expect(section).toBeVisible();
  const list = section.getByRole('list', { name: 'Private feeds' });
  await expect(list.getByRole('listitem').first()).toContainText('All your channels');
  // The demo listener subscribes to channels: each has a feed of its own.
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(1);

  await section.getByRole('button', { name: 'Copy the feed address of All your channels' }).click();
  await expect(
    section.getByRole('button', { name: 'Copy the feed address of All your channels' }),
  ).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    await section.getByLabel('Feed address of All your channels', { exact: true }).inputValue(),
  );
  expect(copied).toMatch(/\/api\/feeds\/[A-Za-z0-9_-]{65}\/all$/);

  // A feed reader: no cookies.
  const feed = await fetch(copied);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain('<item>');

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      await section.scrollIntoViewIfNeeded();
      await expectAccessible(page, `private feeds ${width} ${theme}`);
      await keepScreenshot(section, `private-feeds-${width}-${theme}.png`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // Reset, by keyboard: the old address stops at once, the new one reads.
  await section.getByRole('button', { name: 'Reset', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset your feed addresses?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset addresses' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Feed addresses reset').first()).toBeVisible();
  const renewed = await section.getByLabel('Feed address of All your channels', { exact: true }).inputValue();
  expect(renewed).not.toBe(copied);
  const old = await fetch(copied);
  expect(old.status).toBe(404);
  expect(((await old.json()) as { error: { code: string } }).error.code).toBe('listener_feed_not_found');
  expect((await fetch(renewed)).status).toBe(200);
});
