import { z } from 'zod';
import { subscribeRequestSchema, subscriptionSchema, type SubscribeRequest } from './subscriptions';

/**
 * The listener's side of paid channels (ADR 213): the payments mode the web reads, Stripe Checkout for a
 * paid channel, the success page's status and the customer portal. Money is integer cents.
 */

/**
 * GET /api/payments/config (public). With payments off (the free beta) the money fields are null: nothing
 * is charged, so there is no fee, currency or paid trial to show.
 */
export const paymentsConfigSchema = z
  .discriminatedUnion('enabled', [
    z.object({
      enabled: z.literal(true),
      /** ISO 4217, lower case, as Stripe writes it (CURRENCY). */
      currency: z.string(),
      /** Days of the cardless trial a paid subscription starts with (TRIAL_DAYS). */
      trialDays: z.number().int().positive(),
      /** The platform's share of each payment (PLATFORM_FEE_PERCENT). */
      platformFeePercent: z.number().nonnegative(),
    }),
    z.object({
      enabled: z.literal(false),
      currency: z.null(),
      trialDays: z.null(),
      platformFeePercent: z.null(),
    }),
  ])
  .meta({ id: 'PaymentsConfig' });
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigSchema>;

/**
 * Body of POST /api/payments/checkout: the channel, and the invite link the listener came through — the
 * same fields as a free subscribe, so the one named schema serves both.
 */
export const checkoutRequestSchema = subscribeRequestSchema;
export type CheckoutRequest = SubscribeRequest;

/** Where the browser goes next: a hosted Checkout page or the customer portal, on Stripe. */
export const paymentRedirectSchema = z.object({ url: z.url() }).meta({ id: 'PaymentRedirect' });
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

export const checkoutSessionParamsSchema = z.object({
  sessionId: z.string().min(1).max(255),
});

/**
 * GET /api/payments/checkout/{sessionId}: `confirmed` only once the webhook worker wrote the paid
 * subscription with access (the redirect from Stripe grants nothing); `expired` when Stripe says the
 * session ended without one.
 */
export const checkoutStatusSchema = z
  .object({
    state: z.enum(['pending', 'confirmed', 'expired']),
    creatorId: z.uuid(),
    channelName: z.string(),
    subscription: subscriptionSchema.nullable(),
  })
  .meta({ id: 'CheckoutStatus' });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
