import { z } from 'zod';

/**
 * The creator's payout account on Stripe Connect (ADR 213), as the studio shows it: whether it is set up,
 * whether the channel is paid now, and if not, why.
 */

/** Not set up (no account yet), details needed, under review (details in, not yet enabled), active. */
export const payoutStates = ['not_set_up', 'details_needed', 'under_review', 'active'] as const;
export type PayoutState = (typeof payoutStates)[number];

/** Why a channel is free (ADR 213): payments off (the free beta), no price, or payouts not active. */
export const freeReasons = ['payments_off', 'no_price', 'payouts_not_active'] as const;
export type FreeReason = (typeof freeReasons)[number];

export const payoutStatusSchema = z
  .object({
    /** Payments are configured on this server; without them every channel is free (the beta). */
    paymentsEnabled: z.boolean(),
    state: z.enum(payoutStates),
    /** Stripe's requirement codes still due, while details are needed. */
    requirementsDue: z.array(z.string()),
    /** Listeners pay the channel's price now: payments on, a price above zero, payouts active. */
    paid: z.boolean(),
    /** Why listeners do not pay now; null when they do. */
    whyFree: z.enum(freeReasons).nullable(),
    /** The channel's monthly price in cents. */
    price: z.object({ amount: z.number().int().nonnegative(), currency: z.string() }),
    /** The platform's share of each payment in percent; null with payments off. */
    platformFeePercent: z.number().nonnegative().nullable(),
  })
  .meta({ id: 'PayoutStatus' });
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/**
 * Where the browser goes next: Stripe's hosted onboarding (an account link) or the Express dashboard (a
 * login link). Both are single-use and short-lived, so the studio asks for one at the click.
 */
export const payoutLinkSchema = z.object({ url: z.url() });
export type PayoutLink = z.infer<typeof payoutLinkSchema>;
