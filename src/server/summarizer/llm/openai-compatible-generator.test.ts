import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNotesRequest, startFakeLlm, type FakeLlm } from '../../test/fake-llm';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { GenerationError } from '../generation-error';
import { longTranscript } from '../samples/long-transcript';
import { rooftopBees } from '../samples/rooftop-bees';
import { createOpenAiCompatibleGenerator, type OpenAiCompatibleOptions } from './openai-compatible-generator';

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
    { backoffMs: 10, ...options },
  );
}

const bees = parseTranscript(rooftopBees);
const validReport = (learnings = 3) =>
  JSON.stringify({
    title: 'Bees on the roof',
    summary: 'Rooftop hives do well in cities. '.repeat(30),
    keyLearnings: Array.from({ length: learnings }, (_, i) => ({
      title: `Point ${i + 1}`,
      detail: `Detail number ${i + 1}.`,
    })),
  });

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GenerationError) return error;
    throw error;
  }
  throw new Error('expected a GenerationError');
}

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
      { content: `\`\`\`json\n${validReport(9)}\n\`\`\`` },
    );
    const draft = await generator().generate({ transcript: bees, episodeTitle: 'Bees' });
    expect(fake.requests).toHaveLength(2);
    expect(draft.title).toBe('Bees on the roof');
    expect(draft.keyLearnings).toHaveLength(7); // extra learnings are cut to seven
  });

  it('fails for good with a clear message when the model keeps answering invalid JSON', async () => {
    fake.always({ content: 'I am sorry, I cannot do that.' });
    const error = await failure(
      generator({ retries: 2 }).generate({ transcript: bees, episodeTitle: 'Bees' }),
    );
    expect(fake.requests).toHaveLength(3);
    expect(error.transient).toBe(false);
    expect(error.message).toBe(
      'The language model did not return a valid report after 3 attempts (the answer contains no JSON object). Try again, or use a more capable model.',
    );
  });

  it('refuses an answer with fewer than three key learnings', async () => {
    fake.always({ content: validReport(2) });
    const error = await failure(
      generator({ retries: 1 }).generate({ transcript: bees, episodeTitle: 'Bees' }),
    );
    expect(error.message).toMatch(/keyLearnings: give at least 3/);
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
    expect(error.message).toBe('The language model service is unavailable (HTTP 500: boom).');
  });

  it('does not retry a refused API key, and says what to check', async () => {
    fake.always({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await failure(generator().generate({ transcript: bees, episodeTitle: 'Bees' }));
    expect(fake.requests).toHaveLength(1);
    expect(error.transient).toBe(false);
    expect(error.message).toBe(
      'The language model service refused the request (HTTP 401: Incorrect API key provided). Check LLM_API_KEY.',
    );
  });

  it('gives up on an answer that takes longer than the timeout', async () => {
    fake.always({ delayMs: 1500, content: validReport() });
    const started = Date.now();
    const error = await failure(
      generator({ timeoutMs: 200, retries: 1 }).generate({ transcript: bees, episodeTitle: 'Bees' }),
    );
    expect(Date.now() - started).toBeLessThan(1400);
    expect(error.transient).toBe(true);
    expect(error.message).toBe('The language model did not answer within 0.2 seconds.');
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

  it('reports an unreachable endpoint as transient', async () => {
    const dead = createOpenAiCompatibleGenerator(
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: undefined, timeoutMs: 2000 },
      { retries: 0, backoffMs: 10 },
    );
    const error = await failure(dead.generate({ transcript: bees, episodeTitle: 'Bees' }));
    expect(error.transient).toBe(true);
    expect(error.message).toMatch(/^Could not reach the language model service at http:\/\/127\.0\.0\.1:9/);
  });
});
