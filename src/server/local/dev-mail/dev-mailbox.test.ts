import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { devMailStore, startDevMailbox, type DevMailbox } from './dev-mailbox';

const log = Fastify({ logger: false }).log;
let mailbox: DevMailbox | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await mailbox?.close();
  mailbox = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('the dev mailbox', () => {
  it('receives over SMTP and keeps the mail for the page: parts, headers, newest first', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'podbrief-dev-mail-'));
    mailbox = await startDevMailbox({ dataDir, log });
    expect(mailbox.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const transport = createTransport({ url: mailbox.smtpUrl });
    try {
      for (const n of [1, 2]) {
        await transport.sendMail({
          from: 'Podbrief <no-reply@localhost>',
          to: `reader${n}@example.com`,
          subject: `Mail ${n} <b>`,
          text: `Plain ${n}`,
          html: `<p>Rich ${n}</p>`,
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      }
    } finally {
      transport.close();
    }
    const list = await mailbox.list();
    expect(list.map((mail) => mail.subject)).toEqual(['Mail 2 <b>', 'Mail 1 <b>']);
    expect(list[0]?.to).toBe('reader2@example.com');
    expect(list[0]?.from).toContain('no-reply@localhost');
    const mail = await mailbox.get(list[0]!.id);
    expect(mail?.html).toContain('<p>Rich 2</p>');
    expect(mail?.text?.trim()).toBe('Plain 2');
    expect(mail?.headers).toContainEqual({
      name: 'List-Unsubscribe-Post',
      value: 'List-Unsubscribe=One-Click',
    });
    // Another process of the same data directory reads the same mails.
    expect((await devMailStore(dataDir).list()).length).toBe(2);
    expect(await readdir(join(dataDir, 'mail'))).toHaveLength(4);
  });

  it('answers null for an unknown or malformed id', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'podbrief-dev-mail-'));
    mailbox = await startDevMailbox({ dataDir, log });
    expect(await mailbox.get('0000000000-000000000000')).toBeNull();
    expect(await mailbox.get('../../etc/passwd')).toBeNull();
    expect(await mailbox.list()).toEqual([]);
  });
});
