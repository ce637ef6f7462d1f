import { expect, signIn, test } from './fixtures';

/**
 * A feed left open on one device learns that the session ended elsewhere (ADR 054): signing out
 * everywhere from another device ends its live stream, and the page signs itself out without any click.
 */
test('signing out everywhere on another device signs out the open feed', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const email = `live-session-${Date.now()}@example.org`;
  await signIn(page, email, 'Lena Live');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 15_000 });

  const otherDevice = await browser.newContext();
  try {
    const other = await otherDevice.newPage();
    await signIn(other, email, 'Lena Live');
    expect((await other.request.post('/api/auth/logout')).status()).toBe(204);
  } finally {
    await otherDevice.close();
  }

  // Well before the next session refresh tick (30 s): the stream's end is what tells the page.
  await expect(page.getByTestId('sign-in-required')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('user-menu-trigger')).toHaveCount(0);
});
