import { describe, expect, it } from 'vitest';
import { renderFreeBetaEndMail } from './templates';

const creatorId = '11111111-1111-4111-8111-111111111111';

describe('the free-beta end notice (ADR 226)', () => {
  it('says the price and trial, the last free day in the listener’s zone, no card, and links to the channel', async () => {
    const mail = await renderFreeBetaEndMail({
      appUrl: 'https://podbrief.example/',
      postalAddress: 'Podbrief, 1 Main St',
      channel: { creatorId, name: 'Deep  Talks' },
      amount: 500,
      currency: 'usd',
      trialDays: 14,
      accessUntil: new Date('2027-01-15T02:00:00Z'),
      timeZone: 'America/New_York',
      unsubscribeUrl: 'https://podbrief.example/unsubscribe?token=a.b',
    });
    expect(mail.subject).toBe('Deep Talks is a paid channel now: you read it free until January 14, 2027');
    expect(mail.text).toContain(
      "Deep Talks is a paid channel now: $5.00/month after a 14-day free trial. You keep reading it free until January 14, 2027. To read on after that, start its 14-day free trial on the channel's page: no card needed to start, and nothing is charged before the trial ends.",
    );
    expect(mail.text).toContain('Continue with Deep Talks');
    expect(mail.html).toContain(`href="https://podbrief.example/subscriber/podcasts/${creatorId}"`);
    expect(mail.html).toContain('href="https://podbrief.example/unsubscribe?token=a.b"');
    expect(mail.text).toContain('Unsubscribe from Deep Talks');
    expect(mail.text).toContain('You get this because you follow Deep Talks free in its beta.');
  });
});
