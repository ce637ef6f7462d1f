import { describe, expect, it } from 'vitest';
import { renderTrialEndingMail } from './templates';

describe('the trial-ending notice', () => {
  it('names the channel and the end date in the listener’s zone, links to the subscriptions page, no unsubscribe', async () => {
    const mail = await renderTrialEndingMail({
      appUrl: 'https://podbrief.example/',
      postalAddress: 'Podbrief, 1 Main St',
      channelName: 'Deep  Talks',
      trialEnd: new Date('2026-12-11T02:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(mail.subject).toBe('Your free trial of Deep Talks ends on December 10, 2026');
    expect(mail.html).toContain('href="https://podbrief.example/subscriber/subscriptions"');
    expect(mail.text).toContain('Add a card');
    expect(mail.text).not.toMatch(/unsubscribe/i);
    expect(mail.text).toContain('Email preferences');
  });
});
