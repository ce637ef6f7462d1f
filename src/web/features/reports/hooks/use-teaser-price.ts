import type { ReportTeaser } from '@shared/contract/reports';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { teaserPriceSentence } from '@web/lib/pricing-copy-app';

/**
 * The teaser's sentence on the price, or null until the payments mode is known: with payments on, a paid
 * channel tells its price after the trial; one that stays free says so (ADR 216).
 */
export function useTeaserPrice(teaser: ReportTeaser): string | null {
  const { priceCents, currency, interval, paid } = teaser.subscribe;
  return teaserPriceSentence({ amount: priceCents, currency, interval, paid }, usePaymentsMode());
}
