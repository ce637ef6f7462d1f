import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { freePort } from '../test/free-port';
import { classifySendError, createSmtpTransport, messageIdFor, type OutgoingMail } from './transport';

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
