import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rooftopBees } from '../summarizer/samples/rooftop-bees';

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

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      if (req.method !== 'POST' || !req.url?.endsWith('/audio/transcriptions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
        return;
      }
      let form: FormData;
      try {
        form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: new Uint8Array(raw),
        }).formData();
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Expected multipart/form-data' } }));
        return;
      }
      const file = form.get('file');
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : null;
      };
      const record: RecordedTranscription = {
        authorization: req.headers.authorization,
        model: text('model'),
        responseFormat: text('response_format'),
        fileName: file instanceof File ? file.name : null,
        fileType: file instanceof File ? file.type : null,
        fileBytes: file instanceof File ? file.size : 0,
      };
      requests.push(record);
      const reply = queue.shift() ?? {};
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      if (!(file instanceof File) && reply.body === undefined) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'No file was sent' } }));
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body !== undefined ? reply.body : fakeVerboseJson()));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      for (const reply of replies) queue.push(reply);
    },
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8090);
  void startFakeTranscriber({ port }).then((fake) =>
    console.log(`fake OpenAI-compatible transcription server on ${fake.baseUrl}`),
  );
}
