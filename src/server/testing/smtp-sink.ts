import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:{port}; the same across stop() and start(). */
  url: string;
  received: ReceivedMail[];
  /** Mails received for this address (envelope recipient). */
  to(address: string): ReceivedMail[];
  /** Answer RCPT TO with this SMTP reply for addresses that match (e.g. 550 for a mailbox that does not exist). */
  refuse(match: (address: string) => boolean, code: number, message: string): void;
  /**
   * Cut the connection of the next `times` mails for addresses that match, after their data arrived and
   * before the server answers it: the mail is not accepted, and the sender sees the connection drop.
   */
  dropDuring(match: (address: string) => boolean, times: number): void;
  /** Cut every open connection at once (a network blip), idle pooled ones included; keep listening. */
  dropConnections(): void;
  /** How many connections the server has taken since it started (pooled senders reuse theirs). */
  connections(): number;
  /** Stop listening (an outage): connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server for tests (smtp-server), on 127.0.0.1 and a port of its own, that keeps every mail
 * it accepts, parsed with mailparser. It can refuse chosen recipients, cut connections mid-mail or idle,
 * and go down and up again.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals: { match: (address: string) => boolean; code: number; message: string }[] = [];
  const drops: { match: (address: string) => boolean; left: number }[] = [];
  const sockets = new Map<number, Socket>();
  let connections = 0;
  const make = () => {
    const made = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() is an outage: open (pooled) connections are told 421 and closed at once, not after 30 s.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        const refusal = refusals.find((r) => r.match(address.address));
        if (refusal) {
          const error = new Error(refusal.message) as Error & { responseCode: number };
          error.responseCode = refusal.code;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const drop = drops.find(
            (rule) => rule.left > 0 && session.envelope.rcptTo.some((r) => rule.match(r.address)),
          );
          if (drop) {
            drop.left -= 1;
            // No answer to the data: the connection ends under the sender mid-mail.
            sockets.get(session.remotePort)?.destroy();
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    made.server.on('connection', (socket: Socket) => {
      connections += 1;
      const port = socket.remotePort ?? 0;
      sockets.set(port, socket);
      socket.once('close', () => {
        if (sockets.get(port) === socket) sockets.delete(port);
      });
    });
    return made;
  };
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    refuse(match, code, message) {
      refusals.push({ match, code, message });
    },
    dropDuring(match, times) {
      drops.push({ match, left: times });
    },
    dropConnections() {
      for (const socket of sockets.values()) socket.destroy();
    },
    connections: () => connections,
    stop,
    async start() {
      if (running) return;
      server = make();
      await listen(port);
      running = true;
    },
    close: stop,
  };
}
