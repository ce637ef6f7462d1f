/**
 * Recorded model answers (ADR 218): what a good model answered to the grounded pipeline's prompts for a
 * few corpus episodes, kept in bench/eval/recorded/<episode>.json and keyed by a hash of the prompt, and
 * a real OpenAI-compatible HTTP server that answers the pipeline from them. The recordings hold the
 * model's answers only (points, titles, quotes of a sentence at most), never the corpus text.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const recordedDir = fileURLToPath(new URL('./recorded', import.meta.url));

/** The settings the answers were recorded at: the sections, and so the prompts, depend on them. */
export const recordedSettings = { contextTokens: 8192, maxOutputTokens: 2048 } as const;

interface RecordedAnswer {
  kind: 'section' | 'report';
  /** The section's index (0-based); 0 for the report. */
  index: number;
  answer: unknown;
}

export interface Recording {
  episode: string;
  answers: Record<string, RecordedAnswer>;
}

interface Message {
  role: string;
  content: string;
}

/** The key of a prompt: the first 16 hex digits of the SHA-256 of its messages. */
export function promptKey(messages: readonly Message[]): string {
  const hash = createHash('sha256');
  for (const m of messages) hash.update(`${m.role}\n${m.content}\n\u0000`);
  return hash.digest('hex').slice(0, 16);
}

/** Which prompt a request is: a section's (with its index) or the report's. */
function promptPlace(messages: readonly Message[]): { kind: 'section' | 'report'; index: number } | null {
  const system = messages[0]?.content ?? '';
  const user = messages.at(-1)?.content ?? '';
  if (/read one section of a podcast episode/i.test(system)) {
    const section = /^Section (\d+) of \d+/m.exec(user);
    return { kind: 'section', index: Number(section?.[1] ?? 1) - 1 };
  }
  if (/receive numbered points/i.test(system)) return { kind: 'report', index: 0 };
  return null;
}

const recordingPath = (episode: string) => join(recordedDir, `${episode}.json`);

export async function readRecording(episode: string): Promise<Recording> {
  try {
    return JSON.parse(await readFile(recordingPath(episode), 'utf8')) as Recording;
  } catch {
    return { episode, answers: {} };
  }
}

export async function writeRecording(recording: Recording): Promise<void> {
  await writeFile(recordingPath(recording.episode), `${JSON.stringify(recording, null, 2)}\n`);
}

/** How the replay answered: exactly recorded prompts, stale ones (same place, other text), and missing. */
export interface ReplayTally {
  exact: number;
  stale: number;
  missing: { kind: string; index: number; key: string; messages: Message[] }[];
}

export interface ReplayServer {
  baseUrl: string;
  tally: ReplayTally;
  close(): Promise<void>;
}

/**
 * Answers each chat completion from the recording: by the prompt's hash, else (a prompt that changed
 * since it was recorded, e.g. after a change to the transcript repair) by its place, counted as stale,
 * so the checks judge the old answer against the new passages. A prompt never recorded gets a 400 that
 * reads as a context overflow: the pipeline makes that section with the built-in extract.
 */
export async function startReplayServer(recording: Recording): Promise<ReplayServer> {
  const tally: ReplayTally = { exact: 0, stale: 0, missing: [] };
  const byPlace = new Map<string, RecordedAnswer>();
  for (const answer of Object.values(recording.answers))
    byPlace.set(`${answer.kind}:${answer.index}`, answer);
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { messages?: Message[] };
      const messages = body.messages ?? [];
      const key = promptKey(messages);
      const place = promptPlace(messages);
      let answer = recording.answers[key];
      if (answer) tally.exact++;
      else if (place && (answer = byPlace.get(`${place.kind}:${place.index}`))) tally.stale++;
      if (!answer) {
        tally.missing.push({ kind: place?.kind ?? 'other', index: place?.index ?? 0, key, messages });
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: 'no recorded answer: treated as exceeding the context length' },
          }),
        );
        return;
      }
      const content = JSON.stringify(answer.answer);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `replay-${key}`,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    tally,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
