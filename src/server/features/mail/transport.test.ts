import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { freePort } from '../../testing/free-port';
import {
  classifySendError,
  createSmtpTransport,
  messageIdFor,
  smtpPoolSize,
  type OutgoingMail,
} from './transport';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  sink.refuse((address) => address.startsWith('gone@'), 550, 'No such mailbox');
  sink.refuse((address) => address.startsWith('busy@'), 451, 'Try again later');
});
afterAll(async () => {
  await sink?.close();
});

const mail = (to: string): OutgoingMail => ({
  from: 'Podbrief <news@podbrief.test>',
  to,
  subject: 'A subject',
  html: '<p>Hello</p>',
  text: 'Hello',
  messageId: '<fixed-id@podbrief.test>',
  date: new Date('2026-06-10T08:00:00Z'),
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

describe('the SMTP transport', () => {
  it('sends with the Message-ID, Date and headers it is given', async () => {
    const transport = createSmtpTransport(sink.url);
    try {
      expect(await transport.send(mail('reader@example.test'))).toMatchObject({ ok: true });
    } finally {
      transport.close();
    }
    const [received] = sink.to('reader@example.test');
    expect(received?.parsed.messageId).toBe('<fixed-id@podbrief.test>');
    expect(received?.parsed.date?.toISOString()).toBe('2026-06-10T08:00:00.000Z');
    expect(received?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('calls a 5xx answer permanent, and a 4xx answer or a refused connection worth a retry', async () => {
    const transport = createSmtpTransport(sink.url);
    try {
      expect(await transport.send(mail('gone@example.test'))).toMatchObject({
        ok: false,
        permanent: true,
        error: expect.stringContaining('No such mailbox'),
      });
      expect(await transport.send(mail('busy@example.test'))).toMatchObject({ ok: false, permanent: false });
    } finally {
      transport.close();
    }
    const nowhere = createSmtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    try {
      expect(await nowhere.send(mail('reader@example.test'))).toMatchObject({ ok: false, permanent: false });
    } finally {
      nowhere.close();
    }
  });

  it('sends many mails over a few kept connections', async () => {
    const before = sink.connections();
    const transport = createSmtpTransport(sink.url);
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          transport.send({ ...mail(`pooled-${i}@example.test`), messageId: `<pooled-${i}@podbrief.test>` }),
        ),
      );
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    } finally {
      transport.close();
    }
    expect(sink.received.filter((m) => m.to[0]?.startsWith('pooled-'))).toHaveLength(60);
    // One connection per mail would be 60; the pool keeps at most its maximum open.
    expect(sink.connections() - before).toBeLessThanOrEqual(smtpPoolSize);
  });

  it('loses no mail and sends none twice when pooled connections drop mid-mail or while idle', async () => {
    const transport = createSmtpTransport(sink.url);
    const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
    const mailOf = (id: string) => ({ ...mail(`${id}@example.test`), messageId: `<${id}@podbrief.test>` });
    const receivedOf = (id: string) =>
      sink.received.filter((m) => m.parsed.messageId === `<${id}@podbrief.test>`).length;
    /** Sends each mail until it went, as the queue's retries would: what each attempt said. */
    const sendAll = async (batch: string[]) => {
      const said = new Map<string, boolean[]>(batch.map((id) => [id, []]));
      let waiting = batch;
      for (let round = 0; round < 5 && waiting.length > 0; round += 1) {
        const outcomes = await Promise.all(waiting.map((id) => transport.send(mailOf(id))));
        waiting.forEach((id, i) => said.get(id)!.push(outcomes[i]!.ok));
        for (const [i, outcome] of outcomes.entries())
          if (!outcome.ok) expect(outcome.permanent, `${waiting[i]}: ${outcome.error}`).toBe(false);
        waiting = waiting.filter((_, i) => !outcomes[i]!.ok);
      }
      return said;
    };
    try {
      // Three mails lose their connection after their data was sent, before the server accepted them;
      // other mails are on the same connections or queued behind them in the pool.
      const first = ids('drop', 40);
      const cut = new Set([first[3], first[17], first[30]]);
      sink.dropDuring((address) => cut.has(address.split('@')[0]), 3);
      const said = await sendAll(first);
      for (const id of cut) expect(said.get(id!)?.[0], `${id} failed on its first attempt`).toBe(false);
      // Idle pooled connections cut under the transport: the next mails open new ones.
      sink.dropConnections();
      const second = ids('after-idle-drop', 20);
      const saidAfter = await sendAll(second);
      for (const [id, attempts] of [...said, ...saidAfter]) {
        // Sent exactly once, and only an attempt that said so delivered it: a retry never doubles a mail.
        expect(attempts.at(-1), `${id} went in the end`).toBe(true);
        expect(receivedOf(id), `${id} was received once`).toBe(1);
      }
    } finally {
      transport.close();
    }
  });

  it('retries while the dev mailbox has no address yet', async () => {
    const transport = createSmtpTransport(async () => null);
    expect(await transport.send(mail('reader@example.test'))).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringContaining('No SMTP server'),
    });
  });

  it('classifies by the SMTP reply code only', () => {
    expect(classifySendError({ responseCode: 554, response: '554 rejected' }).permanent).toBe(true);
    expect(classifySendError({ responseCode: 421, response: '421 shutting down' }).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toEqual({
      permanent: false,
      error: 'ETIMEDOUT: timeout',
    });
  });

  it('makes Message-IDs on the sender domain', () => {
    expect(messageIdFor('abc', 'Podbrief <news@podbrief.example>')).toBe('<abc@podbrief.example>');
    expect(messageIdFor('abc', 'news@mail.example.com')).toBe('<abc@mail.example.com>');
    expect(messageIdFor('abc', 'Podbrief')).toBe('<abc@podbrief.local>');
  });
});
