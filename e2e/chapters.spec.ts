import { rooftopBees } from '../src/server/summarizer/samples/rooftop-bees';
import { buildFeed, startFeedServer, type FeedServer } from '../src/server/testing/feed-server';
import { becomeCreator, expect, signIn, test } from './fixtures';

/**
 * Chapters (issue 14): a creator imports a feed item with a transcript and Podcasting 2.0 chapters,
 * reviews the report with its chapters (renaming one) and publishes it; a subscriber sees the chapters
 * with their times. The feed, the transcript and the chapters come from a small server this spec starts.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-chapters-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

const jsonTranscript = JSON.stringify({
  version: '1.0.0',
  segments: rooftopBees.split('\n').flatMap((line) => {
    const match = /^\[(\d+):(\d+):(\d+)\] ([^:]+): (.*)$/.exec(line);
    if (!match) return [];
    const [, h, m, s, speaker, body] = match;
    const start = Number(h) * 3600 + Number(m) * 60 + Number(s);
    return [{ speaker, startTime: start, endTime: start + 5, body }];
  }),
});
const chapters = {
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'Welcome' },
    { startTime: 146, title: 'Wind and windbreaks' },
    { startTime: 420, title: 'Swarm season' },
  ],
};

let feeds: FeedServer;
test.beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve('/ep20.json', { contentType: 'application/json', body: jsonTranscript });
  feeds.serve('/ep20-chapters.json', {
    contentType: 'application/json+chapters',
    body: JSON.stringify(chapters),
  });
  feeds.serve('/feed.xml', {
    body: buildFeed('Small Acres Feed', [
      {
        title: 'Rooftop bees in the city',
        guid: 'ep-20',
        episode: 20,
        duration: 'PT10M30S',
        transcripts: [{ url: feeds.url('/ep20.json'), type: 'application/json' }],
        chaptersUrl: feeds.url('/ep20-chapters.json'),
      },
    ]),
  });
});
test.afterAll(async () => feeds.close());

test('a creator imports a feed item with chapters, reviews and publishes; a subscriber sees the chapters', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await becomeCreator(page, newEmail('creator'), 'Nora Vance', `Feed Acres ${Date.now().toString(36)}`);

  // Import the episode from the feed.
  await page.goto('/creator/reports');
  await page.getByRole('button', { name: 'Add episode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add episode' });
  await dialog.getByRole('tab', { name: 'From RSS feed' }).click();
  await dialog.getByLabel('Podcast RSS feed URL').fill(feeds.url('/feed.xml'));
  await dialog.getByRole('button', { name: 'Show episodes' }).click();
  await expect(dialog.getByText('Rooftop bees in the city')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();

  // Review: the feed's chapters are in the editor; one is renamed; then publish.
  await page.waitForURL(/\/creator\/reports\/[0-9a-f-]{36}$/);
  const reportId = page.url().split('/').pop() ?? '';
  await expect(page.getByLabel('Filter by status')).toHaveCount(0); // the list has given way to the editor
  await expect(page.getByText('Ready to review', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Title of chapter/)).toHaveCount(3);
  await expect(page.getByLabel('Title of chapter 2')).toHaveValue('Wind and windbreaks');
  await expect(page.getByLabel('Start of chapter 2')).toHaveValue('2:26');
  await page.getByLabel('Title of chapter 3').fill('When bees swarm');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Publish this report?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  const settings = (await (await page.request.get('/api/creator/settings')).json()) as { creatorId: string };
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  try {
    await signIn(reader, newEmail('reader'), 'Rita Reader');
    const subscribed = await reader.request.post('/api/subscriptions', {
      data: { creatorId: settings.creatorId },
    });
    expect(subscribed.status()).toBe(201);
    await reader.goto(`/subscriber/reports/${reportId}`);
    const section = reader.getByRole('region', { name: 'Chapters' });
    await expect(section).toBeVisible();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('0:00');
    await expect(items.nth(0)).toContainText('Welcome');
    await expect(items.nth(1)).toContainText('2:26');
    await expect(items.nth(1)).toContainText('Wind and windbreaks');
    await expect(items.nth(2)).toContainText('7:00');
    await expect(items.nth(2)).toContainText('When bees swarm');

    // A chapter opens the transcript at its start, with that passage highlighted.
    await section.getByRole('button', { name: 'Show in transcript: chapter Wind and windbreaks' }).click();
    const highlighted = reader.getByTestId('transcript-scroller').locator('li[data-highlighted]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toBeInViewport();
    const transcript = (await (await reader.request.get(`/api/reports/${reportId}/transcript`)).json()) as {
      turns: { start: number | null; text: string }[];
    };
    const atChapter = transcript.turns.filter((t) => t.start !== null && t.start <= 146).pop();
    await expect(highlighted).toContainText(atChapter?.text.slice(0, 40) ?? 'missing');
  } finally {
    await readerContext.close();
  }
});
