import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../testing/fake-http-server';
import { STRIPE_API_VERSION, stripeAddress } from '../../features/billing/stripe-client';
import { startLocalStripe } from './local-stripe';

const STRIPE_PORT = 12150;
const APP_PORT = 12151;
const secret = 'whsec_local_test';

let local: Awaited<ReturnType<typeof startLocalStripe>>;
let app: FakeHttpServer;
let stripe: Stripe;
const received: Stripe.Event[] = [];
const waiters = new Set<() => void>();
let refuseNext = 0;

/** Resolves with the first event received that matches, now or when it arrives (no timer). */
function eventOf(type: string, match: (object: Record<string, unknown>) => boolean = () => true) {
  return new Promise<Stripe.Event>((resolve) => {
    const check = () => {
      const found = received.find(
        (e) => e.type === type && match(e.data.object as unknown as Record<string, unknown>),
      );
      if (!found) return;
      waiters.delete(check);
      resolve(found);
    };
    waiters.add(check);
    check();
  });
}

/** Follows the hosted page's form as a browser would, and returns where it redirects. */
async function submit(url: string, fields: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

beforeAll(async () => {
  app = await startFakeHttpServer(
    (request) => {
      if (request.url !== '/api/webhooks/stripe') return { status: 404, body: {} };
      if (refuseNext > 0) {
        refuseNext -= 1;
        return { status: 500, body: { error: 'busy' } };
      }
      const event = stripe.webhooks.constructEvent(
        request.body,
        String(request.headers['stripe-signature']),
        secret,
      );
      received.push(event);
      for (const waiter of [...waiters]) waiter();
      return { body: { received: true } };
    },
    { port: APP_PORT },
  );
  local = await startLocalStripe({
    port: STRIPE_PORT,
    appUrl: app.origin,
    webhookSecret: secret,
    retryDelaysMs: [20, 40, 80],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
});
afterAll(async () => {
  await local?.close();
  await app?.close();
});

describe('the local Stripe', () => {
  let account: Stripe.Account;
  let subscriptionId = '';
  let customerId = '';

  it('onboards a Connect Express account through its account link and reports account.updated', async () => {
    account = await stripe.accounts.create({ type: 'express', email: 'maya.creator@podbrief.test' });
    expect(account).toMatchObject({ charges_enabled: false, details_submitted: false });
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: `${app.origin}/studio/payouts?refresh=1`,
      return_url: `${app.origin}/studio/payouts`,
      type: 'account_onboarding',
    });
    const page = await (await fetch(link.url)).text();
    expect(page).toContain('Complete onboarding');
    expect(await submit(link.url, { outcome: 'complete' })).toBe(`${app.origin}/studio/payouts`);
    const updated = await eventOf('account.updated', (a) => a.id === account.id);
    expect(updated.account).toBe(account.id);
    expect(updated.data.object).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect(updated.data.previous_attributes).toMatchObject({ charges_enabled: false });
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ charges_enabled: true });
  });

  it('starts a cardless trial through hosted Checkout and confirms it by signed webhooks', async () => {
    const product = await stripe.products.create({ name: 'The Curious Engineer' });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 500,
      recurring: { interval: 'month' },
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: 'alex.listener@podbrief.test',
      payment_method_collection: 'if_required',
      subscription_data: {
        trial_period_days: 14,
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        application_fee_percent: 10,
        transfer_data: { destination: account.id },
        metadata: { channel: 'c1' },
      },
      success_url: `${app.origin}/subscribe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.origin}/channels/c1`,
    });
    expect(session.url).toBe(`${local.url}/checkout/${session.id}`);
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('Start trial');
    expect(page).toContain('No card needed');
    expect(await submit(`${local.url}/checkout/${session.id}/complete`)).toBe(
      `${app.origin}/subscribe/success?session_id=${session.id}`,
    );

    const completed = await eventOf('checkout.session.completed', (s) => s.id === session.id);
    const created = await eventOf('customer.subscription.created');
    const subscription = created.data.object as Stripe.Subscription;
    expect(completed.data.object).toMatchObject({ status: 'complete', subscription: subscription.id });
    expect(completed.api_version).toBe(STRIPE_API_VERSION);
    expect(subscription).toMatchObject({
      status: 'trialing',
      default_payment_method: null,
      application_fee_percent: 10,
      transfer_data: { destination: account.id },
      metadata: { channel: 'c1' },
    });
    subscriptionId = subscription.id;
    customerId = String(subscription.customer);
    expect((await stripe.customers.retrieve(customerId)) as Stripe.Customer).toMatchObject({
      email: 'alex.listener@podbrief.test',
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      subscription: subscriptionId,
    });
  });

  it('adds a card in the customer portal, then bills the renewal when the trial ends', async () => {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${app.origin}/subscriptions`,
    });
    expect(await (await fetch(portal.url)).text()).toContain('Add card');
    expect(await submit(`${portal.url}/card`)).toBe(`/portal/${portal.id}`);
    await eventOf(
      'customer.subscription.updated',
      (s) => s.id === subscriptionId && s.default_payment_method === 'pm_card_visa',
    );

    await fetch(`${local.url}/_local/clock/advance`, {
      method: 'POST',
      body: 'days=12',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await eventOf('customer.subscription.trial_will_end', (s) => s.id === subscriptionId);
    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: '{"days":3}' });
    const paid = await eventOf('invoice.paid');
    expect(paid.data.object).toMatchObject({
      amount_paid: 500,
      application_fee_amount: 50,
      customer: customerId,
    });
    await eventOf('customer.subscription.updated', (s) => s.id === subscriptionId && s.status === 'active');
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: 'active' });
  });

  it('refunds the charge and opens a dispute, each reported as an event', async () => {
    const succeeded = await eventOf('charge.succeeded', (c) => c.customer === customerId);
    const chargeId = (succeeded.data.object as Stripe.Charge).id;
    const refund = await stripe.refunds.create({ charge: chargeId });
    expect(refund).toMatchObject({ amount: 500, status: 'succeeded' });
    const refunded = await eventOf('charge.refunded', (c) => c.id === chargeId);
    expect(refunded.data.object).toMatchObject({ refunded: true, amount_refunded: 500 });
    await expect(stripe.refunds.create({ charge: chargeId })).rejects.toMatchObject({
      code: 'amount_too_large',
    });

    await fetch(`${local.url}/_local/charges/${chargeId}/dispute`, { method: 'POST' });
    expect((await eventOf('charge.dispute.created')).data.object).toMatchObject({ charge: chargeId });
  });

  it('cancels at period end from the API, and then at the period end', async () => {
    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    await eventOf(
      'customer.subscription.updated',
      (s) => s.id === subscriptionId && s.cancel_at_period_end === true,
    );
    await fetch(`${local.url}/_local/clock/advance`, {
      method: 'POST',
      body: 'days=31',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const deleted = await eventOf('customer.subscription.deleted', (s) => s.id === subscriptionId);
    expect(deleted.data.object).toMatchObject({ status: 'canceled' });
  });

  it('ends a trial without a card in a cancellation, and retries a webhook the app refused', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 300,
            recurring: { interval: 'month' },
            product_data: { name: 'Deep Sleep' },
          },
          quantity: 1,
        },
      ],
      customer_email: 'sam@podbrief.test',
      payment_method_collection: 'if_required',
      subscription_data: { trial_period_days: 14 },
      success_url: `${app.origin}/done`,
    });
    refuseNext = 1;
    await submit(`${local.url}/checkout/${session.id}/complete`);
    const completed = await eventOf('checkout.session.completed', (s) => s.id === session.id);
    const delivery = local.deliveries.find((d) => d.eventId === completed.id);
    expect(delivery?.attempts).toBe(2);

    const subscriptionIdOf = String((completed.data.object as Stripe.Checkout.Session).subscription);
    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: '{"days":15}' });
    const deleted = await eventOf('customer.subscription.deleted', (s) => s.id === subscriptionIdOf);
    expect(deleted.data.object).toMatchObject({ status: 'canceled' });
    expect(
      received.some(
        (e) => e.type === 'invoice.paid' && JSON.stringify(e.data.object).includes(subscriptionIdOf),
      ),
    ).toBe(false);
  });

  it('holds webhooks back on request and sends them, in order, when released', async () => {
    const hold = await fetch(`${local.url}/_local/webhooks/hold`, { method: 'POST' });
    expect(await hold.json()).toEqual({ holding: true });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 400,
            recurring: { interval: 'month' },
            product_data: { name: 'Late News' },
          },
          quantity: 1,
        },
      ],
      customer_email: 'late@podbrief.test',
      payment_method_collection: 'if_required',
      subscription_data: { trial_period_days: 14 },
      success_url: `${app.origin}/done`,
    });
    await submit(`${local.url}/checkout/${session.id}/complete`);
    const sent = local.ledger.events.filter(
      (e) =>
        (e.type === 'checkout.session.completed' && e.data.object.id === session.id) ||
        (e.type === 'customer.subscription.created' && e.data.object.customer === session.customer),
    );
    const sessionEvent = sent.find((e) => e.type === 'checkout.session.completed');
    expect(sessionEvent).toBeDefined();
    // Held: made, signed for nobody yet, and not a single attempt.
    const pending = local.deliveries.filter((d) => sent.some((e) => e.id === d.eventId));
    expect(pending.map((d) => [d.status, d.attempts])).toEqual(pending.map(() => ['pending', 0]));
    expect(received.some((e) => e.id === sessionEvent?.id)).toBe(false);

    const release = await fetch(`${local.url}/_local/webhooks/release`, { method: 'POST' });
    expect(((await release.json()) as { released: number }).released).toBeGreaterThanOrEqual(2);
    const completed = await eventOf('checkout.session.completed', (s) => s.id === session.id);
    const subscriptionOf = String((completed.data.object as Stripe.Checkout.Session).subscription);
    const created = await eventOf('customer.subscription.created', (s) => s.id === subscriptionOf);
    expect(received.indexOf(completed)).toBeLessThan(received.indexOf(created));
    // Released means delivering at once again.
    const later = await stripe.subscriptions.update(subscriptionOf, { metadata: { late: 'no' } });
    await eventOf('customer.subscription.updated', (s) => s.id === later.id);
  });

  it('charges at once on "Pay", and puts a renewal with a declining card past due until a card is added', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 700,
            recurring: { interval: 'month' },
            product_data: { name: 'Markets' },
          },
          quantity: 1,
        },
      ],
      customer_email: 'pat@podbrief.test',
      success_url: `${app.origin}/done`,
    });
    expect(await (await fetch(session.url ?? '')).text()).toContain('>Pay<');
    await submit(`${local.url}/checkout/${session.id}/complete`);
    const completed = await eventOf('checkout.session.completed', (s) => s.id === session.id);
    const { subscription, customer } = completed.data.object as Stripe.Checkout.Session;
    const first = await eventOf('invoice.paid', (i) => i.customer === customer);

    await fetch(`${local.url}/_local/customers/${String(customer)}/payment_method`, {
      method: 'POST',
      body: '{"payment_method":"pm_card_chargeDeclined"}',
    });
    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: '{"days":32}' });
    await eventOf('invoice.payment_failed', (i) => i.customer === customer);
    await eventOf('customer.subscription.updated', (s) => s.id === subscription && s.status === 'past_due');

    const portal = await stripe.billingPortal.sessions.create({ customer: String(customer) });
    await submit(`${portal.url}/card`);
    await eventOf('customer.subscription.updated', (s) => s.id === subscription && s.status === 'active');
    await eventOf(
      'invoice.paid',
      (i) => i.customer === customer && i.id !== (first.data.object as Stripe.Invoice).id,
    );
  });

  it("keeps a connected account's transfers as its balance and pays them out two days after the first", async () => {
    const creator = await stripe.accounts.create({ type: 'express', email: 'payouts@podbrief.test' });
    const empty = await stripe.balance.retrieve({}, { stripeAccount: creator.id });
    expect(empty.available).toEqual([expect.objectContaining({ amount: 0 })]);
    expect((await stripe.payouts.list({ status: 'pending' }, { stripeAccount: creator.id })).data).toEqual(
      [],
    );

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 900,
            recurring: { interval: 'month' },
            product_data: { name: 'Payout Hour' },
          },
          quantity: 1,
        },
      ],
      customer_email: 'payer@podbrief.test',
      subscription_data: { application_fee_percent: 10, transfer_data: { destination: creator.id } },
      success_url: `${app.origin}/done`,
    });
    await submit(`${local.url}/checkout/${session.id}/complete`);
    const completed = await eventOf('checkout.session.completed', (s) => s.id === session.id);
    const { customer } = completed.data.object as Stripe.Checkout.Session;
    const charge = (await eventOf('charge.succeeded', (c) => c.customer === customer)).data
      .object as Stripe.Charge;

    const balance = await stripe.balance.retrieve({}, { stripeAccount: creator.id });
    expect(balance.available).toEqual([expect.objectContaining({ amount: 810, currency: 'usd' })]);
    const pending = await stripe.payouts.list({ limit: 1, status: 'pending' }, { stripeAccount: creator.id });
    expect(pending.data).toEqual([
      expect.objectContaining({ amount: 810, status: 'pending', arrival_date: charge.created + 2 * 86_400 }),
    ]);
    // The platform's balance holds its fees, never the creator's part.
    const platform = await stripe.balance.retrieve();
    expect(platform.available[0]?.amount).toBeGreaterThanOrEqual(90);

    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: '{"days":2}' });
    expect((await stripe.payouts.list({ status: 'pending' }, { stripeAccount: creator.id })).data).toEqual(
      [],
    );
    const paid = await stripe.payouts.list({ status: 'paid' }, { stripeAccount: creator.id });
    expect(paid.data).toEqual([
      expect.objectContaining({ id: pending.data[0]?.id, amount: 810, status: 'paid' }),
    ]);
    const after = await stripe.balance.retrieve({}, { stripeAccount: creator.id });
    expect(after.available[0]?.amount).toBe(0);

    await expect(stripe.balance.retrieve({}, { stripeAccount: 'acct_unknown' })).rejects.toMatchObject({
      statusCode: 403,
      code: 'account_invalid',
    });
  });

  it('moves a subscription to a new price from its next renewal, its period kept (ADR 213)', async () => {
    const product = await stripe.products.create({ name: 'Price change' });
    const [oldPrice, newPrice] = await Promise.all(
      [300, 450].map((unit_amount) =>
        stripe.prices.create({
          product: product.id,
          currency: 'usd',
          unit_amount,
          recurring: { interval: 'month' },
        }),
      ),
    );
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: oldPrice!.id, quantity: 1 }],
      customer_email: 'price.change@podbrief.test',
      payment_method_collection: 'if_required',
      subscription_data: { trial_period_days: 14 },
      success_url: `${app.origin}/done`,
    });
    await submit(`${local.url}/checkout/${session.id}/complete`);
    const id = String((await stripe.checkout.sessions.retrieve(session.id)).subscription);
    const before = await stripe.subscriptions.retrieve(id);
    const item = before.items.data[0]!;

    const after = await stripe.subscriptions.update(id, {
      items: [{ id: item.id, price: newPrice!.id }],
      proration_behavior: 'none',
    });
    expect(after.items.data[0]).toMatchObject({
      id: item.id,
      price: { id: newPrice!.id, unit_amount: 450 },
      current_period_start: item.current_period_start,
      current_period_end: item.current_period_end,
    });
    const updated = await eventOf(
      'customer.subscription.updated',
      (s) =>
        s.id === id &&
        (s.items as Stripe.ApiList<Stripe.SubscriptionItem>).data[0]?.price.id === newPrice!.id,
    );
    expect(updated.data.previous_attributes).toMatchObject({
      items: { data: [expect.objectContaining({ price: expect.objectContaining({ id: oldPrice!.id }) })] },
    });
    await expect(
      stripe.subscriptions.update(id, { items: [{ id: 'si_unknown', price: newPrice!.id }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.subscriptions.update(id, { items: [{ id: item.id, price: 'price_unknown' }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers like Stripe to a missing key and to an unknown object', async () => {
    const response = await fetch(`${local.url}/v1/accounts/acct_x`);
    expect(response.status).toBe(401);
    await expect(stripe.subscriptions.retrieve('sub_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(stripe.customers.retrieve('cus_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});
