import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, keepScreenshot, signIn, test } from '../fixtures';
import { paymentsE2E } from './servers';

/**
 * Issues 38 and 39 in Chromium against the local Stripe and an app with payments on: a listener subscribes
 * free to a priced channel whose payouts are not active yet; the channel turns paid and their card says
 * until when they read free and how to go on (ADR 226). Another listener starts the paid channel's trial
 * from Podcast Channels, cancels it and takes the cancel back (ADR 227). A third one's trial runs out
 * without a card: the channel offers paying at once, not a trial or a wait. One story, in order; every
 * wait is for a condition.
 */
test.describe.configure({ mode: 'serial' });

const { stripeURL, secretKey, appURL } = paymentsE2E;
const run = Date.now().toString(36);
const creator = { email: `e2e-journey-creator-${run}@example.test`, name: 'Jo Journey' };
const freeReader = { email: `e2e-journey-free-${run}@example.test`, name: 'Fran Free' };
const trialReader = { email: `e2e-journey-trial-${run}@example.test`, name: 'Tess Trial' };
const lapsedReader = { email: `e2e-journey-lapsed-${run}@example.test`, name: 'Lou Lapsed' };
const channelName = `Journey Notes ${run}`;
const story = { creatorId: '' };

async function postToStripe(request: APIRequestContext, path: string, form: Record<string, string> = {}) {
  const response = await request.post(`${stripeURL}${path}`, {
    headers: { authorization: `Bearer ${secretKey}` },
    form,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

/** Reloads until `check` passes: for what only a webhook changes. */
async function eventually(page: Page, check: () => Promise<void>, timeout = 60_000) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [500, 1000, 2000] });
}

/** `part` of the page at 375 and 1440 px, light and dark, as artifacts/journeys-<name>-<width>-<theme>.png. */
async function screenshots(page: Page, name: string, part: () => Locator) {
  const size = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('podbrief.theme', value), theme);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.reload();
      await expect(part()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      // Nothing of the part sticks out of a narrow screen.
      const box = await part().boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
      await keepScreenshot(part(), `journeys-${name}-${width}-${theme}.png`);
    }
  }
  await page.evaluate(() => localStorage.removeItem('podbrief.theme'));
  if (size) await page.setViewportSize(size);
}

const channelCard = (page: Page) => page.getByRole('article', { name: channelName });
const subscriptionCard = (page: Page) =>
  page.getByRole('article', { name: `Subscription to ${channelName}` });

/** The listener starts the trial on the local Stripe's hosted Checkout, without a card, and is back. */
async function startTrialAtStripe(page: Page) {
  await page.waitForURL((url) => url.origin === stripeURL && url.pathname.startsWith('/checkout/cs_'));
  await expect(page.getByRole('heading', { name: 'Start your free trial', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.waitForURL((url) => url.origin === appURL && url.pathname === '/subscription/confirm');
  await expect(page.getByRole('heading', { name: `You are subscribed to ${channelName}` })).toBeVisible({
    timeout: 60_000,
  });
}

test('a listener subscribes free while the priced channel’s payouts are not active', async ({
  page,
  browser,
}) => {
  await signIn(page, creator.email, creator.name, '/onboarding');
  expect((await page.request.post('/api/creator/become')).ok()).toBe(true);
  expect((await page.request.put('/api/creator/settings', { data: { channelName } })).ok()).toBe(true);
  const priced = await page.request.put('/api/creator/settings/price', { data: { amountCents: 300 } });
  expect(priced.ok()).toBe(true);
  story.creatorId = ((await priced.json()) as { creatorId: string }).creatorId;

  const reader = await browser.newPage();
  try {
    await signIn(reader, freeReader.email, freeReader.name, `/subscriber/podcasts/${story.creatorId}`);
    await reader.getByRole('button', { name: `Subscribe to ${channelName}` }).click();
    await expect(reader.getByText('Subscription Activated!')).toBeVisible();
  } finally {
    await reader.close();
  }
});

test('the channel turns paid: the free listener is told until when they read, and how to go on', async ({
  page,
  browser,
}) => {
  await signIn(page, creator.email, creator.name, '/creator/settings');
  const payouts = page.locator('section#payouts');
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  await page.waitForURL((url) => url.origin === stripeURL && url.pathname.startsWith('/connect/onboarding/'));
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await page.waitForURL((url) => url.origin === appURL && url.pathname === '/creator/settings');
  await expect(payouts.getByTestId('payout-state')).toHaveText('Active');

  // The listener, in a browser of their own.
  const reader = await browser.newPage();
  try {
    await signIn(reader, freeReader.email, freeReader.name, '/subscriber/subscriptions');
    const card = subscriptionCard(reader);
    await expect(card.getByTestId('subscription-status')).toHaveText('Ending');
    await expect(card.getByTestId('subscription-notice')).toContainText(
      `${channelName} is a paid channel now. You keep reading it free until`,
    );
    await expect(card.getByTestId('subscription-notice')).toContainText('start its 14-day free trial');
    await expect(card.getByTestId('subscription-notice')).not.toContainText('You canceled');
    await expect(card.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
    await screenshots(reader, 'channel-turned-paid-card', () => card);

    // The channel page says until when, and offers the trial now.
    await card.getByRole('link', { name: `Continue with ${channelName}` }).click();
    await expect(reader.getByText(/^Access until /)).toBeVisible();
    await expect(reader.getByRole('button', { name: `Start free trial of ${channelName}` })).toBeVisible();
  } finally {
    await reader.close();
  }
});

test('Podcast Channels starts the paid channel’s trial in Checkout, at 375 and 1440 px', async ({ page }) => {
  await signIn(page, trialReader.email, trialReader.name, `/subscriber/podcasts?q=${run}`);
  const card = channelCard(page);
  const start = card.getByRole('button', { name: `Start free trial of ${channelName}` });
  await expect(start).toBeVisible();
  await expect(card.getByTestId('trial-terms')).toHaveText(
    'Free for 14 days, no card needed, then $3.00 / month.',
  );
  await expect(card.getByRole('button', { name: `Subscribe to ${channelName}` })).toHaveCount(0);
  await screenshots(page, 'podcast-channels-paid-card', () => channelCard(page));

  // Keyboard only: the action is reachable and starts Checkout.
  await start.focus();
  await page.keyboard.press('Enter');
  await startTrialAtStripe(page);
});

test('the listener cancels the trial, then takes the cancel back before it ends', async ({ page }) => {
  await signIn(page, trialReader.email, trialReader.name, '/subscriber/subscriptions');
  const card = subscriptionCard(page);
  await expect(card.getByTestId('subscription-status')).toHaveText('Free trial');
  await card.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('subscription-status')).toHaveText('Canceled');
  await screenshots(page, 'resume-offered', () => card);

  await card.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(card.getByTestId('subscription-status')).toHaveText('Free trial');
  await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
  // Stripe holds it too: renewing, not canceling at period end.
  const events = await page.request.get(`${stripeURL}/_local/events`);
  const sent = (
    (await events.json()) as { data: { type: string; data: { object: Record<string, unknown> } }[] }
  ).data;
  const latest = sent.find(
    (event) =>
      event.type === 'customer.subscription.updated' &&
      (event.data.object.metadata as Record<string, string>).podbrief_creator_id === story.creatorId,
  );
  expect(latest?.data.object.cancel_at_period_end).toBe(false);
});

test('a trial that ran out without a card continues by paying at once, with no wait', async ({ page }) => {
  await signIn(page, lapsedReader.email, lapsedReader.name, `/subscriber/podcasts/${story.creatorId}`);
  await page.getByRole('button', { name: `Start free trial of ${channelName}` }).click();
  await startTrialAtStripe(page);

  // Fifteen days later at Stripe: the cardless trial ends in a cancel.
  await postToStripe(page.request, '/_local/clock/advance', { days: '15' });
  await page.goto(`/subscriber/podcasts/${story.creatorId}`);
  const pay = page.getByRole('button', { name: `Subscribe to ${channelName} and pay` });
  await eventually(page, async () => {
    await expect(pay).toBeVisible({ timeout: 3000 });
  });
  await expect(page.getByTestId('trial-terms')).toHaveText(
    'Your free trial is used: you pay $3.00 / month from today, by card.',
  );
  await expect(page.getByRole('button', { name: /Start free trial/ })).toHaveCount(0);
  await expect(page.getByTestId('channel-price')).toHaveText(
    '$3.00 / monthYour free trial of this channel is used',
  );
  await screenshots(page, 'trial-used-pay-now', () => page.getByTestId('channel-card'));

  await page.goto('/subscriber/subscriptions');
  await expect(page.getByText('You canceled')).toHaveCount(0);
  await expect(page.getByText(/can subscribe again from/)).toHaveCount(0);

  await page.goto(`/subscriber/podcasts/${story.creatorId}`);
  await pay.click();
  await page.waitForURL((url) => url.origin === stripeURL && url.pathname.startsWith('/checkout/cs_'));
  await expect(page.getByRole('heading', { name: 'Subscribe', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
});
