import { noRoute, startFakeHttpServer, type FakeAnswer } from './fake-http-server';

/** What one path answers: a body of `totalBytes` (or one that never ends), written as fast as it is read. */
interface FloodReply {
  status?: number;
  contentType?: string;
  /** Written first, then filler up to `totalBytes`. */
  prefix?: string;
  /** The body's size, or `endless` for one that never ends. */
  totalBytes: number | 'endless';
  /** Send a Content-Length of `totalBytes` (true) or stream it chunked (false, the default). */
  declareLength?: boolean;
  /** A Content-Length to announce whatever is sent (with `stall`: a body that is promised, never sent). */
  declaredBytes?: number;
  /** Send the prefix, then nothing more until the client goes away. */
  stall?: boolean;
  headers?: Record<string, string>;
}

/** What the server managed to write of one answer before the client read it all or went away. */
interface FloodOutcome {
  path: string;
  /** Bytes handed to the socket, counted as they are accepted (writes wait for the client to read). */
  bytesWritten: number;
  /** The whole body was written. */
  finished: boolean;
}

export interface FloodServer {
  url(path: string): string;
  /** e.g. http://127.0.0.1:41234/v1, for clients that add their own paths. */
  baseUrl: string;
  serve(path: string, reply: FloodReply): void;
  /** Resolves once the answer to the next (or current) request for `path` is over. */
  outcome(path: string): Promise<FloodOutcome>;
  close(): Promise<void>;
}

const fillerChunk = Buffer.alloc(64 * 1024, 'a');

/**
 * A local HTTP server for size-limit tests, on the shared fake server: it answers each path with a large
 * (or endless) body and counts the bytes it could write, with backpressure, before the client stopped
 * reading. A reader that cancels at its limit leaves that count far below the body's size; one that reads
 * everything does not.
 */
export async function startFloodServer(): Promise<FloodServer> {
  const replies = new Map<string, FloodReply>();
  const outcomes = new Map<string, Promise<FloodOutcome>>();
  const settle = new Map<string, (outcome: FloodOutcome) => void>();
  const expect = (path: string) => {
    if (!outcomes.has(path))
      outcomes.set(path, new Promise<FloodOutcome>((resolve) => settle.set(path, resolve)));
    return outcomes.get(path) as Promise<FloodOutcome>;
  };

  const server = await startFakeHttpServer((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    const reply = replies.get(path);
    if (!reply) return noRoute(request);
    void expect(path);
    const report = settle.get(path);
    return flood(reply, (outcome) => {
      outcomes.delete(path);
      settle.delete(path);
      report?.({ path, ...outcome });
    });
  });
  return {
    url: (path) => `${server.origin}${path}`,
    baseUrl: `${server.origin}/v1`,
    serve: (path, reply) => {
      replies.set(path, reply);
    },
    outcome: (path) => expect(path),
    close: () => server.close(),
  };
}

function flood(reply: FloodReply, over: (outcome: Omit<FloodOutcome, 'path'>) => void): FakeAnswer {
  const prefix = Buffer.from(reply.prefix ?? '');
  const total = reply.totalBytes;
  const length = reply.declaredBytes ?? (reply.declareLength && total !== 'endless' ? total : undefined);
  return {
    status: reply.status ?? 200,
    body: null,
    headers: {
      'content-type': reply.contentType ?? 'application/json',
      ...(length !== undefined ? { 'content-length': String(length) } : {}),
      ...reply.headers,
    },
    stream: async (write, gone, left) => {
      let written = 0;
      const send = async (chunk: Buffer) => {
        written += chunk.length;
        await write(chunk);
      };
      if (prefix.length > 0) await send(total === 'endless' ? prefix : prefix.subarray(0, total));
      if (reply.stall) {
        await left;
        over({ bytesWritten: written, finished: false });
        return;
      }
      while (!gone() && (total === 'endless' || written < total)) {
        await send(
          total === 'endless'
            ? fillerChunk
            : fillerChunk.subarray(0, Math.min(fillerChunk.length, total - written)),
        );
      }
      over({ bytesWritten: written, finished: !gone() });
    },
  };
}
