import type { Browser, Page } from '@playwright/test';
import { chooseEmulatorAccount, demoAccounts, expect, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Channels and subscriptions (issue #5): subscribe from Podcast Channels, the trial limit, canceling,
 * invite links for signed-out visitors, and the profile page. Every test signs in a new person so the
 * seeded demo data is never changed in a way another test would notice.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

/** Serious and critical axe findings (WCAG 2.2 AA tags) on the current page. */
async function channelIds(page: Page): Promise<{ creatorId: string; channelName: string }[]> {
  const res = await page.request.get('/api/channels?limit=20');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { creatorId: string; channelName: string }[] };
  return body.items;
}

async function subscribeThroughApi(page: Page, creatorId: string): Promise<{ id: string }> {
  const res = await page.request.post('/api/subscriptions', { data: { creatorId } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

/** A token of a fresh invite link of the demo creator's channel, made through the creator API. */
async function createInviteToken(browser: Browser): Promise<{ token: string; channelName: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name);
  const res = await page.request.post('/api/creator/invite-links', { data: { label: 'e2e' } });
  expect(res.status()).toBe(201);
  const link = (await res.json()) as { token: string };
  const settings = (await (await page.request.get('/api/creator/settings')).json()) as {
    channelName: string;
  };
  await context.close();
  return { token: link.token, channelName: settings.channelName };
}

test.describe('subscriptions', () => {
  test('a new user subscribes from Podcast Channels, sees the activation card and lands on the reports', async ({
    page,
  }) => {
    await signIn(page, newEmail('first'), 'First Listener');
    await page.goto('/subscriber/podcasts');
    await expect(page.getByRole('heading', { name: 'Podcast Channels' })).toBeVisible();
    await expect(page.getByTestId('trial-usage')).toContainText('0 of 5 podcasts used');
    await expect(page.getByTestId('channel-card').first()).toBeVisible();
    await expectAccessible(page, 'subscriptions', { seriousOnly: true });

    const card = page.getByTestId('channel-card').first();
    await expect(card.getByTestId('channel-price')).toHaveText(
      /^Free during the beta\$\d+\.\d{2} \/ month after the beta$/,
    );
    const channelName = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('button', { name: `Subscribe to ${channelName}` }).click();

    const activation = page.getByTestId('activation-card');
    await expect(activation.getByRole('heading', { name: 'Subscription Activated!' })).toBeVisible();
    await expect(
      activation.getByText('Thank you for subscribing. You now have access to all reports!'),
    ).toBeVisible();
    await expect(activation.getByText(channelName, { exact: true })).toBeVisible();
    await expect(activation.getByRole('button', { name: 'Access Report' })).toBeVisible();
    // No click: the card takes the user to the reports by itself after 5000 ms.
    await page.waitForURL(/\/subscriber\/reports/, { timeout: 9000 });
  });

  test('search and category stay in the URL', async ({ page }) => {
    await signIn(page, newEmail('search'), 'Search Listener');
    const [first] = await channelIds(page);
    const word = first!.channelName.split(' ')[0]!;
    await page.goto('/subscriber/podcasts');
    await page.getByLabel('Search channels').fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(page.getByTestId('channel-card').first()).toContainText(word);
    await page.reload();
    await expect(page.getByLabel('Search channels')).toHaveValue(word);

    await page.getByLabel('Search channels').fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Science', exact: true }).click();
    await expect(page).toHaveURL(/[?&]category=Science/);
    await expect(
      page.getByTestId('channel-card').first().getByRole('list', { name: 'Categories' }),
    ).toContainText('Science');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category' })).toContainText('Science');
  });

  test('at 5 of 5 the Subscribe buttons are disabled before the click, with the reason', async ({ page }) => {
    await signIn(page, newEmail('limit'), 'Limit Listener');
    const channels = await channelIds(page);
    expect(channels.length).toBeGreaterThanOrEqual(6);
    for (const channel of channels.slice(0, 5)) await subscribeThroughApi(page, channel.creatorId);
    await page.goto('/subscriber/podcasts');
    await expect(page.getByTestId('trial-usage')).toContainText('5 of 5 podcasts used');
    const sixth = channels[5]!;
    const button = page.getByRole('button', { name: `Subscribe to ${sixth.channelName}` });
    await expect(button).toBeDisabled();
    const reason = page.getByTestId('trial-limit-reason').first();
    await expect(reason).toContainText('Your free trial is full: 5 of 5 podcasts.');
    // ADR 216: the way out is said before the click — canceling a trial frees its slot at once.
    await expect(reason).toContainText('Cancel a free trial to free its slot at once');
    await reason.getByRole('link', { name: 'Manage subscriptions' }).click();
    await expect(page).toHaveURL(/\/subscriber\/subscriptions$/);
  });

  test("canceling from My subscriptions leaves the card with 'Access Until'", async ({ page }) => {
    await signIn(page, newEmail('cancel'), 'Cancel Listener');
    const [channel] = await channelIds(page);
    await subscribeThroughApi(page, channel!.creatorId);

    await page.goto('/subscriber/subscriptions');
    const card = page.getByTestId('subscription-card').filter({ hasText: channel!.channelName });
    // A free trial charges nothing, so it never "renews" (ADR 216).
    await expect(card.getByTestId('subscription-status')).toHaveText('Free trial');
    await expect(card.getByText('Renews On')).toHaveCount(0);
    await card.getByRole('button', { name: 'Cancel Subscription' }).click();

    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog.getByRole('heading', { name: 'Cancel Subscription' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dialog.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(card.getByText('Access Until')).toBeVisible();
    await expect(card.getByText('Renews On')).toHaveCount(0);
    await expectAccessible(page, 'subscriptions', { seriousOnly: true });
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await page.reload();
    await expect(
      page
        .getByTestId('subscription-card')
        .filter({ hasText: channel!.channelName })
        .getByText('Access Until'),
    ).toBeVisible();
  });

  test('a signed-out visitor opens an invite link, signs in and finishes subscribing on the same page', async ({
    page,
    browser,
  }) => {
    const { token, channelName } = await createInviteToken(browser);
    await page.goto(`/invite/${token}`);
    await expect(page.getByRole('heading', { name: `Subscribe to ${channelName}` })).toBeVisible();
    const card = page.getByTestId('channel-card');
    await expect(card).toContainText(/subscriber/);
    await expect(card).toContainText(/report/);
    await expect(card.getByTestId('channel-price')).toHaveText(/\/ month after the beta$/);

    await card.getByRole('button', { name: `Subscribe to ${channelName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseEmulatorAccount(page, newEmail('invited'), 'Invited Listener');

    await expect(page).toHaveURL(new RegExp(`/invite/${token}$`));
    await expect(
      page.getByTestId('activation-card').getByRole('heading', { name: 'Subscription Activated!' }),
    ).toBeVisible();
    // Behind the card the page now says so plainly, no longer inviting to subscribe.
    await expect(
      page.locator('h1').filter({ hasText: `You are subscribed to ${channelName}` }),
    ).toBeAttached();
    await page.getByRole('button', { name: 'Access Report' }).click();
    await expect(page).toHaveURL(/\/subscriber\/reports/);
  });

  test('an unknown invite link says so clearly', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.goto('/invite/no-such-link-token');
    await expect(page.getByRole('heading', { name: 'This invite link does not exist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Podcast Channels' })).toBeVisible();
  });

  test('a creator plan leads a listener to become a creator, never to a page for listeners', async ({
    page,
  }) => {
    await signIn(page, newEmail('plans'), 'Plan Listener');
    await page.goto('/subscription');
    // The platform plans are studio tools, labelled as such (ADR 216); readers' prices are on /pricing.
    await expect(page.getByRole('heading', { name: 'Creator Plans' })).toBeVisible();
    await expect(page.getByTestId('creator-plans-note')).toContainText('These plans are for creators');
    await expect(page.getByTestId('plan-card')).toHaveCount(3);
    await page.getByRole('link', { name: 'Become a creator (Premium)' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Start your channel' })).toBeVisible();
  });

  test('a profile edit persists after reload', async ({ page }) => {
    const email = newEmail('profile');
    await signIn(page, email, 'Profile Listener');
    await page.goto('/profile');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expectAccessible(page, 'subscriptions', { seriousOnly: true });
    await page.getByLabel('Full name', { exact: true }).fill('Profile Listener Edited');
    await page.getByLabel('Phone', { exact: true }).fill('+1 555 010 2030');
    await page.getByLabel('Location', { exact: true }).fill('Lisbon, Portugal');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Profile Listener Edited');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 555 010 2030');
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Lisbon, Portugal');
  });

  test('the profile form refuses a bad phone number', async ({ page }) => {
    await signIn(page, newEmail('badphone'), 'Phone Listener');
    await page.goto('/profile');
    await page.getByLabel('Phone', { exact: true }).fill('call me');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  });
});
