import { randomBytes } from 'node:crypto';
import { STRIPE_API_VERSION } from '../../features/billing/stripe-client';

/**
 * The in-memory state of what the local Stripe adds to the `emulate` package (ADR 210): Connect accounts,
 * subscriptions and their invoices, charges, refunds and disputes, portal sessions, and a clock that tests
 * move forward. Objects are plain JSON in Stripe's shapes for the pinned API version; every change that
 * Stripe reports as an event goes through `emit`.
 */
export type StripeObject = Record<string, unknown> & { id: string };

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  account?: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface CheckoutPlan {
  productName: string;
  unitAmount: number;
  currency: string;
  priceId: string | null;
  interval: 'day' | 'week' | 'month' | 'year';
}

export interface Subscription extends StripeObject {
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'paused';
  cancel_at_period_end: boolean;
  default_payment_method: string | null;
  trial_end: number | null;
  application_fee_percent: number | null;
  transfer_data: { destination: string } | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: SubscriptionItem[] };
}

interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  current_period_start: number;
  current_period_end: number;
  price: {
    id: string | null;
    currency: string;
    unit_amount: number;
    recurring: { interval: string };
    product_name: string;
  };
  quantity: 1;
}

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** A card that Stripe's test mode declines, as its test payment method names it. */
const DECLINING_CARD = 'pm_card_chargeDeclined';
/** The card the portal's "Add card" attaches. */
export const WORKING_CARD = 'pm_card_visa';

export class Ledger {
  readonly accounts = new Map<string, StripeObject>();
  readonly accountLinks = new Map<string, { account: string; returnUrl: string; refreshUrl: string }>();
  readonly checkoutSessions = new Map<string, StripeObject & { plan: CheckoutPlan }>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  /** The default payment method of each customer the local Stripe gave one (`pm_card_visa`, …). */
  readonly customerCards = new Map<string, string>();
  readonly events: StripeEvent[] = [];
  private offsetSeconds = 0;
  private readonly trialWillEndSent = new Set<string>();

  constructor(private readonly deliver: (event: StripeEvent) => void) {}

  /** Now, in Unix seconds, on the local clock (real time plus what tests advanced it by). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  emit(
    type: string,
    object: StripeObject,
    previous?: Record<string, unknown>,
    account?: string,
  ): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: this.now(),
      type,
      ...(account === undefined ? {} : { account }),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    this.deliver(event);
    return event;
  }

  /** Changes an object and reports it with the fields it had before, as Stripe's `*.updated` events do. */
  update<T extends StripeObject>(object: T, changes: Partial<T>, eventType: string, account?: string): T {
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(changes)) previous[key] = structuredClone(object[key]);
    Object.assign(object, changes);
    this.emit(eventType, object, previous, account);
    return object;
  }

  /** The end of a billing period that starts at `from`, a calendar interval later (as Stripe bills). */
  periodEnd(from: number, interval: CheckoutPlan['interval']): number {
    const date = new Date(from * 1000);
    if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
    if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
    if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
    if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  /**
   * Bills one period of a subscription with the customer's card: a paid invoice and a charge (the fee to the
   * platform, the rest to the connected account), or a failed payment when the card declines or is missing.
   */
  bill(subscription: Subscription): { paid: boolean; invoice: StripeObject } {
    const item = subscription.items.data[0];
    const amount = item?.price.unit_amount ?? 0;
    const currency = item?.price.currency ?? 'usd';
    const card = subscription.default_payment_method ?? this.customerCards.get(subscription.customer) ?? null;
    const paid = card !== null && card !== DECLINING_CARD;
    const fee =
      subscription.application_fee_percent === null
        ? null
        : Math.round((amount * subscription.application_fee_percent) / 100);
    const invoice: StripeObject = {
      id: stripeId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency,
      billing_reason: 'subscription_cycle',
      attempt_count: 1,
      period_start: item?.current_period_start ?? this.now(),
      period_end: item?.current_period_end ?? this.now(),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      application_fee_amount: fee,
      transfer_data: subscription.transfer_data,
      created: this.now(),
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    if (paid) {
      const charge: StripeObject = {
        id: stripeId('ch'),
        object: 'charge',
        amount,
        amount_refunded: 0,
        currency,
        customer: subscription.customer,
        // Not in Stripe's charge of this API version (it links through invoice payments): kept here so a
        // local run can follow a refund or dispute back to its subscription without another call.
        invoice: invoice.id,
        payment_intent: stripeId('pi'),
        payment_method: card,
        paid: true,
        refunded: false,
        disputed: false,
        status: 'succeeded',
        application_fee_amount: fee,
        transfer_data: subscription.transfer_data,
        metadata: subscription.metadata,
        created: this.now(),
        livemode: false,
      };
      this.charges.set(charge.id, charge);
      invoice.charge = charge.id;
      invoice.status_transitions = { paid_at: this.now() };
      this.emit('charge.succeeded', charge);
      this.emit('invoice.paid', invoice);
    } else {
      this.emit('invoice.payment_failed', invoice);
    }
    return { paid, invoice };
  }

  /**
   * Moves the clock and lets every subscription live through it: a trial reminder three days before its
   * end, a trial without a card canceled at its end, a renewal billed (paid or past due), a subscription
   * set to cancel at period end canceled.
   */
  advance(seconds: number): void {
    this.offsetSeconds += seconds;
    const now = this.now();
    for (const subscription of this.subscriptions.values()) {
      if (
        subscription.status === 'trialing' &&
        subscription.trial_end !== null &&
        subscription.trial_end - 3 * 86_400 <= now &&
        !this.trialWillEndSent.has(subscription.id)
      ) {
        this.trialWillEndSent.add(subscription.id);
        this.emit('customer.subscription.trial_will_end', subscription);
      }
      this.renew(subscription, now);
    }
  }

  private renew(subscription: Subscription, now: number): void {
    for (;;) {
      const item = subscription.items.data[0];
      if (!item || subscription.status === 'canceled' || subscription.status === 'past_due') return;
      if (item.current_period_end > now) return;
      const card = subscription.default_payment_method ?? this.customerCards.get(subscription.customer);
      if (subscription.cancel_at_period_end || (subscription.status === 'trialing' && card === undefined)) {
        this.cancel(subscription, item.current_period_end);
        return;
      }
      const start = item.current_period_end;
      const end = this.periodEnd(start, item.price.recurring.interval as CheckoutPlan['interval']);
      const previousItems = structuredClone(subscription.items);
      const previousStatus = subscription.status;
      item.current_period_start = start;
      item.current_period_end = end;
      const { paid } = this.bill(subscription);
      subscription.status = paid ? 'active' : 'past_due';
      this.emit('customer.subscription.updated', subscription, {
        status: previousStatus,
        items: previousItems,
      });
    }
  }

  /** Ends a subscription now (or at `at`, a period end that has passed) and reports its deletion. */
  cancel(subscription: Subscription, at = this.now()): void {
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: at,
      canceled_at: subscription.canceled_at ?? at,
    });
    this.emit('customer.subscription.deleted', subscription);
  }
}
