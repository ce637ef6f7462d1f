import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedConnections } from '../../db/schema';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { workFeedEpisode } from './feed-episode-job';

let t: TestApp;
let maya: TestClient;
const log = { info: () => undefined };

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.feed-episode@example.test', 'Maya Feed');
  await maya.post('/creator/become');
  await maya.put('/creator/settings', { channelName: 'Small Acres' });
  await t.testDb.handle.db.insert(feedConnections).values({
    creatorId: maya.userId,
    url: 'https://feeds.example.test/small-acres.xml',
    autoPublish: true,
    // The connected feed's own schedule stays out of this test.
    nextCheckAt: new Date(Date.now() + 86_400_000),
  });
});
afterAll(async () => {
  await t?.close();
});

/** A generated report, ready to publish. */
async function readyReport(title: string): Promise<string> {
  const res = await maya.post('/creator/reports', {
    episode: { title, durationSeconds: 660 },
    transcript: { content: rooftopBees },
  });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  expect((await maya.post(`/creator/reports/${id}/generate`)).status).toBe(200);
  await waitFor(
    async () => ((await maya.get(`/creator/reports/${id}`)).body.status === 'ready' ? true : undefined),
    { what: `report ${id} to be generated`, timeoutMs: 20_000 },
  );
  return id;
}

const statusOf = async (id: string) => (await maya.get(`/creator/reports/${id}`)).body.status as string;

describe('auto-publish after a feed episode is generated', () => {
  it('publishes a new episode, never one from the back catalogue', async () => {
    const past = await readyReport('An episode from 2019');
    const fresh = await readyReport('This week’s episode');
    const job = { creatorId: maya.userId, step: 'settle' } as const;

    await workFeedEpisode(t.app.deps, { ...job, reportId: past, backCatalogue: true }, log);
    await workFeedEpisode(t.app.deps, { ...job, reportId: fresh }, log);

    expect(await statusOf(past)).toBe('ready');
    expect(await statusOf(fresh)).toBe('published');
  });
});
