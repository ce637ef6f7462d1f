import { z } from 'zod';

/**
 * What creators and administrators see of the money (issue 25 §6, ADR 213). Amounts are integer cents of
 * `currency` (CURRENCY, lower case, as Stripe writes it). Months are calendar months in the time zone the
 * browser sends as `tz` (as on the dashboards, ADR 064), oldest first, the current one last.
 *
 * A `payments` row of kind payment carries the invoice amount and the platform's fee; a refund or dispute
 * row carries the amount taken back and the part of the fee the platform gave back with it.
 */

/** How many calendar months the money pages show. */
export const moneyMonths = 6;
/** How many payments, refunds and disputes the studio lists. */
export const moneyRecentLimit = 20;
/** How many channels the administrators' top list shows. */
export const moneyTopChannels = 5;

/** Payments are off (the free beta): there is no money to show. */
const paymentsOffSchema = z.object({ enabled: z.literal(false) });

const creatorMoneyMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** What subscribers paid. */
  gross: z.number().int(),
  /** The platform's fee, less the fee it gave back on refunds and disputes. */
  fee: z.number().int(),
  /** What was refunded or disputed. */
  refunds: z.number().int(),
  /** gross − fee − refunds: what the creator kept. */
  net: z.number().int(),
});

const moneyEventKinds = ['payment', 'refund', 'dispute'] as const;

export const creatorMoneySchema = z
  .discriminatedUnion('enabled', [
    z.object({
      enabled: z.literal(true),
      currency: z.string(),
      platformFeePercent: z.number().nonnegative(),
      /** Paid subscriptions Stripe charged (not trialing, not past due) that still give access. */
      payingSubscribers: z.number().int(),
      /** Paid subscriptions in their free trial. */
      trials: z.number().int(),
      /** Paid subscriptions whose last payment failed, still inside the grace period. */
      pastDue: z.number().int(),
      /** Monthly recurring revenue after the fee: the paying subscriptions' prices × (1 − fee). */
      mrrAfterFee: z.number().int(),
      months: z.array(creatorMoneyMonthSchema),
      /** The newest payments, refunds and disputes (at most moneyRecentLimit), newest first. */
      recent: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(moneyEventKinds),
          amount: z.number().int(),
          fee: z.number().int(),
          occurredAt: z.iso.datetime(),
          /** The subscriber's display name; null once the account is gone. */
          subscriberName: z.string().nullable(),
        }),
      ),
      /**
       * The next payout to the creator's bank as Stripe reports it: the pending payout, or else the balance
       * waiting for one (then without a date). Null without a payout account, without money waiting, or
       * when Stripe did not answer (`nextPayoutUnavailable`).
       */
      nextPayout: z.object({ amount: z.number().int(), arrivalDate: z.iso.datetime().nullable() }).nullable(),
      nextPayoutUnavailable: z.boolean(),
    }),
    paymentsOffSchema,
  ])
  .meta({ id: 'CreatorMoney' });
export type CreatorMoney = z.infer<typeof creatorMoneySchema>;
export type CreatorMoneyMonth = z.infer<typeof creatorMoneyMonthSchema>;
export type MoneyEvent = Extract<CreatorMoney, { enabled: true }>['recent'][number];

const feeMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** The platform's fees on payments. */
  fees: z.number().int(),
  /** Fees given back with refunds and disputes. */
  feesRefunded: z.number().int(),
  net: z.number().int(),
});

/** GET /api/admin/payments: the platform's fee revenue. */
export const platformFeesSchema = z
  .discriminatedUnion('enabled', [
    z.object({
      enabled: z.literal(true),
      currency: z.string(),
      platformFeePercent: z.number().nonnegative(),
      /** All time. */
      totalFees: z.number().int(),
      feesRefunded: z.number().int(),
      net: z.number().int(),
      months: z.array(feeMonthSchema),
      /** Paid subscriptions Stripe charged that still give access, on every channel. */
      payingSubscriptions: z.number().int(),
      /** The channels that brought the most fees (net, all time), at most moneyTopChannels. */
      topChannels: z.array(
        z.object({
          creatorId: z.uuid(),
          channelName: z.string().nullable(),
          fees: z.number().int(),
          payments: z.number().int(),
        }),
      ),
    }),
    paymentsOffSchema,
  ])
  .meta({ id: 'PlatformFees' });
export type PlatformFees = z.infer<typeof platformFeesSchema>;
export type FeeMonth = z.infer<typeof feeMonthSchema>;
