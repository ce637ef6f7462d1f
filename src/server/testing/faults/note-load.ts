import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notes } from '../../db/schema';
import type { CookieJar } from '../cookie-jar';

/**
 * A bounded load of note saves and reads against a server in another process, plus the ledger that
 * proves no acknowledged save was lost. Every request carries a time limit, so a hanging request is a
 * recorded failure, never a stuck test.
 */

export interface Reader {
  userId: string;
  jar: CookieJar;
}

export interface Outcome {
  method: string;
  path: string;
  startedAt: number;
  settledAt: number;
  /** HTTP status, or undefined when no answer came (connection refused/reset, or the time limit). */
  status: number | undefined;
  retryAfter: string | null;
  code: string | undefined;
  /** Why no answer came. */
  failure: string | undefined;
}

export interface SendResult {
  status: number | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One request as the browser app makes it (session cookie, same-origin headers), with a time limit. */
export async function send(
  baseUrl: string,
  reader: Reader,
  method: string,
  path: string,
  body: unknown,
  timeoutMs: number,
  record: (outcome: Outcome) => void,
): Promise<SendResult> {
  const startedAt = Date.now();
  const cookie = reader.jar.headerFor(path);
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        accept: 'application/json',
        origin: baseUrl,
        'sec-fetch-site': 'same-origin',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    record({
      method,
      path,
      startedAt,
      settledAt: Date.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      code: (parsed as { error?: { code?: string } } | undefined)?.error?.code,
      failure: undefined,
    });
    return { status: response.status, body: parsed };
  } catch (error) {
    const failure =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${timeoutMs} ms`
        : String((error as { cause?: { code?: string } }).cause?.code ?? error);
    record({
      method,
      path,
      startedAt,
      settledAt: Date.now(),
      status: undefined,
      retryAfter: null,
      code: undefined,
      failure,
    });
    return { status: undefined, body: undefined };
  }
}

interface NoteHistory {
  userId: string;
  reportId: string;
  /** Every content ever sent (acknowledged or not): the only texts the row may hold. */
  sent: Set<string>;
  /** The newest acknowledged save. */
  acked: { version: number; content: string } | undefined;
  ackCount: number;
}

/** What the server acknowledged, per (user, report), and the check against the database afterwards. */
export class NoteLedger {
  private readonly histories = new Map<string, NoteHistory>();

  private history(userId: string, reportId: string): NoteHistory {
    const key = `${userId}/${reportId}`;
    let h = this.histories.get(key);
    if (!h) {
      h = { userId, reportId, sent: new Set(), acked: undefined, ackCount: 0 };
      this.histories.set(key, h);
    }
    return h;
  }

  sent(userId: string, reportId: string, content: string) {
    this.history(userId, reportId).sent.add(content);
  }

  acknowledged(userId: string, reportId: string, version: number, content: string) {
    const h = this.history(userId, reportId);
    h.ackCount++;
    if (!h.acked || version > h.acked.version) h.acked = { version, content };
  }

  get acknowledgedSaves(): number {
    let n = 0;
    for (const h of this.histories.values()) n += h.ackCount;
    return n;
  }

  /**
   * Problems found in the database: an acknowledged note missing, older than its acknowledged version,
   * holding other text at that version, or holding text that was never sent. Empty means nothing was lost.
   */
  async verify(db: Database): Promise<string[]> {
    const problems: string[] = [];
    for (const h of this.histories.values()) {
      const [row] = await db
        .select({ content: notes.content, version: notes.version })
        .from(notes)
        .where(and(eq(notes.userId, h.userId), eq(notes.reportId, h.reportId)));
      const label = `note of ${h.userId} on ${h.reportId}`;
      if (!h.acked) {
        if (row && !h.sent.has(row.content)) problems.push(`${label}: holds text that was never sent`);
        continue;
      }
      if (!row) {
        problems.push(`${label}: acknowledged at version ${h.acked.version} but missing`);
        continue;
      }
      if (row.version < h.acked.version) {
        problems.push(`${label}: at version ${row.version}, older than acknowledged ${h.acked.version}`);
      } else if (row.version === h.acked.version && row.content !== h.acked.content) {
        problems.push(`${label}: version ${row.version} holds other text than acknowledged`);
      }
      if (!h.sent.has(row.content)) problems.push(`${label}: holds text that was never sent`);
    }
    return problems;
  }
}

export interface LoadOptions {
  baseUrl: () => string;
  readers: Reader[];
  reportIds: string[];
  ledger: NoteLedger;
  timeoutMs: number;
  record: (outcome: Outcome) => void;
  /** Reading clients besides the writers (feed, report page, note status). */
  readLoops?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the load: one writer per (reader, report) saving its note over and over the way the app does
 * (baseVersion = the last version it knows; after a 409 it takes the server's version, like the conflict
 * dialog), plus read loops. Each loop waits a little between requests, so the load is bounded.
 * `stop()` ends every loop and resolves once all requests have settled.
 */
export function startNoteLoad(options: LoadOptions): { stop: () => Promise<void> } {
  let running = true;
  const loops: Promise<void>[] = [];

  for (const reader of options.readers) {
    for (const reportId of options.reportIds) {
      loops.push(
        (async () => {
          let base = 0;
          for (let n = 1; running; n++) {
            const content = `save ${n} by ${reader.userId.slice(0, 8)} at ${Date.now()}`;
            options.ledger.sent(reader.userId, reportId, content);
            const res = await send(
              options.baseUrl(),
              reader,
              'PUT',
              `/api/reports/${reportId}/note`,
              { content, baseVersion: base },
              options.timeoutMs,
              options.record,
            );
            if (res.status === 200) {
              options.ledger.acknowledged(reader.userId, reportId, res.body.version as number, content);
              base = res.body.version as number;
              await pause(20);
            } else if (res.status === 409) {
              // A save whose answer was lost did land: continue from the server's version.
              base = res.body.error.details.serverVersion as number;
            } else {
              await pause(100);
            }
          }
        })(),
      );
    }
  }

  for (let i = 0; i < (options.readLoops ?? 0); i++) {
    const reader = options.readers[i % options.readers.length]!;
    loops.push(
      (async () => {
        for (let n = 0; running; n++) {
          const reportId = options.reportIds[n % options.reportIds.length]!;
          const paths = [
            '/api/reports?limit=10',
            `/api/reports/${reportId}`,
            `/api/reports/${reportId}/note`,
            `/api/notes/status?ids=${options.reportIds.join(',')}`,
          ];
          const res = await send(
            options.baseUrl(),
            reader,
            'GET',
            paths[n % paths.length]!,
            undefined,
            options.timeoutMs,
            options.record,
          );
          await pause(res.status === 200 ? 20 : 100);
        }
      })(),
    );
  }

  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
