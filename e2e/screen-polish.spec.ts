import type { Page, Response } from '@playwright/test';
import { demoAccounts, expect, keepScreenshot, screenshotsWanted, signIn, test } from './fixtures';

/**
 * Issue 39, points 9 and 10: what a demanding user sees. One clear button in a search box, the same
 * initials everywhere, no placeholder words on /home, no failed requests on the way to becoming a creator,
 * the phone field in line on Profile, and the Creator Plans page leading a creator somewhere true.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-polish-${tag}-${Date.now().toString(36)}-${++people}@example.test`;
const widths = [375, 1440] as const;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
}

/**
 * Whether the browser draws its own clear (✕) button in this search field: Chromium draws it unless a rule
 * of the page sets `appearance: none` on the field's `::-webkit-search-cancel-button` (computed styles of
 * that pseudo-element cannot be read, so the page's own rules are).
 */
const drawsNativeClear = (page: Page, selector: string) =>
  page.locator(selector).evaluate((input) => {
    const pseudo = '::-webkit-search-cancel-button';
    const pending: CSSRule[] = [];
    for (const sheet of Array.from(document.styleSheets)) pending.push(...Array.from(sheet.cssRules));
    while (pending.length > 0) {
      const rule = pending.shift()!;
      if ('cssRules' in rule) pending.push(...Array.from((rule as CSSGroupingRule).cssRules));
      if (!(rule instanceof CSSStyleRule) || rule.style.getPropertyValue('appearance') !== 'none') continue;
      for (const selector of rule.selectorText.split(',')) {
        const base = selector.trim();
        if (base.endsWith(pseudo) && input.matches(base.slice(0, -pseudo.length))) return false;
      }
    }
    return true;
  });

test('the feed search box shows one clear button while typing, at 375 and 1440 px', async ({ page }) => {
  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/subscriber/reports');
    const box = page.getByRole('searchbox', { name: 'Search reports' });
    await box.fill('bees');
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(1);
    expect(await drawsNativeClear(page, 'input[type="search"][placeholder="Search reports"]')).toBe(false);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  }
  // The channel search has its own button too, and so no second one.
  await page.goto('/subscriber/podcasts');
  const channels = page.getByRole('searchbox', { name: 'Search channels' });
  await channels.fill('science');
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(1);
  expect(await drawsNativeClear(page, 'input[type="search"][placeholder="Channel or creator name"]')).toBe(
    false,
  );
});

test('the navbar, the mobile menu and the profile show the same initials', async ({ page }) => {
  // Signed in without a name: the emulator's picture is drawn from the email ("E…").
  await signIn(page, newEmail('initials'), undefined, '/profile');
  await page.getByLabel('Full name', { exact: true }).fill('Quinn Harper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.', { exact: true })).toBeVisible();
  await page.reload();
  const profileAvatar = page.getByRole('main').getByRole('img', { name: 'Quinn Harper' });
  await expect(profileAvatar).toHaveText('QH');
  // Once every image has loaded: an initials picture would have replaced the drawn initials by now.
  await page.waitForLoadState('networkidle');
  const trigger = page.getByTestId('user-menu-trigger');
  expect(await trigger.locator('img').count()).toBe(0);
  expect(await trigger.innerText()).toBe('QH');

  await atWidth(page, 375);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('img', { name: 'Quinn Harper' }),
  ).toHaveText('QH');
});

test('/home shows no placeholder words, at 375 and 1440 px', async ({ page }) => {
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Your podcasts, briefly' })).toBeVisible();
    await expect(page.getByText('Header', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Footer', { exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('becoming a creator makes no request that fails', async ({ page }) => {
  const failed: string[] = [];
  const record = (response: Response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  };
  await signIn(page, newEmail('become'), 'Bea Comer');
  page.on('response', record);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Start your channel' })).toBeVisible();
  await page.getByRole('button', { name: 'Become a creator' }).click();
  await expect(page.getByRole('dialog', { name: 'Name your channel' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  expect(failed).toEqual([]);
});

test('the phone field lines up with the email beside it, and stacks on a phone', async ({ page }) => {
  await signIn(page, newEmail('phone'), 'Pia Phone', '/profile');
  const email = page.getByLabel('Email', { exact: true });
  const phone = page.getByLabel('Phone', { exact: true });
  await atWidth(page, 1440);
  await expect(phone).toBeVisible();
  const [emailBox, phoneBox] = [await email.boundingBox(), await phone.boundingBox()];
  expect(Math.abs(emailBox!.y - phoneBox!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(emailBox!.height - phoneBox!.height)).toBeLessThanOrEqual(1);
  const labels = [
    await page.locator('label', { hasText: /^Email$/ }).boundingBox(),
    await page.locator('label', { hasText: /^Phone$/ }).boundingBox(),
  ];
  expect(Math.abs(labels[0]!.y - labels[1]!.y)).toBeLessThanOrEqual(1);

  await atWidth(page, 375);
  const [emailNarrow, phoneNarrow] = [await email.boundingBox(), await phone.boundingBox()];
  expect(phoneNarrow!.y).toBeGreaterThan(emailNarrow!.y + emailNarrow!.height);
  expect(Math.abs(emailNarrow!.x - phoneNarrow!.x)).toBeLessThanOrEqual(1);
  expect(phoneNarrow!.x + phoneNarrow!.width).toBeLessThanOrEqual(375);
});

test('Creator Plans lead a creator to the studio and the price, at 375 and 1440 px', async ({ page }) => {
  await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name, '/subscription');
  for (const width of widths) {
    await atWidth(page, width);
    await page.goto('/subscription');
    await expect(page.getByTestId('plan-card')).toHaveCount(3);
    await expect(page.getByTestId('plan-card').first()).toContainText('720p video exports');
    await expect(page.getByRole('link', { name: /^Open the studio/ })).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.getByRole('link', { name: 'Set your price' }).click();
  await expect(page).toHaveURL(/\/creator\/settings$/);
  await expect(page.getByRole('heading', { name: 'Subscription price' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Open the studio (Pro)' }).click();
  await expect(page).toHaveURL(/\/creator$/);
});

test('screenshots of the screens issue 39 changed, at 375 and 1440 px, dark and light', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  const featured = visitorPage.getByRole('list', { name: 'Featured podcast channels' }).getByRole('link');
  await expect(featured.first()).toBeVisible();
  const channelIds = (
    await featured.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  )
    .map((href) => href.split('/channels/')[1])
    .filter((id): id is string => Boolean(id));
  await visitor.close();
  expect(channelIds.length).toBeGreaterThan(0);

  const shots = async (prefix: string, screens: [string, string][]) => {
    if (!screenshotsWanted) return;
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('podbrief.theme', value), theme);
      for (const width of widths) {
        await atWidth(page, width);
        for (const [name, path] of screens) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
          await page.waitForLoadState('networkidle');
          await keepScreenshot(page, `${prefix}-${name}-${width}-${theme}.png`, { fullPage: true });
        }
      }
    }
  };

  await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
  await shots('issue39-listener', [
    ['home', '/home'],
    ['plans', '/subscription'],
    ['profile', '/profile'],
    ['onboarding', '/onboarding'],
  ]);

  // The OPML preview, with the trial's room said and at most that many chosen.
  const usage = (await (await page.request.get('/api/subscriptions/trial-usage')).json()) as {
    remaining: number;
  };
  const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Mine</title></head><body>${channelIds
    .map(
      (id, i) =>
        `<outline type="rss" text="Show ${i}" xmlUrl="${new URL(`/channels/${id}`, page.url()).href}"/>`,
    )
    .join('')}</body></opml>`;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('podbrief.theme', value), theme);
    for (const width of widths) {
      await atWidth(page, width);
      await page.goto('/subscriber/subscriptions');
      await page.getByTestId('opml-file-input').setInputFiles({
        name: 'mine.opml',
        mimeType: 'text/x-opml',
        buffer: Buffer.from(opml),
      });
      const found = page.getByRole('list', { name: 'Podcasts found on Podbrief' });
      await expect(found).toBeVisible();
      await expect(page.getByTestId('opml-trial-room')).toBeVisible();
      const chosen = await found.getByRole('checkbox', { checked: true, disabled: false }).count();
      expect(chosen).toBeLessThanOrEqual(usage.remaining);
      await page.getByTestId('opml-trial-room').scrollIntoViewIfNeeded();
      await keepScreenshot(page, `issue39-opml-${width}-${theme}.png`, { fullPage: true });
    }
  }

  // Signed out first: the creator signs in afresh, not over the listener's session.
  await page.context().clearCookies();
  await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name);
  await shots('issue39-creator', [
    ['plans', '/subscription'],
    ['studio', '/creator/reports'],
  ]);
});
