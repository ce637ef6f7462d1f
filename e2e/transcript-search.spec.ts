import type { Page } from '@playwright/test';
import { demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * The feed's search finds words said only in a transcript and shows the passage with its time (ADR 208).
 * The word is taken from a demo report's own transcript at run time: long, said once in that transcript,
 * and absent from every card's text, so the transcript alone can have found it.
 */
interface Item {
  id: string;
  title: string;
  transcriptMatch?: { snippet: string; start: number | null; speaker: string | null } | null;
}

async function json<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** A word said in one readable report's transcript and found in no report's own text. */
async function wordOnlySaid(page: Page): Promise<{ word: string; report: Item }> {
  const feed = await json<{ items: Item[] }>(page, '/api/reports?period=all&limit=5');
  for (const report of feed.items) {
    const transcript = await json<{ turns: { text: string; start: number | null }[] }>(
      page,
      `/api/reports/${report.id}/transcript`,
    );
    const words = transcript.turns.flatMap((turn) => turn.text.toLowerCase().match(/\b[a-z]{10,}\b/g) ?? []);
    for (const word of [...new Set(words)].slice(0, 8)) {
      const found = await json<{ items: Item[] }>(page, `/api/reports?period=all&q=${word}`);
      if (found.items.length === 1 && found.items[0]!.id === report.id && found.items[0]!.transcriptMatch)
        return { word, report: found.items[0]! };
    }
  }
  throw new Error('No demo transcript has a word of its own');
}

test('search finds a word said only in a transcript and links to its moment', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, demoAccounts.listener.email);
  // The demo content's search text is written by the backfill job sent at start: wait for it.
  let found: { word: string; report: Item } | undefined;
  await expect(async () => {
    found = await wordOnlySaid(page);
  }).toPass({ timeout: 60_000 });
  const { word, report } = found!;

  await page.goto(`/subscriber/reports?period=all&q=${word}`);
  const card = page.getByRole('article', { name: report.title });
  await expect(card.getByRole('blockquote')).toContainText(new RegExp(word, 'i'));
  const moment = card.getByRole('link', { name: /^Said at \d+:\d{2}/ });
  await expect(moment).toHaveAttribute(
    'href',
    new RegExp(`[?&]t=${Math.floor(report.transcriptMatch!.start!)}$`),
  );

  for (const [width, theme] of [
    [1440, 'light'],
    [375, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await expect(card).toBeVisible();
    await expectAccessible(page, `transcript search at ${width} px, ${theme}`);
    await keepScreenshot(page, `transcript-search-${width}-${theme}.png`);
  }

  await moment.click();
  await expect(page).toHaveURL(new RegExp(`/subscriber/reports/${report.id}\\?.*t=`));
});
