import { chooseEmulatorAccount, expect, test } from './fixtures';

/**
 * Google sign-in through the local emulator, end to end (issue #3): the real start endpoint, the
 * emulator's account chooser, /auth/callback, the session cookie, reload, the menu and sign-out.
 */
test.describe('sign-in', () => {
  // Each test travels app → emulator → app more than once; on a busy machine that needs more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('a new user signs in with Google, stays signed in across a reload, and signs out', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(dialog.getByText('Sign in to access your account')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveTitle('Choose an account');
    await page.getByLabel('Email', { exact: true }).fill('robin.e2e@example.org');
    await page.getByLabel('Name', { exact: false }).fill('Robin Example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/subscriber\/reports$/);
    const trigger = page.getByTestId('user-menu-trigger');
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAccessibleName('Account menu for Robin Example');
    // The avatar draws the initials of the name it shows (at most two letters): the generated picture
    // made at sign-in is not the person's own, so no image stands in for them.
    await expect(trigger).toHaveText('RE');
    await expect(trigger.locator('img[src]')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);

    await page.getByTestId('user-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Robin Example')).toBeVisible();
    await expect(menu.getByText('robin.e2e@example.org')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();
    await expect(page.getByText('You have been signed out successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();
  });

  test('a deep link to a protected page while signed out comes back to it after sign-in', async ({
    page,
  }) => {
    await page.goto('/subscriber/podcasts');
    const gate = page.getByTestId('sign-in-required');
    await expect(gate.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await gate.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseEmulatorAccount(page, 'deep.link@example.org');
    await expect(page).toHaveURL(/\/subscriber\/podcasts$/);
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  });

  test('Cancel on the account page signs nobody in and says so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveTitle('Choose an account');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await expect(page.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();
    await expect(page.getByText('Authentication Error')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();
  });

  test('an open-redirect attempt lands on the home page, not elsewhere', async ({ page }) => {
    await page.goto(`/api/auth/google/start?returnPath=${encodeURIComponent('//evil.example/steal')}`);
    await chooseEmulatorAccount(page, 'redirect.e2e@example.org');
    // '/' sends a signed-in user on to their reports.
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/subscriber\/reports$/);
  });
});
