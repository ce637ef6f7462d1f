import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import {
  buildFeed,
  feedHead,
  feedItemXml,
  startFeedServer,
  type FeedServer,
} from '../../testing/feed-server';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';

let feeds: FeedServer;
let t: TestApp;
let maya: TestClient;

const vtt = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:05.000',
  '<v Nora>Welcome to Small Acres, the show about growing food in small spaces.</v>',
  '',
  '00:00:06.000 --> 00:00:12.000',
  '<v Idris>Rooftop hives forage across parks, street trees and balcony gardens.</v>',
].join('\n');

/** The sample interview as a Podcasting 2.0 JSON transcript: one segment per line, speakers and times. */
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
const feedChapters = {
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'Welcome' },
    { startTime: 120.5, title: 'Why roofs &amp; bees' },
    { startTime: 300, title: 'Sponsor', toc: false },
    { startTime: 420, title: 'Swarm season' },
  ],
};

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve('/ep20.json', { contentType: 'application/json', body: jsonTranscript });
  feeds.serve('/ep20-chapters.json', {
    contentType: 'application/json+chapters',
    body: JSON.stringify(feedChapters),
  });
  feeds.serve('/pc20.xml', {
    body: buildFeed('Small Acres 2.0', [
      {
        title: 'Rooftop bees &amp; the city',
        guid: 'ep-20',
        episode: 20,
        duration: 'PT11M',
        transcripts: [
          { url: feeds.url('/ep20.srt-missing'), type: 'application/x-subrip' },
          { url: feeds.url('/ep20.json'), type: 'application/json' },
        ],
        chaptersUrl: feeds.url('/ep20-chapters.json'),
        persons: [{ name: 'Nora Vance' }, { name: 'Idris Okafor', role: 'guest' }],
        description:
          '<p>Nora talks to <b>Idris Okafor</b>, a London-based beekeeper.</p><p>00:00 Welcome<br>02:00 Why roofs</p>',
      },
      {
        title: 'Falls back',
        guid: 'ep-21',
        transcripts: [
          { url: feeds.url('/ep21-missing.json'), type: 'application/json' },
          { url: feeds.url('/ep20.json'), type: 'application/json' },
        ],
      },
    ]),
  });
  feeds.serve('/ep12.vtt', { contentType: 'text/vtt', body: vtt });
  feeds.serve('/show.xml', {
    body: buildFeed('Small Acres', [
      {
        title: 'Bees on the roof',
        guid: 'ep-12',
        episode: 12,
        pubDate: 'Tue, 04 Mar 2025 06:00:00 GMT',
        duration: '01:02:03',
        mediaUrl: 'https://cdn.example.com/12.mp3',
        transcripts: [{ url: feeds.url('/ep12.vtt'), type: 'text/vtt' }],
      },
      { title: 'No transcript here', guid: 'ep-11', episode: 11 },
    ]),
  });
  t = await startTestApp(); // tests run with RSS_ALLOW_PRIVATE_HOSTS unset: allowed outside production
  maya = await signIn(t, 'maya.feeds@example.test', 'Maya Feeds');
  await maya.post('/creator/become');
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe('feed preview', () => {
  it('lists the episodes of a feed', async () => {
    const res = await maya.post('/creator/feeds/preview', { url: feeds.url('/show.xml') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Small Acres', truncated: false });
    expect(res.body.episodes).toHaveLength(2);
    expect(res.body.episodes[0]).toMatchObject({
      guid: 'ep-12',
      title: 'Bees on the roof',
      episodeNumber: 12,
      publishedAt: '2025-03-04T06:00:00.000Z',
      durationSeconds: 3723,
      mediaUrl: 'https://cdn.example.com/12.mp3',
      transcriptUrl: feeds.url('/ep12.vtt'),
      transcriptType: 'vtt',
    });
  });

  it('answers 422 rss_invalid for malformed XML', async () => {
    feeds.serve('/broken.xml', { body: '<rss><channel><item><title>x</item></channel>' });
    const res = await maya.post('/creator/feeds/preview', { url: feeds.url('/broken.xml') });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('rss_invalid');
  });

  it('lists the first 500 episodes of a huge feed and says it was cut', async () => {
    feeds.serve('/huge.xml', {
      stream: {
        head: feedHead('Forever'),
        chunk: feedItemXml({ title: 'Again and again' }),
        totalBytes: 40 * 1024 * 1024,
      },
    });
    const res = await maya.post('/creator/feeds/preview', { url: feeds.url('/huge.xml') });
    expect(res.status).toBe(200);
    expect(res.body.truncated).toBe(true);
    expect(res.body.episodes).toHaveLength(500);
  });

  it('accepts only http and https addresses', async () => {
    const res = await maya.post('/creator/feeds/preview', { url: 'file:///etc/passwd' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/http:\/\/ or https:\/\//);
  });

  it('is for creators only', async () => {
    const listener = await signIn(t, 'lou.feeds@example.test', 'Lou Feeds');
    expect((await listener.post('/creator/feeds/preview', { url: feeds.url('/show.xml') })).status).toBe(403);
  });
});

describe('importing an episode from a feed', () => {
  it("creates a draft with the episode fields and the feed's transcript", async () => {
    const preview = await maya.post('/creator/feeds/preview', { url: feeds.url('/show.xml') });
    const res = await maya.post('/creator/reports/import', {
      feedUrl: feeds.url('/show.xml'),
      episode: preview.body.episodes[0],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: 'Bees on the roof',
      episode: {
        title: 'Bees on the roof',
        number: 12,
        publishedAt: '2025-03-04T06:00:00.000Z',
        durationSeconds: 3723,
        mediaUrl: 'https://cdn.example.com/12.mp3',
      },
      transcript: { format: 'vtt', source: 'rss', sourceUrl: feeds.url('/ep12.vtt') },
    });
    expect(res.body.transcript.preview).toMatch(/^Nora: Welcome to Small Acres/);
  });

  it('asks for a transcript when the feed has none, and takes a pasted one', async () => {
    const preview = await maya.post('/creator/feeds/preview', { url: feeds.url('/show.xml') });
    const episode = preview.body.episodes[1];
    const missing = await maya.post('/creator/reports/import', { feedUrl: feeds.url('/show.xml'), episode });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toEqual({
      code: 'transcript_invalid',
      message: 'This episode has no transcript in the feed. Paste or upload one instead.',
    });
    const pasted = await maya.post('/creator/reports/import', {
      feedUrl: feeds.url('/show.xml'),
      episode,
      transcript: { content: 'Host: Hello and welcome. Guest: Thanks.', format: 'text', source: 'paste' },
    });
    expect(pasted.status).toBe(201);
    expect(pasted.body).toMatchObject({
      title: 'No transcript here',
      episode: { number: 11 },
      transcript: { source: 'paste' },
    });
  });

  it('reports a transcript that cannot be fetched', async () => {
    const preview = await maya.post('/creator/feeds/preview', { url: feeds.url('/show.xml') });
    const gone = { url: feeds.url('/gone.vtt'), type: 'vtt' };
    // Another item than the one imported above: the same one would be refused as already imported.
    const episode = {
      ...preview.body.episodes[0],
      guid: 'ep-12-gone',
      transcriptUrl: gone.url,
      transcripts: [gone],
    };
    const res = await maya.post('/creator/reports/import', { feedUrl: feeds.url('/show.xml'), episode });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'rss_fetch_failed',
      message: 'Could not fetch the transcript: The server answered HTTP 404.',
    });
  });
});

describe('importing the same episode twice', () => {
  it('keeps one report and answers 409 episode_already_imported naming it', async () => {
    const ben = await signIn(t, 'ben.twice@example.test', 'Ben Twice');
    await ben.post('/creator/become');
    const preview = await ben.post('/creator/feeds/preview', { url: feeds.url('/show.xml') });
    const episode = preview.body.episodes[0];
    const first = await ben.post('/creator/reports/import', { feedUrl: feeds.url('/show.xml'), episode });
    expect(first.status).toBe(201);
    // The same item again, even with a pasted transcript and its title spaced differently.
    const again = await ben.post('/creator/reports/import', {
      feedUrl: feeds.url('/show.xml'),
      episode: { ...episode, title: `  ${episode.title} ` },
      transcript: { content: 'Host: Hello again.', format: 'text', source: 'paste' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'episode_already_imported',
      details: { reportId: first.body.id },
    });
    const list = await ben.get('/creator/reports');
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([first.body.id]);
  });

  it('knows an item without a guid by its audio address', async () => {
    const cy = await signIn(t, 'cy.noguid@example.test', 'Cy Noguid');
    await cy.post('/creator/become');
    const episode = {
      guid: '',
      title: 'Episode 12',
      episodeNumber: 12,
      publishedAt: null,
      durationSeconds: 600,
      mediaUrl: 'https://cdn.example.com/episode-12.mp3',
      transcriptUrl: null,
      transcriptType: null,
      description: '',
    };
    const body = { feedUrl: feeds.url('/show.xml'), episode };
    expect((await cy.post('/creator/reports/import', body)).status).toBe(201);
    expect((await cy.post('/creator/reports/import', body)).status).toBe(409);
    expect((await cy.get('/creator/reports')).body.items).toHaveLength(1);
  });
});

describe('importing a Podcasting 2.0 episode', () => {
  it('previews its transcripts (best first), chapters and persons', async () => {
    const res = await maya.post('/creator/feeds/preview', { url: feeds.url('/pc20.xml') });
    expect(res.status).toBe(200);
    expect(res.body.episodes[0]).toMatchObject({
      title: 'Rooftop bees & the city',
      durationSeconds: 660,
      transcriptUrl: feeds.url('/ep20.json'),
      transcriptType: 'json',
      transcripts: [
        { url: feeds.url('/ep20.json'), type: 'json' },
        { url: feeds.url('/ep20.srt-missing'), type: 'srt' },
      ],
      chaptersUrl: feeds.url('/ep20-chapters.json'),
      persons: [
        { name: 'Nora Vance', role: 'host' },
        { name: 'Idris Okafor', role: 'guest' },
      ],
    });
  });

  it("imports the JSON transcript and the feed's chapters, which generation keeps", async () => {
    await maya.put('/creator/settings', { channelName: 'Small Acres' });
    const preview = await maya.post('/creator/feeds/preview', { url: feeds.url('/pc20.xml') });
    const res = await maya.post('/creator/reports/import', {
      feedUrl: feeds.url('/pc20.xml'),
      episode: preview.body.episodes[0],
    });
    expect(res.status).toBe(201);
    expect(res.body.transcript).toMatchObject({
      format: 'json',
      source: 'rss',
      sourceUrl: feeds.url('/ep20.json'),
    });
    expect(res.body.transcript.preview).toMatch(/^Nora Vance: Welcome back to Small Acres/);
    const chapters = [
      { title: 'Welcome', startSeconds: 0 },
      { title: 'Why roofs & bees', startSeconds: 120 },
      { title: 'Swarm season', startSeconds: 420 },
    ];
    expect(res.body.chapters).toMatchObject(chapters);
    // The show notes keep their lines and the persons their roles, for the summarizer to read.
    const [row] = await t.testDb.handle.db
      .select({ description: reports.episodeDescription, persons: reports.episodePersons })
      .from(reports)
      .where(eq(reports.id, res.body.id));
    expect(row).toEqual({
      description: 'Nora talks to Idris Okafor, a London-based beekeeper.\n00:00 Welcome\n02:00 Why roofs',
      persons: [
        { name: 'Nora Vance', role: 'host' },
        { name: 'Idris Okafor', role: 'guest' },
      ],
    });

    expect((await maya.post(`/creator/reports/${res.body.id}/generate`)).status).toBe(200);
    const ready = await waitFor(
      async () => {
        const report = await maya.get(`/creator/reports/${res.body.id}`);
        return report.body.status === 'ready' || report.body.status === 'failed' ? report.body : undefined;
      },
      { what: 'the imported report to finish generating', timeoutMs: 20_000 },
    );
    expect(ready.status).toBe('ready');
    expect(ready.chapters).toMatchObject(chapters);
    expect(ready.chapters).toHaveLength(3);
  });

  it("falls back to the feed's next transcript when the best one cannot be fetched", async () => {
    const preview = await maya.post('/creator/feeds/preview', { url: feeds.url('/pc20.xml') });
    const episode = preview.body.episodes[1];
    expect(episode.transcriptUrl).toBe(feeds.url('/ep21-missing.json'));
    const res = await maya.post('/creator/reports/import', { feedUrl: feeds.url('/pc20.xml'), episode });
    expect(res.status).toBe(201);
    expect(res.body.transcript).toMatchObject({ format: 'json', sourceUrl: feeds.url('/ep20.json') });
    expect(res.body.chapters).toEqual([]);
  });

  it('imports the episode without chapters when its chapters file is gone', async () => {
    const preview = await maya.post('/creator/feeds/preview', { url: feeds.url('/pc20.xml') });
    const episode = {
      ...preview.body.episodes[0],
      guid: 'ep-20-chapters-gone',
      chaptersUrl: feeds.url('/gone-chapters.json'),
    };
    const res = await maya.post('/creator/reports/import', { feedUrl: feeds.url('/pc20.xml'), episode });
    expect(res.status).toBe(201);
    expect(res.body.chapters).toEqual([]);
  });
});

describe('with private addresses refused (RSS_ALLOW_PRIVATE_HOSTS=false, the production default)', () => {
  let strict: TestApp;
  let ana: TestClient;
  beforeAll(async () => {
    strict = await startTestApp({ env: { RSS_ALLOW_PRIVATE_HOSTS: 'false' } });
    ana = await signIn(strict, 'ana.strict@example.test', 'Ana Strict');
    await ana.post('/creator/become');
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses a feed on a loopback or private address', async () => {
    for (const url of [
      feeds.url('/show.xml'),
      feeds.url('/show.xml').replace('127.0.0.1', 'localhost'),
      'http://10.0.0.8/feed.xml',
      'http://[::1]/feed.xml',
    ]) {
      const res = await ana.post('/creator/feeds/preview', { url });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('rss_address_refused');
    }
  });

  it('refuses a transcript on a private address and creates nothing', async () => {
    const res = await ana.post('/creator/reports/import', {
      feedUrl: 'https://podcasts.example.com/feed.xml',
      episode: {
        guid: 'x',
        title: 'Sneaky',
        episodeNumber: null,
        publishedAt: null,
        durationSeconds: null,
        mediaUrl: null,
        transcriptUrl: 'http://169.254.169.254/latest/meta-data/',
        transcriptType: 'text',
        description: '',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('rss_address_refused');
    expect((await ana.get('/creator/reports')).body.items).toEqual([]);
  });
});
