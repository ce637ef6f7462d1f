import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { demoAccounts, expect, keepScreenshot, signIn, test } from './fixtures';
import { expectAccessible } from './axe';

/**
 * Exports and OPML (issue 27): the demo listener exports their library to Obsidian and reads a note out
 * of the downloaded zip; a new listener imports an OPML file from another app that names a seeded
 * channel, subscribes to it in one step, and exports their subscriptions back out.
 */

let people = 0;
const newEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}-${++people}@example.test`;

test.describe('exports', () => {
  // Axe in two themes at two widths and two downloads: generous on a loaded two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('the demo listener exports to Obsidian from the profile and the zip holds their notes', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.listener.email, demoAccounts.listener.name, '/profile');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    await expectAccessible(page, 'exports', { seriousOnly: true });
    await keepScreenshot(section, 'your-data-1440.png');

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export to Obsidian' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('podbrief-obsidian.zip');
    const bytes = await readFile((await download.path())!);
    const files = unzipSync(new Uint8Array(bytes));
    const paths = Object.keys(files);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^[^/]+\/[^/]+\.md$/);
    const notes = paths.map((path) => strFromU8(files[path]!));
    for (const note of notes) {
      expect(note.startsWith('---\npodcast: ')).toBe(true);
      expect(note).toMatch(/\nguid: [0-9a-f-]{36}\n/);
      expect(note).toContain('\n# ');
    }
    // The demo listener has notes: at least one file carries one.
    expect(notes.some((note) => note.includes('\n## My note\n'))).toBe(true);

    // A second export of the same data is the same file, byte for byte.
    const again = await page.request.get('/api/exports/obsidian.zip');
    expect(Buffer.from(await again.body()).equals(bytes)).toBe(true);
  });

  test('a listener imports an OPML file naming a seeded channel, subscribes in one step and exports it back', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, newEmail('opml'), 'Opml Listener', '/subscriber/subscriptions');
    const channels = (await (await page.request.get('/api/channels?limit=5')).json()) as {
      items: { creatorId: string; channelName: string }[];
    };
    const seeded = channels.items[0]!;
    const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>My podcast app</title></head><body>
  <outline text="Podcasts">
    <outline type="rss" text="${seeded.channelName.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" xmlUrl="${baseURL}/channels/${seeded.creatorId}/" />
    <outline type="rss" text="A show that is elsewhere" xmlUrl="https://feeds.elsewhere.example/show.xml" />
  </outline>
</body></opml>`;

    await page.goto('/subscriber/subscriptions');
    const section = page.getByRole('region', { name: 'Move your podcasts' });
    await expect(section.getByRole('button', { name: 'Import OPML' })).toBeVisible();
    const choosing = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Import OPML' }).click();
    await (
      await choosing
    ).setFiles({ name: 'podcasts.opml', mimeType: 'text/x-opml', buffer: Buffer.from(opml) });

    await expect(section.getByRole('heading', { name: '1 of 2 podcasts are on Podbrief' })).toBeVisible();
    const found = section.getByRole('list', { name: 'Podcasts found on Podbrief' });
    await expect(found.getByRole('checkbox', { name: seeded.channelName })).toBeChecked();
    await section.getByText('Not on Podbrief (1)').click();
    await expect(section.getByText('A show that is elsewhere')).toBeVisible();
    // Readable in both themes at 375 and 1440 px, with nothing sideways on the phone.
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.evaluate((t) => {
          document.documentElement.classList.toggle('dark', t === 'dark');
          document.documentElement.classList.toggle('light', t === 'light');
        }, theme);
        await expectAccessible(page, 'exports', { seriousOnly: true });
        await keepScreenshot(section, `opml-import-${width}-${theme}.png`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    await section.getByRole('button', { name: 'Subscribe to 1 channel' }).click();
    await expect(section.getByText('Subscribed to 1 channel.')).toBeVisible();
    await expect(page.getByTestId('trial-usage')).toContainText('1 of 5 podcasts used');

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export OPML' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('podbrief-subscriptions.opml');
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported).toContain('<opml version="2.0"');
    expect(exported).toContain(`htmlUrl="${baseURL}/channels/${seeded.creatorId}"`);
  });
});
