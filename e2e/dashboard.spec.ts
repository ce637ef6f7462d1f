import type { Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';

/**
 * Issue 18: the subscriber dashboard counts in the reader's own time zone, which the browser sends by its
 * IANA name (ADR 143). Chromium runs in a zone east of UTC+12 and in one west of UTC−10, where the
 * reader's day is furthest from the server's UTC.
 */

interface DashboardBody {
  readThisWeek: number;
  readingStreakDays: number;
  readsPerWeek: Array<{ weekStart: string; count: number }>;
}

/** This week's Monday on the browser's own calendar, as 'YYYY-MM-DD'. */
function browserMonday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
    const two = (n: number) => String(n).padStart(2, '0');
    return `${monday.getFullYear()}-${two(monday.getMonth() + 1)}-${two(monday.getDate())}`;
  });
}

const statValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`a reader in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test('gets the dashboard counted on their own calendar', async ({ page }) => {
      await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
      const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/dashboard');
      await page.goto('/subscriber/dashboard');
      const res = await answer;
      expect(new URL(res.url()).searchParams.get('tz')).toBe(timeZone);
      expect(res.status()).toBe(200);
      const body = (await res.json()) as DashboardBody;

      expect(body.readsPerWeek.at(-1)?.weekStart).toBe(await browserMonday(page));
      await expect(statValue(page, 'Read this week')).toHaveText(String(body.readThisWeek));
      await expect(statValue(page, 'Reading streak')).toHaveText(
        `${body.readingStreakDays} ${body.readingStreakDays === 1 ? 'day' : 'days'}`,
      );
    });
  });
}

test('an offset or an unknown zone is refused with its own code', async ({ page }) => {
  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
  for (const tz of ['+14:00', 'Mars/Olympus_Mons']) {
    const res = await page.request.get(`/api/dashboard?tz=${encodeURIComponent(tz)}`);
    expect(res.status(), tz).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code, tz).toBe('unknown_time_zone');
  }
});
