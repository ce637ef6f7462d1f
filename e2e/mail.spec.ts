import type { APIRequestContext, Browser } from '@playwright/test';
import { rooftopBees } from '../src/server/summarizer/samples/rooftop-bees';
import { becomeCreator, expect, signIn, test } from './fixtures';

/**
 * Reports by email (issue 26): a listener sets "Every new report" for a channel in the profile's Email
 * section; the creator publishes; the mail arrives in the local mailbox (/dev-mail); its "Read the
 * report" link opens the report; its "Unsubscribe" link asks, and its button stops the next mail of that
 * channel.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-mail-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

interface DevMailSummary {
  id: string;
  to: string;
  subject: string;
}

/** A generated report, ready to publish, with this title. */
async function readyReport(request: APIRequestContext, title: string): Promise<string> {
  const created = await request.post('/api/creator/reports', {
    data: { episode: { title, durationSeconds: 630 }, transcript: { content: rooftopBees, format: 'text' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/creator/reports/${id}/generate`)).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/creator/reports/${id}`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('ready');
  const titled = await request.patch(`/api/creator/reports/${id}`, { data: { title } });
  expect(titled.ok(), await titled.text()).toBe(true);
  return id;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<DevMailSummary[]> {
  const res = await request.get('/api/dev-mail');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: DevMailSummary[] }).items.filter((mail) => mail.to === email);
}

async function signedInListener(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = newEmail(name.toLowerCase());
  await signIn(page, email, name);
  return { context, page, email };
}

test.describe('mail', () => {
  test('a listener gets every new report by mail, reads it from the mail, and unsubscribes in one click', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const channelName = `Letterbox Radio ${Date.now().toString(36)}`;
    await becomeCreator(page, newEmail('creator'), 'Mara Post', channelName);
    const { creatorId } = (await (await page.request.get('/api/creator/settings')).json()) as {
      creatorId: string;
    };
    const firstTitle = `Bees by mail ${Date.now().toString(36)}`;
    const secondTitle = `${firstTitle}, the sequel`;
    const firstId = await readyReport(page.request, firstTitle);
    const secondId = await readyReport(page.request, secondTitle);

    const reader = await signedInListener(browser, 'Lena');
    // A second listener who keeps "every new report": their mail of the second report shows that its
    // fan-out has run, so the first listener's missing mail is a decision, not a delay.
    const witness = await signedInListener(browser, 'Wes');
    try {
      for (const listener of [reader, witness]) {
        const subscribed = await listener.page.request.post('/api/subscriptions', { data: { creatorId } });
        expect(subscribed.status()).toBe(201);
      }
      const witnessChoice = await witness.page.request.put(`/api/profile/mail/channels/${creatorId}`, {
        data: { frequency: 'each' },
      });
      expect(witnessChoice.ok()).toBe(true);

      // 1. The listener chooses "Every new report" for the channel on the profile page.
      await reader.page.goto('/profile#email');
      const section = reader.page.locator('#email');
      await expect(section.getByRole('heading', { name: 'Email updates' })).toBeVisible();
      const channelSelect = section.getByRole('combobox', { name: `Email for ${channelName}` });
      await expect(channelSelect).toHaveText(/Default \(Daily digest\)/);
      await channelSelect.click();
      await reader.page.getByRole('option', { name: 'Every new report' }).click();
      await expect(channelSelect).toHaveText(/Every new report/);
      await expect(section.getByRole('status')).toHaveText('Saved');

      // 2. The creator publishes; the mail arrives in the local mailbox.
      expect((await page.request.post(`/api/creator/reports/${firstId}/publish`)).ok()).toBe(true);
      await reader.page.goto('/dev-mail');
      await expect(reader.page.getByRole('heading', { name: 'Local mailbox', level: 1 })).toBeVisible();
      const mailButton = reader.page
        .getByRole('list', { name: 'Mails' })
        .getByRole('button')
        .filter({ hasText: firstTitle })
        .filter({ hasText: reader.email });
      await expect(mailButton).toBeVisible({ timeout: 60_000 });
      await mailButton.click();
      await expect(
        reader.page.getByRole('heading', { level: 2, name: new RegExp(firstTitle) }),
      ).toBeVisible();
      await reader.page.getByRole('tab', { name: 'Headers' }).click();
      await expect(reader.page.getByText('List-Unsubscribe-Post', { exact: true })).toBeVisible();
      await reader.page.getByRole('tab', { name: 'HTML' }).click();
      const mail = reader.page.frameLocator('iframe');
      await expect(mail.getByRole('heading', { name: firstTitle })).toBeVisible();
      await expect(mail.getByText('You get this because you follow')).toBeVisible();

      // 3. "Read the report" opens the report.
      const [reportTab] = await Promise.all([
        reader.context.waitForEvent('page'),
        mail.getByRole('link', { name: 'Read the report' }).click(),
      ]);
      await expect(reportTab).toHaveURL(new RegExp(`/subscriber/reports/${firstId}$`), { timeout: 15_000 });
      await expect(reportTab.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible({
        timeout: 15_000,
      });
      await reportTab.close();

      // 4. "Unsubscribe" opens a page that asks (a link scanner changes nothing); its one button acts.
      const [unsubscribeTab] = await Promise.all([
        reader.context.waitForEvent('page'),
        mail.getByRole('link', { name: `Unsubscribe from ${channelName}` }).click(),
      ]);
      await expect(
        unsubscribeTab.getByRole('heading', { name: `Unsubscribe from ${channelName}?` }),
      ).toBeVisible({ timeout: 15_000 });
      const confirm = unsubscribeTab.getByRole('button', { name: 'Unsubscribe' });
      // The page fits a phone and a desktop, light and dark, its button inside the screen.
      for (const [width, colorScheme] of [
        [375, 'dark'],
        [375, 'light'],
        [1440, 'dark'],
        [1440, 'light'],
      ] as const) {
        await unsubscribeTab.setViewportSize({ width, height: 800 });
        await unsubscribeTab.emulateMedia({ colorScheme });
        await unsubscribeTab.screenshot({
          path: testInfo.outputPath(`unsubscribe-${width}-${colorScheme}.png`),
        });
        await expect(confirm).toBeInViewport({ ratio: 1 });
        expect(
          await unsubscribeTab.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
          `no horizontal scroll at ${width} px`,
        ).toBe(true);
      }
      await confirm.focus();
      await unsubscribeTab.keyboard.press('Enter');
      await expect(
        unsubscribeTab.getByRole('heading', { name: `You're unsubscribed from ${channelName}` }),
      ).toBeVisible({ timeout: 15_000 });
      await unsubscribeTab.close();

      // 5. The next report reaches the witness and not the listener who unsubscribed.
      expect((await page.request.post(`/api/creator/reports/${secondId}/publish`)).ok()).toBe(true);
      await expect
        .poll(
          async () =>
            (await mailsTo(page.request, witness.email)).some((m) => m.subject.includes(secondTitle)),
          {
            timeout: 60_000,
          },
        )
        .toBe(true);
      const readerMails = await mailsTo(page.request, reader.email);
      expect(
        readerMails.filter((m) => m.subject.includes(firstTitle) && !m.subject.includes('sequel')),
      ).toHaveLength(1);
      expect(readerMails.filter((m) => m.subject.includes(secondTitle))).toHaveLength(0);

      // The profile shows what the link did.
      await reader.page.goto('/profile#email');
      await expect(
        reader.page.locator('#email').getByRole('combobox', { name: `Email for ${channelName}` }),
      ).toHaveText(/No email/);
    } finally {
      await reader.context.close();
      await witness.context.close();
    }
  });

  test('the local mailbox fits 375 px and shows the seeded demo digest', async ({ page, consoleGuard }) => {
    // The guard's own init script runs in every frame; the mail's frame is sandboxed without scripts, so
    // Chromium refuses it there, which is the point of the sandbox.
    consoleGuard.allow(/Blocked script execution in 'about:srcdoc'/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dev-mail');
    const digest = page
      .getByRole('list', { name: 'Mails' })
      .getByRole('button')
      .filter({ hasText: 'weekly Podbrief digest' });
    await expect(digest.first()).toBeVisible({ timeout: 30_000 });
    await digest.first().click();
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: /Your weekly digest/ }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
