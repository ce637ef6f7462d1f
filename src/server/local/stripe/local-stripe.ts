import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulator, defineEmulator } from 'emulate';
import { type LocalApp, registerApiRoutes, stripeError, type Upstream } from './api-routes';
import { decodeFormBody, field, type FormBody } from './form-body';
import { Ledger, stripeId } from './ledger';
import { completeOnboarding, registerPages, setCard } from './pages';
import { Payouts, registerPayoutRoutes } from './payouts';
import { createWebhookSender } from './webhook-sender';

interface LocalStripeOptions {
  port: number;
  host?: string;
  /** Where events go: `${appUrl}/api/webhooks/stripe`. */
  appUrl: string;
  webhookSecret: string;
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

/**
 * A Stripe-compatible server for development and tests (ADR 210). `emulate`'s Stripe service answers what it
 * covers (customers, products, prices, payment intents, Checkout in payment mode); our routes, on the same
 * origin in front of it, add Connect, subscriptions, the portal, refunds and disputes, the hosted pages, test
 * controls under `/_local`, and signed webhooks with retries.
 */
export async function startLocalStripe(options: LocalStripeOptions) {
  const host = options.host ?? '127.0.0.1';
  const upstreamService = await createEmulator({ service: 'stripe', port: 0, hostname: '127.0.0.1' });
  const sender = createWebhookSender({
    url: new URL('/api/webhooks/stripe', options.appUrl).href,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs,
    log: options.log,
  });
  const ledger = new Ledger((event) => sender.deliver(event));
  let origin = '';

  const upstream: Upstream = {
    call: (method, path, authorization, body) =>
      fetch(`${upstreamService.url}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body,
      }),
    forward: async (c) => {
      const url = new URL(c.req.url);
      const method = c.req.method;
      const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.text();
      const response = await upstream.call(
        method,
        `${url.pathname}${url.search}`,
        c.req.header('authorization') ?? '',
        body,
      );
      return new Response(response.body, { status: response.status, headers: response.headers });
    },
  };
  const createCustomer = async (email: string | null) => {
    const response = await upstream.call(
      'POST',
      '/v1/customers',
      'Bearer sk_test_local',
      email ? `email=${encodeURIComponent(email)}` : '',
    );
    return ((await response.json()) as { id: string }).id;
  };

  let ours: LocalApp | undefined;
  const definition = defineEmulator({
    name: 'podbrief-stripe',
    state: () => ({}),
    setup({ app }) {
      ours = app;
      registerApiRoutes(app, ledger, upstream, () => origin);
      registerPages(app, ledger, createCustomer);
      registerControls(app, ledger, sender);
      registerPayoutRoutes(app, ledger, new Payouts(ledger));
    },
  });
  const runtime = await createEmulator({ service: definition, listen: false });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const method = req.method ?? 'GET';
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const request = new Request(`${origin}${req.url ?? '/'}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
      });
      if (path.startsWith('/v1/') && !/^Bearer (?:sk|rk)_\w+$/.test(req.headers.authorization ?? '')) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'You did not provide an API key.' },
          }),
        );
        return;
      }
      const mine = ours?.matchedRoute(method, path) !== undefined;
      const response = mine
        ? await runtime.fetch(request)
        : await upstream.call(
            method,
            req.url ?? '/',
            req.headers.authorization ?? '',
            method === 'GET' ? undefined : body.toString(),
          );
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'content-encoding')
          out[name] = value;
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, { ...out, 'content-length': String(bytes.length) });
      res.end(bytes);
    })().catch((error: unknown) => {
      options.log?.(`local Stripe failed on ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'The local Stripe failed.' } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    ledger,
    deliveries: sender.deliveries,
    async close() {
      sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      await upstreamService.close();
    },
  };
}

/**
 * Test controls, never part of Stripe's API: move the clock (trial ends, renewals), give a customer a
 * declining card, finish an account's review, open a dispute, hold webhooks back and release them, read the
 * events sent.
 */
function registerControls(app: LocalApp, ledger: Ledger, sender: ReturnType<typeof createWebhookSender>) {
  type Ctx = Parameters<Parameters<LocalApp['get']>[1]>[0];
  const input = async (c: Ctx) => {
    const text = await c.req.text();
    const values: Record<string, unknown> = text.trim().startsWith('{')
      ? JSON.parse(text)
      : decodeFormBody(text);
    return (name: string) =>
      typeof values[name] === 'number' ? String(values[name]) : field(values as FormBody, name);
  };
  app.post('/_local/clock/advance', async (c) => {
    const value = await input(c);
    const seconds = Number(value('seconds') ?? 0) + Number(value('days') ?? 0) * 86_400;
    if (!Number.isFinite(seconds) || seconds <= 0)
      return stripeError(c, 400, 'Give days or seconds greater than 0.');
    ledger.advance(seconds);
    return c.json({ now: ledger.now() });
  });
  app.post('/_local/customers/:id/payment_method', async (c) => {
    const card = (await input(c))('payment_method');
    if (card !== 'pm_card_visa' && card !== 'pm_card_chargeDeclined')
      return stripeError(c, 400, 'payment_method is pm_card_visa or pm_card_chargeDeclined.');
    setCard(ledger, c.req.param('id'), card);
    return c.json({ customer: c.req.param('id'), payment_method: card });
  });
  app.post('/_local/accounts/:id/verify', (c) => {
    const account = ledger.accounts.get(c.req.param('id'));
    if (!account) return stripeError(c, 404, `No such account: '${c.req.param('id')}'`, 'resource_missing');
    completeOnboarding(ledger, account, 'complete');
    return c.json(account);
  });
  app.post('/_local/charges/:id/dispute', (c) => {
    const charge = ledger.charges.get(c.req.param('id'));
    if (!charge) return stripeError(c, 404, `No such charge: '${c.req.param('id')}'`, 'resource_missing');
    charge.disputed = true;
    const dispute = {
      id: stripeId('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: ledger.now(),
      livemode: false,
    };
    ledger.emit('charge.dispute.created', dispute);
    return c.json(dispute);
  });
  // Webhooks late on purpose: events wait until released, then go in the order they happened.
  app.post('/_local/webhooks/hold', (c) => {
    sender.hold();
    return c.json({ holding: true });
  });
  app.post('/_local/webhooks/release', (c) => c.json({ released: sender.release() }));
  app.get('/_local/events', (c) => c.json({ object: 'list', data: [...ledger.events].reverse() }));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}
