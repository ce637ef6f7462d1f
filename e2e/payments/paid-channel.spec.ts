import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { artifactPath, demoAccounts, expect, screenshotsWanted, signIn, test } from '../fixtures';
import { paymentsE2E } from './servers';

/**
 * Issue 25, end to end in Chromium against the local Stripe (`npm run stripe:local`) and an app with payments
 * on (the `payments` project of playwright.config.ts): a creator connects payouts and sets a price; a
 * listener starts the paid channel's trial without a card, reads, adds a card in the portal; the trial ends
 * in a charge the creator sees with the platform's fee; a refund ends the listener's access; another
 * listener's Cancel keeps access to the end of the period. One story, so the steps run in order and each
 * hands the next what it made. Every wait is for a condition: webhooks arrive when they arrive.
 */
test.describe.configure({ mode: 'serial' });

const { stripeURL, secretKey, appURL } = paymentsE2E;
const creator = demoAccounts.creator;
const run = Date.now().toString(36);
const payingListener = { email: `e2e-paid-${run}@example.test`, name: 'Paula Payer' };
const cancelingListener = { email: `e2e-cancel-${run}@example.test`, name: 'Cory Canceler' };
/** The price the creator sets, in cents, and how the app writes it. */
const priceCents = 700;
const priceText = '$7.00';
/** PLATFORM_FEE_PERCENT's default (10) of the price. */
const feeText = '$0.70';

/** What one step hands the next. */
const story = { creatorId: '', channelName: '', reportId: '' };

/** A test control or an API call on the local Stripe (with the platform's secret key), answered 2xx. */
async function postToStripe<T = unknown>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(`${stripeURL}${path}`, {
    headers: { authorization: `Bearer ${secretKey}` },
    form,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface SentEvent {
  type: string;
  account?: string;
  data: { object: Record<string, unknown> };
}

/** The events the local Stripe has sent, newest first. */
async function sentEvents(request: APIRequestContext): Promise<SentEvent[]> {
  const response = await request.get(`${stripeURL}/_local/events`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SentEvent[] }).data;
}

/**
 * Reloads until `check` passes: for what only a webhook changes (the app's own pages don't poll for it).
 * Each look has a short limit; the whole wait a long one, for a loaded two-core machine.
 */
async function eventually(page: Page, check: () => Promise<void>, timeout = 60_000) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [500, 1000, 2000] });
}

/**
 * The screen at 375 and 1440 px, light and dark, as artifacts/payments-<name>-<width>-<theme>.png: the whole
 * page, or only `part` of it (a card on a long page).
 */
async function screenshots(page: Page, name: string, ready: () => Locator, part?: () => Locator) {
  if (!screenshotsWanted) return;
  const size = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('podbrief.theme', value), theme);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.reload();
      await expect(ready()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const path = artifactPath(`payments-${name}-${width}-${theme}.png`);
      if (part) await part().screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem('podbrief.theme'));
  if (size) await page.setViewportSize(size);
}

/** The report page shows the whole report (its end), not the teaser that asks to subscribe. */
async function expectReadable(page: Page, reportId: string) {
  await page.goto(`/subscriber/reports/${reportId}`);
  await expect(page.getByTestId('report-end')).toBeVisible();
  await expect(page.getByText(/to read the full report/)).toHaveCount(0);
}

/** From the channel page through the local Stripe's hosted Checkout, "Start trial" without a card. */
async function startTrialInCheckout(page: Page) {
  await page.goto(`/subscriber/podcasts/${story.creatorId}`);
  await page.getByRole('button', { name: /Start free trial/ }).click();
  await page.waitForURL((url) => url.origin === stripeURL && url.pathname.startsWith('/checkout/cs_'));
  await expect(page.getByRole('heading', { name: 'Start your free trial', level: 1 })).toBeVisible();
  await expect(page.getByText('No card needed to start.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.waitForURL((url) => url.origin === appURL && url.pathname === '/subscription/confirm');
  expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_/);
}

// Whatever a step left behind, the next one gets webhooks delivered at once.
test.afterEach(async ({ request }) => {
  await postToStripe(request, '/_local/webhooks/release');
});

/** The checkout return page while it waits for Stripe's word, and once it came. */
const confirming = (page: Page) => page.getByRole('heading', { name: 'Confirming your subscription…' });
const confirmed = (page: Page) =>
  page.getByRole('heading', { name: `You are subscribed to ${story.channelName}` });

const subscriptionCard = (page: Page) =>
  page.getByRole('article', { name: `Subscription to ${story.channelName}` });

test('the creator connects payouts through Stripe and sets a price', async ({ page }) => {
  await signIn(page, creator.email, creator.name, '/creator/settings');
  const settings = await page.request.get('/api/creator/settings');
  expect(settings.ok()).toBe(true);
  Object.assign(story, (await settings.json()) as { creatorId: string; channelName: string });

  const payouts = page.locator('section#payouts');
  await expect(payouts.getByTestId('payout-state')).toHaveText('Not set up');
  await expect(page.getByTestId('listeners-pay')).toContainText('until your payouts are active');
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();

  await page.waitForURL((url) => url.origin === stripeURL && url.pathname.startsWith('/connect/onboarding/'));
  await expect(page.getByRole('heading', { name: 'Set up payouts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();

  await page.waitForURL((url) => url.origin === appURL && url.pathname === '/creator/settings');
  await expect(payouts.getByTestId('payout-state')).toHaveText('Active');
  // Stripe's account.updated, not only the card's own check on return, made the account active.
  const account = (await sentEvents(page.request)).find((event) => event.type === 'account.updated')?.account;
  expect(account).toMatch(/^acct_/);

  await page.getByRole('button', { name: 'Change price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription price' });
  await dialog.getByLabel(/Monthly price/).fill((priceCents / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-price')).toHaveText(`${priceText} / month`);
  await expect(page.getByTestId('listeners-pay')).toHaveText(
    `Listeners pay ${priceText} / month now, after their free trial.`,
  );

  await screenshots(
    page,
    'payouts-card',
    () => payouts.getByTestId('payout-state'),
    () => payouts,
  );

  // The channel is paid now, for everyone who looks at it.
  const channel = await page.request.get(`/api/channels/${story.creatorId}`);
  expect(channel.ok()).toBe(true);
  const { channel: detail, reports } = (await channel.json()) as {
    channel: { price: { paid: boolean; amount: number } };
    reports: { items: { id: string }[] };
  };
  expect(detail.price).toMatchObject({ paid: true, amount: priceCents });
  expect(reports.items.length).toBeGreaterThan(0);
  story.reportId = reports.items[0]!.id;
});

test('a listener starts the paid trial without a card, waits for Stripe, and reads', async ({ page }) => {
  await signIn(page, payingListener.email, payingListener.name);
  // Before subscribing the report is a teaser.
  await page.goto(`/subscriber/reports/${story.reportId}`);
  await expect(page.getByText(`Subscribe to ${story.channelName} to read the full report`)).toBeVisible();

  // Stripe is slow today: the redirect comes back before any webhook, and grants nothing by itself.
  await postToStripe(page.request, '/_local/webhooks/hold');
  try {
    await startTrialInCheckout(page);
    await expect(confirming(page)).toBeVisible();
    const access = await page.request.get(`/api/reports/${story.reportId}`);
    expect(((await access.json()) as { access: string }).access).toBe('teaser');
    await screenshots(page, 'checkout-confirming', () => confirming(page));
  } finally {
    await postToStripe(page.request, '/_local/webhooks/release');
  }
  await expect(confirming(page)).toBeHidden({ timeout: 60_000 });
  await expect(confirmed(page)).toBeVisible();
  await screenshots(page, 'checkout-confirmed', () => confirmed(page));

  await expectReadable(page, story.reportId);
});

test('the listener adds a card in the customer portal and sees the next charge', async ({ page }) => {
  await signIn(page, payingListener.email, payingListener.name, '/subscriber/subscriptions');
  const card = subscriptionCard(page);
  await expect(card.getByTestId('subscription-status')).toHaveText('Free trial');
  await expect(card.getByTestId('trial-ends')).toBeVisible();
  await expect(card.getByTestId('subscription-notice')).toContainText('No card on file');

  await card.getByRole('button', { name: 'Manage billing' }).click();
  await page.waitForURL((url) => url.origin === stripeURL && url.pathname.startsWith('/portal/'));
  await expect(page.getByText('No card on file.')).toBeVisible();
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Podbrief' }).click();
  await page.waitForURL((url) => url.origin === appURL);

  await page.goto('/subscriber/subscriptions');
  const trialEnds = await card.getByTestId('trial-ends').textContent();
  await eventually(page, async () => {
    await expect(card.getByTestId('next-charge')).toHaveText(`${priceText} on ${trialEnds}`, {
      timeout: 3000,
    });
  });
  await expect(card.getByTestId('subscription-notice')).toHaveCount(0);
});

test('the trial ends in a paid invoice, and the creator sees the payment and the fee', async ({ page }) => {
  await postToStripe(page.request, '/_local/clock/advance', { days: '15' });
  const events = await sentEvents(page.request);
  const paid = events.find((event) => event.type === 'invoice.paid');
  expect(paid?.data.object).toMatchObject({ amount_paid: priceCents, status: 'paid' });

  await signIn(page, creator.email, creator.name, '/creator/money');
  const payingSubscribers = page
    .locator('div', { has: page.getByText('Paying subscribers', { exact: true }) })
    .last();
  const payments = page.getByRole('table', { name: 'Recent payments and refunds' });
  await eventually(page, async () => {
    await expect(payments.getByRole('row').filter({ hasText: payingListener.name })).toHaveCount(1, {
      timeout: 3000,
    });
  });
  const row = payments.getByRole('row').filter({ hasText: payingListener.name });
  await expect(row).toContainText('Payment');
  await expect(row).toContainText(priceText);
  await expect(row).toContainText(feeText);
  await expect(payingSubscribers).toHaveText(/^Paying subscribers\s*1$/);
  await screenshots(page, 'money-view', () => payments);
});

test('a refund ends the listener’s access at once', async ({ page }) => {
  await signIn(page, payingListener.email, payingListener.name);
  await expectReadable(page, story.reportId);
  const me = (await (await page.request.get('/api/profile')).json()) as { id: string };

  // As an operator would from Stripe's dashboard: refund the listener's charge in full.
  const events = await sentEvents(page.request);
  const charge = events.find(
    (event) =>
      event.type === 'charge.succeeded' &&
      (event.data.object.metadata as Record<string, string>).podbrief_subscriber_id === me.id,
  )?.data.object;
  expect(charge?.id).toMatch(/^ch_/);
  await postToStripe(page.request, '/v1/refunds', { charge: String(charge!.id) });

  await eventually(page, async () => {
    await expect(page.getByText(`Subscribe to ${story.channelName} to read the full report`)).toBeVisible({
      timeout: 3000,
    });
  });
  // The subscription is over, not merely canceled at some period end.
  await page.goto('/subscriber/subscriptions');
  const past = page.getByRole('region', { name: 'Past subscriptions' });
  await expect(past.getByRole('listitem').filter({ hasText: story.channelName })).toContainText('Ended');
  await expect(subscriptionCard(page)).toHaveCount(0);
});

test('another listener cancels and keeps reading to the end of the period', async ({ page }) => {
  await signIn(page, cancelingListener.email, cancelingListener.name);
  await startTrialInCheckout(page);
  await expect(confirmed(page)).toBeVisible({
    timeout: 60_000,
  });

  await page.goto('/subscriber/subscriptions');
  const card = subscriptionCard(page);
  const trialEnds = await card.getByTestId('trial-ends').textContent();
  await card.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(card.getByTestId('access-until')).toHaveText(trialEnds!);
  await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  // Stripe was told, and its answer (cancel at period end, no charge) is what the card shows.
  const events = await sentEvents(page.request);
  expect(
    events.some(
      (event) =>
        event.type === 'customer.subscription.updated' && event.data.object.cancel_at_period_end === true,
    ),
  ).toBe(true);
  await expectReadable(page, story.reportId);
});
