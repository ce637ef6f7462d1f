import type { EmulatorContext } from 'emulate';
import { decodeFormBody, field, type FormBody, metadataOf } from './form-body';
import { type CheckoutPlan, type Ledger, type StripeObject, stripeId, type Subscription } from './ledger';

export type LocalApp = EmulatorContext<object>['app'];
type Ctx = Parameters<Parameters<LocalApp['get']>[1]>[0];

/** How our routes reach the `emulate` Stripe service behind them (customers, products, prices). */
export interface Upstream {
  call(method: string, path: string, authorization: string, body?: string): Promise<Response>;
  forward(c: Ctx): Promise<Response>;
}

export const stripeError = (c: Ctx, status: number, message: string, code?: string, param?: string) =>
  c.json(
    {
      error: {
        type: 'invalid_request_error',
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
      },
    },
    status,
  );

const missing = (c: Ctx, kind: string) =>
  stripeError(c, 404, `No such ${kind}: '${c.req.param('id')}'`, 'resource_missing', 'id');

const INTERVALS = new Set(['day', 'week', 'month', 'year']);

/**
 * The Stripe API routes `emulate` does not serve (ADR 210): Connect Express accounts and account links,
 * Checkout in `subscription` mode, subscriptions, invoices, charges and refunds, billing portal sessions.
 */
export function registerApiRoutes(app: LocalApp, ledger: Ledger, upstream: Upstream, baseUrl: () => string) {
  const body = async (c: Ctx): Promise<FormBody> => decodeFormBody(await c.req.text());
  const auth = (c: Ctx) => c.req.header('authorization') ?? '';

  app.post('/v1/accounts', async (c) => {
    const input = await body(c);
    const account: StripeObject = {
      id: stripeId('acct'),
      object: 'account',
      type: field(input, 'type') ?? 'express',
      email: field(input, 'email') ?? null,
      country: field(input, 'country') ?? 'US',
      default_currency: 'usd',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
        eventually_due: ['business_profile.url', 'external_account', 'tos_acceptance.date'],
        past_due: [],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
      },
      metadata: metadataOf(input.metadata),
      created: ledger.now(),
      livemode: false,
    };
    ledger.accounts.set(account.id, account);
    return c.json(account);
  });
  app.get('/v1/accounts/:id', (c) => {
    const account = ledger.accounts.get(c.req.param('id'));
    return account ? c.json(account) : missing(c, 'account');
  });
  app.post('/v1/accounts/:id/login_links', (c) => {
    const account = ledger.accounts.get(c.req.param('id'));
    if (!account) return missing(c, 'account');
    return c.json({ object: 'login_link', created: ledger.now(), url: `${baseUrl()}/express/${account.id}` });
  });
  app.post('/v1/account_links', async (c) => {
    const input = await body(c);
    const account = field(input, 'account');
    const returnUrl = field(input, 'return_url');
    const refreshUrl = field(input, 'refresh_url');
    if (!account || !ledger.accounts.has(account))
      return stripeError(c, 400, `No such account: '${account}'`, 'resource_missing', 'account');
    if (!returnUrl || !refreshUrl)
      return stripeError(
        c,
        400,
        'Missing required param: return_url and refresh_url.',
        'parameter_missing',
        'return_url',
      );
    const token = stripeId('link');
    ledger.accountLinks.set(token, { account, returnUrl, refreshUrl });
    return c.json({
      object: 'account_link',
      created: ledger.now(),
      expires_at: ledger.now() + 300,
      url: `${baseUrl()}/connect/onboarding/${token}`,
    });
  });

  app.post('/v1/checkout/sessions', async (c) => {
    const text = await c.req.text();
    const input = decodeFormBody(text);
    // Checkout in payment mode is emulate's own.
    if (field(input, 'mode') !== 'subscription') {
      const response = await upstream.call('POST', '/v1/checkout/sessions', auth(c), text);
      return new Response(response.body, { status: response.status, headers: response.headers });
    }
    const plan = await planOf(input, upstream, auth(c));
    if ('error' in plan) return stripeError(c, 400, plan.error, 'parameter_invalid', 'line_items');
    const successUrl = field(input, 'success_url');
    if (!successUrl)
      return stripeError(c, 400, 'Missing required param: success_url.', 'parameter_missing', 'success_url');
    const trialDays = field(input, 'subscription_data', 'trial_period_days');
    const fee = field(input, 'subscription_data', 'application_fee_percent');
    const destination = field(input, 'subscription_data', 'transfer_data', 'destination');
    if (destination !== undefined && !ledger.accounts.has(destination))
      return stripeError(
        c,
        400,
        `No such destination: '${destination}'`,
        'resource_missing',
        'subscription_data[transfer_data][destination]',
      );
    const collection = field(input, 'payment_method_collection') ?? 'always';
    if (collection === 'if_required' && trialDays === undefined)
      return stripeError(
        c,
        400,
        'payment_method_collection=if_required needs a trial or a free price.',
        'parameter_invalid',
        'payment_method_collection',
      );
    const session = {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: field(input, 'customer') ?? null,
      customer_email: field(input, 'customer_email') ?? null,
      client_reference_id: field(input, 'client_reference_id') ?? null,
      subscription: null,
      success_url: successUrl,
      cancel_url: field(input, 'cancel_url') ?? null,
      payment_method_collection: collection,
      amount_total: trialDays ? 0 : plan.unitAmount,
      currency: plan.currency,
      metadata: metadataOf(input.metadata),
      subscription_data: {
        trial_period_days: trialDays ? Number(trialDays) : null,
        application_fee_percent: fee === undefined ? null : Number(fee),
        transfer_data: destination ? { destination } : null,
        metadata: metadataOf((input.subscription_data as FormBody | undefined)?.metadata),
        missing_payment_method:
          field(input, 'subscription_data', 'trial_settings', 'end_behavior', 'missing_payment_method') ??
          'cancel',
      },
      created: ledger.now(),
      expires_at: ledger.now() + 86_400,
      livemode: false,
      url: '',
      plan,
    };
    session.url = `${baseUrl()}/checkout/${session.id}`;
    ledger.checkoutSessions.set(session.id, session);
    return c.json(publicSession(session));
  });
  app.get('/v1/checkout/sessions/:id', (c) => {
    const session = ledger.checkoutSessions.get(c.req.param('id'));
    return session ? c.json(publicSession(session)) : upstream.forward(c);
  });

  app.get('/v1/subscriptions/:id', (c) => {
    const subscription = ledger.subscriptions.get(c.req.param('id'));
    return subscription ? c.json(subscription) : missing(c, 'subscription');
  });
  app.get('/v1/subscriptions', (c) => {
    const customer = c.req.query('customer');
    const data = [...ledger.subscriptions.values()].filter((s) => !customer || s.customer === customer);
    return c.json({ object: 'list', url: '/v1/subscriptions', has_more: false, data });
  });
  app.post('/v1/subscriptions/:id', async (c) => {
    const subscription = ledger.subscriptions.get(c.req.param('id'));
    if (!subscription) return missing(c, 'subscription');
    if (subscription.status === 'canceled')
      return stripeError(
        c,
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    const input = await body(c);
    const changes: Partial<Subscription> = {};
    const atPeriodEnd = field(input, 'cancel_at_period_end');
    if (atPeriodEnd !== undefined) changes.cancel_at_period_end = atPeriodEnd === 'true';
    if (input.metadata !== undefined)
      changes.metadata = { ...subscription.metadata, ...metadataOf(input.metadata) };
    const card = field(input, 'default_payment_method');
    if (card !== undefined) changes.default_payment_method = card;
    // A price change (ADR 213): the item's price is replaced, its period kept, so the new price is billed
    // from the next renewal on (no proration is emulated; `proration_behavior` is accepted and ignored).
    if (Array.isArray(input.items)) {
      const items = structuredClone(subscription.items);
      for (const change of input.items) {
        const item = items.data.find((i) => i.id === field(change, 'id'));
        const priceId = field(change, 'price');
        if (!item)
          return stripeError(
            c,
            400,
            `No such subscription item: '${field(change, 'id')}'`,
            'resource_missing',
          );
        if (priceId === undefined) continue;
        const plan = await planOf({ line_items: [{ price: priceId }] }, upstream, auth(c));
        if ('error' in plan) return stripeError(c, 400, plan.error, 'resource_missing', 'items');
        item.price = {
          id: priceId,
          currency: plan.currency,
          unit_amount: plan.unitAmount,
          recurring: { interval: plan.interval },
          product_name: plan.productName,
        };
      }
      changes.items = items;
    }
    if (Object.keys(changes).length === 0) return c.json(subscription);
    if (changes.cancel_at_period_end !== undefined)
      Object.assign(changes, { canceled_at: changes.cancel_at_period_end ? ledger.now() : null });
    return c.json(ledger.update(subscription, changes, 'customer.subscription.updated'));
  });
  app.delete('/v1/subscriptions/:id', (c) => {
    const subscription = ledger.subscriptions.get(c.req.param('id'));
    if (!subscription) return missing(c, 'subscription');
    if (subscription.status !== 'canceled') ledger.cancel(subscription);
    return c.json(subscription);
  });

  app.get('/v1/invoices/:id', (c) => {
    const invoice = ledger.invoices.get(c.req.param('id'));
    return invoice ? c.json(invoice) : missing(c, 'invoice');
  });
  app.get('/v1/charges/:id', (c) => {
    const charge = ledger.charges.get(c.req.param('id'));
    return charge ? c.json(charge) : upstream.forward(c);
  });
  app.post('/v1/refunds', async (c) => {
    const input = await body(c);
    const charge = ledger.charges.get(field(input, 'charge') ?? '');
    if (!charge)
      return stripeError(c, 400, `No such charge: '${field(input, 'charge')}'`, 'resource_missing', 'charge');
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = field(input, 'amount') === undefined ? left : Number(field(input, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      return stripeError(
        c,
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
        'amount_too_large',
        'amount',
      );
    const refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      status: 'succeeded',
      created: ledger.now(),
    };
    const refunded = (charge.amount_refunded as number) + amount;
    // The charge lists its refunds, so the webhook worker can record each one without another call.
    const earlier = (charge.refunds as { data: object[] } | undefined)?.data ?? [];
    Object.assign(charge, {
      amount_refunded: refunded,
      refunded: refunded === charge.amount,
      refunds: { object: 'list', data: [...earlier, refund], has_more: false },
    });
    ledger.emit('charge.refunded', charge);
    return c.json(refund);
  });

  app.post('/v1/billing_portal/sessions', async (c) => {
    const input = await body(c);
    const customer = field(input, 'customer');
    if (!customer)
      return stripeError(c, 400, 'Missing required param: customer.', 'parameter_missing', 'customer');
    const known = await upstream.call('GET', `/v1/customers/${encodeURIComponent(customer)}`, auth(c));
    if (!known.ok)
      return stripeError(c, 400, `No such customer: '${customer}'`, 'resource_missing', 'customer');
    const session: StripeObject = {
      id: stripeId('bps'),
      object: 'billing_portal.session',
      customer,
      return_url: field(input, 'return_url') ?? null,
      created: ledger.now(),
      livemode: false,
      url: '',
    };
    session.url = `${baseUrl()}/portal/${session.id}`;
    ledger.portalSessions.set(session.id, session);
    return c.json(session);
  });
}

/** A session as the API returns it (the plan is the local server's own note of the line item). */
function publicSession(session: StripeObject & { plan: CheckoutPlan }): StripeObject {
  const { plan: _plan, ...rest } = session;
  return rest;
}

/** The one recurring line item of a subscription Checkout: a price id of emulate's, or inline `price_data`. */
async function planOf(
  input: FormBody,
  upstream: Upstream,
  authorization: string,
): Promise<CheckoutPlan | { error: string }> {
  const items = input.line_items;
  if (!Array.isArray(items) || items.length !== 1)
    return { error: 'The local Stripe takes exactly one line item in subscription mode.' };
  const item = items[0];
  const priceId = field(item, 'price');
  if (priceId !== undefined) {
    const price = await upstream.call('GET', `/v1/prices/${encodeURIComponent(priceId)}`, authorization);
    if (!price.ok) return { error: `No such price: '${priceId}'` };
    const found = (await price.json()) as {
      unit_amount: number;
      currency: string;
      product: string;
      type: string;
    };
    if (found.type !== 'recurring') return { error: 'A subscription needs a recurring price.' };
    const product = await upstream.call(
      'GET',
      `/v1/products/${encodeURIComponent(found.product)}`,
      authorization,
    );
    const name = product.ok ? ((await product.json()) as { name: string }).name : found.product;
    return {
      productName: name,
      unitAmount: found.unit_amount,
      currency: found.currency,
      priceId,
      interval: 'month',
    };
  }
  const amount = Number(field(item, 'price_data', 'unit_amount'));
  const currency = field(item, 'price_data', 'currency');
  const interval = field(item, 'price_data', 'recurring', 'interval') ?? '';
  const name = field(item, 'price_data', 'product_data', 'name');
  if (!Number.isInteger(amount) || amount < 0 || !currency || !INTERVALS.has(interval) || !name)
    return {
      error:
        'line_items[0] needs a price or price_data with unit_amount, currency, recurring[interval] and product_data[name].',
    };
  return {
    productName: name,
    unitAmount: amount,
    currency: currency.toLowerCase(),
    priceId: null,
    interval: interval as CheckoutPlan['interval'],
  };
}
