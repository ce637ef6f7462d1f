import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 19 part 2 (ADR 236): a page's document names the chunks its route renders with and carries the
 * signed-in session, so a first visit fetches its code in one wave and asks for the page's data without
 * asking for the session first; and a document the browser kept from before a sign-out never signs
 * anyone back in.
 */
const sessionRequestsOf = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') seen.push(request.url());
  });
  return seen;
};

test('a first visit to the feed renders signed in without asking for the session', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, `first-visit-${Date.now()}@example.org`, 'Fiona First');
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();

  const sessionRequests = sessionRequestsOf(page);
  await page.goto('/subscriber/reports');
  // The app has taken the page over from the document's first screen once the filters bar is there.
  await expect(page.getByRole('search', { name: 'Filter reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-menu-trigger')).toHaveAccessibleName(/Fiona First/);
  expect(sessionRequests).toEqual([]);

  // The document itself: the route's chunks as modulepreload links, and the session as inert data.
  const cookies = await page.context().cookies();
  const html = await (
    await request.get('/subscriber/reports', {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    })
  ).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/reports-[\w-]+\.js" \/>/);
  expect(html).toContain('<script type="application/json" id="podbrief-session">');
  // Without the cookie the document carries no session.
  const anonymous = await (await request.get('/subscriber/reports', { headers: { cookie: '' } })).text();
  expect(anonymous).not.toContain('podbrief-session');
});

test('after signing out, going back to a page loaded signed in does not show the old session', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, `back-after-sign-out-${Date.now()}@example.org`, 'Bea Back');
  await page.goto('/subscriber/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.goto('/subscriber/podcasts');
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();

  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();
  // Signing out ends on the home page; going back before that navigation lands would skip an entry.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);

  // Back within the app, then back to the document fetched signed in (the browser may keep its copy).
  for (const expected of [/\/subscriber\/podcasts$/, /\/subscriber\/reports$/]) {
    await page.goBack();
    await expect(page).toHaveURL(expected);
    await expect(page.getByTestId('sign-in-required')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('user-menu-trigger')).toHaveCount(0);
  }
});
