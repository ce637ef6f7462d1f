import { badRequest, noRoute, startFakeHttpServer } from './fake-http-server';

/** What a test tells the fake to answer to one request. */
interface FakeLlmReply {
  status?: number;
  /** The assistant message content (wrapped into a chat completion). */
  content?: string;
  /** A raw JSON body instead of a chat completion (for error bodies). */
  body?: unknown;
  /** Wait this long before answering (to provoke timeouts). */
  delayMs?: number;
  finishReason?: string;
}

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

export interface FakeLlm {
  /** e.g. http://127.0.0.1:41234/v1 — use as LLM_BASE_URL. */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Queues replies; each request takes the next one, and the default answer once they run out. */
  enqueue(...replies: FakeLlmReply[]): void;
  /** Answers every request with this from now on (until reset). */
  always(reply: FakeLlmReply | ((request: RecordedChatRequest) => FakeLlmReply)): void;
  reset(): void;
  close(): Promise<void>;
}

/** True when a request is the map step (notes on one part) rather than the final report. */
export function isNotesRequest(request: RecordedChatRequest): boolean {
  return /take notes on one part/i.test(request.body.messages?.[0]?.content ?? '');
}

/**
 * A local OpenAI-compatible chat completions server for tests and offline development: it speaks the
 * same JSON as the real APIs, records what it was sent, and answers deterministically from the input
 * unless a test queues other replies. Run it alone with `npx tsx src/server/test/fake-llm.ts [port]`.
 */
export async function startFakeLlm(options: { port?: number; host?: string } = {}): Promise<FakeLlm> {
  const requests: RecordedChatRequest[] = [];
  let queue: FakeLlmReply[] = [];
  let fixed: FakeLlmReply | ((request: RecordedChatRequest) => FakeLlmReply) | undefined;

  const server = await startFakeHttpServer((req) => {
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) return noRoute(req);
    let body: RecordedChatRequest['body'] = {};
    try {
      body = JSON.parse(req.body.toString('utf8')) as RecordedChatRequest['body'];
    } catch {
      return badRequest('Request body is not JSON');
    }
    const request: RecordedChatRequest = { path: req.url, authorization: req.headers.authorization, body };
    requests.push(request);
    const reply =
      queue.shift() ?? (typeof fixed === 'function' ? fixed(request) : fixed) ?? defaultReply(request);
    const payload =
      reply.body !== undefined
        ? reply.body
        : {
            id: `chatcmpl-fake-${requests.length}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: body.model ?? 'fake',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content ?? '' },
                finish_reason: reply.finishReason ?? 'stop',
              },
            ],
            usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
          };
    return { status: reply.status ?? 200, body: payload, delayMs: reply.delayMs };
  }, options);
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    enqueue: (...replies) => {
      for (const reply of replies) queue.push(reply);
    },
    always: (reply) => {
      fixed = reply;
    },
    reset: () => {
      queue = [];
      fixed = undefined;
      requests.length = 0;
    },
    close: () => server.close(),
  };
}

/** Sentences of the text the request carries, for answers that depend on the input. */
function sentencesOf(request: RecordedChatRequest): string[] {
  const user = request.body.messages?.findLast((m) => m.role === 'user')?.content ?? '';
  const inner = /"""\n([\s\S]*)\n"""/.exec(user)?.[1] ?? user;
  return (inner.match(/(?<![^.!?\n])[^.!?\n]+[.!?]/g) ?? [])
    .map((s) => s.replace(/^[-\s]*(?:[\p{L} ]{1,40}:\s)?/u, '').trim())
    .filter((s) => s.length > 20);
}

/** A valid answer built from the input: notes for a part, or a complete report. */
function defaultReply(request: RecordedChatRequest): FakeLlmReply {
  const sentences = sentencesOf(request);
  if (isNotesRequest(request)) {
    return {
      content: JSON.stringify({
        notes: sentences.slice(0, 5).length > 0 ? sentences.slice(0, 5) : ['Nothing notable.'],
      }),
    };
  }
  const title = /Episode title: (.*)/.exec(request.body.messages?.at(-1)?.content ?? '')?.[1] ?? 'Episode';
  const filler =
    'The conversation covers the topic in depth, with practical examples and clear advice for listeners.';
  const summaryParts = [...sentences.slice(0, 12)];
  while (summaryParts.join(' ').split(/\s+/).length < 160) summaryParts.push(filler);
  const summary = `${summaryParts.slice(0, Math.ceil(summaryParts.length / 2)).join(' ')}\n\n${summaryParts
    .slice(Math.ceil(summaryParts.length / 2))
    .join(' ')}`;
  const learnings = [0, 1, 2].map((i) => ({
    title: `Key point ${i + 1}`,
    detail: sentences[i] ?? 'The episode makes a clear, practical point.',
  }));
  return { content: JSON.stringify({ title: `Model report: ${title}`, summary, keyLearnings: learnings }) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8089);
  void startFakeLlm({ port }).then((fake) => console.log(`fake OpenAI-compatible server on ${fake.baseUrl}`));
}
