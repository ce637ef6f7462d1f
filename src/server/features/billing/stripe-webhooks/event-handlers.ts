import type Stripe from 'stripe';
import type { Executor } from '../../../db/client';
import type { EndedFreeBeta } from '../free-beta-end';
import { payoutStateOf } from '../payout-state';
import { savePayoutAccountState } from '../payout-state-repository';
import * as repo from './repository';
import { cancelInStripe, isMissing, syncSubscription } from './sync-subscription';

/** What a handler needs: the transaction it writes in, Stripe, and the clock. */
export interface HandlerContext {
  tx: Executor;
  stripe: Stripe;
  now: () => Date;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const at = (seconds: number) => new Date(seconds * 1000);

/** The subscription an invoice bills. */
const invoiceSubscription = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription ?? null);

/**
 * The platform's fee of a paid invoice: Stripe's `application_fee_amount` on the invoice when it sends one
 * (it is not in the pinned SDK's Invoice type; the local Stripe and Connect invoices carry it), else the
 * subscription's `application_fee_percent` of the amount paid.
 */
function invoiceFee(invoice: Stripe.Invoice, subscription: Stripe.Subscription | null): number {
  const given = (invoice as unknown as { application_fee_amount?: unknown }).application_fee_amount;
  if (typeof given === 'number') return given;
  const percent = subscription?.application_fee_percent;
  return percent ? Math.round((invoice.amount_paid * percent) / 100) : 0;
}

/** The charge that paid an invoice: `charge` as the local Stripe sends it, else the invoice's payments. */
function invoiceCharge(invoice: Stripe.Invoice): string | null {
  const direct = (invoice as unknown as { charge?: unknown }).charge;
  if (typeof direct === 'string') return direct;
  for (const entry of invoice.payments?.data ?? []) {
    const charge = idOf(entry.payment?.charge ?? null);
    if (charge) return charge;
  }
  return null;
}

/** customer.subscription.*, invoice.payment_failed: our row follows the subscription's current state. */
export async function onSubscriptionEvent(ctx: HandlerContext, stripeSubscriptionId: string | null) {
  if (!stripeSubscriptionId) return null;
  return syncSubscription({ db: ctx.tx }, ctx.stripe, stripeSubscriptionId, ctx.now);
}

/** checkout.session.completed: the session is complete, and its subscription is written as Stripe has it. */
export async function onCheckoutCompleted(ctx: HandlerContext, session: Stripe.Checkout.Session) {
  const subscriptionId = idOf(session.subscription);
  await repo.completeCheckoutSession(ctx.tx, session.id, subscriptionId, ctx.now());
  await onSubscriptionEvent(ctx, subscriptionId);
}

/**
 * invoice.paid: the subscription is written again (a renewal moves its period), and a paid amount above
 * zero is a payment (a trial's zero invoice is not).
 */
export async function onInvoicePaid(ctx: HandlerContext, invoice: Stripe.Invoice): Promise<void> {
  const synced = await onSubscriptionEvent(ctx, invoiceSubscription(invoice));
  if (!synced?.rowId || invoice.amount_paid <= 0) return;
  const row = await repo.findRowById(ctx.tx, synced.rowId);
  if (!row) return;
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  await repo.insertPayment(ctx.tx, {
    id: invoice.id,
    kind: 'payment',
    subscriptionId: row.id,
    creatorId: row.creatorId,
    subscriberId: row.subscriberId,
    amount: invoice.amount_paid,
    feeAmount: invoiceFee(invoice, synced.subscription),
    currency: invoice.currency,
    stripeChargeId: invoiceCharge(invoice),
    occurredAt: at(paidAt),
  });
  // A refund worked before this payment found nothing to refund (events come in any order, and in this API
  // version a charge does not name its invoice): the charge, read now, says what was refunded.
  const charge = await chargeOf(ctx, invoiceCharge(invoice));
  if (charge && charge.amount_refunded > 0) await onChargeRefunded(ctx, charge);
}

async function chargeOf(ctx: HandlerContext, chargeId: string | null): Promise<Stripe.Charge | undefined> {
  if (!chargeId) return undefined;
  try {
    return await ctx.stripe.charges.retrieve(chargeId);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * The payment a charge made, found by its charge id; when its invoice.paid has not been worked yet and the
 * charge names its invoice, that invoice is worked first (so a refund arriving first is not lost).
 */
async function paymentOfCharge(ctx: HandlerContext, chargeId: string, charge?: Stripe.Charge) {
  const found = await repo.findPaymentByCharge(ctx.tx, chargeId);
  if (found) return found;
  const known = charge ?? (await chargeOf(ctx, chargeId));
  if (!known) return undefined;
  const invoiceId = (known as unknown as { invoice?: unknown }).invoice;
  if (typeof invoiceId !== 'string') return undefined;
  let invoice: Stripe.Invoice;
  try {
    invoice = await ctx.stripe.invoices.retrieve(invoiceId);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  if (invoice.status !== 'paid') return undefined;
  await onInvoicePaid(ctx, invoice);
  return repo.findPaymentByCharge(ctx.tx, chargeId);
}

/** Ends the subscription's access at once and cancels it in Stripe (a full refund, a dispute). */
async function endAccess(ctx: HandlerContext, subscriptionId: string | null, reason: string) {
  if (!subscriptionId) return;
  const row = await repo.findRowById(ctx.tx, subscriptionId);
  if (!row) return;
  if (row.stripeSubscriptionId) {
    await repo.lockStripeSubscription(ctx.tx, row.stripeSubscriptionId);
    await cancelInStripe(ctx.stripe, row.stripeSubscriptionId);
  }
  await repo.endPaidRow(ctx.tx, row.id, reason, ctx.now());
}

/** The refunds of a charge: the event's own list when complete, else Stripe's. */
async function refundsOf(ctx: HandlerContext, charge: Stripe.Charge): Promise<Stripe.Refund[]> {
  const listed = charge.refunds;
  if (listed && !listed.has_more) return listed.data;
  const all: Stripe.Refund[] = [];
  for await (const refund of ctx.stripe.refunds.list({ charge: charge.id, limit: 100 })) all.push(refund);
  return all;
}

/**
 * charge.refunded: one refund row per refund (its share of the fee given back in proportion); a charge
 * refunded in full ends the subscription's access and cancels it in Stripe.
 */
export async function onChargeRefunded(ctx: HandlerContext, charge: Stripe.Charge): Promise<void> {
  const payment = await paymentOfCharge(ctx, charge.id, charge);
  if (!payment) return;
  for (const refund of await refundsOf(ctx, charge)) {
    if (refund.status === 'failed' || refund.status === 'canceled') continue;
    await repo.insertPayment(ctx.tx, {
      id: refund.id,
      kind: 'refund',
      subscriptionId: payment.subscriptionId,
      creatorId: payment.creatorId,
      subscriberId: payment.subscriberId,
      amount: refund.amount,
      feeAmount: payment.amount > 0 ? Math.round((payment.feeAmount * refund.amount) / payment.amount) : 0,
      currency: refund.currency,
      stripeChargeId: charge.id,
      occurredAt: at(refund.created),
    });
  }
  if (charge.refunded || charge.amount_refunded >= charge.amount)
    await endAccess(ctx, payment.subscriptionId, 'refunded');
}

/** charge.dispute.created: a dispute row, and the subscription's access ends and it is canceled in Stripe. */
export async function onDisputeCreated(ctx: HandlerContext, dispute: Stripe.Dispute): Promise<void> {
  const chargeId = idOf(dispute.charge);
  if (!chargeId) return;
  const payment = await paymentOfCharge(ctx, chargeId);
  if (!payment) return;
  await repo.insertPayment(ctx.tx, {
    id: dispute.id,
    kind: 'dispute',
    subscriptionId: payment.subscriptionId,
    creatorId: payment.creatorId,
    subscriberId: payment.subscriberId,
    amount: dispute.amount,
    // Stripe does not give the application fee back on a dispute: the platform keeps its share.
    feeAmount: 0,
    currency: dispute.currency,
    stripeChargeId: chargeId,
    occurredAt: at(dispute.created),
  });
  await endAccess(ctx, payment.subscriptionId, 'disputed');
}

/**
 * account.updated: the creator's payout account by the one mapping of payments/payout-state.ts, written
 * only when no newer state is stored (an event older than `stripe_synced_at` changes nothing). An account
 * we do not know changes nothing. Returns the free-beta subscriptions an account turning active ended
 * (ADR 226), whose listeners are told once the transaction commits.
 */
export async function onAccountUpdated(
  ctx: HandlerContext,
  account: Stripe.Account,
  eventCreated: Date,
): Promise<EndedFreeBeta[]> {
  const saved = await savePayoutAccountState(
    ctx.tx,
    account.id,
    payoutStateOf(account),
    eventCreated,
    ctx.now(),
  );
  return saved.endedFreeBeta;
}
