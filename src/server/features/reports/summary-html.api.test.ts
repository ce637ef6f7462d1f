import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullReport } from '@shared/contract/reports';
import { ManualClock } from '../../clock';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const summary = [
  'Sleep **comes first**, then [the study](https://example.com/study).',
  `<img src="x" onerror="window.__xss = 1">`,
  `[trap](javascript:window.__xss=2)`,
].join('\n\n');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reports/:id summaryHtml (ADR 151)', () => {
  it('gives a reader the summary as the HTML the page shows, written from the Markdown on the server', async () => {
    const db = t.testDb.handle.db;
    const reader = await signIn(t, 'summary-html@reading.test', 'Summary Reader');
    const creator = await insertCreator(db, { channelName: 'Summary Channel' });
    const report = await insertReport(db, creator.id, { summary, publishedAt: daysBefore(now, 1) });
    await insertSubscription(db, reader.userId, creator.id, 'active', now);

    const body = (await reader.get(`/reports/${report.id}`)).body as FullReport;
    expect(body.summary).toBe(summary);
    expect(body.summaryHtml).toBe(
      '<p>Sleep <strong>comes first</strong>, then <a href="https://example.com/study" target="_blank" rel="noopener noreferrer nofollow">the study</a>.</p>' +
        '<p><a href="" target="_blank" rel="noopener noreferrer nofollow">trap</a></p>',
    );
  });
});
