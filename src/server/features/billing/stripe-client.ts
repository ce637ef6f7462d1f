import Stripe from 'stripe';
import { APP_VERSION } from '@shared/constants';
import type { PaymentsConfig } from '../../payments-config';

/**
 * The Stripe API version every request is sent with (ADR 210). It is the one `stripe` 23.1.0 is typed for:
 * moving it is a deliberate change made together with the SDK, read against Stripe's upgrade notes, never
 * whatever the account's dashboard default happens to be.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Network retries of one request (the SDK retries idempotently, with Idempotency-Key, and backs off). */
const MAX_NETWORK_RETRIES = 2;
/** Time limit of one request to Stripe. */
const REQUEST_TIMEOUT_MS = 20_000;

type StripeSettings = Extract<PaymentsConfig, { enabled: true }>;

/**
 * Where the SDK sends requests: api.stripe.com by default, or the host, port and protocol of a
 * Stripe-compatible server given as `STRIPE_API_URL` (the local Stripe of `npm run stripe:local`).
 */
export function stripeAddress(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiUrl === undefined) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

/** The one Stripe client of a process, used by the payment services; made only when payments are on. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    appInfo: { name: 'Podbrief', version: APP_VERSION },
    // Stripe's own telemetry header about request latencies is not needed to run the product.
    telemetry: false,
    ...stripeAddress(settings.apiUrl),
  });
}
