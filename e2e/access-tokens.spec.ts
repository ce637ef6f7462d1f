import { expect, signIn, test } from './fixtures';

/**
 * Personal access tokens (issue 28): a reader creates a token in the profile, copies it once (the
 * clipboard is read back), uses it against the public API from outside the browser, and revokes it,
 * after which the API answers 401.
 */

const email = `e2e-tokens-${Date.now().toString(36)}@example.test`;

test('a reader creates a token, copies it once, uses it and revokes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, email, 'Token Tester', '/profile');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Access tokens' });
  await expect(section).toBeVisible();
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  await section.getByLabel('Token name').fill('E2E script');
  await section.getByRole('checkbox', { name: /Write notes/ }).click();
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText("You won't see it again.", { exact: false })).toBeVisible();
  const shown = await section.getByLabel('New access token').inputValue();
  expect(shown).toMatch(/^pb_[0-9A-Za-z]{49}$/);

  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(shown);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByLabel('New access token')).toHaveCount(0);
  await expect(section.getByText(token)).toHaveCount(0);
  const row = section.getByRole('listitem').filter({ hasText: 'E2E script' });
  await expect(row).toContainText('Read');
  await expect(row).toContainText('Write notes');
  await expect(row).toContainText('Last used never');

  const call = () =>
    fetch(`${baseURL}/api/v1/subscriptions`, { headers: { authorization: `Bearer ${token}` } });
  expect((await call()).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Access tokens' }).getByRole('listitem')).not.toContainText(
    'Last used never',
  );

  await page.getByRole('button', { name: 'Revoke E2E script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Access tokens' }).getByText('No tokens yet.')).toBeVisible();
  const after = await call();
  expect(after.status).toBe(401);
  expect(((await after.json()) as { error: { code: string } }).error.code).toBe('token_invalid');
});

test('the section fits a phone in the dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, `phone-${email}`, 'Phone Tester', '/profile');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Access tokens' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: 'Create token' })).toBeVisible();
  const box = await section.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const overflow = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the public API reference page renders under the app CSP', async ({ page }) => {
  await page.goto('/api/v1/docs/');
  await expect(page.getByRole('heading', { name: /Podbrief public API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/reports/{id}/transcript', { exact: true })).toBeVisible();
});
