import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import {
  renderDigestMail,
  renderFeedEpisodeMail,
  renderFreeBetaEndMail,
  renderPriceChangeMail,
  renderReportMail,
  renderTrialEndingMail,
  type RenderedMail,
} from './templates';
import { createSmtpTransport } from './transport';
import { unsubscribeHeaders } from './unsubscribe';

/**
 * Names and titles are written by creators (a channel name, a report title, a learning) or by anyone (a
 * display name, which a channel without a name of its own goes by): every mail template must escape them
 * in the HTML, and none of them may break out of the Subject line into headers of its own. Each mail is
 * sent through the real SMTP transport to a real SMTP server and read back as the recipient would.
 */

/** Markup, quotes, and a CR/LF header injection with an extra recipient. */
const hostile =
  'Eve <script>alert("x")</script><img src=x onerror=alert(1)> & \'Co\'\r\nBcc: victim@evil.test\r\nX-Injected: yes';
const appUrl = 'https://podbrief.example';
const secrets = { appUrl, sessionSecret: 's'.repeat(40) };
const creatorId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const reportId = '33333333-3333-4333-8333-333333333333';
const unsubscribe = unsubscribeHeaders(secrets, { userId, creatorId });

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const templates: [string, () => Promise<RenderedMail>][] = [
  [
    'new report',
    () =>
      renderReportMail({
        appUrl,
        postalAddress: hostile,
        channel: { creatorId, name: hostile },
        report: { id: reportId, title: hostile, summary: hostile, keyLearnings: [{ title: hostile }] },
        unsubscribeUrl: 'https://podbrief.example/unsubscribe?token=a.b',
      }),
  ],
  [
    'digest',
    () =>
      renderDigestMail({
        appUrl,
        postalAddress: hostile,
        frequency: 'daily',
        periodStart: new Date('2026-06-09T08:00:00Z'),
        periodEnd: new Date('2026-06-10T08:00:00Z'),
        timeZone: 'Europe/Berlin',
        reports: [
          {
            id: reportId,
            title: hostile,
            summary: hostile,
            publishedAt: new Date('2026-06-09T12:00:00Z'),
            creatorId,
            channelName: hostile,
          },
        ],
        unsubscribeUrl: 'https://podbrief.example/unsubscribe?token=a.b',
      }),
  ],
  [
    'new feed episode',
    () =>
      renderFeedEpisodeMail({
        appUrl,
        postalAddress: hostile,
        channelName: hostile,
        report: { id: reportId, title: hostile },
        state: { kind: 'not_published', why: hostile },
        unsubscribeUrl: 'https://podbrief.example/unsubscribe?token=a.b',
      }),
  ],
  [
    'trial ending',
    () =>
      renderTrialEndingMail({
        appUrl,
        postalAddress: hostile,
        channelName: hostile,
        trialEnd: new Date('2026-12-11T02:00:00Z'),
        timeZone: 'UTC',
      }),
  ],
  [
    'price change',
    () =>
      renderPriceChangeMail({
        appUrl,
        postalAddress: hostile,
        channelName: hostile,
        oldAmount: 500,
        newAmount: 700,
        currency: 'usd',
        effectiveAt: new Date('2027-01-15T02:00:00Z'),
        timeZone: 'UTC',
      }),
  ],
  [
    'free beta end',
    () =>
      renderFreeBetaEndMail({
        appUrl,
        postalAddress: hostile,
        channel: { creatorId, name: hostile },
        amount: 500,
        currency: 'usd',
        trialDays: 14,
        accessUntil: new Date('2027-01-15T02:00:00Z'),
        timeZone: 'UTC',
        unsubscribeUrl: 'https://podbrief.example/unsubscribe?token=a.b',
      }),
  ],
];

describe('hostile names and titles in every mail', () => {
  it.each(templates)('the %s mail escapes them and keeps them out of the headers', async (kind, render) => {
    const mail = await render();
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).toContain('&lt;script&gt;');

    const to = `reader-${kind.replace(/\s/g, '-')}@example.test`;
    const transport = createSmtpTransport(sink.url);
    try {
      const sent = await transport.send({
        from: 'Podbrief <news@podbrief.test>',
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${kind.replace(/\s/g, '-')}@podbrief.test>`,
        date: new Date('2026-06-10T08:00:00Z'),
        headers: { ...unsubscribe },
      });
      expect(sent).toMatchObject({ ok: true });
    } finally {
      transport.close();
    }
    const [received] = sink.to(to);
    if (!received) throw new Error('the SMTP server received nothing');
    // One recipient, one Subject line: the CR/LF became spaces, so nothing after it is a header.
    expect(received.to).toEqual([to]);
    expect(sink.to('victim@evil.test')).toEqual([]);
    const keys = received.parsed.headerLines.map((line) => line.key);
    expect(keys).not.toContain('bcc');
    expect(keys).not.toContain('x-injected');
    expect(keys.filter((key) => key === 'subject')).toHaveLength(1);
    expect(received.parsed.subject).toBe(mail.subject);
    // As the reader's mail client shows it: escaped markup in the HTML, the words in the text part.
    expect(received.parsed.html).not.toMatch(/<script|<img/i);
    expect(received.parsed.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(received.parsed.text).toContain('Eve <script>alert("x")</script>');
    expect(received.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('strips CR/LF from a subject and header values that reach the transport unchecked', async () => {
    const to = 'reader-raw@example.test';
    const transport = createSmtpTransport(sink.url);
    try {
      const sent = await transport.send({
        from: 'Podbrief <news@podbrief.test>',
        to,
        subject: 'Hello\r\nBcc: victim@evil.test\r\n\r\n<p>body</p>',
        html: '<p>Real body</p>',
        text: 'Real body',
        messageId: '<raw@podbrief.test>',
        date: new Date('2026-06-10T08:00:00Z'),
        headers: { 'List-Unsubscribe': '<https://podbrief.example/unsubscribe>\r\nX-Injected: yes' },
      });
      expect(sent).toMatchObject({ ok: true });
    } finally {
      transport.close();
    }
    const [received] = sink.to(to);
    expect(received?.to).toEqual([to]);
    expect(sink.to('victim@evil.test')).toEqual([]);
    const keys = received?.parsed.headerLines.map((line) => line.key) ?? [];
    expect(keys).not.toContain('bcc');
    expect(keys).not.toContain('x-injected');
    expect(received?.parsed.subject).not.toMatch(/[\r\n]/);
    expect(received?.parsed.text?.trim()).toBe('Real body');
  });
});
