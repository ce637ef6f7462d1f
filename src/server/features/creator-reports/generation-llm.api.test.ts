import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { longTranscript } from '../../summarizer/samples/long-transcript';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { requestKind, startFakeLlm, type FakeLlm } from '../../testing/fake-llm';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';

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
  LLM_CONTEXT_TOKENS: '4096',
  LLM_MAX_OUTPUT_TOKENS: '1024',
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
  it("uses the model's report, names the provider, and gives every learning and quote its moment", async () => {
    const report = await settled(await generate());
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'openai-compatible:fake-model', fallback: null, progress: 100, error: null },
      droppedByChecks: [],
    });
    expect(report.keyLearnings.length).toBeGreaterThanOrEqual(3);
    for (const learning of report.keyLearnings) {
      expect(learning.start).toEqual(expect.any(Number));
      expect(['Nora Vance', 'Idris Okafor']).toContain(learning.speaker);
    }
    expect(report.quotes.length).toBeGreaterThan(0);
    for (const quote of report.quotes) expect(quote.start).toEqual(expect.any(Number));
    expect(fake.requests.map(requestKind)).toEqual(['section', 'report']);
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-fake');
    expect(fake.requests[0]?.body.model).toBe('fake-model');
  });

  it('keeps what a lying model invents out of the stored report and shows the creator why', async () => {
    fake.lie('number');
    const report = await settled(await generate());
    expect(report.generation.provider).toBe('openai-compatible:fake-model');
    const stored = JSON.stringify([report.title, report.summary, report.keyLearnings, report.quotes]);
    for (const token of fake.fabricated) expect(stored).not.toContain(token);
    expect(report.droppedByChecks).toContainEqual(
      expect.objectContaining({ part: 'point', reason: 'the number “4817” is not in the passage it cites' }),
    );
  });

  it('reads a long transcript section by section within the context, then writes one report', async () => {
    const report = await settled(await generate(longTranscript(20_000)));
    expect(report.status).toBe('ready');
    const kinds = fake.requests.map(requestKind);
    expect(kinds.filter((k) => k === 'section').length).toBeGreaterThan(3);
    expect(kinds.filter((k) => k === 'report')).toHaveLength(1);
    for (const request of fake.requests) expect(request.body.max_tokens).toBe(1024);
  });

  it('resumes from the checked sections when the job is retried', async () => {
    let failures = 3;
    fake.always((request) =>
      requestKind(request) === 'report' && failures-- > 0
        ? { status: 503, body: { error: { message: 'model loading' } } }
        : {},
    );
    const report = await settled(await generate(longTranscript(6000)), 30_000);
    expect(report).toMatchObject({
      status: 'ready',
      generation: { provider: 'openai-compatible:fake-model' },
    });
    const kinds = fake.requests.map(requestKind);
    const sections = kinds.filter((k) => k === 'section').length;
    // Every section asked once: the retry asked only for the report again.
    expect(sections).toBeGreaterThan(1);
    expect(kinds.slice(sections)).toEqual(['report', 'report', 'report', 'report']);
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
    expect(fake.requests).toHaveLength(3); // the one section asked three times, then the built-in summarizer
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
    expect(fake.requests.map(requestKind)).toEqual(['section', 'section', 'section', 'section', 'report']);
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
