import { createTransport, type Transporter } from 'nodemailer';
import { recordHit } from '../../plugins/rate-limit-store';
import type { AppDeps } from '../../app-types';

/**
 * Mail out over SMTP (nodemailer), one pooled connection set per process, with a send budget shared by
 * every process (`MAIL_PER_MINUTE`) and failures sorted into the ones worth a retry and the ones that are
 * final (ADR 177).
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same on every attempt, so a receiver can drop a repeat. */
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}

type SendOutcome =
  | { ok: true; response: string }
  /** `permanent`: the server refused the mail for good (an SMTP 5xx answer); anything else is retried. */
  | { ok: false; permanent: boolean; error: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

/** Where the SMTP server is: a fixed URL, or one known only once something started it (the dev mailbox). */
export type SmtpUrlSource = string | (() => Promise<string | null>);

/** A transport that has nowhere to send yet: every attempt fails and is retried later. */
class NoSmtpServerError extends Error {
  constructor() {
    super('No SMTP server is configured or running yet');
    this.name = 'NoSmtpServerError';
  }
}

/** Sorts a nodemailer failure: an SMTP answer of 5xx is final; connection trouble and 4xx are not. */
export function classifySendError(error: unknown): { permanent: boolean; error: string } {
  const detail = error as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown };
  const responseCode = typeof detail.responseCode === 'number' ? detail.responseCode : undefined;
  const words =
    typeof detail.response === 'string' && detail.response
      ? detail.response
      : typeof detail.message === 'string'
        ? detail.message
        : String(error);
  const code = typeof detail.code === 'string' ? `${detail.code}: ` : '';
  return {
    permanent: responseCode !== undefined && responseCode >= 500 && responseCode < 600,
    error: `${code}${words}`.slice(0, 1000),
  };
}

/**
 * SMTP connections a process keeps open (ADR 232): every mail lane of a send job has one, so no mail
 * waits for a connection and none pays for opening one.
 */
export const smtpPoolSize = 8;
/**
 * Mails per connection before the pool opens a fresh one: large enough that reconnecting costs nothing
 * per mail, small enough for servers that cap a session's messages (commonly at 1,000 or more).
 */
const mailsPerConnection = 500;

/** An SMTP transport for `source`; the URL is read at the first send, when it may not be known earlier. */
export function createSmtpTransport(source: SmtpUrlSource): MailTransport {
  let transporter: Transporter | undefined;
  let closed = false;
  const open = async (): Promise<Transporter> => {
    if (transporter) return transporter;
    const url = typeof source === 'string' ? source : await source();
    if (!url) throw new NoSmtpServerError();
    if (closed) throw new Error('The mail transport is closed');
    transporter ??= createTransport({
      url,
      pool: true,
      maxConnections: smtpPoolSize,
      maxMessages: mailsPerConnection,
      // A server that is down must fail an attempt quickly; the queue retries it with backoff.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return transporter;
  };
  return {
    async send(mail) {
      try {
        const smtp = await open();
        const info = (await smtp.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          date: mail.date,
          headers: mail.headers,
        })) as { response?: string };
        return { ok: true, response: info.response ?? '' };
      } catch (error) {
        return { ok: false, ...classifySendError(error) };
      }
    },
    close() {
      closed = true;
      transporter?.close();
      transporter = undefined;
    },
  };
}

const sendBudgetKey = 'mail|send';
const minuteMs = 60_000;

/**
 * Waits for a place in this minute's send budget, counted in the shared database (the fixed-window
 * `rate_limits` row every process increments), so N workers together send at most `perMinute` mails a
 * minute. Real time, not the app clock: the budget is about the SMTP server's minute.
 */
export async function waitForSendSlot(
  deps: Pick<AppDeps, 'db'>,
  perMinute: number,
  signal?: AbortSignal,
  now: () => Date = () => new Date(),
  key = sendBudgetKey,
): Promise<void> {
  await waitForSendSlots(deps, perMinute, 1, signal, now, key);
}

/**
 * `waitForSendSlot` for up to `wanted` mails in one statement (ADR 232): adds them to the minute's count
 * and resolves with how many of them fit under `perMinute` (at least one, after waiting for the next
 * minute when none did). Places taken and not used are lost to the budget: it errs on the side of fewer.
 */
export async function waitForSendSlots(
  deps: Pick<AppDeps, 'db'>,
  perMinute: number,
  wanted: number,
  signal?: AbortSignal,
  now: () => Date = () => new Date(),
  key = sendBudgetKey,
): Promise<number> {
  for (;;) {
    signal?.throwIfAborted();
    const at = now();
    const hit = await recordHit(deps.db, key, minuteMs, at, wanted);
    const granted = Math.min(wanted, perMinute - (hit.count - wanted));
    if (granted > 0) return granted;
    await pause(Math.max(50, hit.resetAt.getTime() - at.getTime()), signal);
  }
}

/**
 * Places in the send budget for a known number of mails, taken from the database a run at a time as
 * they are used: `take()` before each send. Mails sent at once share one request for places.
 */
export function sendSlots(
  deps: Pick<AppDeps, 'db'>,
  perMinute: number,
  total: number,
  signal?: AbortSignal,
): { take(): Promise<void> } {
  let left = 0;
  let owed = total;
  let asking: Promise<void> | undefined;
  return {
    async take() {
      while (left === 0) {
        if (owed <= 0) throw new Error('More send places taken than asked for');
        asking ??= waitForSendSlots(deps, perMinute, owed, signal)
          .then((granted) => {
            left += granted;
            owed -= granted;
          })
          .finally(() => {
            asking = undefined;
          });
        await asking;
      }
      left -= 1;
    },
  };
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** A Message-ID on the sender's own domain (from MAIL_FROM), e.g. `<uuid@podbrief.example>`. */
export function messageIdFor(id: string, from: string): string {
  const open = from.lastIndexOf('<');
  const address = open >= 0 ? from.slice(open + 1).replace('>', '') : from;
  const domain = address.includes('@') ? address.split('@').pop()?.trim() : undefined;
  return `<${id}@${domain && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'podbrief.local'}>`;
}
