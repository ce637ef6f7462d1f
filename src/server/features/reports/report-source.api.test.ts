import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, reportAudio, reportTranscripts } from '../../db/schema';
import { ManualClock } from '../../clock';
import { anonymousClient, type TestClient, signIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { eq } from 'drizzle-orm';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let reader: TestClient;
let stranger: TestClient;
const ids = { withSource: '', enclosureOnly: '', bare: '' };
const audioBytes = Uint8Array.from({ length: 4000 }, (_, i) => (i * 7) % 256);

const vtt = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:06.000',
  '<v Maya Chen>Welcome back. Today we talk about water for rooftop bees.',
  '',
  '00:12:34.000 --> 00:12:50.000',
  '<v Idris Okafor>A shallow dish with stones keeps them from drowning.',
].join('\n');

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'source-reader@reading.test', 'Source Reader');
  stranger = await signIn(t, 'source-stranger@reading.test', 'Source Stranger');
  const creator = await insertCreator(db, { channelName: 'Small Acres' });
  await insertSubscription(db, reader.userId, creator.id, 'active', now);

  ids.withSource = (
    await insertReport(db, creator.id, {
      title: 'Bees need water',
      keyLearnings: [
        {
          title: 'Water first',
          detail: 'Bees need water near the hive.',
          start: 754,
          end: 770,
          speaker: 'Idris Okafor',
        },
        { title: 'Welcome', detail: 'The show is back.', start: 1, end: 6, speaker: null },
        { title: 'Untimed', detail: 'A learning written before moments existed.' },
      ],
      publishedAt: daysBefore(now, 1),
      episodeDurationSeconds: 1800,
    })
  ).id;
  await db
    .update(reports)
    .set({
      chapters: [
        { title: 'Welcome', startSeconds: 0, endSeconds: 754 },
        { title: 'Water', startSeconds: 754 },
      ],
      quotes: [
        {
          text: 'A shallow dish with stones keeps them from drowning.',
          speaker: 'Idris Okafor',
          start: 754,
          end: 770,
        },
      ],
    })
    .where(eq(reports.id, ids.withSource));
  await db
    .insert(reportTranscripts)
    .values({ reportId: ids.withSource, content: vtt, format: 'vtt', source: 'upload' });
  await t.app.deps.storage.put(`audio/${ids.withSource}/a.mp3`, audioBytes, 'audio/mpeg');
  await db.insert(reportAudio).values({
    reportId: ids.withSource,
    storageKey: `audio/${ids.withSource}/a.mp3`,
    mimeType: 'audio/mpeg',
    bytes: audioBytes.length,
  });

  ids.enclosureOnly = (
    await insertReport(db, creator.id, {
      episodeMediaUrl: 'https://media.example.test/ep2.mp3',
      publishedAt: daysBefore(now, 2),
    })
  ).id;
  ids.bare = (
    await insertReport(db, creator.id, {
      episodeMediaUrl: null,
      episodeDurationSeconds: 0,
      publishedAt: daysBefore(now, 3),
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('moments, audio and transcript on the full report', () => {
  it('gives every learning, chapter and quote its moment, null where unknown', async () => {
    const res = await reader.get(`/reports/${ids.withSource}`);
    expect(res.status).toBe(200);
    expect(res.body.keyLearnings).toEqual([
      {
        title: 'Water first',
        detail: 'Bees need water near the hive.',
        start: 754,
        end: 770,
        speaker: 'Idris Okafor',
      },
      { title: 'Welcome', detail: 'The show is back.', start: 1, end: 6, speaker: null },
      {
        title: 'Untimed',
        detail: 'A learning written before moments existed.',
        start: null,
        end: null,
        speaker: null,
      },
    ]);
    expect(res.body.chapters).toEqual([
      { title: 'Welcome', startSeconds: 0, endSeconds: 754 },
      { title: 'Water', startSeconds: 754, endSeconds: null },
    ]);
    expect(res.body.quotes).toEqual([
      {
        text: 'A shallow dish with stones keeps them from drowning.',
        speaker: 'Idris Okafor',
        start: 754,
        end: 770,
      },
    ]);
    expect(res.body.hasTranscript).toBe(true);
  });

  it('links the uploaded audio through a signed link that seeks (206)', async () => {
    const res = await reader.get(`/reports/${ids.withSource}`);
    expect(res.body.audio).toEqual({
      url: expect.stringMatching(/^\/api\/files\/audio\/.+signature=/),
      source: 'upload',
      mimeType: 'audio/mpeg',
      durationSeconds: 1800,
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    });
    const part = await fetch(new URL(res.body.audio.url, t.baseUrl), {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/4000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(audioBytes.slice(100, 200));
  });

  it("gives the feed's enclosure through the app, and no audio when there is none", async () => {
    const enclosure = await reader.get(`/reports/${ids.enclosureOnly}`);
    expect(enclosure.body.audio).toEqual({
      url: `/api/reports/${ids.enclosureOnly}/audio`,
      source: 'feed',
      mimeType: null,
      durationSeconds: 3600,
      expiresAt: null,
    });
    expect(enclosure.body.hasTranscript).toBe(false);
    expect((await reader.get(`/reports/${ids.bare}`)).body.audio).toBeNull();
  });

  it('never puts audio, moments or the transcript in a teaser', async () => {
    const res = await stranger.get(`/reports/${ids.withSource}`);
    expect(res.body.access).toBe('teaser');
    expect(res.body.firstKeyLearning).toEqual({
      title: 'Water first',
      detail: 'Bees need water near the hive.',
    });
    for (const key of ['audio', 'hasTranscript', 'keyLearnings', 'chapters', 'quotes'])
      expect(res.body).not.toHaveProperty(key);
  });

  it('writes moments into the Markdown download', async () => {
    const link = await reader.post(`/reports/${ids.withSource}/download`);
    const text = await (await fetch(new URL(link.body.url, t.baseUrl))).text();
    expect(text).toContain('1. **Water first**\n\n   Bees need water near the hive. (12:34, Idris Okafor)');
    expect(text).toContain('2. **Welcome**\n\n   The show is back. (0:01)');
    expect(text).toContain('3. **Untimed**\n\n   A learning written before moments existed.\n');
    expect(text).toContain('- 12:34 Water');
    expect(text).toContain('> A shallow dish with stones keeps them from drowning. — Idris Okafor (12:34)');
  });
});

describe('the transcript for readers with access', () => {
  it('gives the turns with speakers and timestamps, and an ETag that answers 304 when unchanged', async () => {
    const res = await reader.get(`/reports/${ids.withSource}/transcript`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reportId: ids.withSource, hasTimestamps: true, hasSpeakers: true });
    expect(res.body.turns).toEqual([
      {
        speaker: 'Maya Chen',
        start: 1,
        end: 6,
        text: 'Welcome back. Today we talk about water for rooftop bees.',
      },
      {
        speaker: 'Idris Okafor',
        start: 754,
        end: 770,
        text: 'A shallow dish with stones keeps them from drowning.',
      },
    ]);
    expect(res.body.wordCount).toBe(19);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const again = await reader.get(`/reports/${ids.withSource}/transcript`, undefined, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('answers a reader without access, and a report without a transcript, exactly like a missing report', async () => {
    const missing = await reader.get('/reports/00000000-0000-4000-8000-000000000000/transcript');
    expect(missing.status).toBe(404);
    const refused = await stranger.get(`/reports/${ids.withSource}/transcript`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    expect(missing.body.error.code).toBe('report_not_found');
    const none = await reader.get(`/reports/${ids.enclosureOnly}/transcript`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual(missing.body);
  });

  it('gives a 30,000-word transcript whole, in order, and revalidates it without sending it again', async () => {
    const db = t.testDb.handle.db;
    const words = 'bees need water near the hive and a dish with stones keeps them safe'.split(' ');
    const cues = Array.from({ length: 2500 }, (_, i) => {
      const text = Array.from({ length: 12 }, (_, j) => words[(i + j) % words.length]).join(' ');
      const at = (s: number) =>
        `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
      return `${at(i * 4)} --> ${at(i * 4 + 4)}\n<v ${i % 2 ? 'Maya Chen' : 'Idris Okafor'}>${text}.`;
    });
    await db.insert(reportTranscripts).values({
      reportId: ids.bare,
      content: `WEBVTT\n\n${cues.join('\n\n')}`,
      format: 'vtt',
      source: 'upload',
    });
    const res = await reader.get(`/reports/${ids.bare}/transcript`);
    expect(res.status).toBe(200);
    expect(res.body.wordCount).toBe(30_000);
    expect(res.body.turns).toHaveLength(2500);
    expect(res.body.turns.at(-1)).toMatchObject({ speaker: 'Maya Chen', start: 9996, end: 10_000 });
    const again = await reader.get(`/reports/${ids.bare}/transcript`, undefined, {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
  });

  it('asks a visitor to sign in', async () => {
    const res = await anonymousClient(t).get(`/reports/${ids.withSource}/transcript`);
    expect(res.status).toBe(401);
  });
});
