import type { FeedbackList } from '@shared/contract/feedback';
import { demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * The admin area (issue 30): a listener sends feedback; the administrator finds it from the account menu
 * under Admin → Feedback, filters it by type, marks it done with the keyboard (docs/product.md#admin-area),
 * moves through the other sections (report generations, users and creators, failed mails), and each screen
 * passes axe with no violation of any impact, dark and light, at 1440 px and 375 px. A listener sees neither
 * the menu entry nor the area.
 */

const listenerEmail = `e2e-admin-listener-${Date.now().toString(36)}@example.test`;
const subject = `Search skips old episodes ${Date.now().toString(36)}`;

test('an administrator reads feedback and marks it done in the admin area', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // A listener (in a browser of their own) sends feedback, and finds no admin area.
  const listenerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const listener = await listenerContext.newPage();
  await signIn(listener, listenerEmail, 'Lina Listener');
  const sent = await listener.request.post('/api/feedback', {
    data: { feedbackType: 'bug_report', subject, message: 'Searching "bees" misses the 2023 episodes.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await listener.getByTestId('user-menu-trigger').click();
  await expect(listener.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(listener.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await listener.keyboard.press('Escape');
  await listener.goto('/admin');
  await expect(listener.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await listenerContext.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.name);
  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Feedback' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');

  const feedback = page.getByRole('list', { name: 'Feedback' });
  const item = feedback.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Bug Report');
  await expect(item).toContainText('Searching "bees" misses the 2023 episodes.');
  await expect(item).toContainText(listenerEmail);
  await expectAccessible(page, 'feedback, dark, 1440 px', { include: 'main', allRules: true });

  // Filter by type with the keyboard: Question has none of this feedback.
  const typeFilter = page.getByRole('combobox', { name: 'Feedback type' });
  await typeFilter.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Question' }).click();
  await expect(typeFilter).toHaveText('Question');
  await expect(feedback.getByText(subject)).toHaveCount(0);
  await typeFilter.click();
  await page.getByRole('option', { name: 'Bug Report' }).click();
  await expect(page.getByRole('list', { name: 'Feedback' }).getByText(subject)).toBeVisible();

  // Mark it done with the keyboard: the "new" count drops by one and the Done filter finds it.
  const newCount = page.getByRole('status').filter({ hasText: / new$/ });
  const before = Number((await newCount.textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);
  const status = item.getByRole('combobox', { name: `Status of "${subject}"` });
  await expect(status).toHaveText('New');
  await status.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Done' }).press('Enter');
  await expect(status).toHaveText('Done');
  await expect(item).toContainText('Done since');
  await expect(newCount).toHaveText(`${before - 1} new`);
  const statusFilter = page.getByRole('combobox', { name: 'Feedback status' });
  await statusFilter.click();
  await page.getByRole('option', { name: 'New' }).click();
  await expect(feedback.getByText(subject)).toHaveCount(0);
  await statusFilter.click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(feedback.getByText(subject)).toBeVisible();
  const stored = (await (
    await page.request.get('/api/admin/feedback?status=done&limit=100')
  ).json()) as FeedbackList;
  expect(stored.items.find((entry) => entry.subject === subject)?.status).toBe('done');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expectAccessible(page, 'feedback, light, 1440 px', { include: 'main', allRules: true });
  await keepScreenshot(page, 'admin-feedback-1440-light.png', { fullPage: true });

  await sections.getByRole('link', { name: 'Users and creators' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Users and creators' })).toBeVisible();
  await page.getByLabel('Search').fill(listenerEmail);
  const users = page.getByRole('list', { name: 'Users and creators' });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(users.getByRole('listitem')).toContainText('Listener');
  await expectAccessible(page, 'users, light, 1440 px', { include: 'main', allRules: true });

  await sections.getByRole('link', { name: 'Report generations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Report generations' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Report generations' })
      // This server has no language model, and the empty list says so.
      .or(page.getByText(/This server has no language model: the built-in summarizer makes every report/)),
  ).toBeVisible();
  await expectAccessible(page, 'report generations, light, 1440 px', { include: 'main', allRules: true });

  await sections.getByRole('link', { name: 'Failed mails' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Failed mails' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Failed mails' }).or(page.getByText(/No failed mails/)),
  ).toBeVisible();
  await expectAccessible(page, 'failed mails, light, 1440 px', { include: 'main', allRules: true });

  // A phone, dark: the sections are tabs above the list, wrapping, and nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('list', { name: 'Feedback' }).getByText(subject)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Every section's tab is whole on the screen: none is cut off at the edge behind a hidden scroll.
  const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box, await tab.innerText()).not.toBeNull();
    expect(box!.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await tab.innerText()).toBeLessThanOrEqual(375);
  }
  await expectAccessible(page, 'feedback, 375 px', { include: 'main', allRules: true });
  await keepScreenshot(page, 'admin-feedback-375.png', { fullPage: true });
});
