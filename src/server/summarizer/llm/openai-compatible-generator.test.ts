import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestKind, startFakeLlm, type FakeLie, type FakeLlm } from '../../test/fake-llm';
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
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Every learning and quote sits at the moment of a passage that says it. */
function expectMomentsFromPassages(draft: ReportDraft, passages: readonly Passage[]) {
  for (const learning of draft.keyLearnings) {
    const passage = passages.find((p) => p.start === learning.start && p.end === learning.end);
    expect(passage, learning.detail).toBeDefined();
    expect(learning.start).not.toBeNull();
  }
  for (const quote of draft.quotes ?? []) {
    const passage = passages.find((p) => p.start === quote.start);
    expect(passage && plain(passage.text).includes(plain(quote.text)), quote.text).toBe(true);
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
