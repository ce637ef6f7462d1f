import type Stripe from 'stripe';
import type { AppDeps } from '../../../app-types';
import { AppError } from '../../../errors';
import { STRIPE_EVENT_QUEUE, stripeEventJobKey, type StripeEventJob } from './housekeeping-stripe-events';
import {
  onAccountUpdated,
  onChargeRefunded,
  onCheckoutCompleted,
  onDisputeCreated,
  onInvoicePaid,
  onSubscriptionEvent,
  type HandlerContext,
} from './event-handlers';
import type { EndedFreeBeta } from '../free-beta-end';
import { queueFreeBetaEndMails, queueTrialEndingMail } from '../../mail';
import * as repo from './repository';

export type WebhookDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'stripe'>;

function stripeOf(deps: WebhookDeps): { stripe: Stripe; webhookSecret: string } {
  const payments = deps.config.payments;
  if (!payments.enabled || !deps.stripe)
    throw new AppError(404, 'payments_disabled', 'Payments are not set up on this server.');
  return { stripe: deps.stripe, webhookSecret: payments.webhookSecret };
}

/**
 * How far a signature's time may be from this server's, either way: Stripe's own default for old ones,
 * and the same for clocks that run ahead.
 */
const signatureToleranceSeconds = 300;

/**
 * POST /api/webhooks/stripe: verifies the signature on the raw body, stores the event once, and queues its
 * job only when this delivery stored it (ADR 214). A replay, or a second delivery of the same event, is
 * answered the same and changes nothing. A crash between the insert and the send loses nothing: the
 * housekeeping sweep queues it again a minute later.
 */
export async function receiveStripeEvent(
  deps: WebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const { stripe, webhookSecret } = stripeOf(deps);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, signatureToleranceSeconds);
    // The SDK refuses only signatures older than the tolerance; one made later than now is as suspect.
    const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
    if (!(signedAt <= Date.now() / 1000 + signatureToleranceSeconds)) throw new Error('signed in the future');
  } catch {
    throw new AppError(
      400,
      'stripe_signature_invalid',
      'The Stripe-Signature header is missing or does not match this body.',
    );
  }
  const object = event.data.object as { id?: unknown };
  const stored = await repo.insertEvent(
    deps.db,
    {
      id: event.id,
      type: event.type,
      objectId: typeof object.id === 'string' ? object.id : null,
      account: event.account ?? null,
      stripeCreated: new Date(event.created * 1000),
      payload: event as unknown as Record<string, unknown>,
    },
    deps.clock.now(),
  );
  if (stored)
    await deps.jobs.send<StripeEventJob>(
      STRIPE_EVENT_QUEUE,
      { eventId: event.id },
      { singletonKey: stripeEventJobKey(event.id) },
    );
  return { received: true };
}

/**
 * Works one stored event: its changes and `processed_at` commit in one transaction, taken with the event
 * row locked, so two workers on the same event take turns and the second finds it done. A failure counts
 * an attempt, keeps the error, and is thrown for pg-boss to retry with backoff.
 */
export async function processStripeEvent(deps: WebhookDeps, eventId: string): Promise<void> {
  if (!deps.config.payments.enabled || !deps.stripe) return;
  const stripe = deps.stripe;
  const now = () => deps.clock.now();
  let notice: { subscriptionId: string; trialEnd: string } | null = null;
  const endedFreeBeta: EndedFreeBeta[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await repo.lockEvent(tx, eventId);
      if (!stored || stored.processedAt) return;
      const event = stored.payload as unknown as Stripe.Event;
      const rowId = await handle({ tx, stripe, now }, event, endedFreeBeta);
      if (event.type === 'customer.subscription.trial_will_end' && rowId) {
        const row = await repo.findRowById(tx, rowId);
        if (row?.billingStatus === 'trialing' && !row.hasPaymentMethod && row.trialEnd)
          notice = { subscriptionId: row.id, trialEnd: row.trialEnd.toISOString() };
      }
      await repo.markEventProcessed(tx, eventId, now());
    });
  } catch (error) {
    await repo.recordEventFailure(deps.db, eventId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  // After the commit (the queue has its own connection). A crash right here leaves the notice to the mail
  // tick, which queues any cardless trial's notice that is owed; the delivery is once per trial end.
  if (notice) await queueTrialEndingMail(deps.jobs, deps.config.mail, notice);
  // Free-beta listeners of a channel an active payout account made paid (ADR 226); the tick catches a crash.
  await queueFreeBetaEndMails(deps.jobs, deps.config.mail, endedFreeBeta);
}

/**
 * Does the event's work; returns our subscription row it wrote, when it wrote one, and adds to
 * `endedFreeBeta` the free-beta subscriptions it ended, whose listeners are told after the commit.
 */
async function handle(
  ctx: HandlerContext,
  event: Stripe.Event,
  endedFreeBeta: EndedFreeBeta[],
): Promise<string | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      await onCheckoutCompleted(ctx, event.data.object);
      return null;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return (await onSubscriptionEvent(ctx, event.data.object.id))?.rowId ?? null;
    case 'invoice.paid':
      await onInvoicePaid(ctx, event.data.object);
      return null;
    case 'invoice.payment_failed': {
      const subscription = event.data.object.parent?.subscription_details?.subscription ?? null;
      await onSubscriptionEvent(
        ctx,
        typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
      );
      return null;
    }
    case 'charge.refunded':
      await onChargeRefunded(ctx, event.data.object);
      return null;
    case 'charge.dispute.created':
      await onDisputeCreated(ctx, event.data.object);
      return null;
    case 'account.updated':
      for (const ended of await onAccountUpdated(ctx, event.data.object, new Date(event.created * 1000)))
        endedFreeBeta.push(ended);
      return null;
    default:
      // Any other type is recorded as processed and changes nothing.
      return null;
  }
}

/** The event queue and its worker; every role defines it (the webhook queues from an API process). */
export async function registerStripeEventJobs(deps: WebhookDeps): Promise<void> {
  await deps.jobs.define(STRIPE_EVENT_QUEUE, {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await deps.jobs.work<StripeEventJob>(STRIPE_EVENT_QUEUE, (data) => processStripeEvent(deps, data.eventId));
}
