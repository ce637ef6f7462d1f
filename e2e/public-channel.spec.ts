import { chooseEmulatorAccount, expect, test } from './fixtures';

/**
 * Visitors can look before signing in (issue 16, point 6): a featured channel on the landing page opens
 * its public page, which has its own title and Open Graph tags; Subscribe there goes through sign-in and
 * the subscription finishes on the way back.
 */
test('a visitor opens a featured channel and subscribes through sign-in', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const featured = page.getByRole('list', { name: 'Featured podcast channels' });
  const firstCard = featured.getByRole('listitem').first();
  const channelLink = firstCard.getByRole('link');
  const channelName = (await channelLink.textContent())?.trim() ?? '';
  expect(channelName).not.toBe('');
  await channelLink.click();

  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(`${channelName} — Podbrief`);
  const card = page.getByTestId('channel-card');
  await expect(card.getByRole('heading', { name: channelName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent reports' })).toBeVisible();

  // The server's HTML already says what the page is, for link previews that run no script.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain(`<meta property="og:title" content="`);
  expect(html).toMatch(/<meta property="og:url" content="[^"]*\/channels\/[0-9a-f-]{36}" \/>/);

  await page.getByRole('button', { name: `Subscribe to ${channelName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Sign in to subscribe to ${channelName}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseEmulatorAccount(page, `visitor-${Date.now()}@example.org`, 'Vera Visitor');

  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('activation-card')).toBeVisible({ timeout: 15_000 });
});
