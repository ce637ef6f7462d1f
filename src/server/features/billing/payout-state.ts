import type Stripe from 'stripe';

/** A payout account's state as the database stores it (`payout_accounts.state`). */
type StoredPayoutState = 'details_needed' | 'under_review' | 'active';

/** What `payout_accounts` keeps of a Stripe Connect account. */
export interface PayoutAccountState {
  state: StoredPayoutState;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Stripe's requirement codes still due: `currently_due` and `past_due`, each once. */
  requirementsDue: string[];
}

type AccountFields = Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted'> & {
  requirements?: Pick<Stripe.Account.Requirements, 'currently_due' | 'past_due'> | null;
};

/**
 * The one mapping from a Stripe account to our state (ADR 213), used by the studio's refresh and by the
 * `account.updated` webhook: active when Stripe lets it take charges and pay out; under review when the
 * details are in but Stripe has not enabled it yet; otherwise details are needed.
 */
export function payoutStateOf(account: AccountFields): PayoutAccountState {
  const chargesEnabled = account.charges_enabled === true;
  const payoutsEnabled = account.payouts_enabled === true;
  const detailsSubmitted = account.details_submitted === true;
  const state: StoredPayoutState =
    chargesEnabled && payoutsEnabled ? 'active' : detailsSubmitted ? 'under_review' : 'details_needed';
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  return { state, chargesEnabled, payoutsEnabled, detailsSubmitted, requirementsDue: [...new Set(due)] };
}

/**
 * Whether an account state observed at `observedAt` may replace the stored one, last written from a state
 * observed at `syncedAt` (`stripe_synced_at`). An event is observed at its `created`; a retrieve at the
 * second it was made (Stripe's times are whole seconds). A tie is written: within one second the later
 * write is the likelier newer state, and a retrieve read what Stripe holds at that moment.
 */
export function isNewerAccountState(syncedAt: Date | null, observedAt: Date): boolean {
  return syncedAt === null || observedAt.getTime() >= syncedAt.getTime();
}

/** A moment as Stripe dates it: whole seconds (a retrieve's time, compared with events' `created`). */
export function stripeSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}
