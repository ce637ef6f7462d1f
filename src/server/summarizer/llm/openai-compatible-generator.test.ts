import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNotesRequest, startFakeLlm, type FakeLlm } from '../../test/fake-llm';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { ModelFailure } from '../generation-error';
import { longTranscript } from '../samples/long-transcript';
import { rooftopBees } from '../samples/rooftop-bees';
import { createOpenAiCompatibleGenerator, type OpenAiCompatibleOptions } from './openai-compatible-generator';
import { countWords } from './report-rules';
import { RESPONSE_FORMAT_MEMORY_MS, ResponseFormatMemory } from './response-format-memory';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

function generator(options: OpenAiCompatibleOptions & { timeoutMs?: number; apiKey?: string } = {}) {
  return createOpenAiCompatibleGenerator(
    {
      baseUrl: fake.baseUrl,
      model: 'test-model',
      apiKey: options.apiKey ?? 'sk-test',
      timeoutMs: options.timeoutMs ?? 5000,
    },
    // A memory of its own, so a refusal in one test does not change the requests of the next.
    { backoffMs: 10, responseFormatMemory: new ResponseFormatMemory(), ...options },
  );
}

const bees = parseTranscript(rooftopBees);

async function failure(promise: Promise<unknown>): Promise<ModelFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ModelFailure) return error;
    throw error;
  }
  throw new Error('expected a ModelFailure');
}

/** Sentences of about 20 words each, numbered so a test can see which ones were kept. */
const longSummary = (sentences: number) =>
  Array.from(
    { length: sentences },
    (_, i) =>
      `Sentence ${i + 1} explains how the beekeepers on the roof check their hives every week and what they learned from it.`,
  ).join(' ');
const report = (fields: { summary?: string; learnings?: number; title?: string; learningTitle?: string }) =>
  JSON.stringify({
    title: fields.title ?? 'Bees on the roof',
    summary: fields.summary ?? 'Rooftop hives do well in cities. '.repeat(30),
    keyLearnings: Array.from({ length: fields.learnings ?? 3 }, (_, i) => ({
      title: fields.learningTitle ?? `Point ${i + 1}`,
      detail: `Detail number ${i + 1}.`,
    })),
  });
const validReport = () => report({});
const lastUserMessage = (i: number) => fake.requests[i]?.body.messages?.at(-1)?.content ?? '';

describe('the OpenAI-compatible provider', () => {
  it('asks for a JSON report in one request when the transcript fits, with the model and the API key', async () => {
    const draft = await generator().generate({ transcript: bees, episodeTitle: 'Bees on roofs' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    expect(request?.body.messages?.[0]?.role).toBe('system');
    expect(request?.body.messages?.[0]?.content).toMatch(/"keyLearnings"/);
    expect(request?.body.messages?.[1]?.content).toContain('Episode title: Bees on roofs');
    expect(request?.body.messages?.[1]?.content).not.toMatch(/\[00:0/); // timestamps stripped
    expect(draft.title).toBe('Model report: Bees on roofs');
    expect(draft.keyLearnings).toHaveLength(3);
    expect(draft.readingTimeSeconds).toBeGreaterThan(0);
    expect(draft.chapters?.[0]?.startSeconds).toBe(0); // from the transcript's timestamps
  });

  it('map-reduces a long transcript: notes per chunk, then the report from the notes', async () => {
    const transcript = parseTranscript(longTranscript(20_000));
    const progress: number[] = [];
    const draft = await generator({ chunkChars: 20_000 }).generate(
      { transcript, episodeTitle: 'Two hours of gardening' },
      { onProgress: (p) => void progress.push(p) },
    );
    const notes = fake.requests.filter(isNotesRequest);
    const finals = fake.requests.filter((r) => !isNotesRequest(r));
    expect(notes.length).toBeGreaterThanOrEqual(5);
    expect(finals).toHaveLength(1);
    for (const [i, request] of notes.entries()) {
      const user = request.body.messages?.[1]?.content ?? '';
      expect(user).toContain(`Part ${i + 1} of ${notes.length}`);
      expect(user.length).toBeLessThan(20_000 + 200);
    }
    expect(finals[0]?.body.messages?.[1]?.content).toMatch(/Part 1:\n- /);
    expect(fake.requests.at(-1)).toBe(finals[0]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(95);
    expect(draft.keyLearnings.length).toBe(3);
  });

  it('condenses the notes again when all of them do not fit one request', async () => {
    const transcript = parseTranscript(longTranscript(8000));
    fake.always((request) =>
      isNotesRequest(request)
        ? { content: JSON.stringify({ notes: ['x'.repeat(900), 'y'.repeat(900)] }) }
        : { content: validReport() },
    );
    await generator({ chunkChars: 4000 }).generate({ transcript, episodeTitle: 'Long' });
    const noteRequests = fake.requests.filter(isNotesRequest);
    const partsFromTranscript = noteRequests.filter(
      (r) => !(r.body.messages?.[1]?.content ?? '').includes('- xxx'),
    ).length;
    expect(noteRequests.length).toBeGreaterThan(partsFromTranscript); // a condensing round happened
    expect((fake.requests.at(-1)?.body.messages?.[1]?.content ?? '').length).toBeLessThan(4000 + 500);
  });

  it('asks again when the model answers with invalid JSON, and uses the next valid answer', async () => {
    fake.enqueue(
      { content: 'Sure! Here is your report: {title: oops' },
      { content: `\`\`\`json\n${validReport()}\n\`\`\`` },
    );
    const draft = await generator().generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(fake.requests).toHaveLength(2);
    expect(draft.title).toBe('Bees on the roof');
    expect(draft.keyLearnings).toHaveLength(3);
  });

  it('asks the model once to fix a report over the limits, naming what is wrong, and uses the fixed one', async () => {
    const summary = longSummary(32); // 32 sentences of 21 words: 672 words
    fake.enqueue({ content: report({ summary, learnings: 9 }) }, { content: report({ learnings: 5 }) });
    const draft = await generator().generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(fake.requests).toHaveLength(2);
    const fix = lastUserMessage(1);
    expect(fix).toContain(`The summary has ${countWords(summary)} words; it must have 150–400.`);
    expect(fix).toContain('There are 9 key learnings; keep the 3–7 most important.');
    // The follow-up is a second turn of the same conversation: the first answer is in it.
    const messages = fake.requests[1]?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]?.content).toContain('Sentence 32');
    expect(draft.keyLearnings).toHaveLength(5);
    expect(countWords(draft.summary)).toBe(180);
  });

  it('trims what the fix turn left over the limits: the summary at a sentence boundary, seven learnings, short titles', async () => {
    const paragraphs = `${longSummary(10)}\n\n${longSummary(30)}`; // 840 words in two paragraphs
    const longTitle =
      'A very long title about bees that keeps going well past what fits on one line of a phone';
    const over = report({
      summary: paragraphs,
      learnings: 9,
      title: `${longTitle}, and more`,
      learningTitle: 'Check every hive each week before the first warm days of spring arrive',
    });
    fake.enqueue({ content: over }, { content: over });
    const draft = await generator().generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(fake.requests).toHaveLength(2); // one fix turn, no more
    const words = countWords(draft.summary);
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(400);
    expect(draft.summary).toMatch(/it\.$/); // ends on a whole sentence
    expect(draft.summary.split('\n\n')).toHaveLength(2); // paragraphs kept
    expect(draft.summary.startsWith(longSummary(10))).toBe(true);
    expect(draft.keyLearnings.map((l) => l.detail)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Detail number ${i + 1}.`),
    );
    expect(draft.keyLearnings[0]?.title).toBe('Check every hive each week before the first');
    expect(draft.title.length).toBeLessThanOrEqual(90);
    expect(longTitle.startsWith(draft.title)).toBe(true);
    expect(draft.title).toMatch(/\w$/); // cut at a word boundary, no dangling comma
  });

  it('fails as unusable when the report still has fewer than three learnings after the fix turn', async () => {
    fake.always({ content: report({ learnings: 2 }) });
    const error = await failure(generator().generate({ transcript: bees, episodeTitle: 'Bees' }));
    expect(fake.requests).toHaveLength(2);
    expect(lastUserMessage(1)).toContain('There are 2 key learnings; give 3–7.');
    expect(error.transient).toBe(false);
    expect(error.reason).toBe('unusable');
    expect(error.message).toBe('The language model could not write a usable report. Try again.');
    expect(error.detail.excerpt).toMatch(/2 key learnings; at least 3 are needed/);
  });

  it('fails as unusable, in plain words, when the model keeps answering invalid JSON', async () => {
    fake.always({ content: 'I am sorry, I cannot do that.' });
    const error = await failure(
      generator({ retries: 2 }).generate({ transcript: bees, episodeTitle: 'Bees' }),
    );
    expect(fake.requests).toHaveLength(3);
    expect(error.transient).toBe(false);
    expect(error.reason).toBe('unusable');
    expect(error.message).toBe('The language model could not write a usable report. Try again.');
    expect(error.detail).toMatchObject({
      provider: 'openai-compatible:test-model',
      problem: 'invalid answer',
      excerpt: 'the answer contains no JSON object',
      attempts: 3,
    });
  });

  it('retries server errors and reports them as transient once the attempts are used up', async () => {
    fake.enqueue({ status: 503, body: { error: { message: 'overloaded' } } });
    await generator().generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.always({ status: 500, body: { error: { message: 'boom' } } });
    const error = await failure(
      generator({ retries: 1 }).generate({ transcript: bees, episodeTitle: 'Bees' }),
    );
    expect(fake.requests).toHaveLength(2);
    expect(error.transient).toBe(true);
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe('The language model is not responding right now.');
    expect(error.detail).toMatchObject({ status: 500, excerpt: 'boom', problem: 'HTTP 500' });
  });

  it('does not retry a refused API key; the creator reads plain words, the detail is for the log', async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await failure(generator().generate({ transcript: bees, episodeTitle: 'Bees' }));
    expect(fake.requests).toHaveLength(1);
    expect(error.transient).toBe(false);
    expect(error.message).toBe('The language model is not available. Try again later.');
    expect(error.message).not.toMatch(/LLM_|capable/);
    expect(error.detail).toMatchObject({
      provider: 'openai-compatible:test-model',
      status: 401,
      excerpt: 'Incorrect API key provided',
      endpoint: new URL(fake.baseUrl).origin,
    });
  });

  it('gives up on an answer that takes longer than the timeout', async () => {
    fake.always({ delayMs: 1500, content: validReport() });
    const started = Date.now();
    const error = await failure(
      generator({ timeoutMs: 200, retries: 1 }).generate({ transcript: bees, episodeTitle: 'Bees' }),
    );
    expect(Date.now() - started).toBeLessThan(1400);
    expect(error.transient).toBe(true);
    expect(error.message).toBe('The language model took too long to answer.');
    expect(error.detail.problem).toBe('no answer within 0.2 s');
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again without response_format when the server does not know it', async () => {
    fake.enqueue({
      status: 400,
      body: { error: { message: 'Unrecognized request argument supplied: response_format' } },
    });
    await generator().generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.body.response_format).toBeUndefined();
  });

  it('remembers a refused response_format per base URL and model, and forgets it after its time', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const memory = new ResponseFormatMemory(() => now);
    const refusal = {
      status: 400,
      body: { error: { message: 'Unrecognized request argument supplied: response_format' } },
    };
    const make = (model: string, baseUrl = fake.baseUrl) =>
      createOpenAiCompatibleGenerator(
        { baseUrl, model, apiKey: undefined, timeoutMs: 5000 },
        { backoffMs: 10, responseFormatMemory: memory },
      );
    const formats = () => fake.requests.map((r) => r.body.response_format?.type ?? 'none');

    fake.enqueue(refusal);
    await make('model-a').generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(formats()).toEqual(['json_object', 'none']);

    // A new client for the same endpoint and model does not ask again; another model, or the same
    // model behind another base URL (a trailing slash is the same URL), does.
    fake.reset();
    await make('model-a', `${fake.baseUrl}/`).generate({ transcript: bees, episodeTitle: 'Bees' });
    await make('model-b').generate({ transcript: bees, episodeTitle: 'Bees' });
    await make('model-a', fake.baseUrl.replace('/v1', '/v2')).generate({
      transcript: bees,
      episodeTitle: 'Bees',
    });
    expect(formats()).toEqual(['none', 'json_object', 'json_object']);

    now += RESPONSE_FORMAT_MEMORY_MS - 1;
    fake.reset();
    await make('model-a').generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(formats()).toEqual(['none']);

    now += 1; // the hour is over: the server may have been upgraded meanwhile
    fake.reset();
    await make('model-a').generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(formats()).toEqual(['json_object']);
  });

  it('reports an unreachable endpoint as transient', async () => {
    const dead = createOpenAiCompatibleGenerator(
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: undefined, timeoutMs: 2000 },
      { retries: 0, backoffMs: 10 },
    );
    const error = await failure(dead.generate({ transcript: bees, episodeTitle: 'Bees' }));
    expect(error.transient).toBe(true);
    expect(error.message).toBe('The language model could not be reached.');
    expect(error.detail).toMatchObject({ problem: 'unreachable', endpoint: 'http://127.0.0.1:9' });
  });
});
