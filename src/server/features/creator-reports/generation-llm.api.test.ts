import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { longTranscript } from '../../summarizer/samples/long-transcript';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { isNotesRequest, startFakeLlm, type FakeLlm } from '../../test/fake-llm';
import { signIn, type TestClient } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';

let t: TestApp;
let fake: FakeLlm;
let maya: TestClient;

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await startTestApp({
    env: {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-fake',
      LLM_TIMEOUT_MS: '5000',
    },
  });
  maya = await signIn(t, 'maya.llm@example.test', 'Maya Llm');
  await maya.post('/creator/become');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function generate(content = rooftopBees): Promise<string> {
  const res = await maya.post('/creator/reports', {
    episode: { title: 'Bees on the roof' },
    transcript: { content },
  });
  const id = res.body.id as string;
  expect((await maya.post(`/creator/reports/${id}/generate`)).status).toBe(200);
  return id;
}

function settled(id: string, timeoutMs = 25_000) {
  return waitFor(
    async () => {
      const res = await maya.get(`/creator/reports/${id}`);
      return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
    },
    { what: 'generation to settle', timeoutMs, intervalMs: 200 },
  );
}

const badJson = { content: 'Here you go: {"title": "x", "summary": }' };

describe('generation with an OpenAI-compatible endpoint', () => {
  it("uses the model's report and names the provider", async () => {
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'ready',
      title: 'Model report: Bees on the roof',
      generation: { provider: 'openai-compatible:fake-model', progress: 100, error: null },
    });
    expect(report.keyLearnings).toHaveLength(3);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-fake');
    expect(fake.requests[0]?.body.model).toBe('fake-model');
  });

  it('map-reduces a long transcript into one report', async () => {
    const report = await settled(await generate(longTranscript(20_000)));
    expect(report.status).toBe('ready');
    const notes = fake.requests.filter(isNotesRequest);
    expect(notes.length).toBeGreaterThan(3);
    expect(fake.requests.filter((r) => !isNotesRequest(r))).toHaveLength(1);
  });

  it('fails with a clear message when the model keeps answering invalid JSON, without retrying the job', async () => {
    fake.always(badJson);
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'failed',
      generation: {
        error:
          'The language model did not return a valid report after 3 attempts (the answer is not valid JSON). Try again, or use a more capable model.',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(fake.requests).toHaveLength(3); // asked three times, then stopped for good
  });

  it('retries the job after a transient failure and then succeeds', async () => {
    // Three 503s use up the first attempt's own retries; the job's next attempt gets the default answer.
    fake.enqueue(...Array(3).fill({ status: 503, body: { error: { message: 'model loading' } } }));
    const id = await generate();
    const retrying = await waitFor(
      async () => {
        const res = await maya.get(`/creator/reports/${id}`);
        return res.body.generation.error ? res.body : undefined;
      },
      { what: 'the retry notice', timeoutMs: 15_000 },
    );
    expect(retrying).toMatchObject({
      status: 'generating',
      generation: { error: 'The language model service is unavailable (HTTP 503: model loading). Retrying…' },
    });
    const report = await settled(id);
    expect(report).toMatchObject({ status: 'ready', generation: { error: null } });
    expect(fake.requests).toHaveLength(4);
  });

  it('fails after the last job attempt when the endpoint stays down', async () => {
    fake.always({ status: 500, body: { error: { message: 'boom' } } });
    const report = await settled(await generate(), 40_000);
    expect(report).toMatchObject({
      status: 'failed',
      generation: { error: 'The language model service is unavailable (HTTP 500: boom).' },
    });
    expect(fake.requests).toHaveLength(9); // 3 job attempts × 3 requests
  }, 60_000);
});
