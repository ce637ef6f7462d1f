import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { wordLevelJsonTranscript } from '../../testing/word-level-transcript';

/** Limits on what a transcript says, not on its markup (ADR 207). */
let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  // What these tests check is that the limits count content, not bytes. How fast a three-hour parse is
  // belongs to the benchmark (`npm run bench`); on a loaded two-core machine the 5 s production budget
  // could refuse the upload before the limits are reached, so the budget here is a minute.
  t = await startTestApp({ env: { PARSE_TIME_BUDGET_MS: '60000' } });
  maya = await signIn(t, 'maya.limits@example.test', 'Maya Limits');
  await maya.post('/creator/become');
  await maya.put('/creator/settings', { channelName: 'Long Conversations' });
});
afterAll(async () => {
  await t?.close();
});

const slow = { timeout: 180_000 };

async function reportCount(): Promise<number> {
  const res = await maya.get('/creator/reports');
  expect(res.status).toBe(200);
  return (res.body.items as unknown[]).length;
}

describe('transcript limits', () => {
  it(
    'accepts and summarises a three-hour Podcasting 2.0 JSON transcript with a segment per word',
    slow,
    async () => {
      const { content } = wordLevelJsonTranscript(3 * 3600);
      // More than the old limit of half a million characters, far less than the bytes limit.
      expect(content.length).toBeGreaterThan(3_000_000);
      const created = await maya.post('/creator/reports', {
        episode: { title: 'Three hours of latency', durationSeconds: 3 * 3600 },
        transcript: { content, format: 'json', source: 'upload' },
      });
      expect(created.status).toBe(201);
      expect(created.body.transcript).toMatchObject({ format: 'json', source: 'upload' });
      expect(created.body.transcript.wordCount).toBeGreaterThan(25_000);

      expect((await maya.post(`/creator/reports/${created.body.id}/generate`)).status).toBe(200);
      const report = await waitFor(
        async () => {
          const res = await maya.get(`/creator/reports/${created.body.id}`);
          return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
        },
        { what: 'the three-hour report to finish generating', timeoutMs: 120_000 },
      );
      expect(report.status).toBe('ready');
      expect(report.summary.split(/\s+/).length).toBeGreaterThanOrEqual(150);
      expect(report.keyLearnings.length).toBeGreaterThanOrEqual(3);
      // Moments of the learnings reach into the whole episode's time, read from the word segments.
      expect(
        Math.max(...report.keyLearnings.map((l: { start: number | null }) => l.start ?? 0)),
      ).toBeGreaterThan(3600);
    },
  );

  it(
    'refuses a transcript that says more than the content limit, naming both limits and its own figures',
    slow,
    async () => {
      const before = await reportCount();
      // Seven hours of speech at 160 words a minute: about 67,000 words, in a file well under the bytes limit.
      const { content } = wordLevelJsonTranscript(7 * 3600);
      expect(Buffer.byteLength(content)).toBeLessThan(limits.transcriptMaxBytes);
      const res = await maya.post('/creator/reports', {
        episode: { title: 'Seven hours' },
        transcript: { content, format: 'json', source: 'upload' },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('transcript_invalid');
      expect(res.body.error.message).toMatch(
        /^This transcript holds 6\d,\d{3} words and [\d,]+ characters of speech, more than one transcript may\. A transcript may hold up to 60,000 words and 400,000 characters of speech \(about five hours\), in a file of up to 16 MB\.$/,
      );
      expect(await reportCount()).toBe(before);
    },
  );

  it('refuses a file over the bytes limit before reading it, naming both limits', async () => {
    const before = await reportCount();
    // Fewer characters than the bytes limit, but two bytes each in UTF-8.
    const content = `Host: ${'é'.repeat(limits.transcriptMaxBytes / 2 + 10)}`;
    const res = await maya.post('/creator/reports', {
      episode: { title: 'Too many bytes' },
      transcript: { content },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('transcript_invalid');
    expect(res.body.error.message).toMatch(
      /^This transcript file is 16 MB, more than the 16 MB a transcript file may be\. A transcript may hold up to 60,000 words and 400,000 characters of speech/,
    );
    expect(await reportCount()).toBe(before);
  });
});
