import type { Page, Response } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';

/**
 * Security review in the browser (issue #9 item 5): hostile text in a report summary, its key learnings,
 * a note and a piece of feedback renders inert — no script runs, no event-handler attribute or
 * javascript:/data: link reaches the DOM — and the built pages carry the security headers.
 *
 * Every payload tries to set window.__xss; the specs assert it stays undefined, and the console guard
 * (fixtures.ts) fails the test on any CSP violation, so a payload that reached the DOM and was only
 * stopped by the CSP still fails: the CSP is the second wall, not the first.
 */

const payloads = [
  `<script>window.__xss = 'script'</script>`,
  `<img src="x" onerror="window.__xss = 'img'">`,
  `<svg onload="window.__xss = 'svg'"></svg>`,
  `<iframe src="javascript:window.__xss = 'iframe'"></iframe>`,
  `<a href="javascript:window.__xss = 'raw-link'">raw link</a>`,
  `[markdown link](javascript:window.__xss='md-link')`,
  `[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[spaced link]( javascript:window.__xss='spaced')`,
  `![image](x" onerror="window.__xss='md-img')`,
  `<details open ontoggle="window.__xss = 'details'">x</details>`,
];
const marker = 'Inert marker text';
const hostileMarkdown = `${marker} **stays bold**.\n\n${payloads.join('\n\n')}\n`;

/** What must never be in the page after hostile text was rendered. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) problems.push(`${element.tagName} ${attribute.name}`);
        if (
          /^\s*(javascript|data|vbscript):/i.test(attribute.value) &&
          /href|src|action/i.test(attribute.name)
        )
          problems.push(`${element.tagName} ${attribute.name}=${attribute.value.slice(0, 40)}`);
      }
    }
    for (const script of Array.from(document.querySelectorAll('body script')))
      problems.push(`script in body: ${(script.textContent ?? '').slice(0, 40)}`);
    for (const frame of Array.from(document.querySelectorAll('iframe, object, embed')))
      problems.push(`${frame.tagName} in body`);
    return problems;
  });
  expect(found).toEqual([]);
}

test.describe('hostile text renders inert', () => {
  test('in a report summary, its key learnings and title, and in a note', async ({ page }) => {
    test.setTimeout(90_000);
    // The demo creator puts hostile Markdown into one of her published reports.
    await signIn(page, demoAccounts.creator.email, demoAccounts.creator.name, '/creator/reports');
    const list = (await (await page.request.get('/api/creator/reports?status=published')).json()) as {
      items: { id: string; status: string }[];
    };
    const report = list.items.find((item) => item.status === 'published');
    expect(report, 'a published demo report').toBeDefined();
    const edit = await page.request.patch(`/api/creator/reports/${report!.id}`, {
      data: {
        title: `Hostile <img src=x onerror="window.__xss='title'"> title`,
        summary: hostileMarkdown,
        keyLearnings: [
          { title: `<script>window.__xss='kl'</script>`, detail: payloads[1]! },
          { title: 'Second', detail: payloads[5]! },
          { title: 'Third', detail: `<b onmouseover="window.__xss='kl3'">hover</b>` },
        ],
      },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    // The creator's own preview of the summary (the editor's Markdown preview tab).
    await page.goto(`/creator/reports/${report!.id}`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('tabpanel').getByText(marker)).toBeVisible();
    await expectInert(page);

    // A listener subscribed to the channel reads it.
    const context = await page.context().browser()!.newContext();
    const reader = await context.newPage();
    await signIn(reader, `e2e-security-reader-${Date.now().toString(36)}@example.test`, 'Rita Reader');
    const detail = (await (await reader.request.get(`/api/reports/${report!.id}`)).json()) as {
      access: 'full' | 'teaser';
      channel: { creatorId: string };
    };
    if (detail.access !== 'full') {
      const subscribed = await reader.request.post('/api/subscriptions', {
        data: { creatorId: detail.channel.creatorId },
      });
      expect(subscribed.status()).toBe(201);
    }
    await reader.goto(`/subscriber/reports/${report!.id}`);
    await expect(reader.getByText('stays bold')).toBeVisible();
    await expect(reader.locator('strong', { hasText: 'stays bold' })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 1 })).toContainText('Hostile <img');
    // The payloads did reach the renderer (so the checks below are not vacuous): the link text is there
    // without its javascript: target, and the key learning's script tag shows as text.
    const link = reader.getByRole('link', { name: 'markdown link' });
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).not.toMatch(/javascript/i);
    await expect(reader.getByText(`<script>window.__xss='kl'</script>`)).toBeVisible();
    await expectInert(reader);

    // The listener's note: the same payloads typed into the editor, saved, and shown again from the server.
    const saved = reader.waitForResponse(
      (res) => res.url().endsWith(`/api/reports/${report!.id}/note`) && res.request().method() === 'PUT',
    );
    await reader.getByLabel('Note on this report').fill(hostileMarkdown);
    expect((await saved).status()).toBe(200);
    await reader.evaluate(() => localStorage.clear());
    await reader.reload();
    await expect(reader.getByLabel('Note on this report')).toHaveValue(hostileMarkdown);
    await expectInert(reader);
    await context.close();
  });

  test('in feedback, as the administrator reads it', async ({ page }) => {
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name);
    const sent = await page.request.post('/api/feedback', {
      data: { feedbackType: 'bug_report', subject: payloads[0], message: hostileMarkdown },
    });
    expect([201, 429]).toContain(sent.status());

    const admin = await page.context().browser()!.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, demoAccounts.admin.email, demoAccounts.admin.name);
    // Feedback is only ever served as JSON (nosniff): opened directly, the browser shows it as text.
    const res = await adminPage.goto('/api/admin/feedback');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toMatch(/^application\/json/);
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    if (sent.status() === 201) await expect(adminPage.getByText(marker).first()).toBeVisible();
    await expectInert(adminPage);
    await admin.close();
  });
});

test.describe('built pages', () => {
  test('a first visit gets its scripts and styles Brotli-compressed (ADR 002)', async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && response.url().includes('/assets/')) {
        responses.push(response);
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const assets = await Promise.all(
      responses.map(async (response) => ({
        url: response.url(),
        bytes: (await response.body()).length,
        encoding: response.headers()['content-encoding'],
      })),
    );
    // Files under 1 KB are sent as they are; every larger one must arrive compressed.
    const large = assets.filter((asset) => asset.bytes >= 1024);
    expect(large.length).toBeGreaterThan(2);
    expect(large.filter((asset) => asset.encoding !== 'br')).toEqual([]);
  });

  test('the app page, its assets and the API docs carry the CSP, and the docs work under it', async ({
    page,
  }) => {
    const res = await page.goto('/');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    const script = await page.locator('script[src]').first().getAttribute('src');
    const asset = await page.request.get(script!);
    expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');

    // Swagger UI under the app's CSP: it renders, and the console guard sees no CSP violation.
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .info')).toBeVisible({ timeout: 15_000 });
  });
});
