import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rooftopBees } from '../../../summarizer/samples/rooftop-bees';
import { startFakeLlm, type FakeLlm } from '../../../testing/fake-llm';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';
import type { ReportGenerationItem, ReportGenerationList } from '@shared/contract/admin-reports';

const adminEmail = 'ops@admin-reports.test';
let t: TestApp;
let fake: FakeLlm;
let admin: TestClient;
let maya: TestClient;

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await startTestApp({
    env: {
      ADMIN_EMAILS: adminEmail,
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-fake',
      LLM_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'silent',
    },
  });
  admin = await signIn(t, adminEmail, 'Olga Ops');
  maya = await signIn(t, 'maya@admin-reports.test', 'Maya Maker');
  expect((await maya.post('/creator/become')).status).toBe(200);
  expect((await maya.put('/creator/settings', { channelName: 'Rooftop Hour' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
});

/** Adds a report with this transcript, generates it through the real job, and waits until it settles. */
async function generated(title: string, content = rooftopBees) {
  const res = await maya.post('/creator/reports', { episode: { title }, transcript: { content } });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  expect((await maya.post(`/creator/reports/${id}/generate`)).status).toBe(200);
  return waitFor(
    async () => {
      const report = await maya.get(`/creator/reports/${id}`);
      return report.body.status === 'ready' || report.body.status === 'failed' ? report.body : undefined;
    },
    { what: `generation of "${title}" to settle`, timeoutMs: 25_000, intervalMs: 200 },
  );
}

async function listed(query = ''): Promise<ReportGenerationList> {
  const res = await admin.get(`/api/admin/report-generations${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ReportGenerationList;
}

describe('GET /api/admin/report-generations', () => {
  it('answers 401 signed out and 403 to anyone but an administrator', async () => {
    const anonymous = await fetch(`${t.baseUrl}/api/admin/report-generations`);
    expect(anonymous.status).toBe(401);
    const creator = await maya.get('/api/admin/report-generations');
    expect(creator.status).toBe(403);
    expect(creator.body.error.code).toBe('forbidden');
    expect((await admin.get('/api/admin/report-generations')).status).toBe(200);
  });

  it('names the language model the server makes reports with', async () => {
    expect((await listed()).model).toBe('fake-model');
  });

  it("lists a report the built-in summarizer made after the model failed, with the operator's detail", async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const report = await generated('Bees after a refused key');
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'extractive', fallback: 'model_unavailable', error: null },
    });
    // The creator reads plain words; the detail is for operators only.
    expect(JSON.stringify(report)).not.toContain('Incorrect API key');

    const item = (await listed()).items.find((i) => i.id === report.id);
    expect(item).toMatchObject({
      title: report.title,
      status: 'ready',
      creator: { id: maya.userId, channelName: 'Rooftop Hour' },
      provider: 'extractive',
      fallbackReason: 'model_unavailable',
      error: null,
    } satisfies Partial<ReportGenerationItem>);
    expect(item?.operatorDetail).toContain('openai-compatible:fake-model');
    expect(item?.operatorDetail).toContain('HTTP 401');
    expect(item?.operatorDetail).toContain('Incorrect API key provided');
    expect(Date.parse(item?.happenedAt ?? '')).not.toBeNaN();
  });

  it('stores only the start of a long endpoint answer', async () => {
    fake.always({ status: 401, body: { error: { message: `Refused ${'x'.repeat(2_000)}` } } });
    const report = await generated('Bees after a long refusal');
    const item = (await listed()).items.find((i) => i.id === report.id);
    expect(item?.operatorDetail).toContain('Refused xxx');
    expect(item?.operatorDetail?.length).toBeLessThan(600);
  });

  it('lists a failed report with its plain message', async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const report = await generated('Too short', 'Hello there. This is short. Thanks for listening.');
    expect(report.status).toBe('failed');
    const item = (await listed()).items.find((i) => i.id === report.id);
    expect(item).toMatchObject({ status: 'failed', provider: null, error: report.generation.error });
  });

  it('leaves out reports the model made', async () => {
    const report = await generated('Bees the model summed up');
    expect(report.generation).toMatchObject({ provider: 'openai-compatible:fake-model', fallback: null });
    const { items } = await listed('?limit=100');
    expect(items.map((i) => i.id)).not.toContain(report.id);
    expect(items.every((i) => i.status === 'failed' || i.fallbackReason !== null)).toBe(true);
  });

  it('pages newest first with the cursor, and refuses a bad cursor with 400 invalid_cursor', async () => {
    const all = (await listed('?limit=100')).items;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((i) => Date.parse(i.happenedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ReportGenerationList = await listed(
        `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items).toHaveLength(1);
      for (const item of page.items) seen.push(item.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((i) => i.id));

    for (const bad of ['not-a-cursor', Buffer.from('{"v":1,"l":"feedback"}').toString('base64url')]) {
      const res = await admin.get(`/api/admin/report-generations?cursor=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_cursor');
    }
  });
});
