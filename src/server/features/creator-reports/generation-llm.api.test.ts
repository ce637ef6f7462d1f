import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { countWords } from '../../summarizer/llm/report-rules';
import { longTranscript } from '../../summarizer/samples/long-transcript';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { isNotesRequest, startFakeLlm, type FakeLlm } from '../../test/fake-llm';
import { signIn, type TestClient } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';

let t: TestApp;
let fake: FakeLlm;
let maya: TestClient;
const logLines: Record<string, unknown>[] = [];
const logStream = {
  write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>),
};

const llmEnv = () => ({
  LLM_BASE_URL: fake.baseUrl,
  LLM_MODEL: 'fake-model',
  LLM_API_KEY: 'sk-fake',
  LLM_TIMEOUT_MS: '5000',
  LOG_LEVEL: 'warn',
});

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await startTestApp({ env: llmEnv(), logger: (config) => loggerOptions(config, logStream) });
  maya = await signIn(t, 'maya.llm@example.test', 'Maya Llm');
  await maya.post('/creator/become');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  logLines.length = 0;
});

/** The model's answer as a report with these parts (numbered sentences of 20 words). */
function modelReport(sentences: number, learnings: number): string {
  const summary = Array.from(
    { length: sentences },
    (_, i) =>
      `Sentence ${i + 1} tells how the beekeepers on the roof check every hive each week in the warm season.`,
  ).join(' ');
  return JSON.stringify({
    title: 'Bees on a city roof',
    summary,
    keyLearnings: Array.from({ length: learnings }, (_, i) => ({
      title: `Learning ${i + 1}`,
      detail: `What the episode says about point ${i + 1}.`,
    })),
  });
}

async function generate(content = rooftopBees, client = maya): Promise<string> {
  const res = await client.post('/creator/reports', {
    episode: { title: 'Bees on the roof' },
    transcript: { content },
  });
  const id = res.body.id as string;
  expect((await client.post(`/creator/reports/${id}/generate`)).status).toBe(200);
  return id;
}

function settled(id: string, timeoutMs = 25_000, client = maya) {
  return waitFor(
    async () => {
      const res = await client.get(`/creator/reports/${id}`);
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
      generation: { provider: 'openai-compatible:fake-model', fallback: null, progress: 100, error: null },
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

  it('asks the model once to fix a report over the limits and stores the fixed one', async () => {
    fake.enqueue({ content: modelReport(32, 9) }, { content: modelReport(12, 5) });
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'openai-compatible:fake-model', fallback: null },
    });
    expect(fake.requests).toHaveLength(2);
    const fix = fake.requests[1]?.body.messages?.at(-1)?.content ?? '';
    expect(fix).toMatch(/The summary has \d+ words; it must have 150–400\./);
    expect(fix).toContain('There are 9 key learnings; keep the 3–7 most important.');
    expect(report.keyLearnings).toHaveLength(5);
    expect(countWords(report.summary)).toBe(countWords(JSON.parse(modelReport(12, 5)).summary));
  });

  it('trims at sentence boundaries what the fix turn still leaves over the limits', async () => {
    fake.enqueue({ content: modelReport(32, 9) }, { content: modelReport(30, 8) });
    const report = await settled(await generate());
    expect(report.status).toBe('ready');
    expect(fake.requests).toHaveLength(2);
    const words = countWords(report.summary);
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(400);
    expect(report.summary).toMatch(/season\.$/);
    expect(report.keyLearnings.map((l: { title: string }) => l.title)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Learning ${i + 1}`),
    );
    expect(report.generation.provider).toBe('openai-compatible:fake-model');
  });

  it('makes the report with the built-in summarizer when the answers stay unusable, and says so', async () => {
    fake.always(badJson);
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'extractive', fallback: 'model_output_unusable', error: null, progress: 100 },
    });
    expect(report.keyLearnings.length).toBeGreaterThanOrEqual(3);
    expect(report.summary.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(3); // asked three times, then the built-in summarizer
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        reportId: report.id,
        provider: 'openai-compatible:fake-model',
        reason: 'unusable',
        excerpt: 'the answer is not valid JSON',
        fallback: 'extractive',
      }),
    );
  });

  it('falls back at once when the service refuses the request; the log has the status and the body', async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'extractive', fallback: 'model_unavailable', error: null },
    });
    expect(fake.requests).toHaveLength(1);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        reportId: report.id,
        reason: 'unavailable',
        status: 401,
        excerpt: 'Incorrect API key provided',
        provider: 'openai-compatible:fake-model',
      }),
    );
  });

  it("falls back at once when the model's answer is over its size limit; the log names the limit", async () => {
    // A 5 MB answer: over the 4 MB a model's answer may have, however valid it would be.
    fake.always({ content: JSON.stringify({ title: 'x', summary: 'y'.repeat(5 * 1024 * 1024) }) });
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'extractive', fallback: 'model_output_unusable', error: null },
    });
    expect(fake.requests).toHaveLength(1); // not asked again: it would answer the same
    expect(logLines).toContainEqual(
      expect.objectContaining({
        reportId: report.id,
        reason: 'unusable',
        problem: 'answer larger than the 4 MB limit',
        provider: 'openai-compatible:fake-model',
      }),
    );
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
      generation: { error: 'The language model is not responding right now. Retrying…' },
    });
    const report = await settled(id);
    expect(report).toMatchObject({ status: 'ready', generation: { error: null } });
    expect(fake.requests).toHaveLength(4);
  });

  it('falls back to the built-in summarizer after the last job attempt when the endpoint stays down', async () => {
    fake.always({ status: 500, body: { error: { message: 'boom' } } });
    const report = await settled(await generate(), 40_000);
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'extractive', fallback: 'model_unavailable', error: null },
    });
    expect(fake.requests).toHaveLength(9); // 3 job attempts × 3 requests, then the built-in summarizer
    const warnings = logLines.filter((l) => l.reportId === report.id && l.status === 500);
    expect(warnings.map((l) => l.attempt)).toEqual([1, 2, 3]);
    expect(warnings.at(-1)).toMatchObject({ fallback: 'extractive', excerpt: 'boom' });
  }, 60_000);
});

describe('generation with an OpenAI-compatible endpoint and no fallback', () => {
  let strict: TestApp;
  let sam: TestClient;
  beforeAll(async () => {
    strict = await startTestApp({ env: { ...llmEnv(), LLM_FALLBACK_TO_BUILTIN: 'false' } });
    sam = await signIn(strict, 'sam.llm@example.test', 'Sam Llm');
    await sam.post('/creator/become');
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('fails the report in plain words when the model answers nonsense', async () => {
    fake.always(badJson);
    const report = await settled(await generate(rooftopBees, sam), 25_000, sam);
    expect(report).toMatchObject({
      status: 'failed',
      generation: {
        provider: null,
        error: 'The language model could not write a usable report. Try again.',
      },
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('fails the report in plain words when the service refuses the request', async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const report = await settled(await generate(rooftopBees, sam), 25_000, sam);
    expect(report).toMatchObject({
      status: 'failed',
      generation: { error: 'The language model is not available. Try again later.' },
    });
    expect(report.generation.error).not.toMatch(/LLM_|API key|capable/);
  });
});
