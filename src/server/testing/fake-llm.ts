import { badRequest, noRoute, startFakeHttpServer, type FakeAnswer } from './fake-http-server';

/** What a test tells the fake to answer to one request. */
interface FakeLlmReply {
  status?: number;
  /** The assistant message content (wrapped into a chat completion); the fake's own answer when absent. */
  content?: string;
  /** A raw JSON body instead of a chat completion (for error bodies). */
  body?: unknown;
  /** Wait this long before answering (to provoke timeouts). */
  delayMs?: number;
  finishReason?: string;
  /** `usage.prompt_tokens` as the fake reports it (a server that cut the prompt reports what it kept). */
  promptTokens?: number;
  /** Streamed answers: the wait between two pieces (a slow model). */
  pieceDelayMs?: number;
  /** Streamed answers: after this many pieces, silence (a stalled model), until the client leaves. */
  stallAfterPieces?: number;
  /** Streamed answers: a start of JSON, then whitespace without end (a looping model). */
  whitespaceLoop?: boolean;
}

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name?: string; strict?: boolean } };
    max_tokens?: number;
    stream?: boolean;
    [key: string]: unknown;
  };
}

/**
 * One fabrication the fake adds to every answer while it is set, beside its truthful points (ADR 218):
 * the checks must keep each out of the report.
 */
export type FakeLie =
  | 'number'
  | 'name'
  | 'speaker'
  | 'quote'
  | 'wrong-passage'
  | 'unknown-passage'
  | 'anonymous'
  | 'sponsor'
  | 'uncited';

export interface FakeLlm {
  /** e.g. http://127.0.0.1:41234/v1 — use as LLM_BASE_URL. */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Queues replies; each request takes the next one, and the default answer once they run out. */
  enqueue(...replies: FakeLlmReply[]): void;
  /** Answers every request with this from now on (until reset). */
  always(reply: FakeLlmReply | ((request: RecordedChatRequest) => FakeLlmReply)): void;
  /** Adds this fabrication to every answer from now on (until reset). */
  lie(kind: FakeLie): void;
  /**
   * From now on the fake has a context of this many tokens (four characters a token) and answers a
   * longer prompt as OpenAI and vLLM do (`refuse`: 400 naming the context length) or as Ollama does
   * (`truncate`: it keeps the system prompt and the end of the rest, silently, and reports what it kept).
   */
  limitContext(tokens: number, how: 'refuse' | 'truncate'): void;
  /** The fabricated words the fake has written so far: none may reach a stored report. */
  fabricated: Set<string>;
  reset(): void;
  close(): Promise<void>;
}

/** The kind of request: a section's points, or the report written from the points. */
export function requestKind(request: RecordedChatRequest): 'section' | 'report' | 'other' {
  const system = request.body.messages?.[0]?.content ?? '';
  if (/read one section of a podcast episode/i.test(system)) return 'section';
  if (/receive numbered points/i.test(system)) return 'report';
  return 'other';
}

/**
 * A local OpenAI-compatible chat completions server for tests and offline development: it speaks the
 * same JSON as the real APIs (a server-sent event stream when asked to stream), records what it was
 * sent, and answers as a careful model would from the passages or points it receives, unless a test
 * queues other replies, sets a fault, or tells it to lie. Run it alone with
 * `npx tsx src/server/testing/fake-llm.ts [port]`.
 */
export async function startFakeLlm(options: { port?: number; host?: string } = {}): Promise<FakeLlm> {
  const requests: RecordedChatRequest[] = [];
  let queue: FakeLlmReply[] = [];
  let fixed: FakeLlmReply | ((request: RecordedChatRequest) => FakeLlmReply) | undefined;
  let lie: FakeLie | null = null;
  let context: { tokens: number; how: 'refuse' | 'truncate' } | null = null;
  const fabricated = new Set<string>();

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
    if (context && promptTokensOf(request) + (body.max_tokens ?? 0) > context.tokens) {
      if (context.how === 'refuse')
        return badRequest(
          `This model's maximum context length is ${context.tokens} tokens. However, you requested ${promptTokensOf(request) + (body.max_tokens ?? 0)} tokens. Please reduce the length of the messages.`,
        );
      return completion(
        request,
        { promptTokens: context.tokens },
        defaultAnswer(truncated(request, context.tokens), lie, fabricated),
        requests.length,
      );
    }
    const reply = queue.shift() ?? (typeof fixed === 'function' ? fixed(request) : fixed) ?? {};
    if (reply.body !== undefined)
      return { status: reply.status ?? 200, body: reply.body, delayMs: reply.delayMs };
    const content = reply.content ?? defaultAnswer(request, lie, fabricated);
    return completion(request, reply, content, requests.length);
  }, options);
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    fabricated,
    enqueue: (...replies) => {
      for (const reply of replies) queue.push(reply);
    },
    always: (reply) => {
      fixed = reply;
    },
    lie: (kind) => {
      lie = kind;
    },
    limitContext: (tokens, how) => {
      context = { tokens, how };
    },
    reset: () => {
      queue = [];
      fixed = undefined;
      lie = null;
      context = null;
      fabricated.clear();
      requests.length = 0;
    },
    close: () => server.close(),
  };
}

function completion(
  request: RecordedChatRequest,
  reply: FakeLlmReply,
  content: string,
  n: number,
): FakeAnswer {
  const model = request.body.model ?? 'fake';
  const usage = {
    prompt_tokens: reply.promptTokens ?? promptTokensOf(request),
    completion_tokens: Math.ceil(content.length / 4),
    total_tokens: 0,
  };
  const finish = reply.finishReason ?? 'stop';
  if (!request.body.stream)
    return {
      status: reply.status ?? 200,
      delayMs: reply.delayMs,
      body: {
        id: `chatcmpl-fake-${n}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
        usage,
      },
    };
  const chunk = (delta: object, finishReason: string | null, withUsage = false) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-fake-${n}`,
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...(withUsage ? { usage } : {}),
    })}\n\n`;
  return {
    status: reply.status ?? 200,
    delayMs: reply.delayMs,
    body: null,
    stream: async (write, gone) => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await write(chunk({ role: 'assistant', content: '' }, null));
      if (reply.whitespaceLoop) {
        await write(chunk({ content: '{"title": "' }, null));
        // Until the client gives up; bounded so a broken client cannot keep the fake busy forever.
        for (let i = 0; i < 100_000 && !gone(); i++) {
          await write(chunk({ content: '\n'.repeat(16) }, null));
          await pause(1);
        }
        return;
      }
      const pieces = content.match(/[\s\S]{1,40}/g) ?? [''];
      for (const [i, piece] of pieces.entries()) {
        if (gone()) return;
        if (reply.stallAfterPieces !== undefined && i >= reply.stallAfterPieces) {
          while (!gone()) await pause(20);
          return;
        }
        if (reply.pieceDelayMs) await pause(reply.pieceDelayMs);
        await write(chunk({ content: piece }, null));
      }
      await write(chunk({}, finish, true));
      await write('data: [DONE]\n\n');
    },
  };
}

/** The request as a server that cut it to its context read it: the system prompt and the last lines. */
function truncated(request: RecordedChatRequest, tokens: number): RecordedChatRequest {
  const messages = request.body.messages ?? [];
  let room = tokens * 4 - (messages[0]?.content.length ?? 0);
  const user = messages.at(-1)?.content.split('\n') ?? [];
  const kept: string[] = [];
  for (const line of user.reverse()) {
    room -= line.length + 1;
    if (room < 0) break;
    kept.unshift(line);
  }
  return {
    ...request,
    body: {
      ...request.body,
      messages: [...messages.slice(0, 1), { role: 'user', content: kept.join('\n') }],
    },
  };
}

/** About the tokens a real tokenizer would count: four characters a token. */
function promptTokensOf(request: RecordedChatRequest): number {
  return Math.ceil((request.body.messages ?? []).reduce((n, m) => n + m.content.length, 0) / 4);
}

interface Line {
  id: number;
  speaker: string | null;
  text: string;
}

/** The numbered passages or points a request carries: `[p12] Maya Chen: text`, `[P3] (section 1) title: text`. */
function linesOf(request: RecordedChatRequest, marker: 'p' | 'P'): Line[] {
  const user = request.body.messages?.findLast((m) => m.role === 'user')?.content ?? '';
  const lines: Line[] = [];
  for (const line of user.split('\n')) {
    const match = new RegExp(String.raw`^\[${marker}(\d+)\] (.*)$`).exec(line);
    if (!match) continue;
    let rest = match[2] ?? '';
    let speaker: string | null = null;
    if (marker === 'P') rest = rest.replace(/^\(section \d+\) /, '');
    const named = /^([\p{Lu}][\p{L}.'’-]*(?: [\p{Lu}][\p{L}.'’-]*){0,3}): /u.exec(rest);
    if (named) {
      speaker = named[1] ?? null;
      rest = rest.slice(named[0].length);
    }
    lines.push({ id: Number(match[1]), speaker, text: rest });
  }
  return lines;
}

const firstSentence = (text: string) => (/^.*?[.!?](?=\s|$)/u.exec(text)?.[0] ?? text).trim();
const titleFrom = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s'’-]/gu, '')
    .split(/\s+/)
    .slice(0, 5)
    .join(' ');

/** A careful model's answer from what the request carries, with one fabrication added when lying. */
function defaultAnswer(request: RecordedChatRequest, lie: FakeLie | null, fabricated: Set<string>): string {
  const kind = requestKind(request);
  if (kind === 'section') return sectionAnswer(request, lie, fabricated);
  if (kind === 'report') return reportAnswer(request, lie, fabricated);
  return JSON.stringify({ answer: 'yes' });
}

function sectionAnswer(request: RecordedChatRequest, lie: FakeLie | null, fabricated: Set<string>): string {
  const passages = linesOf(request, 'p');
  const usable = passages.filter((p) => firstSentence(p.text).split(/\s+/).length >= 6);
  const chosen = usable.filter((_, i) => i % Math.max(1, Math.floor(usable.length / 5)) === 0).slice(0, 5);
  const points = chosen.map((p) => ({
    title: titleFrom(firstSentence(p.text)),
    text: firstSentence(p.text),
    passages: [p.id],
  }));
  const quotes = chosen.slice(0, 1).map((p) => ({ text: firstSentence(p.text), passage: p.id }));
  const answer = {
    title: titleFrom(chosen[0]?.text ?? 'Talk')
      .split(' ')
      .slice(0, 3)
      .join(' '),
    points,
    quotes,
  };
  const base = chosen[0];
  if (lie && base) {
    const sentence = firstSentence(base.text);
    const other = passages.find((p) => p.speaker && p.speaker !== base.speaker)?.speaker ?? 'Maya Chen';
    const far = passages.at(-1)?.id === base.id ? passages[0]?.id : passages.at(-1)?.id;
    const add = (text: string, token: string, cite = [base.id]) => {
      fabricated.add(token);
      points.unshift({ title: titleFrom(text), text, passages: cite });
    };
    switch (lie) {
      case 'number': {
        const token = '4817';
        const changed = /\d/.test(sentence)
          ? sentence.replace(/\d+/, token)
          : `${sentence.replace(/[.!?]$/, '')} in ${token} cases.`;
        add(changed, token);
        break;
      }
      case 'name':
        add(`${sentence.replace(/[.!?]$/, '')}, as Bartholomew Quince found.`, 'Quince');
        break;
      case 'speaker':
        add(`${other} says that ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`, `${other} says`);
        break;
      case 'quote': {
        const words = sentence.replace(/[.!?]$/, '').split(/\s+/);
        const paraphrase = [...words.slice(0, 2), 'truly', ...words.slice(2)].join(' ');
        fabricated.add(`${words.slice(0, 2).join(' ')} truly`);
        quotes.unshift({ text: paraphrase, passage: base.id });
        break;
      }
      case 'wrong-passage':
        if (far !== undefined)
          points.unshift({ title: titleFrom(sentence), text: sentence, passages: [far] });
        break;
      case 'unknown-passage':
        points.unshift({ title: titleFrom(sentence), text: sentence, passages: [99_999] });
        break;
      case 'anonymous':
        add(`SPEAKER_01 explains that ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`, 'SPEAKER_01');
        break;
      case 'sponsor':
        add(
          'This episode is brought to you by Brightwell Lamps: use code BRIGHT20 at checkout.',
          'Brightwell',
        );
        break;
      case 'uncited':
        break;
    }
  }
  return JSON.stringify(answer);
}

function reportAnswer(request: RecordedChatRequest, lie: FakeLie | null, fabricated: Set<string>): string {
  const points = linesOf(request, 'P').map((p) => {
    const colon = p.text.indexOf(': ');
    return {
      id: p.id,
      title: colon > 0 ? p.text.slice(0, colon) : '',
      text: colon > 0 ? p.text.slice(colon + 2) : p.text,
    };
  });
  // About 14 sentences from points spread over the episode, in three paragraphs.
  const step = Math.max(1, Math.floor(points.length / 14));
  const sentences = points
    .filter((_, i) => i % step === 0)
    .slice(0, 14)
    .map((p) => ({ text: p.text, points: [p.id] }));
  const third = Math.ceil(sentences.length / 3);
  const summary = [0, 1, 2]
    .map((k) => sentences.slice(k * third, (k + 1) * third))
    .filter((p) => p.length > 0);
  const keyLearnings = points
    .filter((p) => p.title)
    .slice(0, 5)
    .map((p) => ({ title: p.title, detail: p.text, points: [p.id] }));
  const title = /Episode title: (.*)/.exec(request.body.messages?.at(-1)?.content ?? '')?.[1] ?? 'Episode';
  const first = points[0];
  if (lie && first) {
    const base = first.text.replace(/[.!?]$/, '');
    const extra: Record<FakeLie, { text: string; token: string; points: number[] } | null> = {
      number: { text: `${base}, in 4817 cases.`, token: '4817', points: [first.id] },
      name: { text: `${base}, as Bartholomew Quince found.`, token: 'Quince', points: [first.id] },
      speaker: null,
      quote: {
        text: `The guest puts it as “${base} truly and always”.`,
        token: 'truly and always',
        points: [first.id],
      },
      'wrong-passage': null,
      'unknown-passage': { text: `${base}.`, token: '', points: [987_654] },
      anonymous: { text: `SPEAKER_01 explains it: ${base}.`, token: 'SPEAKER_01', points: [first.id] },
      sponsor: {
        text: 'This episode is brought to you by Brightwell Lamps.',
        token: 'Brightwell',
        points: [first.id],
      },
      uncited: {
        text: 'Listeners will never hear rooftop gardening the same way again.',
        token: 'same way again',
        points: [],
      },
    };
    const fake = extra[lie];
    if (fake) {
      if (fake.token) fabricated.add(fake.token);
      summary[0]?.push({ text: fake.text, points: fake.points });
      keyLearnings.push({ title: 'A striking claim', detail: fake.text, points: fake.points });
    }
  }
  return JSON.stringify({ title, summary, keyLearnings });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8089);
  void startFakeLlm({ port }).then((fake) => console.log(`fake OpenAI-compatible server on ${fake.baseUrl}`));
}
