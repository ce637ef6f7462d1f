import type { Page } from '@playwright/test';
import { expect, keepScreenshot, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * One money story before the click (issue 25 §7, ADR 216), in the beta this server runs (no payments
 * configured): the landing footer leads to Pricing, which tells listeners and creators apart; a free trial's
 * card never says "Renews On"; the cancel dialog states the slot rule and the 30-day wait.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-pricing-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

/** Both widths, both themes: axe on each, and a screenshot to look at. */
async function everyLook(page: Page, name: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => {
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      await expectAccessible(page, `${name} ${width} ${theme}`);
      await keepScreenshot(page, `${name}-${width}-${theme}.png`, { fullPage: true });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

test('the landing footer leads to Pricing, which tells listeners and creators apart', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Plans' })).toHaveCount(0);
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByTestId('pricing-summary')).toContainText(
    'reading every channel is free, no card needed',
  );

  const listeners = page.getByTestId('pricing-listeners');
  await expect(listeners).toContainText('up to 5 podcasts at a time');
  await expect(listeners).toContainText('Canceling a free trial frees its slot at once');
  const creators = page.getByTestId('pricing-creators');
  await expect(creators).toContainText('Creator plans (Basic, Premium, Pro)');
  await expect(creators).toContainText('They are for creators');
  await everyLook(page, 'pricing');

  await creators.getByRole('link', { name: 'See creator plans' }).click();
  await expect(page.getByRole('heading', { name: 'Creator Plans' })).toBeVisible();
  await expect(page.getByTestId('creator-plans-note')).toContainText('These plans are for creators');
});

test('a free trial never says "Renews On", and the cancel dialog states the slot rule', async ({ page }) => {
  await signIn(page, newEmail('trial'), 'Pricing Listener');
  const channels = (await (await page.request.get('/api/channels?limit=6')).json()) as {
    items: { creatorId: string; channelName: string }[];
  };
  const channel = channels.items[0]!;
  const created = await page.request.post('/api/subscriptions', { data: { creatorId: channel.creatorId } });
  expect(created.status()).toBe(201);

  await page.goto('/subscriber/subscriptions');
  const card = page.getByTestId('subscription-card').filter({ hasText: channel.channelName });
  await expect(card.getByTestId('subscription-status')).toHaveText('Free trial');
  await expect(card).toContainText('Until you cancel');
  await expect(card.getByText('Renews On')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Change Plan' })).toHaveCount(0);
  await expect(page.getByTestId('trial-usage')).toContainText('1 of 5 podcasts used');
  await everyLook(page, 'subscription-card-trial');

  await page.setViewportSize({ width: 1440, height: 900 });
  await card.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  const rule = dialog.getByTestId('cancel-rule');
  await expect(rule).toContainText('Nothing is charged.');
  await expect(rule).toContainText(
    'Its free-trial slot is free at once: you can start another channel right away.',
  );
  await expect(rule).toContainText('You can subscribe to this channel again 30 days after canceling.');
  await expect(dialog).not.toContainText('paid period');
  await everyLook(page, 'cancel-dialog-trial');

  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await expect(dialog).toContainText('Its free-trial slot is free for another channel now.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The rule as told: the slot is free now, the reports stay readable until the date on the card.
  await expect(page.getByTestId('trial-usage')).toContainText('0 of 5 podcasts used');
  await expect(card.getByTestId('subscription-status')).toHaveText('Canceled');
  await expect(card.getByText('Access Until')).toBeVisible();
});
