import { z } from 'zod';

/**
 * The subscription contract shared by the server and the web (docs/product.md#entities and
 * #subscriptions: the beta and the platform plans). Money is integer cents with a currency code;
 * times are ISO 8601 UTC strings.
 */

const subscriptionStatusSchema = z.enum(['active', 'canceled']).meta({ id: 'SubscriptionStatus' });

/** Stripe's subscription statuses, as stored in `subscriptions.billing_status`. */
export const billingStatusSchema = z
  .enum([
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'incomplete',
    'incomplete_expired',
    'paused',
  ])
  .meta({ id: 'BillingStatus' });
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** Why a paid subscription ended, when it did. */
export const endedReasonSchema = z
  .enum(['refunded', 'disputed', 'trial_ended', 'payment_failed', 'canceled'])
  .meta({ id: 'SubscriptionEndedReason' });
export type EndedReason = z.infer<typeof endedReasonSchema>;

const subscriptionBillingSchema = z
  .object({
    status: billingStatusSchema,
    /** End of the cardless trial, while there is or was one. */
    trialEndsAt: z.iso.datetime().nullable(),
    /** Whether a card is on file: a trial without one ends in a cancel, not a charge. */
    hasPaymentMethod: z.boolean(),
    /** The next charge and its date, or null when none will happen (no card, canceled, ended). */
    nextCharge: z.object({ amount: z.number().int().nonnegative(), at: z.iso.datetime() }).nullable(),
    /** Access lasts until this moment (period end, trial end, or the end of a past-due grace period). */
    accessUntil: z.iso.datetime().nullable(),
    endedReason: endedReasonSchema.nullable(),
  })
  .meta({ id: 'SubscriptionBilling' });
export type SubscriptionBilling = z.infer<typeof subscriptionBillingSchema>;

export const subscriptionSchema = z
  .object({
    id: z.uuid(),
    creatorId: z.uuid(),
    channelName: z.string(),
    creatorName: z.string(),
    /** The channel's own logo, or null: the client then draws the generated initials avatar. */
    logoUrl: z.string().nullable(),
    /** 'canceled' once a canceled subscription has passed the end of its paid period. */
    status: subscriptionStatusSchema,
    /** Whether the subscription gives access to the channel's reports right now. */
    active: z.boolean(),
    planName: z.string(),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    interval: z.literal('month'),
    /** The billing provider behind it; 'trial' during the beta. */
    provider: z.string(),
    startDate: z.iso.datetime(),
    currentPeriodStart: z.iso.datetime(),
    /** 'Renews On' while not canceled, 'Access Until' once cancel_at_period_end is set. */
    currentPeriodEnd: z.iso.datetime(),
    cancelAtPeriodEnd: z.boolean(),
    canceledAt: z.iso.datetime().nullable(),
    /** When subscribing to this creator again becomes possible (30 days after canceling), or null. */
    resubscribeAvailableAt: z.iso.datetime().nullable(),
    /**
     * Why a subscription ends though its subscriber did not cancel it: 'channel_paid', a free-beta
     * subscription whose channel turned paid (ADR 226). It reads to `currentPeriodEnd`, cannot be resumed,
     * and continues through Checkout with no wait.
     */
    endingReason: z.enum(['channel_paid']).nullable(),
    /** A paid subscription's billing as Stripe last confirmed it (ADR 213); null for a free-beta subscription. */
    billing: subscriptionBillingSchema.nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z
  .object({ items: z.array(subscriptionSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'SubscriptionList' });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/**
 * Body of POST /api/subscriptions. Fields are optional in the schema so that a missing creatorId gets the
 * product's own answer ('Missing required fields') instead of a generic validation message.
 */
export const subscribeRequestSchema = z
  .object({
    creatorId: z.string().max(100).optional(),
    /** The invite link the visitor came through, counted when the subscription is made. */
    inviteToken: z.string().max(200).optional(),
  })
  .meta({ id: 'SubscribeRequest' });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/**
 * Body of POST /api/subscriptions/cancel and /resume (docs/product.md#validation: 'No subscription ID
 * provided' / 'Subscription ID is required').
 */
export const cancelSubscriptionRequestSchema = z
  .object({ subscriptionId: z.string().max(100).optional() })
  .meta({ id: 'CancelSubscriptionRequest' });
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;

export const trialUsageSchema = z
  .object({
    /** Free-trial slots taken: trials that give access and are not canceled (ADR 216). */
    used: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    remaining: z.number().int().nonnegative(),
  })
  .meta({ id: 'TrialUsage' });
export type TrialUsage = z.infer<typeof trialUsageSchema>;

const planTypeSchema = z.enum(['basic', 'premium', 'pro']).meta({ id: 'PlanType' });
export type PlanType = z.infer<typeof planTypeSchema>;

const planSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: planTypeSchema,
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    interval: z.string(),
    /** False during the beta: nothing can be bought, and the page leads to a creator's next step (ADR 231). */
    isPurchasable: z.boolean(),
    features: z.array(z.string()),
    metadata: z.object({ type: planTypeSchema }),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.object({ plans: z.array(planSchema) }).meta({ id: 'PlanList' });
export type PlanList = z.infer<typeof planListSchema>;

/** The platform plan the user is on. During the beta everyone is on the free trial. */
const currentPlanSchema = z
  .object({
    planId: z.string(),
    planName: z.string(),
    provider: z.string(),
    status: z.literal('active'),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    interval: z.literal('month'),
    trial: trialUsageSchema,
  })
  .meta({ id: 'CurrentPlan' });
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const currentPlanResponseSchema = z
  .object({ current: currentPlanSchema.nullable() })
  .meta({ id: 'CurrentPlanResponse' });
export type CurrentPlanResponse = z.infer<typeof currentPlanResponseSchema>;

/** The trial's plan name, shown on every subscription card during the beta. */
export const FREE_TRIAL_PLAN_NAME = 'Free trial';
export const FREE_TRIAL_PLAN_ID = 'free-trial';

/**
 * docs/product.md#entities: features are attached by the client side of the original; here they live in one
 * place.
 */
export const planFeatures: Record<PlanType, string[]> = {
  basic: ['Basic content creation tools', 'Up to 5 projects', 'Standard support', '720p video exports'],
  premium: ['Advanced tools', 'Unlimited projects', 'Priority support', '1080p exports', 'Custom branding'],
  pro: [
    'Premium suite',
    'Unlimited projects and collaborators',
    '24/7 priority support',
    '4K exports',
    'Custom branding and white labeling',
    'Analytics dashboard',
  ],
};

/** docs/product.md#entities: unknown plan types use basic. */
export function planTypeOf(type: string | null | undefined): PlanType {
  return type === 'premium' || type === 'pro' || type === 'basic' ? type : 'basic';
}
