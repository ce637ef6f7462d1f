import { product } from '@shared/constants';
import type { PaymentsMode } from './payments-mode-type';
import { formatPercent, type Price } from './pricing-copy';

/*
 * The price sentences only the app's pages say (ADR 216): the studio's, a report teaser's and the plans'.
 * pricing-copy.ts keeps what the landing document says too, which loads within its budget (ADR 084).
 */

/** The onboarding's promise to a new creator about their price (ADR 216). */
export function creatorPricePerk(mode: PaymentsMode | undefined): string {
  if (mode?.enabled) {
    return `Set your own monthly price; listeners pay it after a ${mode.trialDays}-day free trial, less the ${formatPercent(mode.platformFeePercent)} platform fee for you.`;
  }
  if (mode) return 'Set your own monthly price; listeners try it free during the beta.';
  return 'Set your own monthly price for listeners.';
}

/** The warning before a creator saves a price of 0.00 (ADR 216): free stays free in either mode. */
export function freePriceWarning(mode: PaymentsMode | undefined): string {
  return mode?.enabled
    ? 'With a price of 0.00 listeners will never pay for your channel.'
    : 'With a price of 0.00 listeners will never pay for your channel, also after the beta.';
}

/**
 * The price sentence on a report's teaser (ADR 216). During the beta: the price, free for now. With
 * payments on, only a channel known to be paid (`price.paid`) is given its trial and price; where the caller
 * does not know, no price is claimed, so a channel that stays free is never shown as charging.
 */
export function teaserPriceSentence(price: Price, mode: PaymentsMode | undefined): string | null {
  if (!mode) return null;
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency }).format(
    price.amount / 100,
  );
  if (!mode.enabled) return `${formatted} a month — free during the beta trial.`;
  if (price.paid === undefined) return null;
  if (!price.paid || price.amount <= 0) return 'Free to read.';
  return `${formatted} a month after a ${mode.trialDays}-day free trial, no card needed to start.`;
}

/** Where a paid creator plan leads while plans cannot be bought yet (ADR 216). */
export function comingSoonCopy(mode: PaymentsMode | undefined): string {
  const limit = product.freeTrialCreatorLimit;
  return mode?.enabled
    ? `Paid plans are on their way. Until then every plan feature is free; listeners try up to ${limit} paid channels free, no card needed.`
    : `Paid plans are on their way. During the beta every feature is free: subscribe to up to ${limit} podcasts, no card needed.`;
}
