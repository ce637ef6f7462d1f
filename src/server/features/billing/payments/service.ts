import type Stripe from 'stripe';
import type { Clock } from '../../../clock';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { conflict, notFound } from '../../../errors';
import type {
  CheckoutRequest,
  CheckoutStatus,
  PaymentRedirect,
  PaymentsConfigResponse,
} from '@shared/contract/payments';
import { activePayoutAccountId } from '../payouts/repository';
import { isPaidChannel } from '../paid-channel';
import {
  channelIdOf,
  channelNotFound,
  checkExisting,
  checkTrialSlots,
  effectiveState,
  countTrialSlotsUsed,
  lockSubscriberProfile,
  STRIPE_PROVIDER,
  toSubscription,
} from '../../subscriptions';
import { callStripe } from '../stripe-failure';
import { findChannel } from '../../channels';
import { ensureChannelPrice } from '../channel-price';
import * as repo from './repository';

export interface PaymentDeps {
  db: Database;
  clock: Clock;
  config: Config;
  stripe: Stripe | null;
}

type Payments = Extract<Config['payments'], { enabled: true }>;

/** After this long an open session is checked with Stripe, which may say it expired. */
const ASK_STRIPE_AFTER_MS = 30_000;

/** The payments mode for the web (public): the beta has no fee, currency or paid trial to show. */
export function paymentsConfig(config: Config): PaymentsConfigResponse {
  const payments = config.payments;
  if (!payments.enabled) return { enabled: false, currency: null, trialDays: null, platformFeePercent: null };
  return {
    enabled: true,
    currency: payments.currency,
    trialDays: payments.trialDays,
    platformFeePercent: payments.platformFeePercent,
  };
}

function paymentsOn(deps: PaymentDeps): { stripe: Stripe; payments: Payments } {
  const payments = deps.config.payments;
  if (!deps.stripe || !payments.enabled)
    throw notFound('payments_disabled', 'Payments are not enabled on this server.');
  return { stripe: deps.stripe, payments };
}

interface CheckoutPlan {
  channelName: string;
  price: number;
  destination: string;
  trial: boolean;
  email: string;
}

/**
 * The rules before a listener is sent to Checkout, in the order and words of subscribing to a free
 * channel (subscriptions/subscribe-rules.ts), plus: the channel must be paid. The trial — and with it the
 * 5-slot limit — applies only to a listener who never had a paid subscription or trial to this channel;
 * one who had pays from the first day and takes no slot. Judged under the listener's profile lock.
 */
async function planCheckout(deps: PaymentDeps, subscriberId: string, creatorId: string) {
  return deps.db.transaction(async (tx): Promise<CheckoutPlan> => {
    const profile = await lockSubscriberProfile(tx, subscriberId);
    if (!profile) throw notFound('profile_not_found', 'Your profile was not found. Please sign in again.');
    const now = deps.clock.now();
    const channel = await findChannel(tx, creatorId);
    if (!channel) throw channelNotFound();
    const destination = await activePayoutAccountId(tx, creatorId);
    if (!destination || !isPaidChannel(true, channel.price, true))
      throw conflict('channel_not_paid', `${channel.channelName} is free: subscribe without checkout.`);
    checkExisting(await repo.findPairSubscription(tx, subscriberId, creatorId), channel.channelName, now);
    const trial = !(await repo.hadPaidSubscription(tx, subscriberId, creatorId));
    if (trial) checkTrialSlots(await countTrialSlotsUsed({ db: tx }, subscriberId, now, creatorId));
    return {
      channelName: channel.channelName,
      price: channel.price,
      destination,
      trial,
      email: profile.email,
    };
  });
}

/** The listener's Stripe customer, made once (one customer per listener: one card, one portal). */
async function customerOf(deps: PaymentDeps, stripe: Stripe, profileId: string, email: string) {
  const known = await repo.findStripeCustomer(deps.db, profileId);
  if (known) return known;
  const customer = await callStripe(() =>
    stripe.customers.create(
      { email, metadata: { podbrief_profile_id: profileId } },
      { idempotencyKey: `podbrief-customer-${profileId}` },
    ),
  );
  return repo.storeStripeCustomer(deps.db, profileId, customer.id);
}

/**
 * POST /api/payments/checkout: a hosted Checkout session for a paid channel (ADR 213), at the channel's
 * current price, with the cardless trial when it applies. Nothing is stored when Stripe fails (502).
 */
export async function startCheckout(
  deps: PaymentDeps,
  subscriberId: string,
  input: CheckoutRequest,
): Promise<PaymentRedirect> {
  const creatorId = channelIdOf(subscriberId, input.creatorId);
  const { stripe, payments } = paymentsOn(deps);
  const plan = await planCheckout(deps, subscriberId, creatorId);
  const price = await ensureChannelPrice(deps, stripe, {
    creatorId,
    channelName: plan.channelName,
    amount: plan.price,
    currency: payments.currency,
  });
  const customer = await customerOf(deps, stripe, subscriberId, plan.email);
  const appUrl = deps.config.appUrl;
  const metadata = { podbrief_subscriber_id: subscriberId, podbrief_creator_id: creatorId };
  const channelUrl = new URL(`/channels/${creatorId}`, appUrl);
  if (input.inviteToken) channelUrl.searchParams.set('invite', input.inviteToken);
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: subscriberId,
      metadata,
      line_items: [{ price: price.stripePriceId, quantity: 1 }],
      // Cardless only with the trial: a listener who pays from the first day gives a card.
      payment_method_collection: plan.trial ? 'if_required' : 'always',
      subscription_data: {
        metadata,
        ...(plan.trial
          ? {
              trial_period_days: payments.trialDays,
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            }
          : {}),
        application_fee_percent: payments.platformFeePercent,
        transfer_data: { destination: plan.destination },
      },
      // Stripe puts the session id where the placeholder is; `new URL` would escape its braces.
      success_url: `${appUrl}/subscription/confirm?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: channelUrl.href,
    }),
  );
  if (!session.url) throw new Error(`Stripe returned Checkout session ${session.id} without a url`);
  await repo.insertCheckoutSession(deps.db, {
    id: session.id,
    subscriberId,
    creatorId,
    now: deps.clock.now(),
  });
  return { url: session.url };
}

/**
 * GET /api/payments/checkout/{sessionId}, for the success page. Confirmed only once the webhook worker wrote
 * the paid subscription of the pair with access — the redirect from Stripe grants nothing. An open session
 * older than half a minute is asked of Stripe, which may say it expired (never that access is granted).
 */
export async function checkoutStatus(
  deps: PaymentDeps,
  subscriberId: string,
  sessionId: string,
): Promise<CheckoutStatus> {
  const { stripe } = paymentsOn(deps);
  const session = await repo.findCheckoutSession(deps.db, sessionId);
  if (!session || session.subscriberId !== subscriberId)
    throw notFound('checkout_not_found', 'This checkout was not found.');
  const now = deps.clock.now();
  const base = { creatorId: session.creatorId, channelName: session.channelName ?? session.creatorName };

  const row = await repo.findPairSubscription(deps.db, subscriberId, session.creatorId);
  const made =
    row &&
    row.provider === STRIPE_PROVIDER &&
    row.stripeSubscriptionId !== null &&
    // The session's own subscription once the worker noted it; before that, a row written after it began.
    (session.stripeSubscriptionId === null
      ? row.updatedAt >= session.createdAt
      : session.stripeSubscriptionId === row.stripeSubscriptionId) &&
    effectiveState(row, now).active;
  if (made) return { ...base, state: 'confirmed', subscription: toSubscription(row, now) };

  let status = session.status;
  if (status === 'open' && now.getTime() - session.createdAt.getTime() > ASK_STRIPE_AFTER_MS) {
    const remote = await callStripe(() => stripe.checkout.sessions.retrieve(session.id));
    if (remote.status === 'expired') {
      await repo.markCheckoutExpired(deps.db, session.id);
      status = 'expired';
    }
  }
  return { ...base, state: status === 'expired' ? 'expired' : 'pending', subscription: null };
}

/** POST /api/payments/portal: the Stripe customer portal of the listener, back to their subscriptions. */
export async function openBillingPortal(deps: PaymentDeps, profileId: string): Promise<PaymentRedirect> {
  const { stripe } = paymentsOn(deps);
  const customer = await repo.findStripeCustomer(deps.db, profileId);
  if (!customer)
    throw notFound(
      'billing_portal_unavailable',
      'There is no billing account yet: it is made when you start a paid subscription.',
    );
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.config.appUrl}/subscriber/subscriptions`,
    }),
  );
  return { url: session.url };
}
