import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, reportTranscripts } from '../../db/schema';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let creator: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  creator = await signIn(t, 'ines.formats@example.test', 'Ines Formats');
  expect((await creator.post('/creator/become')).status).toBe(200);
  expect((await creator.put('/creator/settings', { channelName: 'Formats Hour' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const episode = { title: 'Soil, again', publishedAt: '2025-03-04', mediaUrl: null };

const podcastingJson = JSON.stringify({
  version: '1.0.0',
  segments: [
    { speaker: 'Maya Chen', startTime: 0, endTime: 4.5, body: 'Welcome back to the show.' },
    { speaker: 'Maya Chen', startTime: 4.5, endTime: 9, body: 'Today we talk about' },
    { speaker: 'Maya Chen', startTime: 9, endTime: 12, body: 'compost and soil.' },
    { speaker: 'Tom', startTime: 12.5, endTime: 17, body: 'Thanks for having me, Maya.' },
    { speaker: 'Tom', startTime: 1830, endTime: 1843.6, body: 'That is all from me.' },
  ],
});

const htmlTranscript = [
  '<!doctype html><html><head><title>Soil</title></head><body>',
  '<h1>Episode 12 show notes</h1><p>Links: <a href="https://example.com">our site</a></p>',
  '<h2>Transcript</h2>',
  '<p><cite>Maya Chen:</cite> <time>00:00:04</time> Welcome back &amp; hello.</p>',
  '<p><cite>Tom:</cite> <time>00:41:10</time> Thanks for having me.</p>',
  '</body></html>',
].join('\n');

async function stored(reportId: string) {
  const [transcript] = await t.testDb.handle.db
    .select()
    .from(reportTranscripts)
    .where(eq(reportTranscripts.reportId, reportId));
  const [report] = await t.testDb.handle.db.select().from(reports).where(eq(reports.id, reportId));
  return { transcript, report };
}

describe('JSON and HTML transcripts from the creator', () => {
  it('accepts an uploaded Podcasting 2.0 JSON transcript and keeps it as JSON', async () => {
    const res = await creator.post('/creator/reports', {
      episode,
      transcript: { content: podcastingJson, format: 'json', source: 'upload' },
    });
    expect(res.status).toBe(201);
    expect(res.body.transcript).toMatchObject({ format: 'json', source: 'upload', wordCount: 22 });
    expect(res.body.transcript.preview).toBe(
      'Maya Chen: Welcome back to the show. Today we talk about compost and soil.\n\nTom: Thanks for having me, Maya. That is all from me.',
    );
    const { transcript } = await stored(res.body.id);
    expect(transcript).toMatchObject({ format: 'json', source: 'upload', content: podcastingJson });
  });

  it('recognises JSON pasted as text by its content', async () => {
    const res = await creator.post('/creator/reports', {
      episode,
      transcript: { content: podcastingJson, format: 'text', source: 'paste' },
    });
    expect(res.status).toBe(201);
    expect(res.body.transcript.format).toBe('json');
  });

  it('accepts an uploaded HTML transcript and a pasted one, without show notes or markup', async () => {
    for (const [format, source] of [
      ['html', 'upload'],
      ['text', 'paste'],
    ] as const) {
      const res = await creator.post('/creator/reports', {
        episode,
        transcript: { content: htmlTranscript, format, source },
      });
      expect(res.status).toBe(201);
      expect(res.body.transcript).toMatchObject({ format: 'html', source });
      expect(res.body.transcript.preview).toBe(
        'Maya Chen: Welcome back & hello.\n\nTom: Thanks for having me.',
      );
    }
  });

  it('refuses a JSON upload that is not a transcript, with transcript_invalid, and stores nothing', async () => {
    const before = await t.testDb.handle.db.select().from(reports);
    const res = await creator.post('/creator/reports', {
      episode,
      transcript: { content: '{"title": "no segments"}', format: 'json', source: 'upload' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'transcript_invalid',
      message: 'This is not a JSON transcript: it must be JSON with a "segments" list (Podcasting 2.0).',
    });
    expect(await t.testDb.handle.db.select().from(reports)).toHaveLength(before.length);
  });

  it('replaces a transcript with a JSON one', async () => {
    const created = await creator.post('/creator/reports', {
      episode,
      transcript: { content: 'Ana: Hello there.\nBen: Hi, Ana.\nAna: Bye.', format: 'text' },
    });
    const res = await creator.patch(`/creator/reports/${created.body.id}`, {
      transcript: { content: podcastingJson, format: 'json', source: 'upload' },
    });
    expect(res.status).toBe(200);
    expect(res.body.transcript).toMatchObject({ format: 'json', source: 'upload' });
  });
});

describe('the episode length from the transcript', () => {
  it('comes from the last timestamp when the episode has none', async () => {
    const fromJson = await creator.post('/creator/reports', {
      episode,
      transcript: { content: podcastingJson, format: 'json', source: 'upload' },
    });
    expect(fromJson.body.episode.durationSeconds).toBe(1844);
    const fromHtml = await creator.post('/creator/reports', {
      episode: { ...episode, durationSeconds: 0 },
      transcript: { content: htmlTranscript, format: 'html', source: 'upload' },
    });
    expect(fromHtml.body.episode.durationSeconds).toBe(2470);
    expect((await stored(fromHtml.body.id)).report?.episodeDurationSeconds).toBe(2470);
  });

  it('keeps the length the creator gave, and stays 0 without timestamps', async () => {
    const given = await creator.post('/creator/reports', {
      episode: { ...episode, durationSeconds: 3600 },
      transcript: { content: podcastingJson, format: 'json' },
    });
    expect(given.body.episode.durationSeconds).toBe(3600);
    const untimed = await creator.post('/creator/reports', {
      episode,
      transcript: { content: 'Ana: Hello there.\nBen: Hi, Ana.\nAna: Bye.', format: 'text' },
    });
    expect(untimed.body.episode.durationSeconds).toBe(0);
  });
});
