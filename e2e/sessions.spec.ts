import { expect, signIn, test } from './fixtures';

/**
 * One session state across the tabs of a browser (issue 16, point 1): signing out in one tab signs out
 * every other open tab within seconds, without any input there, and the expired session is never shown as
 * a failure to read the reports.
 */
test('signing out in one tab shows the signed-out state in the other within 10 s', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, `two-tabs-${Date.now()}@example.org`, 'Tess Tabs');
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/subscriber/podcasts');
  await expect(other.getByTestId('user-menu-trigger')).toBeVisible();

  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();

  // No click, no reload in the other tab.
  await expect(other.getByTestId('sign-in-required')).toBeVisible({ timeout: 10_000 });
  await expect(other.getByTestId('user-menu-trigger')).toHaveCount(0);
  await expect(other).toHaveURL(/\/subscriber\/podcasts$/);
  await expect(other.getByText('Error fetching reports')).toHaveCount(0);
  await other.close();
});

test('a 401 on an open page signs it out instead of reporting a database error', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, `expired-${Date.now()}@example.org`, 'Ezra Expired');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // The session cookie disappears behind the page's back, as when it expires.
  await context.clearCookies();
  // An in-app navigation asks the API for the next page's data and meets a 401.
  await page.getByRole('link', { name: 'Subscription', exact: true }).first().click();

  await expect(page.getByTestId('sign-in-required')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Failed to retrieve reports from database.')).toHaveCount(0);
});
