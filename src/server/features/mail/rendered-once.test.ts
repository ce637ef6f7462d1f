import { describe, expect, it } from 'vitest';
import { createReportMailTemplates } from './rendered-once';
import { renderReportMail } from './templates';
import { unsubscribeUrl } from './unsubscribe';

const creatorId = '11111111-1111-4111-8111-111111111111';
const input = {
  appUrl: 'https://podbrief.example/',
  postalAddress: 'Podbrief, 1 Example Street, 10115 Berlin',
  channel: { creatorId, name: 'Deep <Talks> & Co' },
  report: {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Sleep, <script>alert(1)</script> & "focus"',
    summary: '## Why sleep matters\n\nFirst **paragraph** of the summary.\n\nSecond paragraph.',
    keyLearnings: [{ title: 'Naps help' }, { title: "Light <b>matters</b>, it's said" }],
  },
  frequencySource: 'channel' as const,
};

const links = [
  // As the app makes them: a signed token in the query.
  unsubscribeUrl(
    { appUrl: 'https://podbrief.example/', sessionSecret: 'a-secret-of-thirty-two-characters-or-more' },
    { userId: '44444444-4444-4444-8444-444444444444', creatorId },
    new Date('2026-06-10T08:00:00Z'),
  ),
  // Characters HTML escapes in an attribute, and a link much longer than the marker.
  `https://podbrief.example/unsubscribe?token=a&b="c"&d='e'<f>&pad=${'x'.repeat(300)}`,
  'https://p.example/u',
];

describe('a new-report mail rendered once', () => {
  it('gives every reader exactly the mail a render of their own would give', async () => {
    const templates = createReportMailTemplates();
    for (const frequencySource of ['channel', 'default'] as const)
      for (const link of links) {
        const filled = (await templates.get({ ...input, frequencySource })).fill({ unsubscribeUrl: link });
        expect(filled).toEqual(await renderReportMail({ ...input, frequencySource, unsubscribeUrl: link }));
      }
  });

  it('renders once per distinct mail, however many readers get it', async () => {
    const templates = createReportMailTemplates();
    const mails = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        (await templates.get({ ...input })).fill({ unsubscribeUrl: `https://podbrief.example/u?token=${i}` }),
      ),
    );
    expect(templates.renders).toBe(1);
    expect(new Set(mails.map((mail) => mail.html)).size).toBe(50);
    expect(mails[7]?.text).toContain('https://podbrief.example/u?token=7');
    await templates.get({ ...input, frequencySource: 'default' });
    await templates.get({ ...input, report: { ...input.report, title: 'Edited after publishing' } });
    expect(templates.renders).toBe(3);
  });

  it('keeps only the latest mails', async () => {
    const templates = createReportMailTemplates(2);
    const titled = (title: string) => ({ ...input, report: { ...input.report, title } });
    await templates.get(titled('one'));
    await templates.get(titled('two'));
    await templates.get(titled('one'));
    await templates.get(titled('three'));
    expect(templates.renders).toBe(3);
    await templates.get(titled('one'));
    expect(templates.renders).toBe(3);
    await templates.get(titled('two'));
    expect(templates.renders).toBe(4);
  });
});
