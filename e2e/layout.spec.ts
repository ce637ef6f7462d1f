import type { Page } from '@playwright/test';
import { demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';

/**
 * Issue 16, point 8: the signed-in pages share one content box (PageContainer), so moving between them never
 * shifts the left edge. Each page's box is measured where its content starts (left edge plus padding), and
 * so is its visible main heading; all must agree at a phone and a desktop width. A reading page (a report,
 * the profile) centres its narrower column in that box (docs/product.md#shell): its heading starts at the
 * column, with as much room left of the column as right of it.
 */
async function contentEdge(page: Page) {
  await expect(page.locator('[data-page-container]')).toHaveCount(1);
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-page-container]')!;
    const edge = box.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(box).paddingLeft);
    const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(
      (h) => h.getBoundingClientRect().width > 1,
    );
    const column = box.querySelector<HTMLElement>('[data-reading-column]')?.getBoundingClientRect();
    const right = box.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(box).paddingRight);
    return {
      edge,
      heading: heading ? heading.getBoundingClientRect().left : null,
      column: column
        ? { left: column.left, gapLeft: column.left - edge, gapRight: right - column.right }
        : null,
    };
  });
}

test('the subscriber pages and the profile start at one left edge at 375 and 1440 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
  await page.goto('/subscriber/reports?period=all');
  const reportHref = await page.locator('main a[href^="/subscriber/reports/"]').first().getAttribute('href');
  await page.goto('/subscriber/podcasts');
  const channelHref = await page
    .locator('main a[href^="/subscriber/podcasts/"]')
    .first()
    .getAttribute('href');
  const screens: Array<[string, string]> = [
    ['reports', '/subscriber/reports'],
    ['dashboard', '/subscriber/dashboard'],
    ['podcasts', '/subscriber/podcasts'],
    ['channel', channelHref!],
    ['subscriptions', '/subscriber/subscriptions'],
    ['report', reportHref!],
    ['profile', '/profile'],
  ];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const edges: Record<string, number> = {};
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      const { edge, heading, column } = await contentEdge(page);
      edges[name] = Math.round(edge);
      if (column) {
        expect(
          Math.abs(column.gapLeft - column.gapRight),
          `${name} column centred at ${width}px`,
        ).toBeLessThan(2);
        if (width === 1440) expect(column.gapLeft, `${name} column away from the edge`).toBeGreaterThan(50);
      }
      const start = column ? column.left : edge;
      if (heading !== null)
        expect(Math.round(heading), `${name} heading at ${width}px`).toBe(Math.round(start));
      await keepScreenshot(page, `layout-${name}-${width}.png`);
    }
    expect(new Set(Object.values(edges)).size, `${width}px: ${JSON.stringify(edges)}`).toBe(1);
  }
});
