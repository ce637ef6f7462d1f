import { z } from 'zod';

/**
 * Payments are configuration (ADR 210): without `STRIPE_SECRET_KEY` the product is the free beta and
 * nothing here is used; with it and `STRIPE_WEBHOOK_SECRET`, channels with a price are paid through Stripe.
 */
export type PaymentsConfig =
  | { enabled: false }
  | {
      enabled: true;
      secretKey: string;
      /** Signs the events Stripe posts to `/api/webhooks/stripe` (`whsec_…`). */
      webhookSecret: string;
      /** A Stripe-compatible server instead of api.stripe.com (`npm run stripe:local`), as an origin. */
      apiUrl: string | undefined;
      /** The platform's share of each payment, in percent (0–99.99, two decimals at most, as Stripe takes it). */
      platformFeePercent: number;
      /** ISO 4217 code, lower case, as Stripe writes it. */
      currency: string;
      /** Days of the cardless trial a paid subscription starts with. */
      trialDays: number;
    };

/**
 * Secrets the project's own docs and local tools print (the local Stripe of docs/payments.md, the
 * end-to-end run): anyone can sign a webhook with them, so a production server refuses to start with one.
 */
const exampleStripeSecrets = new Set([
  'sk_test_local',
  'whsec_podbrief_local',
  'sk_test_podbrief_e2e',
  'whsec_podbrief_e2e',
]);

/**
 * The variables this module reads; docs/configuration.md lists the same names, which config-docs.test.ts
 * checks.
 */
const PAYMENT_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'PLATFORM_FEE_PERCENT',
  'CURRENCY',
  'TRIAL_DAYS',
] as const;

const blankToUndefined = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const paymentsSchema = z.object({
  STRIPE_SECRET_KEY: blankToUndefined.pipe(
    z
      .string()
      .regex(/^(?:sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: blankToUndefined.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_API_URL: blankToUndefined.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((value) => {
        const url = new URL(value);
        return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
      }, 'must be an origin such as http://127.0.0.1:12111, without a path')
      .optional(),
  ),
  PLATFORM_FEE_PERCENT: blankToUndefined.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a number of percent, e.g. 10' })
      .min(0, 'must be between 0 and 99.99')
      .max(99.99, 'must be between 0 and 99.99')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'may have two decimals at most')
      .default(10),
  ),
  CURRENCY: blankToUndefined.pipe(
    z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code, e.g. usd or eur')
      .transform((v) => v.toLowerCase())
      .default('usd'),
  ),
  TRIAL_DAYS: blankToUndefined.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be between 1 and 730 (a paid channel always starts with a trial)')
      .max(730, 'must be between 1 and 730 (Stripe’s longest trial)')
      .default(14),
  ),
});

/**
 * Reads the payment settings from the environment. Returns the problems instead of throwing, so that
 * `loadConfig` lists them with every other bad variable in one message.
 */
export function readPaymentsConfig(source: Record<string, string | undefined>): {
  payments: PaymentsConfig;
  problems: string[];
} {
  const raw = Object.fromEntries(PAYMENT_VARIABLES.map((name) => [name, source[name]]));
  const parsed = paymentsSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  const set = (name: string) => (source[name] ?? '').trim() !== '';
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
  const anyStripe = [...keys, 'STRIPE_API_URL'].some(set);
  const missing = keys.filter((name) => !set(name));
  if (anyStripe && missing.length > 0) {
    const given = [...keys, 'STRIPE_API_URL'].filter(set).join(', ');
    problems.push(
      `${missing.join(', ')}: missing — payments are half configured (${given} set); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or none of the STRIPE_ variables for the free beta`,
    );
  }

  if (source.NODE_ENV?.trim() === 'production') {
    for (const name of keys) {
      if (exampleStripeSecrets.has((source[name] ?? '').trim()))
        problems.push(
          `${name}: the example value from the docs is refused in production (anyone could sign with it); use your own from the Stripe dashboard`,
        );
    }
  }

  if (!parsed.success || problems.length > 0) return { payments: { enabled: false }, problems };
  const env = parsed.data;
  if (env.STRIPE_SECRET_KEY === undefined || env.STRIPE_WEBHOOK_SECRET === undefined) {
    return { payments: { enabled: false }, problems };
  }
  return {
    payments: {
      enabled: true,
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL === undefined ? undefined : new URL(env.STRIPE_API_URL).origin,
      platformFeePercent: env.PLATFORM_FEE_PERCENT,
      currency: env.CURRENCY,
      trialDays: env.TRIAL_DAYS,
    },
    problems,
  };
}
