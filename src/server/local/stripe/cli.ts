import { startLocalStripe } from './local-stripe';

/**
 * `npm run stripe:local`: the local Stripe on 127.0.0.1 for development and end-to-end tests (ADR 210).
 * It prints the three variables that point Podbrief at it.
 */
const port = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
const appUrl = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_podbrief_local'; // refused in production (payments-config.ts)
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`STRIPE_LOCAL_PORT: must be a port number, not "${process.env.STRIPE_LOCAL_PORT}"`);
  process.exit(1);
}

const stripe = await startLocalStripe({ port, appUrl, webhookSecret, log: (line) => console.log(line) });
console.log(`Local Stripe on ${stripe.url}, sending webhooks to ${appUrl}/api/webhooks/stripe
Start Podbrief against it with:
  STRIPE_SECRET_KEY=sk_test_local STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_URL=${stripe.url} npm start`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stripe.close().then(() => process.exit(0));
  });
}
