import { describe, expect, it } from 'vitest';
import { isNewerAccountState, payoutStateOf, stripeSecond } from './payout-state';

const account = (fields: {
  charges?: boolean;
  payouts?: boolean;
  submitted?: boolean;
  currentlyDue?: string[];
  pastDue?: string[];
}) => ({
  charges_enabled: fields.charges ?? false,
  payouts_enabled: fields.payouts ?? false,
  details_submitted: fields.submitted ?? false,
  requirements: { currently_due: fields.currentlyDue ?? [], past_due: fields.pastDue ?? [] },
});

describe('payoutStateOf', () => {
  it('needs details while nothing is submitted, listing what is due once', () => {
    expect(
      payoutStateOf(
        account({ currentlyDue: ['external_account', 'tos_acceptance.date'], pastDue: ['external_account'] }),
      ),
    ).toEqual({
      state: 'details_needed',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirementsDue: ['external_account', 'tos_acceptance.date'],
    });
  });

  it('is under review when details are in but Stripe has not enabled both charges and payouts', () => {
    expect(payoutStateOf(account({ submitted: true })).state).toBe('under_review');
    expect(payoutStateOf(account({ submitted: true, charges: true })).state).toBe('under_review');
    expect(payoutStateOf(account({ submitted: true, payouts: true })).state).toBe('under_review');
  });

  it('is active only with charges and payouts enabled', () => {
    expect(payoutStateOf(account({ submitted: true, charges: true, payouts: true }))).toMatchObject({
      state: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
  });

  it('reads an account without requirements as nothing due', () => {
    expect(
      payoutStateOf({
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: null,
      }).requirementsDue,
    ).toEqual([]);
  });
});

describe('isNewerAccountState', () => {
  const at = (seconds: number) => new Date(seconds * 1000);

  it('writes the first state, a newer one and a tie, never an older one', () => {
    expect(isNewerAccountState(null, at(100))).toBe(true);
    expect(isNewerAccountState(at(100), at(101))).toBe(true);
    expect(isNewerAccountState(at(100), at(100))).toBe(true);
    expect(isNewerAccountState(at(101), at(100))).toBe(false);
  });

  it('dates a retrieve to its whole second, as Stripe dates events', () => {
    expect(stripeSecond(new Date(100_999))).toEqual(at(100));
  });
});
