import type Stripe from 'stripe';
import { product } from '@shared/constants';
import type { PayoutLink, PayoutStatus } from '@shared/contract/payouts';
import type { AppDeps } from '../../../app-types';
import { isPaidChannel, whyFree } from '../paid-channel';
import { AppError, notFound } from '../../../errors';
import { payoutStateOf, stripeSecond } from '../payout-state';
import { savePayoutAccountState } from '../payout-state-repository';
import { callStripe } from '../stripe-failure';
import { findChannel } from '../../channels';
import { queueFreeBetaEndMails } from '../../mail';
import * as repo from './repository';

type PayoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'stripe' | 'jobs'>;

/** Where Stripe sends the creator back: the studio page with the Payouts card (ADR 213). */
const studioPath = '/creator/settings';

/** The payouts card: the account's state, and whether listeners pay the channel's price now, or why not. */
export async function getPayoutStatus(deps: PayoutDeps, creatorId: string): Promise<PayoutStatus> {
  const [account, channel] = await Promise.all([
    repo.findPayoutAccount(deps.db, creatorId),
    findChannel(deps.db, creatorId),
  ]);
  const payments = deps.config.payments;
  const price = channel
    ? { amount: channel.price, currency: channel.currency }
    : { amount: product.defaultCreatorPriceCents, currency: 'USD' };
  const active = account?.state === 'active';
  return {
    paymentsEnabled: payments.enabled,
    state: account ? (account.state as PayoutStatus['state']) : 'not_set_up',
    requirementsDue: account && account.state === 'details_needed' ? account.requirementsDue : [],
    paid: isPaidChannel(payments.enabled, price.amount, active),
    whyFree: whyFree(payments.enabled, price.amount, active),
    price,
    platformFeePercent: payments.enabled ? payments.platformFeePercent : null,
  };
}

/**
 * After the creator comes back from Stripe: reads the account from Stripe and writes its state by the same
 * rule as `account.updated` (the webhook stays the source; this only saves the creator a wait for it).
 */
export async function refreshPayoutStatus(deps: PayoutDeps, creatorId: string): Promise<PayoutStatus> {
  const stripe = stripeOf(deps);
  const account = await repo.findPayoutAccount(deps.db, creatorId);
  if (account) {
    const observedAt = stripeSecond(deps.clock.now());
    const current = await callStripe(() => stripe.accounts.retrieve(account.stripeAccountId));
    const saved = await savePayoutAccountState(
      deps.db,
      account.stripeAccountId,
      payoutStateOf(current),
      observedAt,
      deps.clock.now(),
    );
    // The channel may be paid now: its free-beta listeners are told by mail (ADR 226).
    await queueFreeBetaEndMails(deps.jobs, deps.config.mail, saved.endedFreeBeta);
  }
  return getPayoutStatus(deps, creatorId);
}

/**
 * An account link to Stripe's hosted onboarding. The creator's Express account is made on the first call
 * and reused after; two calls at once make one account (the second waits for the first).
 */
export async function startOnboarding(
  deps: PayoutDeps,
  creator: { id: string; email: string },
): Promise<PayoutLink> {
  const stripe = stripeOf(deps);
  const account =
    (await repo.findPayoutAccount(deps.db, creator.id)) ?? (await createAccount(deps, stripe, creator));
  const studio = `${deps.config.appUrl}${studioPath}`;
  const link = await callStripe(() =>
    stripe.accountLinks.create({
      account: account.stripeAccountId,
      type: 'account_onboarding',
      refresh_url: `${studio}?payouts=refresh`,
      return_url: `${studio}?payouts=return`,
    }),
  );
  return { url: link.url };
}

/** A login link to the creator's Express dashboard (balance, payouts, bank details), on Stripe. */
export async function openDashboard(deps: PayoutDeps, creatorId: string): Promise<PayoutLink> {
  const stripe = stripeOf(deps);
  const account = await repo.findPayoutAccount(deps.db, creatorId);
  if (!account) throw notFound('payout_account_not_found', 'Set up payouts first.');
  const link = await callStripe(() => stripe.accounts.createLoginLink(account.stripeAccountId));
  return { url: link.url };
}

/**
 * Creates the Express account and stores it, under a per-creator lock held across the call to Stripe: a
 * concurrent request waits and then finds the stored account. The idempotency key makes a retry after a
 * crash between Stripe's answer and our insert get the same account back (for Stripe's 24 hours).
 */
async function createAccount(deps: PayoutDeps, stripe: Stripe, creator: { id: string; email: string }) {
  return deps.db.transaction(async (tx) => {
    await repo.lockPayoutAccountCreation(tx, creator.id);
    const existing = await repo.findPayoutAccount(tx, creator.id);
    if (existing) return existing;
    const account = await callStripe(() =>
      stripe.accounts.create(
        {
          // Express, in the controller properties that replace `type`: Stripe hosts onboarding and the
          // dashboard, the platform pays the fees and carries the losses (destination charges, ADR 213).
          controller: {
            stripe_dashboard: { type: 'express' },
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            requirement_collection: 'stripe',
          },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          email: creator.email,
          metadata: { podbrief_creator_id: creator.id },
        },
        { idempotencyKey: `payout-account-${creator.id}` },
      ),
    );
    return repo.insertPayoutAccount(
      tx,
      {
        creatorId: creator.id,
        stripeAccountId: account.id,
        state: payoutStateOf(account),
        syncedAt: account.created ? new Date(account.created * 1000) : stripeSecond(deps.clock.now()),
      },
      deps.clock.now(),
    );
  });
}

function stripeOf(deps: PayoutDeps): Stripe {
  if (!deps.stripe)
    throw new AppError(
      404,
      'payments_disabled',
      'Payments are not enabled on this server: channels are free.',
    );
  return deps.stripe;
}
