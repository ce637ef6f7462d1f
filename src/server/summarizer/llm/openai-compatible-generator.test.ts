import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestKind, startFakeLlm, type FakeLie, type FakeLlm } from '../../testing/fake-llm';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { ModelFailure } from '../generation-error';
import type { ReportDraft } from '../report-draft';
import type { GenerationHooks } from '../report-generator';
import { longTranscript } from '../samples/long-transcript';
import { rooftopBees } from '../samples/rooftop-bees';
import { createOpenAiCompatibleGenerator, type OpenAiCompatibleOptions } from './openai-compatible-generator';
import { buildPassages, type Passage } from './passages';
import { RESPONSE_FORMAT_MEMORY_MS, ResponseFormatMemory } from './response-format-memory';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

interface Settings extends OpenAiCompatibleOptions {
  timeoutMs?: number;
  apiKey?: string;
  contextTokens?: number;
  maxOutputTokens?: number;
  concurrency?: number;
  memory?: ResponseFormatMemory;
  model?: string;
  baseUrl?: string;
}

function generator(options: Settings = {}) {
  return createOpenAiCompatibleGenerator(
    {
      baseUrl: options.baseUrl ?? fake.baseUrl,
      model: options.model ?? 'test-model',
      apiKey: options.apiKey ?? 'sk-test',
      timeoutMs: options.timeoutMs ?? 5000,
      contextTokens: options.contextTokens ?? 8192,
      maxOutputTokens: options.maxOutputTokens ?? 1024,
      concurrency: options.concurrency ?? 2,
    },
    // A memory of its own, so a refusal in one test does not change the requests of the next.
    { backoffMs: 10, responseFormatMemory: options.memory ?? new ResponseFormatMemory(), ...options },
  );
}

const bees = parseTranscript(rooftopBees);
const beePassages = buildPassages(bees.turns, 'Bees on the roof');
const input = { transcript: bees, episodeTitle: 'Bees on the roof' };

async function failure(promise: Promise<unknown>): Promise<ModelFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ModelFailure) return error;
    throw error;
  }
  throw new Error('expected a ModelFailure');
}

/** Everything of a draft a reader sees. */
function shown(draft: ReportDraft): string {
  return [
    draft.title,
    draft.summary,
    ...draft.keyLearnings.flatMap((l) => [l.title, l.detail]),
    ...(draft.quotes ?? []).map((q) => q.text),
    ...(draft.chapters ?? []).map((c) => c.title),
  ].join('\n');
}

/** Words of a text as the checks compare them. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every learning and quote sits at the moment of a passage that says it. */
function expectMomentsFromPassages(draft: ReportDraft, passages: readonly Passage[]) {
  for (const learning of draft.keyLearnings) {
    const passage = passages.find((p) => p.start === learning.start && p.end === learning.end);
    expect(passage, learning.detail).toBeDefined();
    expect(learning.start).not.toBeNull();
  }
  for (const quote of draft.quotes ?? []) {
    const passage = passages.find(
      (p) => p.start === quote.start && plain(p.text).includes(plain(quote.text)),
    );
    expect(passage, quote.text).toBeDefined();
    expect(quote.speaker ?? null).toBe(passage?.speaker ?? null);
  }
}

describe('the grounded model pipeline', () => {
  it('asks per section with passage ids, a JSON schema and max_tokens, then writes the report from the points', async () => {
    const draft = await generator().generate(input);
    const kinds = fake.requests.map(requestKind);
    expect(kinds.at(-1)).toBe('report');
    expect(kinds.filter((k) => k === 'section').length).toBeGreaterThanOrEqual(1);
    const section = fake.requests[0];
    expect(section?.authorization).toBe('Bearer sk-test');
    expect(section?.body).toMatchObject({
      model: 'test-model',
      max_tokens: 1024,
      stream: true,
      response_format: { type: 'json_schema', json_schema: { name: 'section_points', strict: true } },
    });
    const user = section?.body.messages?.at(-1)?.content ?? '';
    expect(user).toMatch(/^\[p1\] Nora Vance: Welcome back/m);
    // The model never sees a time.
    expect(user).not.toMatch(/\d{1,2}:\d{2}/);
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
    expect(draft.summary.length).toBeGreaterThan(100);
    expect(draft.dropped).toEqual([]);
    expectMomentsFromPassages(draft, beePassages);
    expect(draft.quotes?.length).toBeGreaterThan(0);
    expect(draft.chapters?.[0]?.startSeconds).toBe(beePassages[0]?.start);
  });

  const lies: FakeLie[] = ['number', 'name', 'speaker', 'quote', 'anonymous', 'sponsor', 'uncited'];
  for (const lie of lies)
    it(`keeps a fabricated ${lie} out of the report and records why it was dropped`, async () => {
      fake.lie(lie);
      const draft = await generator().generate(input);
      expect(fake.fabricated.size).toBeGreaterThan(0);
      for (const token of fake.fabricated) expect(shown(draft)).not.toContain(token);
      expect(draft.dropped?.length).toBeGreaterThan(0);
      expectMomentsFromPassages(draft, beePassages);
    });

  it('re-anchors a point that cites the wrong passage to the passage that says it', async () => {
    fake.lie('wrong-passage');
    const draft = await generator().generate(input);
    expectMomentsFromPassages(draft, beePassages);
    for (const learning of draft.keyLearnings) {
      const saying = beePassages.find((p) => plain(p.text).includes(plain(learning.detail)));
      expect(saying, learning.detail).toBeDefined();
      expect([learning.start, learning.end]).toEqual([saying?.start, saying?.end]);
    }
  });

  it('re-anchors or drops a point that cites a passage that does not exist', async () => {
    fake.lie('unknown-passage');
    const draft = await generator().generate(input);
    expectMomentsFromPassages(draft, beePassages);
    expect(draft.dropped?.some((d) => /not a checked point/.test(d.reason))).toBe(true);
  });
});

/** Each section request answered by `reply` once, the rest as the careful fake would. */
function firstSectionAnswers(reply: Parameters<FakeLlm['enqueue']>[0]) {
  let used = false;
  fake.always((request) => {
    if (!used && requestKind(request) === 'section') {
      used = true;
      return reply;
    }
    return {};
  });
}

/** A transcript of several sections at a small context, so one section can fail alone. */
const twoHours = parseTranscript(longTranscript(6000, 3));
const small = { contextTokens: 4096, maxOutputTokens: 512 };

describe('transport faults of the model endpoint', () => {
  const sectionFaults: [string, Parameters<FakeLlm['enqueue']>[0], RegExp][] = [
    [
      'a context overflow (400)',
      { status: 400, body: { error: { message: "This model's maximum context length is 4096 tokens." } } },
      /context/,
    ],
    ['an answer cut at the length limit', { finishReason: 'length' }, /token limit/],
    ['a silently cut prompt', { promptTokens: 12 }, /cut the prompt/],
    ['a whitespace loop', { whitespaceLoop: true }, /whitespace/],
  ];
  for (const [what, reply, reason] of sectionFaults)
    it(`makes the section with the built-in extract after ${what}, and the episode with the model`, async () => {
      firstSectionAnswers(reply);
      const draft = await generator(small).generate({ transcript: twoHours, episodeTitle: 'Garden talk' });
      const sections = fake.requests.filter((r) => requestKind(r) === 'section');
      expect(sections.length).toBeGreaterThan(2);
      expect(fake.requests.filter((r) => requestKind(r) === 'report')).toHaveLength(1);
      const fellBack = draft.dropped?.filter((d) => d.part === 'section') ?? [];
      expect(fellBack).toHaveLength(1);
      expect(fellBack[0]?.reason).toMatch(reason);
      expect(fellBack[0]?.reason).toMatch(/built-in extract stands in/);
      expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
      // The cut request was not asked again: the same prompt would fail the same way.
      expect(new Set(sections.map((r) => r.body.messages?.at(-1)?.content)).size).toBe(sections.length);
    });

  it('completes a three-hour transcript on a server with an 8k context, section by section', async () => {
    fake.limitContext(8192, 'refuse');
    const threeHours = parseTranscript(longTranscript(27_000, 11));
    const draft = await generator({ contextTokens: 8192, maxOutputTokens: 1024, concurrency: 3 }).generate({
      transcript: threeHours,
      episodeTitle: 'Garden talk',
    });
    const sections = fake.requests.filter((r) => requestKind(r) === 'section');
    expect(sections.length).toBeGreaterThanOrEqual(5);
    // Every request fit the context: no section fell back, and the model wrote the report.
    expect(draft.dropped).toEqual([]);
    expect(fake.requests.filter((r) => requestKind(r) === 'report')).toHaveLength(1);
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
    expect(draft.chapters?.length).toBe(sections.length);
  });

  it('gives the report step only the points its context holds, the first of every section', async () => {
    fake.limitContext(4096, 'refuse');
    const threeHours = parseTranscript(longTranscript(27_000, 13));
    const draft = await generator({ contextTokens: 4096, maxOutputTokens: 1024, concurrency: 3 }).generate({
      transcript: threeHours,
      episodeTitle: 'Garden talk',
    });
    const sections = fake.requests.filter((r) => requestKind(r) === 'section').length;
    const report = fake.requests.find((r) => requestKind(r) === 'report');
    const shownPoints = (report?.body.messages?.at(-1)?.content.match(/^\[P\d+\]/gm) ?? []).length;
    expect(sections).toBeGreaterThan(10);
    // Fewer points than the sections made, yet every section is represented.
    expect(shownPoints).toBeLessThan(sections * 5);
    expect(shownPoints).toBeGreaterThanOrEqual(sections);
    expect(draft.dropped).toEqual([]);
  });

  it('leaves the report to the built-in summarizer when a server cuts every prompt silently (as Ollama does)', async () => {
    fake.limitContext(2048, 'truncate');
    const error = await failure(
      generator({ contextTokens: 8192, maxOutputTokens: 1024 }).generate({
        transcript: twoHours,
        episodeTitle: 'Garden talk',
      }),
    );
    expect(error).toMatchObject({ reason: 'unusable', transient: false });
    expect(error.detail.problem).toBe('answer limit: truncated');
    expect(error.detail.excerpt).toMatch(/read 2048 tokens of a prompt of at least \d+/);
    // Each section asked once: a cut prompt is not sent again.
    const sections = fake.requests.filter((r) => requestKind(r) === 'section');
    expect(new Set(sections.map((r) => r.body.messages?.at(-1)?.content)).size).toBe(sections.length);
    expect(fake.requests.filter((r) => requestKind(r) === 'report')).toHaveLength(0);
  });

  it('asks LLM_CONCURRENCY sections at a time, never more', async () => {
    // Calls wait at a gate until three are waiting: a pipeline that asked more at once would have them
    // all in flight before the first answer, one that asked fewer would never pass the gate.
    let inFlight = 0;
    let most = 0;
    let waiting: (() => void)[] = [];
    let gateOpen = false;
    const counting: typeof fetch = async (...args) => {
      inFlight++;
      most = Math.max(most, inFlight);
      if (!gateOpen) {
        const passed = new Promise<void>((resolve) => waiting.push(resolve));
        if (waiting.length >= 3) {
          gateOpen = true;
          for (const release of waiting) release();
          waiting = [];
        }
        await passed;
      }
      try {
        return await fetch(...args);
      } finally {
        inFlight--;
      }
    };
    const draft = await generator({ ...small, concurrency: 3, fetch: counting }).generate({
      transcript: twoHours,
      episodeTitle: 'Garden talk',
    });
    expect(fake.requests.filter((r) => requestKind(r) === 'section').length).toBeGreaterThan(3);
    expect(most).toBe(3);
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
  });

  it('reads a slow stream to its end: silence, not slowness, times out', async () => {
    fake.always({ pieceDelayMs: 15 });
    const draft = await generator({ timeoutMs: 400 }).generate(input);
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
  });

  it('gives up on a stream that stalls, as a transient failure of the whole episode', async () => {
    fake.always({ stallAfterPieces: 2 });
    const error = await failure(generator({ timeoutMs: 200, retries: 1 }).generate(input));
    expect(error.transient).toBe(true);
    expect(error.message).toBe('The language model took too long to answer.');
    expect(error.detail.problem).toBe('no answer within 0.2 s');
    expect(fake.requests).toHaveLength(2);
  });

  it('waits out a 429 and then uses the answer', async () => {
    fake.enqueue({ status: 429, body: { error: { message: 'Rate limit reached' } } });
    const draft = await generator().generate(input);
    expect(fake.requests[0]?.body.messages).toEqual(fake.requests[1]?.body.messages);
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
  });

  it('asks in JSON mode when the server refuses a schema, and remembers it per base URL and model', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const memory = new ResponseFormatMemory(() => now);
    const refusal = {
      status: 400,
      body: {
        error: {
          message:
            "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
        },
      },
    };
    const formats = () => fake.requests.map((r) => r.body.response_format?.type ?? 'none');

    fake.enqueue(refusal);
    await generator({ memory, model: 'model-a' }).generate(input);
    expect(formats().slice(0, 2)).toEqual(['json_schema', 'json_object']);
    expect(
      formats()
        .slice(2)
        .every((f) => f === 'json_object'),
    ).toBe(true);

    fake.reset();
    await generator({ memory, model: 'model-a', baseUrl: `${fake.baseUrl}/` }).generate(input);
    expect(new Set(formats())).toEqual(new Set(['json_object']));
    fake.reset();
    await generator({ memory, model: 'model-b' }).generate(input);
    expect(new Set(formats())).toEqual(new Set(['json_schema']));

    // A server that refuses JSON mode too is asked with the prompt's words alone.
    fake.reset();
    fake.enqueue({ status: 400, body: { error: { message: 'response_format is not supported' } } });
    await generator({ memory, model: 'model-a' }).generate(input);
    expect(formats().slice(0, 2)).toEqual(['json_object', 'none']);

    now += RESPONSE_FORMAT_MEMORY_MS; // the hour is over: the server may have been upgraded meanwhile
    fake.reset();
    await generator({ memory, model: 'model-a' }).generate(input);
    expect(formats()[0]).toBe('json_schema');
  });

  it('sends the token limit as max_completion_tokens to a model that asks for it', async () => {
    fake.enqueue({
      status: 400,
      body: {
        error: {
          message:
            "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        },
      },
    });
    const draft = await generator().generate(input);
    expect(fake.requests[0]?.body.max_tokens).toBe(1024);
    for (const request of fake.requests.slice(1)) {
      expect(request.body.max_tokens).toBeUndefined();
      expect(request.body.max_completion_tokens).toBe(1024);
    }
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);
  });

  it('does not retry a refused API key; the creator reads plain words, the detail is for the log', async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await failure(generator({ apiKey: 'sk-wrong' }).generate(input));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ transient: false, reason: 'unavailable' });
    expect(error.message).toBe('The language model is not available. Try again later.');
    expect(error.detail).toMatchObject({ status: 401, excerpt: 'Incorrect API key provided' });
  });

  it('reports an unreachable endpoint as transient', async () => {
    const error = await failure(generator({ baseUrl: 'http://127.0.0.1:9/v1', retries: 0 }).generate(input));
    expect(error).toMatchObject({ transient: true, reason: 'unavailable' });
  });

  it('resumes from the checked sections a failed attempt saved, asking only for the rest', async () => {
    let saved: unknown = null;
    const checkpoint: NonNullable<GenerationHooks['checkpoint']> = {
      load: async () => saved,
      save: async (value) => {
        saved = value;
      },
    };
    fake.always((request) =>
      requestKind(request) === 'report' ? { status: 503, body: { error: { message: 'overloaded' } } } : {},
    );
    const doomed = generator({ ...small, retries: 0 });
    await failure(doomed.generate({ transcript: twoHours, episodeTitle: 'Garden talk' }, { checkpoint }));
    const sectionCount = fake.requests.filter((r) => requestKind(r) === 'section').length;
    expect(sectionCount).toBeGreaterThan(2);

    fake.reset();
    const draft = await generator(small).generate(
      { transcript: twoHours, episodeTitle: 'Garden talk' },
      { checkpoint },
    );
    expect(fake.requests.map(requestKind)).toEqual(['report']);
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(3);

    // Another transcript does not reuse them.
    fake.reset();
    await generator(small).generate(input, { checkpoint });
    expect(fake.requests.filter((r) => requestKind(r) === 'section').length).toBeGreaterThan(0);
  });
});

describe('the grounded pipeline at scale', () => {
  it('keeps every fabrication out and every moment at its passage, over long transcripts and contexts', async () => {
    const lie = fc.constantFrom<FakeLie>(
      'number',
      'name',
      'speaker',
      'quote',
      'wrong-passage',
      'unknown-passage',
      'anonymous',
      'sponsor',
      'uncited',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1500, max: 9000 }),
        fc.constantFrom(4096, 8192, 16_384),
        lie,
        async (seed, words, contextTokens, kind) => {
          fake.reset();
          fake.lie(kind);
          fake.limitContext(contextTokens, 'refuse');
          const transcript = parseTranscript(longTranscript(words, seed));
          const passages = buildPassages(transcript.turns, 'Garden talk');
          const draft = await generator({ contextTokens, maxOutputTokens: 1024, concurrency: 3 }).generate({
            transcript,
            episodeTitle: 'Garden talk',
          });
          // Every kind but a wrong or unknown citation (judged by the moments) fabricates words.
          if (!kind.endsWith('passage')) expect(fake.fabricated.size).toBeGreaterThan(0);
          for (const token of fake.fabricated) expect(shown(draft)).not.toContain(token);
          expectMomentsFromPassages(draft, passages);
          // Nothing overflowed: every section fit the context it was planned for.
          expect(draft.dropped?.filter((d) => d.part === 'section')).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
