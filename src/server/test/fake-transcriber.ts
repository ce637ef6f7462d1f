import { rooftopBees } from '../summarizer/samples/rooftop-bees';
import { badRequest, noRoute, startFakeHttpServer } from './fake-http-server';

/** What a test tells the fake to answer to one request. */
interface FakeTranscriberReply {
  status?: number;
  /** A raw JSON body instead of the default verbose_json answer. */
  body?: unknown;
  /** Wait this long before answering (to provoke timeouts). */
  delayMs?: number;
}

interface RecordedTranscription {
  authorization: string | undefined;
  model: string | null;
  responseFormat: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
}

export interface FakeTranscriber {
  /** e.g. http://127.0.0.1:41234/v1 — use as TRANSCRIBE_BASE_URL. */
  baseUrl: string;
  requests: RecordedTranscription[];
  enqueue(...replies: FakeTranscriberReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * The default answer: `verbose_json` as OpenAI and whisper servers give it, with the lines of the sample
 * interview as timed segments (no speakers, as Whisper gives none). Real speech recognition is not the
 * point: the protocol is.
 */
function fakeVerboseJson() {
  const lines = rooftopBees.split('\n').flatMap((line) => {
    const match = /^\[(\d+):(\d+):(\d+)\] [^:]+: (.*)$/.exec(line);
    return match
      ? [{ start: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]), text: match[4] ?? '' }]
      : [];
  });
  const segments = lines.map((line, i) => ({
    id: i,
    seek: 0,
    start: line.start,
    end: lines[i + 1]?.start ?? line.start + 5,
    text: ` ${line.text}`,
    tokens: [],
    temperature: 0,
    avg_logprob: -0.2,
    compression_ratio: 1.4,
    no_speech_prob: 0.01,
  }));
  return {
    task: 'transcribe',
    language: 'english',
    duration: segments.at(-1)?.end ?? 0,
    text: segments.map((s) => s.text).join(''),
    segments,
  };
}

/**
 * A local server that speaks the OpenAI audio transcription protocol (`POST /v1/audio/transcriptions`,
 * multipart/form-data with `file` and `model`), records what it was sent and answers with timed
 * segments unless a test queues other replies. Run it alone with `npx tsx src/server/test/fake-transcriber.ts
 * [port]` and set TRANSCRIBE_BASE_URL to the address it prints to try transcription offline.
 */
export async function startFakeTranscriber(
  options: { port?: number; host?: string } = {},
): Promise<FakeTranscriber> {
  const requests: RecordedTranscription[] = [];
  let queue: FakeTranscriberReply[] = [];

  const server = await startFakeHttpServer(async (req) => {
    if (req.method !== 'POST' || !req.url.endsWith('/audio/transcriptions')) return noRoute(req);
    let form: FormData;
    try {
      form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(req.body),
      }).formData();
    } catch {
      return badRequest('Expected multipart/form-data');
    }
    const file = form.get('file');
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    requests.push({
      authorization: req.headers.authorization,
      model: text('model'),
      responseFormat: text('response_format'),
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      fileBytes: file instanceof File ? file.size : 0,
    });
    const reply = queue.shift() ?? {};
    if (!(file instanceof File) && reply.body === undefined) {
      return { ...badRequest('No file was sent'), delayMs: reply.delayMs };
    }
    return {
      status: reply.status ?? 200,
      body: reply.body !== undefined ? reply.body : fakeVerboseJson(),
      delayMs: reply.delayMs,
    };
  }, options);
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    enqueue: (...replies) => {
      for (const reply of replies) queue.push(reply);
    },
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () => server.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8090);
  void startFakeTranscriber({ port }).then((fake) =>
    console.log(`fake OpenAI-compatible transcription server on ${fake.baseUrl}`),
  );
}
