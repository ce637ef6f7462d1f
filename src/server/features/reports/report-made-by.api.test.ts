import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { reports } from '../../db/schema';
import { insertTranscript } from './report-transcript-repository';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { madeBy } from './report-made-by';

/** How the report was made, and whether its moments mean anything, as the reader's report says. */
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let reader: TestClient;
const ids = { builtin: '', model: '', untimed: '', unrecorded: '' };

const timed = '[00:00:01] Nora: Welcome back to the show.\n[00:12:34] Idris: Bees need water near the hive.';
const untimed = 'Nora: Welcome back to the show.\nIdris: Bees need water near the hive.';

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'made-by-reader@reading.test', 'Made By Reader');
  const creator = await insertCreator(db, { channelName: 'Small Acres' });
  await insertSubscription(db, reader.userId, creator.id, 'active', now);
  const report = async (provider: string | null, transcript: string | null, learningStart: number | null) => {
    const { id } = await insertReport(db, creator.id, {
      keyLearnings: [
        { title: 'Water', detail: 'Bees need water.', start: learningStart, end: null, speaker: null },
      ],
      publishedAt: daysBefore(now, 1),
    });
    await db
      .update(reports)
      .set({ generationProvider: provider, chapters: [{ title: 'All of it', startSeconds: 0 }] })
      .where(eq(reports.id, id));
    if (transcript !== null) {
      const parsed = parseTranscript(transcript, 'text');
      await insertTranscript(
        db,
        { reportId: id, content: transcript, source: 'paste', sourceUrl: null, parsed },
        now,
      );
    }
    return id;
  };
  ids.builtin = await report('extractive', timed, 754);
  // Every moment at 0 or unknown: only the transcript can say whether it had times (here it had).
  ids.model = await report('openai-compatible:gpt-4o-mini', timed, null);
  ids.untimed = await report('extractive', untimed, null);
  ids.unrecorded = await report(null, null, null);
});
afterAll(async () => {
  await t.close();
});

describe('the full report says how it was made and whether it has moments', () => {
  it('names the built-in summarizer, and has timestamps when its moments do', async () => {
    const res = await reader.get(`/reports/${ids.builtin}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ madeBy: { kind: 'builtin' }, hasTimestamps: true });
  });

  it("names the model, and asks the transcript when the report's moments do not say", async () => {
    const res = await reader.get(`/reports/${ids.model}`);
    expect(res.body).toMatchObject({ madeBy: { kind: 'model', model: 'gpt-4o-mini' }, hasTimestamps: true });
  });

  it('has no timestamps when its transcript has none, though its chapter starts at 0', async () => {
    const res = await reader.get(`/reports/${ids.untimed}`);
    expect(res.body).toMatchObject({ madeBy: { kind: 'builtin' }, hasTimestamps: false });
    expect(res.body.chapters).toEqual([{ title: 'All of it', startSeconds: 0, endSeconds: null }]);
  });

  it('says nothing of its making when nothing was recorded, and has no timestamps without a transcript', async () => {
    const res = await reader.get(`/reports/${ids.unrecorded}`);
    expect(res.body).toMatchObject({ madeBy: null, hasTimestamps: false, hasTranscript: false });
  });
});

describe('reading the stored provider', () => {
  it.each([
    ['extractive', { kind: 'builtin' }],
    ['openai-compatible:gpt-4o-mini', { kind: 'model', model: 'gpt-4o-mini' }],
    ['openai-compatible:llama3.1:8b', { kind: 'model', model: 'llama3.1:8b' }],
    ['openai-compatible:', null],
    ['something-else', null],
    [null, null],
  ])('%s', (provider, expected) => {
    expect(madeBy(provider)).toEqual(expected);
  });
});
