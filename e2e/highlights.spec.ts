import type { Page } from '@playwright/test';
import { audioState, becomeCreator, expect, keepScreenshot, readyReportWithAudio, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Highlights (issue 27): a reader selects a sentence in the transcript of a report with audio, saves it
 * with a comment, saves another with the H key, finds it on the Highlights page, plays from its moment
 * (the report opens at ?t= and plays, without being marked read), and the page passes axe at 1440 px
 * and fits 375 px.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-highlights-${tag}-${Date.now().toString(36)}-${++people}@example.test`;
const episodeSeconds = 630;

/** A published report with a timestamped transcript and audio, made through the API. */
async function publishedReportWithAudio(page: Page): Promise<string> {
  const id = await readyReportWithAudio(page, episodeSeconds);
  expect((await page.request.post(`/api/creator/reports/${id}/publish`)).ok()).toBe(true);
  return id;
}

/** Selects the first sentence of the transcript turn at `index` in the page, as a reader's drag would. */
async function selectSentence(page: Page, index: number): Promise<string> {
  return page.evaluate((at) => {
    const turns = [...document.querySelectorAll<HTMLElement>('[data-hl-part="transcript"]')];
    const turn = turns[at];
    const node = turn?.firstChild;
    if (!turn || !node || node.nodeType !== Node.TEXT_NODE) throw new Error(`no plain turn ${at}`);
    const text = (node as Text).data;
    const end = text.search(/[.!?](\s|$)/);
    const length = end === -1 ? text.length : end + 1;
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, length);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return text.slice(0, length);
  }, index);
}

interface ServerHighlight {
  id: string;
  text: string;
  comment: string | null;
  startSeconds: number | null;
  speaker: string | null;
}

test.describe('highlights', () => {
  test('highlight a transcript sentence, find it on the Highlights page and play from it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await becomeCreator(page, newEmail('creator'), 'Hana Lind', `Roof Hives ${Date.now().toString(36)}`);
    const id = await publishedReportWithAudio(page);

    await page.goto(`/subscriber/reports/${id}`);

    // Keyboard only: focus a key learning's detail, select two words with Alt+Shift+→, save with H.
    const detail = page.locator('[data-hl-part="learning"][data-hl-index="0"]').nth(1);
    await detail.focus();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect(page.getByRole('toolbar', { name: 'Highlight the selection' })).toBeVisible();
    await page.keyboard.press('h');
    const keyboardMark = detail.locator('mark[data-highlight-id]');
    await expect(keyboardMark).toBeVisible();
    const detailText = (await detail.textContent()) ?? '';
    expect(detailText.startsWith((await keyboardMark.textContent()) ?? '-')).toBe(true);
    // Enter on the mark opens it; it can be deleted there.
    await keyboardMark.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('dialog', { name: 'Highlight' });
    await opened.getByRole('button', { name: 'Delete highlight' }).click();
    await opened.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(keyboardMark).toHaveCount(0);

    // The summary too: a sentence of its first paragraph, saved with H, is marked inside the summary.
    const summaryWords = await page.evaluate(() => {
      const summary = document.querySelector('[data-hl-part="summary"]');
      const paragraph = summary?.querySelector('p');
      const node = paragraph?.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) throw new Error('no summary paragraph');
      const text = (node as Text).data;
      const length = Math.min(text.length, 24);
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, length);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      return text.slice(0, length).trim();
    });
    await expect(page.getByRole('toolbar', { name: 'Highlight the selection' })).toBeVisible();
    await page.keyboard.press('h');
    const summaryMark = page.locator('[data-hl-part="summary"] mark[data-highlight-id]');
    await expect(summaryMark).toHaveText(summaryWords);
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/reports/${id}/highlights`);
        return ((await res.json()) as { items: { part: string; text: string }[] }).items;
      })
      .toEqual([expect.objectContaining({ part: 'summary', text: summaryWords })]);
    await summaryMark.click();
    const summaryDialog = page.getByRole('dialog', { name: 'Highlight' });
    await summaryDialog.getByRole('button', { name: 'Delete highlight' }).click();
    await summaryDialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(summaryMark).toHaveCount(0);

    await page.getByRole('button', { name: 'Show transcript' }).click();
    const scroller = page.getByTestId('transcript-scroller');
    await expect(scroller.locator('[data-hl-part="transcript"]').first()).toBeVisible();

    // Select a sentence; the Highlight action offers a comment; save it with one.
    const sentence = await selectSentence(page, 1);
    const action = page.getByRole('toolbar', { name: 'Highlight the selection' });
    await expect(action).toBeVisible();
    await expect(action.getByRole('button', { name: 'Highlight' })).toHaveAttribute('title', 'Highlight (H)');
    await action.getByRole('button', { name: 'Add comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Highlight with a comment' });
    await dialog.getByLabel('Comment (optional)').fill('Water dish with stones');
    await dialog.getByRole('button', { name: 'Save highlight' }).click();
    await expect(scroller.locator('mark[data-highlight-id]').filter({ hasText: sentence })).toBeVisible();
    await keepScreenshot(page, 'highlights-1440-transcript.png');

    // Another sentence, saved from the keyboard.
    const second = await selectSentence(page, 2);
    await expect(action).toBeVisible();
    await page.keyboard.press('h');
    await expect(scroller.locator('mark[data-highlight-id]').filter({ hasText: second })).toBeVisible();

    // Both reached the server, with their moments.
    let saved: ServerHighlight[] = [];
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/reports/${id}/highlights`);
        saved = ((await res.json()) as { items: ServerHighlight[] }).items;
        return saved.map((h) => h.text).sort();
      })
      .toEqual([sentence, second].sort());
    const first = saved.find((h) => h.text === sentence);
    expect(first?.comment).toBe('Water dish with stones');
    expect(first?.startSeconds).not.toBeNull();
    const at = Math.floor(first?.startSeconds ?? 0);

    // The Highlights page, from the sidebar: newest first, search finds the comment.
    await page.getByRole('link', { name: 'Highlights' }).first().click();
    await expect(page).toHaveURL(/\/subscriber\/highlights$/);
    await expect(page.getByRole('heading', { name: 'Highlights', level: 1 })).toBeVisible();
    const items = page.getByTestId('highlight-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(second);
    await page.getByLabel('Search highlights').fill('stones');
    await expect(page).toHaveURL(/q=stones/);
    await expect(items).toHaveCount(1);
    const item = items.first();
    await expect(item).toContainText(sentence);
    await expect(item).toContainText('Water dish with stones');
    await expect(item).toContainText('Bees on the roof');

    // The page passes axe (WCAG 2.2 AA) without serious findings.
    await expectAccessible(page, 'highlights page', { include: 'main', seriousOnly: true });
    await keepScreenshot(page, 'highlights-1440-page.png');

    // Play from: the report opens at ?t= with the transcript there, and plays from that moment. (The
    // first visit read the report to its end; it is unread again, to see that this visit does not read it.)
    expect((await page.request.delete(`/api/reports/${id}/read`)).ok()).toBe(true);
    await item.getByRole('link', { name: /^Play from/ }).click();
    await expect(page).toHaveURL(new RegExp(`/subscriber/reports/${id}\\?t=${at}$`));
    await expect(scroller.locator('li[data-highlighted]')).toBeVisible();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect(Math.abs((await audioState(page)).time - at)).toBeLessThan(3);
    // The saved highlight is marked in place there too.
    await expect(scroller.locator('mark[data-highlight-id]').filter({ hasText: sentence })).toBeVisible();
    // Opening at a moment is not reading the report, however long the reader stays there.
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(at + 3);
    const report = (await (await page.request.get(`/api/reports/${id}`)).json()) as { isRead: boolean };
    expect(report.isRead).toBe(false);

    // On a phone (touch, 375 px) the action is a bar at the bottom of the screen.
    const phone = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const touch = await phone.newPage();
    await touch.goto(`/subscriber/reports/${id}`);
    await touch.getByRole('button', { name: 'Show transcript' }).click();
    await expect(touch.locator('[data-hl-part="transcript"]').first()).toBeVisible();
    const third = await selectSentence(touch, 3);
    const bar = touch.getByRole('toolbar', { name: 'Highlight the selection' });
    await expect(bar).toBeVisible();
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.x === 0 && barBox.width === 375 && barBox.y + barBox.height === 812).toBe(true);
    await keepScreenshot(touch, 'highlights-375-touch-bar.png');
    await bar.getByRole('button', { name: 'Highlight' }).tap();
    await expect(touch.locator('mark[data-highlight-id]').filter({ hasText: third })).toBeVisible();
    await phone.close();

    // At 375 px the Highlights page fits the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/subscriber/highlights');
    await expect(items).toHaveCount(3);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await keepScreenshot(page, 'highlights-375-page.png');
  });
});
