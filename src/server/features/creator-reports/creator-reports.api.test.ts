import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { reports, reportTranscripts } from '../../db/schema';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let maya: TestClient; // creator with a channel
let omar: TestClient; // another creator

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.reports@example.test', 'Maya Reports');
  omar = await signIn(t, 'omar.reports@example.test', 'Omar Reports');
  for (const creator of [maya, omar]) expect((await creator.post('/creator/become')).status).toBe(200);
  expect((await maya.put('/creator/settings', { channelName: 'Small Acres' })).status).toBe(200);
  expect((await omar.put('/creator/settings', { channelName: 'Omar Talks' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const episode = {
  title: 'Bees on the roof',
  number: 12,
  publishedAt: '2025-03-04',
  durationSeconds: 3600,
  mediaUrl: 'https://cdn.example.com/12.mp3',
};

async function addEpisode(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/creator/reports', {
    episode,
    transcript: { content: rooftopBees, format: 'text' },
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; status: string };
}

async function row(id: string) {
  const [found] = await t.testDb.handle.db.select().from(reports).where(eq(reports.id, id));
  return found;
}

const content = {
  summary: 'Rooftop hives do well in cities because forage is varied. '.repeat(10).trim(),
  keyLearnings: [
    { title: 'Count mites', detail: 'Count varroa every month with a sugar roll.' },
    { title: 'Block the wind', detail: 'Slatted windbreaks beat solid walls.' },
    { title: 'Give water', detail: 'Shallow trays with stones keep bees at home.' },
  ],
};

describe('adding an episode', () => {
  it('creates a draft report with the episode fields and keeps the transcript', async () => {
    const res = await maya.post('/creator/reports', {
      episode,
      transcript: { content: rooftopBees, format: 'text', source: 'paste' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Bees on the roof',
      status: 'draft',
      episode: {
        title: 'Bees on the roof',
        number: 12,
        publishedAt: '2025-03-04T00:00:00.000Z',
        durationSeconds: 3600,
        mediaUrl: 'https://cdn.example.com/12.mp3',
      },
      generation: { provider: null, progress: 0, error: null },
      summary: '',
      keyLearnings: [],
      publishedAt: null,
      transcript: { format: 'text', source: 'paste', sourceUrl: null, characters: rooftopBees.length },
    });
    expect(res.body.transcript.wordCount).toBeGreaterThan(800);
    expect(res.body.transcript.preview).toMatch(/^Nora Vance: Welcome back/);
    expect(res.body.transcript.preview).not.toMatch(/\[00:00:04\]/);
    const [stored] = await t.testDb.handle.db
      .select()
      .from(reportTranscripts)
      .where(eq(reportTranscripts.reportId, res.body.id));
    expect(stored?.content).toBe(rooftopBees);
  });

  it('reads uploaded SRT and VTT files, and recognises captions uploaded as text', async () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:04,000\nWelcome to the show.\n\n2\n00:00:05,000 --> 00:00:09,000\nToday we talk about soil.\n';
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:03.000\n<v Ana>Hello there.</v>\n';
    const asSrt = await maya.post('/creator/reports', {
      episode,
      transcript: { content: srt, format: 'srt', source: 'upload' },
    });
    expect(asSrt.body.transcript).toMatchObject({
      format: 'srt',
      source: 'upload',
      wordCount: 9,
      preview: 'Welcome to the show. Today we talk about soil.',
    });
    const asVtt = await maya.post('/creator/reports', {
      episode,
      transcript: { content: vtt, format: 'vtt', source: 'upload' },
    });
    expect(asVtt.body.transcript).toMatchObject({ format: 'vtt', preview: 'Ana: Hello there.' });
    const misnamed = await maya.post('/creator/reports', {
      episode,
      transcript: { content: vtt, format: 'text', source: 'upload' },
    });
    expect(misnamed.body.transcript.format).toBe('vtt');
  });

  it('refuses unreadable or empty transcripts with transcript_invalid and stores nothing', async () => {
    const before = (await maya.get('/creator/reports?limit=100')).body.items.length;
    const broken = await maya.post('/creator/reports', {
      episode,
      transcript: { content: '1\nno timing here\n', format: 'srt' },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error).toEqual({
      code: 'transcript_invalid',
      message: 'This is not an SRT file: no cue has a time range such as "00:00:01,000 --> 00:00:04,000".',
    });
    const empty = await maya.post('/creator/reports', {
      episode,
      transcript: { content: ' [music] \n', format: 'text' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('The transcript has no text to summarize.');
    expect((await maya.get('/creator/reports?limit=100')).body.items.length).toBe(before);
  });

  it('validates the episode fields and bounds the transcript size', async () => {
    const noTitle = await maya.post('/creator/reports', {
      episode: { title: ' ' },
      transcript: { content: 'Hello.' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.message).toMatch(/Episode title is required/);
    const badUrl = await maya.post('/creator/reports', {
      episode: { title: 'x', mediaUrl: 'ftp://x' },
      transcript: { content: 'Hello.' },
    });
    expect(badUrl.status).toBe(400);
    const huge = await maya.post('/creator/reports', {
      episode,
      transcript: { content: 'x'.repeat(limits.transcriptMaxBytes + 1) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toMatch(
      /up to 60,000 words and 400,000 characters of speech.*up to 16 MB/,
    );
  });

  it('is for creators only', async () => {
    expect(
      (await anonymousClient(t).post('/creator/reports', { episode, transcript: { content: 'x' } })).status,
    ).toBe(401);
    const listener = await signIn(t, 'lou.listener@example.test', 'Lou Listener');
    const res = await listener.post('/creator/reports', { episode, transcript: { content: rooftopBees } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('creator_required');
    expect((await listener.get('/creator/reports')).status).toBe(403);
  });
});

describe('listing reports', () => {
  it('lists every status, newest first, one page at a time', async () => {
    const sam = await signIn(t, 'sam.lister@example.test', 'Sam Lister');
    await sam.post('/creator/become');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await addEpisode(sam, { episode: { ...episode, title: `Episode ${i}` } })).id);
    const first = await sam.get('/creator/reports?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((r: { id: string }) => r.id)).toEqual([ids[4], ids[3]]);
    const second = await sam.get(`/creator/reports?limit=2&cursor=${first.body.nextCursor}`);
    const third = await sam.get(`/creator/reports?limit=2&cursor=${second.body.nextCursor}`);
    expect([...second.body.items, ...third.body.items].map((r: { id: string }) => r.id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
    ]);
    expect(third.body.nextCursor).toBeNull();
    expect((await sam.get('/creator/reports?status=published')).body.items).toEqual([]);
    expect((await sam.get('/creator/reports?cursor=garbage')).status).toBe(400);
  });

  it('lists by the episode’s own date, newest first, whatever order they were added in', async () => {
    const ada = await signIn(t, 'ada.archive@example.test', 'Ada Archive');
    await ada.post('/creator/become');
    const add = async (title: string, publishedAt: string | null) =>
      (await addEpisode(ada, { episode: { ...episode, title, publishedAt } })).id;
    // A back catalogue imported newest first, then an episode without a date (listed by when it was added).
    const may = await add('May', '2024-05-15');
    const march = await add('March', '2024-03-15');
    const january = await add('January', '2024-01-15');
    const undated = await add('Undated', null);
    const first = await ada.get('/creator/reports?limit=3');
    expect(first.body.items.map((r: { id: string }) => r.id)).toEqual([undated, may, march]);
    expect(first.body.items[1].episode.publishedAt).toBe('2024-05-15T00:00:00.000Z');
    const second = await ada.get(`/creator/reports?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r: { id: string }) => r.id)).toEqual([january]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("never shows another creator's reports", async () => {
    const mine = await addEpisode(maya);
    const omarList = await omar.get('/creator/reports?limit=100');
    expect(omarList.body.items.map((r: { id: string }) => r.id)).not.toContain(mine.id);
  });
});

describe('editing', () => {
  it('saves title, summary, key learnings and episode fields, and recomputes the reading time', async () => {
    const { id } = await addEpisode(maya);
    const res = await maya.patch(`/creator/reports/${id}`, {
      title: 'What rooftop bees teach us',
      ...content,
      episode: { number: 13, durationSeconds: 2700, mediaUrl: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'What rooftop bees teach us',
      summary: content.summary,
      keyLearnings: content.keyLearnings,
      status: 'draft',
    });
    expect(res.body.episode).toMatchObject({
      number: 13,
      durationSeconds: 2700,
      mediaUrl: null,
      title: 'Bees on the roof',
    });
    expect(res.body.readingTimeSeconds).toBeGreaterThanOrEqual(30);
  });

  it('wants 3 to 7 key learnings', async () => {
    const { id } = await addEpisode(maya);
    const two = await maya.patch(`/creator/reports/${id}`, {
      keyLearnings: content.keyLearnings.slice(0, 2),
    });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toMatch(/at least 3 key learnings/);
    const eight = await maya.patch(`/creator/reports/${id}`, {
      keyLearnings: Array(8).fill(content.keyLearnings[0]),
    });
    expect(eight.status).toBe(400);
    expect((await row(id))?.keyLearnings).toEqual([]);
  });

  it('replaces the transcript', async () => {
    const { id } = await addEpisode(maya);
    const res = await maya.patch(`/creator/reports/${id}`, {
      transcript: {
        content: 'WEBVTT\n\n00:00.000 --> 00:02.000\nNew words here.',
        format: 'vtt',
        source: 'upload',
      },
    });
    expect(res.body.transcript).toMatchObject({
      format: 'vtt',
      source: 'upload',
      preview: 'New words here.',
    });
  });
});

describe('state transitions', () => {
  it('publishes a draft with content, then unpublishes it back to ready', async () => {
    const { id } = await addEpisode(maya);
    const empty = await maya.post(`/creator/reports/${id}/publish`);
    expect(empty.status).toBe(422);
    expect(empty.body.error).toEqual({
      code: 'invalid_state_transition',
      message: 'Generate or write the summary and 3 to 7 key learnings before publishing.',
    });
    await maya.patch(`/creator/reports/${id}`, content);
    const published = await maya.post(`/creator/reports/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(Date.parse(published.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await maya.post(`/creator/reports/${id}/publish`);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({
      code: 'invalid_state_transition',
      message: 'A published report cannot be published.',
    });
    const regenerate = await maya.post(`/creator/reports/${id}/generate`);
    expect(regenerate.body.error.message).toBe(
      'A published report cannot be generated again. Unpublish it first.',
    );
    const clear = await maya.patch(`/creator/reports/${id}`, { summary: '' });
    expect(clear.status).toBe(422);

    const unpublished = await maya.post(`/creator/reports/${id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'ready', publishedAt: null });
    expect((await maya.post(`/creator/reports/${id}/unpublish`)).status).toBe(422);
  });

  it('refuses to publish before the creator has a channel', async () => {
    const noa = await signIn(t, 'noa.nochannel@example.test', 'Noa Nochannel');
    await noa.post('/creator/become');
    const { id } = await addEpisode(noa);
    await noa.patch(`/creator/reports/${id}`, content);
    const res = await noa.post(`/creator/reports/${id}/publish`);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'creator_settings_not_found',
      message: 'Set up your channel before publishing a report.',
    });
    expect((await row(id))?.status).toBe('draft');
  });

  it('refuses every change while a report is generating', async () => {
    const { id } = await addEpisode(maya);
    await t.testDb.handle.db.update(reports).set({ status: 'generating' }).where(eq(reports.id, id));
    for (const res of [
      await maya.patch(`/creator/reports/${id}`, { title: 'x' }),
      await maya.post(`/creator/reports/${id}/generate`),
      await maya.post(`/creator/reports/${id}/publish`),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_state_transition');
      expect(res.body.error.message).toMatch(/while it is being generated/);
    }
    expect((await row(id))?.title).toBe('Bees on the roof');
  });
});

describe("another creator's report", () => {
  it('answers 404 to every action and changes nothing', async () => {
    const { id } = await addEpisode(maya);
    await maya.patch(`/creator/reports/${id}`, content);
    const before = await row(id);
    const attempts = [
      await omar.get(`/creator/reports/${id}`),
      await omar.patch(`/creator/reports/${id}`, { title: 'Stolen' }),
      await omar.post(`/creator/reports/${id}/generate`),
      await omar.post(`/creator/reports/${id}/publish`),
      await omar.post(`/creator/reports/${id}/unpublish`),
      await omar.delete(`/creator/reports/${id}`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'report_not_found', message: 'Report not found.' });
    }
    expect(await row(id)).toEqual(before);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    expect((await maya.get('/creator/reports/not-a-uuid')).status).toBe(400);
  });
});

describe('deleting', () => {
  it('deletes the report and its transcript', async () => {
    const { id } = await addEpisode(maya);
    expect((await maya.delete(`/creator/reports/${id}`)).status).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect(
      await t.testDb.handle.db.select().from(reportTranscripts).where(eq(reportTranscripts.reportId, id)),
    ).toEqual([]);
    expect((await maya.get(`/creator/reports/${id}`)).status).toBe(404);
    expect((await maya.delete(`/creator/reports/${id}`)).status).toBe(404);
  });
});

describe('subscribers', () => {
  it('read a report as soon as it is published, and lose it when it is unpublished', async () => {
    const { id } = await addEpisode(maya);
    await maya.patch(`/creator/reports/${id}`, content);
    const reader = await signIn(t, 'rita.reader@example.test', 'Rita Reader');
    expect((await reader.post('/subscriptions', { creatorId: maya.userId })).status).toBe(201);
    expect((await reader.get(`/reports/${id}`)).status).toBe(404);
    await maya.post(`/creator/reports/${id}/publish`);
    const read = await reader.get(`/reports/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ access: 'full', title: 'Bees on the roof', summary: content.summary });
    await maya.post(`/creator/reports/${id}/unpublish`);
    expect((await reader.get(`/reports/${id}`)).status).toBe(404);
  });
});
