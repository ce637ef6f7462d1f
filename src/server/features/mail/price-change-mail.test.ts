import { describe, expect, it } from 'vitest';
import { renderPriceChangeMail } from './templates';

describe('the price-change notice', () => {
  it('says both prices, the date in the listener’s zone, how to avoid it, and links to subscriptions', async () => {
    const mail = await renderPriceChangeMail({
      appUrl: 'https://podbrief.example/',
      postalAddress: 'Podbrief, 1 Main St',
      channelName: 'Deep  Talks',
      oldAmount: 500,
      newAmount: 700,
      currency: 'usd',
      effectiveAt: new Date('2027-01-15T02:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(mail.subject).toBe('The price of Deep Talks changes on January 14, 2027');
    expect(mail.text).toContain(
      'The price of Deep Talks changes from $5.00 to $7.00 per month from January 14, 2027. You can cancel before then and never pay the new price.',
    );
    expect(mail.html).toContain('href="https://podbrief.example/subscriber/subscriptions"');
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });
});
