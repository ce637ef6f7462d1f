import { rooftopBees } from '../src/server/summarizer/samples/rooftop-bees';
import { becomeCreator, expect, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/** The first `count` words of a summary's first paragraph (a short opening paragraph has fewer). */
const firstWords = (summary: string, count: number) =>
  (summary.trim().split(/\n\s*\n/)[0] ?? '').split(/\s+/).slice(0, count).join(' ');

/**
 * Episodes and reports (issue #7 item 4): a new user becomes a creator, sets up the channel, adds an
 * episode by pasting its transcript, generates the report with the built-in summarizer, reviews and
 * publishes it; a subscriber of the channel, whose feed is open, sees it arrive without a reload and
 * reads it.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-reports-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

/** The onboarding flow up to a saved channel name (the rest of the guided setup is optional). */
test.describe('creator reports', () => {
  test('a creator adds an episode, generates and publishes its report; a subscriber sees it arrive and reads it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const channelName = `Small Acres ${Date.now().toString(36)}`;
    await becomeCreator(page, newEmail('creator'), 'Nora Vance', channelName);

    // 1. Add an episode by pasting its transcript; generation starts right away.
    await page.goto('/creator/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByText('No episodes yet')).toBeVisible();
    await expectAccessible(page, 'creator reports', { include: 'main', seriousOnly: true });
    await page.getByRole('button', { name: 'Add episode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add episode' });
    await dialog.getByLabel('Episode title').fill('Bees on the roof');
    await dialog.getByLabel('Episode number').fill('12');
    await dialog.getByLabel('Duration').fill('10:30');
    await dialog.getByLabel('Transcript', { exact: true }).fill(rooftopBees);
    await expect(dialog.getByLabel('Generate the report right away')).toBeChecked();
    await dialog.getByRole('button', { name: 'Add episode' }).click();

    // 2. The editor follows the generation until the draft is ready to review.
    await page.waitForURL(/\/creator\/reports\/[0-9a-f-]{36}$/);
    const reportId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Bees on the roof', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Filter by status')).toHaveCount(0); // the list has given way to the editor
    await expect(page.getByText('Ready to review', { exact: true })).toBeVisible({ timeout: 30_000 });
    const summary = await page.getByLabel('Summary').inputValue();
    expect(summary.split(/\s+/).length).toBeGreaterThanOrEqual(150);
    await expect(page.getByLabel(/^Title of key learning/)).toHaveCount(3);
    await expectAccessible(page, 'creator reports', { include: 'main', seriousOnly: true });

    // 3. Review: a sharper title, checked in the Markdown preview, saved.
    await page.getByLabel('Title', { exact: true }).fill('What rooftop bees teach city gardeners');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(
      page.getByRole('tabpanel').getByText(firstWords(summary, 4), { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('heading', { name: 'What rooftop bees teach city gardeners', level: 1 }),
    ).toBeVisible();

    // 4. A subscriber of the channel has the feed open before the report is published.
    const settings = (await (await page.request.get('/api/creator/settings')).json()) as {
      creatorId: string;
    };
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    try {
      await signIn(reader, newEmail('reader'), 'Rita Reader');
      const subscribed = await reader.request.post('/api/subscriptions', {
        data: { creatorId: settings.creatorId },
      });
      expect(subscribed.status()).toBe(201);
      await reader.goto('/subscriber/reports');
      await expect(reader.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 15_000 });
      const newReportCard = reader.getByRole('link', { name: 'What rooftop bees teach city gardeners' });
      await expect(newReportCard).toHaveCount(0);

      // 5. Publish after confirming.
      await page.getByRole('button', { name: 'Publish' }).click();
      const confirm = page.getByRole('dialog', { name: 'Publish this report?' });
      await confirm.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Your subscribers can read it now.').first()).toBeVisible();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();

      // The reader's open feed shows it without a reload (live events), with a toast saying so.
      await expect(newReportCard).toBeVisible({ timeout: 15_000 });
      await expect(reader.getByText('New report', { exact: true }).first()).toBeVisible();

      // The creator's list shows it as published.
      await page.goto('/creator/reports');
      await expect(
        page.getByRole('list', { name: 'Reports' }).getByText('Published', { exact: true }),
      ).toBeVisible();

      // 6. The subscriber reads it.
      await newReportCard.click();
      await expect(reader).toHaveURL(new RegExp(`/subscriber/reports/${reportId}`));
      await expect(
        reader.getByRole('heading', { level: 1, name: 'What rooftop bees teach city gardeners' }),
      ).toBeVisible();
      await expect(
        // Words of the first paragraph: the page shows each paragraph as an element of its own.
        reader.getByText(firstWords(summary, 6), { exact: false }).first(),
      ).toBeVisible();
    } finally {
      await readerContext.close();
    }
  });

  test('a report is deleted only after confirmation', async ({ page }) => {
    await becomeCreator(page, newEmail('creator'), 'Nora Vance', `Delete Radio ${Date.now().toString(36)}`);
    await page.goto('/creator/reports');
    await page.getByRole('button', { name: 'Add episode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add episode' });
    await dialog.getByLabel('Episode title').fill('To be deleted');
    await dialog.getByLabel('Transcript', { exact: true }).fill(rooftopBees);
    await dialog.getByLabel('Generate the report right away').click();
    await dialog.getByRole('button', { name: 'Add episode' }).click();
    await page.waitForURL(/\/creator\/reports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'To be deleted', level: 1 })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this report?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this report?' })
      .getByRole('button', { name: 'Delete report' })
      .click();
    await page.waitForURL(/\/creator\/reports$/);
    await expect(page.getByText('No episodes yet')).toBeVisible();
  });
});
