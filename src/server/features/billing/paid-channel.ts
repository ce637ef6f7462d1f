/**
 * ADR 213: a channel is paid — a listener pays its price through Stripe Checkout — only when payments are
 * configured, its price is above zero and its creator's payout account is active. Otherwise it stays free
 * and the studio says why (`whyFree`).
 */
export function isPaidChannel(paymentsEnabled: boolean, price: number, payoutActive: boolean): boolean {
  return paymentsEnabled && price > 0 && payoutActive;
}

/** Why a channel is free, for the studio; null when it is paid. */
export type FreeReason = 'payments_off' | 'no_price' | 'payouts_not_active';

export function whyFree(paymentsEnabled: boolean, price: number, payoutActive: boolean): FreeReason | null {
  if (!paymentsEnabled) return 'payments_off';
  if (price <= 0) return 'no_price';
  if (!payoutActive) return 'payouts_not_active';
  return null;
}
