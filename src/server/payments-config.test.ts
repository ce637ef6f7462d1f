import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { readPaymentsConfig } from './payments-config';

const keys = { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('payments configuration', () => {
  it('refuses in production the example secrets the docs and local tools print, and takes them elsewhere', () => {
    const examples = { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_podbrief_local' };
    const production = readPaymentsConfig({ ...examples, NODE_ENV: 'production' });
    expect(production.payments).toEqual({ enabled: false });
    expect(production.problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: the example value from the docs is refused in production/),
      expect.stringMatching(
        /^STRIPE_WEBHOOK_SECRET: the example value from the docs is refused in production/,
      ),
    ]);
    const ownSecret = readPaymentsConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_51abcdefghijklmnop',
      STRIPE_WEBHOOK_SECRET: 'whsec_podbrief_e2e',
    });
    expect(ownSecret.problems).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: the example value/)]);
    expect(readPaymentsConfig({ ...examples, NODE_ENV: 'development' }).problems).toEqual([]);
  });

  it('leaves payments off, the free beta, when no Stripe variable is set', () => {
    expect(loadConfig({}).payments).toEqual({ enabled: false });
    expect(loadConfig({ STRIPE_SECRET_KEY: '  ', STRIPE_WEBHOOK_SECRET: '' }).payments).toEqual({
      enabled: false,
    });
  });

  it('turns payments on with both keys, with the documented defaults', () => {
    expect(loadConfig(keys).payments).toEqual({
      enabled: true,
      secretKey: 'sk_test_local',
      webhookSecret: 'whsec_local',
      apiUrl: undefined,
      platformFeePercent: 10,
      currency: 'usd',
      trialDays: 14,
    });
  });

  it('takes a local Stripe-compatible server, the fee, the currency and the trial', () => {
    const { payments, problems } = readPaymentsConfig({
      ...keys,
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
      PLATFORM_FEE_PERCENT: '12.5',
      CURRENCY: 'EUR',
      TRIAL_DAYS: '7',
    });
    expect(problems).toEqual([]);
    expect(payments).toMatchObject({
      enabled: true,
      apiUrl: 'http://127.0.0.1:12111',
      platformFeePercent: 12.5,
      currency: 'eur',
      trialDays: 7,
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_local' }, 'STRIPE_WEBHOOK_SECRET: missing'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_local' }, 'STRIPE_SECRET_KEY: missing'],
    [{ STRIPE_API_URL: 'http://127.0.0.1:12111' }, 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: missing'],
  ])('stops the start when payments are half configured (%o), naming what is missing', (env, named) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(named);
    expect(problems[0]).toContain('half configured');
  });

  it.each([
    ['PLATFORM_FEE_PERCENT', 'ten', 'PLATFORM_FEE_PERCENT: must be a number'],
    ['PLATFORM_FEE_PERCENT', '-1', 'PLATFORM_FEE_PERCENT: must be between 0 and 99.99'],
    ['PLATFORM_FEE_PERCENT', '100', 'PLATFORM_FEE_PERCENT: must be between 0 and 99.99'],
    ['PLATFORM_FEE_PERCENT', '10.125', 'PLATFORM_FEE_PERCENT: may have two decimals at most'],
    ['CURRENCY', 'dollars', 'CURRENCY: must be a three-letter ISO 4217 code'],
    ['TRIAL_DAYS', '0', 'TRIAL_DAYS: must be between 1 and 730'],
    ['TRIAL_DAYS', '1.5', 'TRIAL_DAYS: must be a whole number of days'],
    ['TRIAL_DAYS', '731', 'TRIAL_DAYS: must be between 1 and 730'],
    ['STRIPE_SECRET_KEY', 'pk_test_public', 'STRIPE_SECRET_KEY: must be a Stripe secret key'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'STRIPE_WEBHOOK_SECRET: must be a webhook signing secret'],
    ['STRIPE_API_URL', 'ftp://127.0.0.1:12111', 'STRIPE_API_URL: must be an http:// or https:// URL'],
    ['STRIPE_API_URL', 'http://127.0.0.1:12111/v1', 'STRIPE_API_URL: must be an origin'],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    const problems = problemsOf({ ...keys, [name]: value });
    expect(problems).toEqual([expect.stringContaining(message)]);
  });

  it('checks the fee, currency and trial even while payments are off', () => {
    expect(problemsOf({ CURRENCY: 'euro' })).toEqual([expect.stringContaining('CURRENCY:')]);
  });

  it('lists the payment problems with the other settings’ in one message', () => {
    const problems = problemsOf({ PORT: 'eighty', STRIPE_SECRET_KEY: 'sk_test_local', TRIAL_DAYS: '0' });
    expect(problems).toEqual([
      expect.stringContaining('PORT:'),
      expect.stringContaining('TRIAL_DAYS:'),
      expect.stringContaining('STRIPE_WEBHOOK_SECRET: missing'),
    ]);
  });
});
