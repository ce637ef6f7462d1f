import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.moments@example.test', 'Maya Moments');
  expect((await maya.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const learnings = [
  {
    title: 'Water first',
    detail: 'Bees need water near the hive.',
    start: 754,
    end: 770.5,
    speaker: 'Idris Okafor',
  },
  { title: 'Count mites', detail: 'Count varroa every month.', start: 120, end: null, speaker: null },
  { title: 'Block the wind', detail: 'Slatted windbreaks beat solid walls.' },
];

async function draft(durationSeconds = 1800, transcript = true): Promise<string> {
  const res = await maya.post('/creator/reports', {
    episode: { title: 'Bees on the roof', durationSeconds },
    ...(transcript ? { transcript: { content: rooftopBees } } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("the creator's moments", () => {
  it('stores and shows the moments of learnings, chapters and quotes as edited', async () => {
    const id = await draft();
    const res = await maya.patch(`/creator/reports/${id}`, {
      keyLearnings: learnings,
      chapters: [
        { title: 'Water', startSeconds: 754, endSeconds: 900 },
        { title: 'Welcome', startSeconds: 0 },
      ],
      quotes: [
        { text: 'Plant some lavender.', speaker: 'Idris Okafor', start: 608, end: 611 },
        { text: 'Unattributed.' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.keyLearnings).toEqual([
      learnings[0],
      learnings[1],
      { ...learnings[2], start: null, end: null, speaker: null },
    ]);
    // Chapters are kept in order of time.
    expect(res.body.chapters).toEqual([
      { title: 'Welcome', startSeconds: 0, endSeconds: null },
      { title: 'Water', startSeconds: 754, endSeconds: 900 },
    ]);
    expect(res.body.quotes).toEqual([
      { text: 'Plant some lavender.', speaker: 'Idris Okafor', start: 608, end: 611 },
      { text: 'Unattributed.', start: null, end: null },
    ]);
    const [row] = await t.testDb.handle.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.keyLearnings[2]).toEqual({
      title: 'Block the wind',
      detail: 'Slatted windbreaks beat solid walls.',
      start: null,
      end: null,
      speaker: null,
    });
  });

  it('keeps the moment of a learning whose words alone were edited', async () => {
    const id = await draft();
    await maya.patch(`/creator/reports/${id}`, { keyLearnings: learnings });
    const res = await maya.patch(`/creator/reports/${id}`, {
      keyLearnings: [
        { title: 'Water first', detail: 'Bees need a shallow dish of water near the hive.' },
        { title: 'Count mites', detail: 'Count varroa every month.', start: null, end: null, speaker: null },
        learnings[2],
      ],
    });
    expect(res.body.keyLearnings[0]).toEqual({
      title: 'Water first',
      detail: 'Bees need a shallow dish of water near the hive.',
      start: 754,
      end: 770.5,
      speaker: 'Idris Okafor',
    });
    // Explicit nulls clear a moment.
    expect(res.body.keyLearnings[1]).toMatchObject({ start: null, end: null, speaker: null });
  });

  it.each([
    [
      'a start after its end',
      { keyLearnings: [{ ...learnings[0], start: 800, end: 700 }, learnings[1], learnings[2]] },
      'A moment must start before it ends',
    ],
    ['a negative time', { quotes: [{ text: 'Hi.', start: -1 }] }, 'A time cannot be negative'],
    [
      'a chapter ending before it starts',
      { chapters: [{ title: 'Water', startSeconds: 900, endSeconds: 754 }] },
      'A chapter must start before it ends',
    ],
    [
      'a moment after the end of the episode',
      { keyLearnings: [{ ...learnings[0], start: 1700, end: 1900 }, learnings[1], learnings[2]] },
      'Key learning 1 is at 31:40, after the end of the episode (30:00).',
    ],
    [
      'a chapter after the end of the episode',
      { chapters: [{ title: 'Late', startSeconds: 2000 }] },
      'Chapter 1 is at 33:20, after the end of the episode (30:00).',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const id = await draft();
    await maya.patch(`/creator/reports/${id}`, { keyLearnings: learnings });
    const before = (await maya.get(`/creator/reports/${id}`)).body;
    const res = await maya.patch(`/creator/reports/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(JSON.stringify(res.body.error)).toContain(message);
    const after = (await maya.get(`/creator/reports/${id}`)).body;
    expect(after.keyLearnings).toEqual(before.keyLearnings);
    expect(after.chapters).toEqual(before.chapters);
    expect(after.quotes).toEqual(before.quotes);
  });

  it('accepts any moment when the episode length is not known', async () => {
    const id = await draft(0, false);
    const res = await maya.patch(`/creator/reports/${id}`, {
      keyLearnings: [{ ...learnings[0], start: 5000, end: 5010 }, learnings[1], learnings[2]],
    });
    expect(res.status).toBe(200);
    expect(res.body.keyLearnings[0]).toMatchObject({ start: 5000, end: 5010 });
  });
});
