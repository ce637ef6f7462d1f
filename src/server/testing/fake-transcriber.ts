import { parseBuffer } from 'music-metadata';
import { rooftopBees } from '../summarizer/samples/rooftop-bees';
import { badRequest, noRoute, startFakeHttpServer, type FakeAnswer } from './fake-http-server';

/** What a test tells the fake to answer to one request. */
interface FakeTranscriberReply {
  status?: number;
  /** A raw JSON body instead of the default verbose_json answer. */
  body?: unknown;
  /** Wait this long before answering (to provoke timeouts). */
  delayMs?: number;
  /** Answer only once this settles: a test holds a request open while it looks at what the app shows. */
  until?: Promise<unknown>;
}

interface RecordedTranscription {
  authorization: string | undefined;
  model: string | null;
  responseFormat: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
  /** The length of the audio received, as music-metadata reads it; null when it cannot. */
  audioSeconds: number | null;
  /** The segments answered (with `timeByAudio`), on the clock of the file received. */
  answered: { start: number; end: number; text: string }[];
}

interface FakeTranscriberOptions {
  port?: number;
  host?: string;
  /** The largest file taken, as OpenAI's 25 MB; a larger one gets OpenAI's 413. */
  maxFileBytes?: number;
  /**
   * The answer formats a model takes; any other gets a 400 naming the parameter, as OpenAI's
   * gpt-4o-transcribe gives for `verbose_json`. Models not listed take every format.
   */
  formatsOf?: Record<string, readonly string[]>;
  /**
   * The longest audio a model takes (with `timeByAudio`); longer gets the 400 OpenAI gives its gpt-4o
   * models past 1,400 s.
   */
  maxSecondsOf?: Record<string, number>;
  /**
   * Spread the sample interview's lines over the length of the audio received (a line every few
   * seconds), instead of its own times: the answer then depends on the file, as a real one does.
   */
  timeByAudio?: boolean;
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
const sampleLines = rooftopBees.split('\n').flatMap((line) => {
  const match = /^\[(\d+):(\d+):(\d+)\] [^:]+: (.*)$/.exec(line);
  return match
    ? [{ start: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]), text: match[4] ?? '' }]
    : [];
});

/**
 * The sample's lines from `first` on (round again at the end), spread over `seconds` of audio: at most
 * one every two seconds, at least one.
 */
function linesOver(seconds: number, first: number): { start: number; text: string }[] {
  const count = Math.max(1, Math.min(sampleLines.length, Math.floor(seconds / 2)));
  return Array.from({ length: count }, (_, i) => ({
    start: (i * seconds) / count,
    text: sampleLines[(first + i) % sampleLines.length]!.text,
  }));
}

function fakeVerboseJson(lines: { start: number; text: string }[], duration?: number) {
  const segments = lines.map((line, i) => ({
    id: i,
    seek: 0,
    start: line.start,
    end: lines[i + 1]?.start ?? duration ?? line.start + 5,
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
    duration: duration ?? segments.at(-1)?.end ?? 0,
    text: segments.map((s) => s.text).join(''),
    segments,
  };
}

/** The newer OpenAI transcription models answer `json` or `text`, not `verbose_json`. */
const newerModels: Record<string, readonly string[]> = {
  'gpt-4o-transcribe': ['json', 'text'],
  'gpt-4o-mini-transcribe': ['json', 'text'],
};

/** What OpenAI says to a model asked for a format it has not (gpt-4o-transcribe and `verbose_json`). */
function formatRefused(format: string, model: string): FakeAnswer {
  return {
    status: 400,
    body: {
      error: {
        message: `response_format '${format}' is not compatible with model '${model}'. Use 'json' or 'text' instead.`,
        type: 'invalid_request_error',
        param: 'response_format',
        code: 'unsupported_value',
      },
    },
  };
}

async function audioSeconds(file: File): Promise<number | null> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const metadata = await parseBuffer(
      bytes,
      { mimeType: file.type, size: bytes.length },
      { duration: true },
    );
    return metadata.format.duration ?? null;
  } catch {
    return null;
  }
}

/**
 * A local server that speaks the OpenAI audio transcription protocol (`POST /v1/audio/transcriptions`,
 * multipart/form-data with `file`, `model` and `response_format`): it refuses a file over its size limit
 * with 413 and `verbose_json` for the newer models with 400, as OpenAI does, answers `json` and `text`
 * with the words alone, records what it was sent and answers with timed segments unless a test queues
 * other replies. Run it alone with `npx tsx src/server/testing/fake-transcriber.ts [port]` and set
 * TRANSCRIBE_BASE_URL to the address it prints to try transcription offline.
 */
export async function startFakeTranscriber(options: FakeTranscriberOptions = {}): Promise<FakeTranscriber> {
  const maxFileBytes = options.maxFileBytes ?? 25 * 1024 * 1024;
  const formatsOf = options.formatsOf ?? newerModels;
  const requests: RecordedTranscription[] = [];
  let queue: FakeTranscriberReply[] = [];
  /** With `timeByAudio`, the next file's answer goes on where the last one stopped, as the parts of one episode do. */
  let nextLine = 0;

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
    const seconds = file instanceof File && options.timeByAudio ? await audioSeconds(file) : null;
    const lines = seconds === null ? sampleLines : linesOver(seconds, nextLine);
    if (seconds !== null) nextLine += lines.length;
    const recorded: RecordedTranscription = {
      authorization: req.headers.authorization,
      model: text('model'),
      responseFormat: text('response_format'),
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      fileBytes: file instanceof File ? file.size : 0,
      audioSeconds: seconds,
      answered: [],
    };
    requests.push(recorded);
    const format = recorded.responseFormat ?? 'json';
    const model = recorded.model ?? '';
    if (file instanceof File && file.size > maxFileBytes) {
      return badRequest(
        `Maximum content size limit (${maxFileBytes}) exceeded (${file.size} bytes read)`,
        413,
      );
    }
    if (formatsOf[model] && !formatsOf[model].includes(format)) return formatRefused(format, model);
    const longest = options.maxSecondsOf?.[model];
    if (longest !== undefined && seconds !== null && seconds > longest) {
      return badRequest(
        `audio duration ${seconds} seconds is longer than ${longest} seconds which is the maximum for this model`,
      );
    }
    const reply = queue.shift() ?? {};
    await reply.until;
    if (!(file instanceof File) && reply.body === undefined) {
      return { ...badRequest('No file was sent'), delayMs: reply.delayMs };
    }
    if (reply.body !== undefined)
      return { status: reply.status ?? 200, body: reply.body, delayMs: reply.delayMs };
    const answer = fakeVerboseJson(lines, seconds ?? undefined);
    if (reply.status && reply.status >= 400)
      return { ...badRequest('The fake was told to fail', reply.status), delayMs: reply.delayMs };
    if (format === 'verbose_json') {
      recorded.answered = answer.segments.map(({ start, end, text }) => ({ start, end, text }));
      return { status: reply.status ?? 200, body: answer, delayMs: reply.delayMs };
    }
    if (format === 'text') {
      return {
        body: Buffer.from(answer.text),
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        delayMs: reply.delayMs,
      };
    }
    return { body: { text: answer.text }, delayMs: reply.delayMs };
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
      nextLine = 0;
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
