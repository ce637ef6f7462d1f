/**
 * Which money story the web tells (ADR 216): the free beta, or paid channels on Stripe with the fee, the
 * currency and the cardless trial the server is configured with. Read once from GET /api/payments/config.
 * A module of its own, without the request that reads it, so the components the server also draws (ADR
 * 236) can name it.
 */
export type PaymentsMode =
  { enabled: false } | { enabled: true; currency: string; trialDays: number; platformFeePercent: number };
