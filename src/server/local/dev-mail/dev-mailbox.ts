import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { DevMail, DevMailSummary } from '@shared/contract/mail';

/**
 * The local mailbox outside production (issue 26, ADR 180): an SMTP server inside the process, on
 * 127.0.0.1 and a free port, that keeps what it receives under DATA_DIR/mail/ (the raw .eml and its parsed
 * parts as .json, the newest 200) for the /dev-mail page. Kept on disk, so every process of one data
 * directory (ROLE api beside ROLE worker) shows the same mails, and they survive a restart.
 */

export interface DevMailbox {
  /** smtp://127.0.0.1:{port} — where the mail transport sends while no SMTP_URL is set. */
  smtpUrl: string;
  list(): Promise<DevMailSummary[]>;
  /** One mail, or null for an unknown id. */
  get(id: string): Promise<DevMail | null>;
  close(): Promise<void>;
}

const devMailboxKeep = 200;
/** A received mail larger than this is refused with 552, like a real server would. */
const maxMessageBytes = 10 * 1024 * 1024;
/** `{received-at ms, base 36, padded}-{random}`: sorts by arrival, and nothing else passes as an id. */
const idPattern = /^[0-9a-z]{10}-[0-9a-f]{12}$/;

const devMailDir = (dataDir: string) => join(dataDir, 'mail');

/** The mails kept under `dataDir`, newest first; readable without a running server (ROLE api). */
export function devMailStore(dataDir: string): Pick<DevMailbox, 'list' | 'get'> {
  const dir = devMailDir(dataDir);
  const ids = async () => {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => idPattern.test(id))
      .sort()
      .reverse();
  };
  const read = async (id: string): Promise<DevMail | null> => {
    if (!idPattern.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as DevMail;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    async list() {
      const mails = await Promise.all((await ids()).map(read));
      return mails
        .filter((mail): mail is DevMail => mail !== null)
        .map(({ id, to, from, subject, receivedAt }) => ({ id, to, from, subject, receivedAt }));
    },
    get: read,
  };
}

export async function startDevMailbox(options: {
  dataDir: string;
  log: FastifyBaseLogger;
}): Promise<DevMailbox> {
  const dir = devMailDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  const store = devMailStore(options.dataDir);
  // Loaded here, so a process that never runs the dev mailbox never loads the parser.
  const { simpleParser } = await import('mailparser');

  const keep = async (raw: Buffer, envelopeTo: string[]) => {
    const receivedAt = new Date();
    const id = `${receivedAt.getTime().toString(36).padStart(10, '0')}-${randomBytes(6).toString('hex')}`;
    const parsed = await simpleParser(raw);
    const mail: DevMail = {
      id,
      to: envelopeTo.join(', '),
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      receivedAt: receivedAt.toISOString(),
      html: typeof parsed.html === 'string' ? parsed.html : null,
      text: parsed.text ?? null,
      headers: parsed.headerLines.map(({ line }) => {
        const colon = line.indexOf(':');
        return {
          name: line.slice(0, colon).trim(),
          value: line
            .slice(colon + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim(),
        };
      }),
    };
    await writeFile(join(dir, `${id}.eml`), raw);
    // The .json last: a mail is listed only once it is whole.
    await writeFile(join(dir, `${id}.json`), JSON.stringify(mail));
    const names = (await readdir(dir)).filter((name) => idPattern.test(name.replace(/\.(eml|json)$/, '')));
    const ids = [...new Set(names.map((name) => name.replace(/\.(eml|json)$/, '')))].sort().reverse();
    for (const old of ids.slice(devMailboxKeep)) {
      await rm(join(dir, `${old}.json`), { force: true });
      await rm(join(dir, `${old}.eml`), { force: true });
    }
  };

  const server = new SMTPServer({
    name: 'podbrief-dev-mailbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          const error = Object.assign(new Error('Message too large'), { responseCode: 552 });
          callback(error);
          return;
        }
        keep(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        ).then(
          () => callback(),
          (error: unknown) => {
            options.log.error({ err: error }, 'dev mailbox: could not keep a mail');
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  });
  server.on('error', (error) => options.log.error({ err: error }, 'dev mailbox: SMTP server error'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  options.log.info({ smtpUrl, dir }, 'dev mailbox: receiving mail; read it at /dev-mail');

  return {
    smtpUrl,
    list: store.list,
    get: store.get,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The local mailbox when `config.mail.devMailbox` (outside production, no SMTP_URL), else null. The
     * mail transport sends to its `smtpUrl`; /api/dev-mail reads it.
     */
    devMailbox: DevMailbox | null;
  }
}
