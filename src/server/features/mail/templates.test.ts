import { describe, expect, it } from 'vitest';
import { firstParagraph, renderDigestMail, renderFeedEpisodeMail, renderReportMail } from './templates';

const appUrl = 'https://podbrief.example/';
const creatorId = '11111111-1111-4111-8111-111111111111';
const otherCreatorId = '22222222-2222-4222-8222-222222222222';
const reportId = '33333333-3333-4333-8333-333333333333';
const unsubscribe = 'https://podbrief.example/unsubscribe?token=abc.def';

const reportInput = {
  appUrl,
  postalAddress: 'Podbrief, 1 Example Street, 10115 Berlin',
  channel: { creatorId, name: 'Deep <Talks> & Co' },
  report: {
    id: reportId,
    title: 'Sleep, <script>alert(1)</script> & focus',
    summary:
      '## Why sleep matters\n\nFirst **paragraph** of the summary.\n\nSecond paragraph, not in the mail.',
    keyLearnings: [{ title: 'Naps help' }, { title: 'Light <b>matters</b>' }],
  },
  unsubscribeUrl: unsubscribe,
};

describe('the new-report mail', () => {
  it('carries the channel, title, first paragraph, learnings, link, reason, unsubscribe and address', async () => {
    const mail = await renderReportMail(reportInput);
    expect(mail.subject).toBe('Sleep, <script>alert(1)</script> & focus — Deep <Talks> & Co');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Why sleep matters');
      expect(part).toContain('Naps help');
      expect(part).toContain('Read the report');
      expect(part).toContain('Unsubscribe from');
      expect(part).toContain('1 Example Street, 10115 Berlin');
      expect(part).toContain('and chose every new report.');
      expect(part).not.toContain('Second paragraph');
    }
    expect(mail.text).toContain('Deep <Talks> & Co');
    expect(mail.text).toContain(`https://podbrief.example/subscriber/reports/${reportId}`);
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(`href="https://podbrief.example/subscriber/reports/${reportId}"`);
    expect(mail.html).toContain('href="https://podbrief.example/unsubscribe?token=abc.def"');
    expect(mail.html).toContain('href="https://podbrief.example/profile#email"');
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.html).toContain('prefers-color-scheme: dark');
  });

  it('escapes titles and names in the HTML', async () => {
    const mail = await renderReportMail(reportInput);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>matters</b>');
    expect(mail.html).not.toContain('<Talks>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Deep &lt;Talks&gt; &amp; Co');
  });

  it('says when every new report is the default rather than the channel’s own choice', async () => {
    const mail = await renderReportMail({ ...reportInput, frequencySource: 'default' });
    expect(mail.text).toContain('is your choice for channels you have not set');
  });

  it('keeps the subject on one line', async () => {
    const mail = await renderReportMail({
      ...reportInput,
      report: { ...reportInput.report, title: 'Two\r\nlines\tand  spaces' },
    });
    expect(mail.subject).toBe('Two lines and spaces — Deep <Talks> & Co');
  });
});

describe('the digest', () => {
  const base = {
    appUrl,
    postalAddress: 'Podbrief, 1 Example Street, 10115 Berlin',
    frequency: 'daily' as const,
    periodStart: new Date('2026-03-28T07:00:00Z'),
    periodEnd: new Date('2026-03-29T06:00:00Z'),
    timeZone: 'Europe/Berlin',
    unsubscribeUrl: unsubscribe,
  };
  const reports = [
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      title: 'Older from Deep',
      summary: 'Deep teaser one.',
      publishedAt: new Date('2026-03-28T09:00:00Z'),
      creatorId,
      channelName: 'Deep Talks',
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      title: 'Newest from Other & <Co>',
      summary: 'Other teaser.\n\nNot this.',
      publishedAt: new Date('2026-03-29T05:00:00Z'),
      creatorId: otherCreatorId,
      channelName: 'Other Show',
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000003',
      title: 'Newer from Deep',
      summary: 'Deep teaser two.',
      publishedAt: new Date('2026-03-28T20:00:00Z'),
      creatorId,
      channelName: 'Deep Talks',
    },
  ];

  it('groups the reports by channel, newest first, each with teaser and link', async () => {
    const mail = await renderDigestMail({ ...base, reports });
    expect(mail.subject).toBe('Your daily Podbrief digest: 3 new reports');
    const order = ['Other Show', 'Newest from Other', 'Deep Talks', 'Newer from Deep', 'Older from Deep'];
    const positions = order.map((needle) => mail.text.indexOf(needle));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mail.text).toContain('Deep teaser two.');
    expect(mail.text).not.toContain('Not this.');
    for (const report of reports)
      expect(mail.html).toContain(`href="https://podbrief.example/subscriber/reports/${report.id}"`);
    expect(mail.html).toContain('Newest from Other &amp; &lt;Co&gt;');
    expect(mail.html).not.toContain('<Co>');
    expect(mail.text).toContain(unsubscribe);
    expect(mail.text).toContain('Unsubscribe');
    expect(mail.text).toContain('1 Example Street');
    expect(mail.text).toContain('You get this because you chose a daily digest');
  });

  it('shows the period in the reader’s time zone', async () => {
    const mail = await renderDigestMail({ ...base, frequency: 'weekly', reports: reports.slice(0, 1) });
    expect(mail.subject).toBe('Your weekly Podbrief digest: 1 new report');
    expect(mail.text).toContain('Sat, Mar 28, 8:00 AM – Sun, Mar 29, 8:00 AM (Europe/Berlin)');
  });

  it('is never made without reports', async () => {
    await expect(renderDigestMail({ ...base, reports: [] })).rejects.toThrow();
  });
});

describe('firstParagraph', () => {
  it('takes the first non-empty paragraph as plain words and clips long ones on a word', () => {
    expect(firstParagraph('\n\n  *Hello* [world](https://x.y)  \n\nmore')).toBe('Hello world');
    const clipped = firstParagraph('word '.repeat(300));
    expect(clipped.length).toBeLessThanOrEqual(600);
    expect(clipped.endsWith('word…')).toBe(true);
  });
});

describe("the creator's new-episode mail", () => {
  const input = {
    appUrl,
    postalAddress: 'Podbrief, 1 Example Street, 10115 Berlin',
    channelName: 'Deep <Talks> & Co',
    report: { id: reportId, title: 'Episode 12: <b>bees</b>\n on the roof' },
    state: { kind: 'ready' } as const,
    unsubscribeUrl: unsubscribe,
  };
  const studio = `https://podbrief.example/creator/reports/${reportId}`;

  it('names the episode, says its state, links to the studio, and has the reason, unsubscribe and address', async () => {
    const mail = await renderFeedEpisodeMail(input);
    expect(mail.subject).toBe('New episode from your feed: Episode 12: <b>bees</b> on the roof');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Your draft report is ready — review and publish it.');
      expect(part).toContain('Review the draft');
      expect(part).toMatch(/You get this because your channel(&#x27;|')s feed is connected\./);
      expect(part).toContain('Stop new-episode mail');
      expect(part).toContain('1 Example Street, 10115 Berlin');
    }
    expect(mail.text).toContain('Episode 12: <b>bees</b> on the roof');
    expect(mail.text).toContain(studio);
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain('Episode 12: &lt;b&gt;bees&lt;/b&gt; on the roof');
    expect(mail.html).not.toContain('<b>bees</b>');
    expect(mail.html).toContain(`href="${studio}"`);
    expect(mail.html).toContain('href="https://podbrief.example/unsubscribe?token=abc.def"');
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(mail.html).toContain('max-width: 480px');
  });

  it('says what to do in each state the report can be in', async () => {
    const cases = [
      [{ kind: 'needs_transcript' }, 'It needs a transcript — add one', 'Add a transcript'],
      [
        { kind: 'generating' },
        'Your draft report is being generated — review and publish it',
        'Open the draft',
      ],
      [{ kind: 'failed' }, 'could not be generated — open it to try again', 'Open the report'],
      [{ kind: 'published', automatically: true }, 'Published automatically', 'Open the report'],
      [{ kind: 'published', automatically: false }, 'It is published', 'Open the report'],
      [
        { kind: 'not_published', why: 'The summary is empty.' },
        'was not published automatically: The summary is empty. Review it and publish it.',
        'Review the draft',
      ],
    ] as const;
    for (const [state, words, button] of cases) {
      const mail = await renderFeedEpisodeMail({ ...input, state });
      expect(mail.text, state.kind).toContain(words);
      expect(mail.text, state.kind).toContain(button);
      expect(mail.text, state.kind).toContain(studio);
    }
  });
});
