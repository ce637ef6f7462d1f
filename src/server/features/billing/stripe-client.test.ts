import { afterEach, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@shared/constants';
import { type FakeHttpServer, type FakeRequest, startFakeHttpServer } from '../../testing/fake-http-server';
import { createStripeClient, STRIPE_API_VERSION, stripeAddress } from './stripe-client';

const settings = {
  enabled: true as const,
  secretKey: 'sk_test_local',
  webhookSecret: 'whsec_local',
  platformFeePercent: 10,
  currency: 'usd',
  trialDays: 14,
};

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the Stripe client', () => {
  it('talks to api.stripe.com unless a Stripe-compatible server is configured', () => {
    expect(stripeAddress(undefined)).toEqual({});
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeAddress('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('sends every request with the pinned API version, the secret key and the app’s name', async () => {
    const seen: FakeRequest[] = [];
    server = await startFakeHttpServer((request) => {
      seen.push(request);
      return { body: { id: 'acct_1', object: 'account', charges_enabled: false } };
    });
    const stripe = createStripeClient({ ...settings, apiUrl: server.origin });
    const account = await stripe.accounts.retrieve('acct_1');
    expect(account.id).toBe('acct_1');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/v1/accounts/acct_1');
    expect(seen[0]?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(seen[0]?.headers.authorization).toBe('Bearer sk_test_local');
    expect(seen[0]?.headers['user-agent']).toContain(`Podbrief/${APP_VERSION}`);
  });

  it('retries a request Stripe could not answer, with the same idempotency key', async () => {
    const seen: FakeRequest[] = [];
    server = await startFakeHttpServer((request) => {
      seen.push(request);
      return seen.length === 1
        ? {
            status: 503,
            body: { error: { type: 'api_error', message: 'busy' } },
            headers: { 'retry-after': '0' },
          }
        : { body: { id: 'acct_2', object: 'account' } };
    });
    const stripe = createStripeClient({ ...settings, apiUrl: server.origin });
    await stripe.accounts.create({ type: 'express' });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.headers['idempotency-key']).toBe(seen[0]?.headers['idempotency-key']);
  });
});
