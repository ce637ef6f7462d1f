import type { Page } from '@playwright/test';
import { expect, readyReport, signIn, test } from './fixtures';

/**
 * The read mark follows reading, not navigation (issue 30): "Show in transcript" moves the page past the
 * end of the report, and the report stays unread; reading on to the end by oneself still marks it read.
 * The page's clock is Playwright's, so the end's dwell is run through instead of waited for.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-marks-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

/** A creator with a published report made from a timestamped transcript; returns its id. */
async function publishedReport(page: Page): Promise<string> {
  await signIn(page, newEmail('creator'), 'Iris Moreau', '/onboarding');
  await page.getByRole('button', { name: 'Become a creator' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Channel name/).fill(`Marks ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: /Save and continue/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Add a logo' })).toBeVisible();
  await page.keyboard.press('Escape');

  const id = await readyReport(page, { durationSeconds: 630 });
  expect((await page.request.post(`/api/creator/reports/${id}/publish`)).ok()).toBe(true);
  return id;
}

const isRead = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/reports/${id}`)).json()) as { isRead: boolean }).isRead;

test.describe('reading marks', () => {
  test('"Show in transcript" leaves the report unread; reading to the end marks it read', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const id = await publishedReport(page);

    await page.clock.install();
    await page.goto(`/subscriber/reports/${id}`);
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();

    const learning = page
      .getByRole('heading', { name: 'Key learnings' })
      .locator('..')
      .getByRole('listitem')
      .first();
    await learning.getByRole('button', { name: /Show in transcript/ }).click();
    const highlighted = page.getByTestId('transcript-scroller').locator('li[data-highlighted]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toBeInViewport();

    // Well past the end's dwell: the report is still unread.
    await page.clock.runFor(10_000);
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    expect(await isRead(page, id)).toBe(false);

    // The reader goes back to the top and reads down to the end themselves.
    await page.keyboard.press('Home');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await page.getByTestId('report-end').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('button', { name: 'Read', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => isRead(page, id)).toBe(true);
  });
});
