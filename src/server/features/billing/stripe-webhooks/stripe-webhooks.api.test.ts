import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, payments, payoutAccounts, stripeEvents, subscriptions } from '../../../db/schema';
import { STRIPE_EVENT_QUEUE, requeueUnprocessedStripeEvents } from './housekeeping-stripe-events';
import { STRIPE_API_VERSION, stripeAddress } from '../stripe-client';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { insertCreator, insertReport, insertSubscription } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtp-sink';
import { queuedJobs } from '../../../testing/queued-jobs';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';

const secret = 'whsec_webhook_test';
const DAY = 86_400;

let t: TestApp;
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;
let sink: SmtpSink;

beforeAll(async () => {
  const stripePort = await freePort();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
    },
  });
  local = await startLocalStripe({
    port: stripePort,
    appUrl: t.baseUrl,
    webhookSecret: secret,
    retryDelaysMs: [200, 400, 800, 1600],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
}, 240_000);
afterAll(async () => {
  await local?.close();
  await t?.close();
  await sink?.close();
});

const db = () => t.app.deps.db;

/** Posts a body to the webhook as Stripe would, signed (or not) as given. */
async function deliver(payload: string, signature?: string) {
  const response = await fetch(`${t.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Stripe event of `type` about `object`, signed with the app's secret. */
function signedEvent(
  type: string,
  object: object,
  created = Math.floor(Date.now() / 1000),
  account?: string,
) {
  const event = {
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    type,
    ...(account ? { account } : {}),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { event, payload, signature };
}

async function eventRow(id: string) {
  const rows = await db().select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return rows[0];
}

const processed = (id: string) =>
  waitFor(async () => (await eventRow(id))?.processedAt ?? undefined, { what: `event ${id} processed` });

/** A paid channel: a creator with a published report and an active Express account. */
async function paidChannel() {
  const creator = await insertCreator(db(), { price: 500 });
  const report = await insertReport(db(), creator.id);
  const account = await stripe.accounts.create({ type: 'express' });
  await db().insert(payoutAccounts).values({ creatorId: creator.id, stripeAccountId: account.id });
  return { creator, report, account };
}

let listeners = 0;
async function listener(): Promise<TestClient & { customer: string }> {
  listeners += 1;
  const email = `paying.listener.${listeners}.${Date.now()}@example.test`;
  const client = await signIn(t, email, `Paying Listener ${listeners}`);
  const customer = await stripe.customers.create({ email });
  return Object.assign(client, { customer: customer.id });
}

/** Checkout exactly as the checkout route makes it (pay-common), then the hosted page's button. */
async function checkout(
  who: { userId: string; customer: string },
  channel: Awaited<ReturnType<typeof paidChannel>>,
  options: { trial: boolean },
) {
  const metadata = { podbrief_subscriber_id: who.userId, podbrief_creator_id: channel.creator.id };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: who.customer,
    client_reference_id: who.userId,
    metadata,
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 500,
          recurring: { interval: 'month' },
          product_data: { name: channel.creator.channelName },
        },
        quantity: 1,
      },
    ],
    payment_method_collection: options.trial ? 'if_required' : 'always',
    subscription_data: {
      metadata,
      ...(options.trial
        ? {
            trial_period_days: 14,
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          }
        : {}),
      application_fee_percent: 10,
      transfer_data: { destination: channel.account.id },
    },
    success_url: `${t.baseUrl}/subscription/confirm?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${t.baseUrl}/channels/${channel.creator.id}`,
  });
  await db()
    .insert(checkoutSessions)
    .values({ id: session.id, subscriberId: who.userId, creatorId: channel.creator.id });
  const response = await fetch(`${local.url}/checkout/${session.id}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const subscriptionId = [...local.ledger.subscriptions.values()].find(
    (s) =>
      s.metadata.podbrief_subscriber_id === who.userId &&
      s.metadata.podbrief_creator_id === channel.creator.id,
  )!.id;
  return { sessionId: session.id, subscriptionId };
}

async function rowOf(stripeSubscriptionId: string) {
  const rows = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return rows[0];
}

/** Waits until our row of the subscription matches `match`. */
const rowWhen = (
  id: string,
  match: (row: NonNullable<Awaited<ReturnType<typeof rowOf>>>) => boolean,
  what: string,
) =>
  waitFor(
    async () => {
      const row = await rowOf(id);
      return row && match(row) ? row : undefined;
    },
    { what, timeoutMs: 30_000 },
  );

/** Every event the local Stripe sent has been answered and worked. */
async function settled() {
  await waitFor(() => local.deliveries.every((d) => d.status !== 'pending'), {
    what: 'every delivery answered',
    timeoutMs: 30_000,
  });
  const ids = local.deliveries.filter((d) => d.status === 'delivered').map((d) => d.eventId);
  for (const id of ids) await processed(id);
}

/** Whether the listener reads the full report ('full') or only its teaser ('teaser'), through the API. */
const reads = async (client: TestClient, reportId: string) =>
  (await client.get(`/reports/${reportId}`)).body.access as string;

async function paymentsOf(subscriptionRowId: string) {
  return db().select().from(payments).where(eq(payments.subscriptionId, subscriptionRowId));
}

describe(`Stripe webhook (${testDatabaseKindLabel()})`, () => {
  it('refuses a missing or wrong signature with 400 and stores nothing', async () => {
    const { payload, event } = signedEvent('customer.subscription.updated', { id: 'sub_nothing' });
    const missing = await deliver(payload);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { code: 'stripe_signature_invalid' } });
    const wrong = await deliver(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'stripe_signature_invalid' } });
    // A body changed after signing fails too: the signature is checked on the bytes received.
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const changed = await deliver(payload.replace('sub_nothing', 'sub_changed'), signature);
    expect(changed.status).toBe(400);
    expect(await eventRow(event.id)).toBeUndefined();
  });

  it('refuses a signature made too far from now, in the past or the future, and takes a little skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const at = (offsetSeconds: number, id: string) => {
      const { payload, event } = signedEvent('product.created', { id });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: now + offsetSeconds,
      });
      return { payload, signature, event };
    };
    for (const [offset, id] of [
      [3600, 'prod_from_the_future'],
      [-3600, 'prod_from_the_past'],
    ] as const) {
      const { payload, signature, event } = at(offset, id);
      const res = await deliver(payload, signature);
      expect(res.status, `signed ${offset} s from now`).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'stripe_signature_invalid' } });
      expect(await eventRow(event.id)).toBeUndefined();
    }
    // Clocks differ by a little: two minutes either way is still this delivery.
    for (const [offset, id] of [
      [120, 'prod_a_clock_ahead'],
      [-120, 'prod_a_clock_behind'],
    ] as const) {
      const { payload, signature, event } = at(offset, id);
      expect(await deliver(payload, signature), `signed ${offset} s from now`).toEqual({
        status: 200,
        body: { received: true },
      });
      await processed(event.id);
    }
  });

  it('stores an event once: a replay answers 200 and queues nothing new', async () => {
    const { payload, signature, event } = signedEvent('product.created', { id: 'prod_replayed' });
    const first = await deliver(payload, signature);
    expect(first).toEqual({ status: 200, body: { received: true } });
    await processed(event.id);
    const again = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(again).toEqual({ status: 200, body: { received: true } });
    const rows = await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(rows).toHaveLength(1);
    const jobs = (await queuedJobs(db(), STRIPE_EVENT_QUEUE)).filter(
      (job) => (job.data as { eventId: string }).eventId === event.id,
    );
    expect(jobs).toHaveLength(1);
    // Another type: processed, nothing else to do.
    expect(rows[0]!.objectId).toBe('prod_replayed');
  });

  it('a cardless trial gives access until its end; without a card it ends as trial_ended', async () => {
    const channel = await paidChannel();
    const who = await listener();
    expect(await reads(who, channel.report.id)).toBe('teaser');
    const { sessionId, subscriptionId } = await checkout(who, channel, { trial: true });
    const row = await rowWhen(subscriptionId, (r) => r.billingStatus === 'trialing', 'the trialing row');
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'active',
      subscriberId: who.userId,
      creatorId: channel.creator.id,
      amount: 500,
      hasPaymentMethod: false,
      stripeCustomerId: who.customer,
    });
    const stripeSub = local.ledger.subscriptions.get(subscriptionId)!;
    expect(row.accessUntil?.getTime()).toBe(stripeSub.trial_end! * 1000);
    expect(row.currentPeriodEnd.getTime()).toBe(stripeSub.items.data[0]!.current_period_end * 1000);
    await waitFor(
      async () => {
        const rows = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
        return rows[0]?.status === 'complete' ? rows[0] : undefined;
      },
      { what: 'the checkout session complete' },
    );
    expect(await reads(who, channel.report.id)).toBe('full');
    const listed = await who.get('/subscriptions');
    expect(JSON.stringify(listed.body)).toContain(channel.creator.id);
    await settled();
    expect(await paymentsOf(row.id)).toEqual([]);

    // Three days before its end, a notice that the trial ends without a card (whatever mail preferences).
    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: `days=12` });
    const notice = await waitFor(
      () =>
        sink.received.find(
          (mail) =>
            mail.to.some((to) => to.includes(`paying.listener.`)) &&
            /free trial/.test(mail.parsed.subject ?? '') &&
            mail.parsed.subject!.includes(channel.creator.channelName),
        ),
      { what: 'the trial-ending notice', timeoutMs: 30_000 },
    );
    const date = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(stripeSub.trial_end! * 1000));
    expect(notice.parsed.subject).toBe(`Your free trial of ${channel.creator.channelName} ends on ${date}`);
    expect(notice.parsed.html).toContain(`${t.baseUrl}/subscriber/subscriptions`);
    expect(notice.parsed.text).toContain('Add a card');
    expect(notice.raw).not.toMatch(/List-Unsubscribe/i);

    // The trial runs out without a card: Stripe cancels it.
    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: `days=3` });
    const ended = await rowWhen(subscriptionId, (r) => r.billingStatus === 'canceled', 'the ended trial');
    expect(ended).toMatchObject({ status: 'canceled', endedReason: 'trial_ended' });
    expect(await reads(who, channel.report.id)).toBe('teaser');
    await settled();
    expect(local.ledger.events.some((e) => e.type === 'customer.subscription.trial_will_end')).toBe(true);
  });

  it('a paid subscription records its payment and fee; a full refund ends access and cancels it', async () => {
    const channel = await paidChannel();
    const who = await listener();
    const { subscriptionId } = await checkout(who, channel, { trial: false });
    const row = await rowWhen(subscriptionId, (r) => r.billingStatus === 'active', 'the paid row');
    const periodEnd = local.ledger.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end;
    expect(row.accessUntil?.getTime()).toBe((periodEnd + DAY) * 1000);
    expect(row.hasPaymentMethod).toBe(true);
    const [payment] = await waitFor(async () => {
      const found = await paymentsOf(row.id);
      return found.length === 1 ? found : undefined;
    });
    const invoice = [...local.ledger.invoices.values()].find(
      (i) =>
        (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
        subscriptionId,
    )!;
    expect(payment).toMatchObject({
      id: invoice.id,
      kind: 'payment',
      amount: 500,
      feeAmount: 50,
      creatorId: channel.creator.id,
      subscriberId: who.userId,
      stripeChargeId: invoice.charge,
    });
    expect(await reads(who, channel.report.id)).toBe('full');

    // A partial refund first: a refund row, access stays.
    await stripe.refunds.create({ charge: String(invoice.charge), amount: 200 });
    await waitFor(async () => ((await paymentsOf(row.id)).length === 2 ? true : undefined), {
      what: 'the partial refund row',
    });
    expect((await rowOf(subscriptionId))!.status).toBe('active');
    await stripe.refunds.create({ charge: String(invoice.charge) });
    const ended = await rowWhen(subscriptionId, (r) => r.endedReason === 'refunded', 'the refunded row');
    expect(ended.status).toBe('canceled');
    expect(await reads(who, channel.report.id)).toBe('teaser');
    const refunds = (await paymentsOf(row.id)).filter((p) => p.kind === 'refund');
    expect(refunds.map((r) => [r.amount, r.feeAmount]).sort()).toEqual([
      [200, 20],
      [300, 30],
    ]);
    expect(refunds.every((r) => r.id.startsWith('re_'))).toBe(true);
    expect(local.ledger.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    await settled();
    // Stripe's own cancel event came after: the reason stays refunded.
    expect((await rowOf(subscriptionId))!.endedReason).toBe('refunded');
  });

  it('a refund worked before its invoice.paid still ends access once the payment is known', async () => {
    const channel = await paidChannel();
    const who = await listener();
    await fetch(`${local.url}/_local/webhooks/hold`, { method: 'POST' });
    const { subscriptionId } = await checkout(who, channel, { trial: false });
    const invoice = [...local.ledger.invoices.values()].find(
      (i) =>
        (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
        subscriptionId,
    )!;
    // Refunded in full in Stripe; its event comes first, about a charge that does not name its invoice (as
    // Stripe's charges of this API version do not).
    const charge = local.ledger.charges.get(String(invoice.charge))!;
    delete charge.invoice;
    const refund = { id: `re_first_${Date.now()}`, object: 'refund', amount: 500, charge: charge.id };
    Object.assign(charge, {
      amount_refunded: 500,
      refunded: true,
      refunds: {
        object: 'list',
        data: [{ ...refund, currency: 'usd', status: 'succeeded', created: Math.floor(Date.now() / 1000) }],
        has_more: false,
      },
    });
    const early = signedEvent('charge.refunded', structuredClone(charge));
    await deliver(early.payload, early.signature);
    await processed(early.event.id);
    expect(await rowOf(subscriptionId)).toBeUndefined();

    await fetch(`${local.url}/_local/webhooks/release`, { method: 'POST' });
    const ended = await rowWhen(subscriptionId, (r) => r.endedReason === 'refunded', 'the refunded row');
    expect(ended.status).toBe('canceled');
    expect((await paymentsOf(ended.id)).map((p) => [p.kind, p.amount]).sort()).toEqual([
      ['payment', 500],
      ['refund', 500],
    ]);
    expect(await reads(who, channel.report.id)).toBe('teaser');
    await settled();
  });

  it('a dispute ends access at once and cancels the subscription', async () => {
    const channel = await paidChannel();
    const who = await listener();
    const { subscriptionId } = await checkout(who, channel, { trial: false });
    const row = await rowWhen(subscriptionId, (r) => r.billingStatus === 'active', 'the paid row');
    const [payment] = await waitFor(async () => {
      const found = await paymentsOf(row.id);
      return found.length === 1 ? found : undefined;
    });
    await fetch(`${local.url}/_local/charges/${payment!.stripeChargeId}/dispute`, { method: 'POST' });
    const ended = await rowWhen(subscriptionId, (r) => r.endedReason === 'disputed', 'the disputed row');
    expect(ended.status).toBe('canceled');
    const dispute = (await paymentsOf(row.id)).find((p) => p.kind === 'dispute');
    expect(dispute).toMatchObject({ amount: 500, feeAmount: 0 });
    expect(dispute!.id.startsWith('dp_')).toBe(true);
    expect(await reads(who, channel.report.id)).toBe('teaser');
    expect(local.ledger.subscriptions.get(subscriptionId)!.status).toBe('canceled');
  });

  it('a failed renewal is past due with a grace period, and paid again it is active', async () => {
    const channel = await paidChannel();
    const who = await listener();
    const { subscriptionId } = await checkout(who, channel, { trial: false });
    await rowWhen(subscriptionId, (r) => r.billingStatus === 'active', 'the paid row');
    await fetch(`${local.url}/_local/customers/${who.customer}/payment_method`, {
      method: 'POST',
      body: 'payment_method=pm_card_chargeDeclined',
    });
    await fetch(`${local.url}/_local/clock/advance`, { method: 'POST', body: 'days=32' });
    const pastDue = await rowWhen(subscriptionId, (r) => r.billingStatus === 'past_due', 'the past-due row');
    expect(pastDue.pastDueSince).not.toBeNull();
    expect(pastDue.accessUntil!.getTime()).toBe(pastDue.pastDueSince!.getTime() + 7 * DAY * 1000);
    expect(await reads(who, channel.report.id)).toBe('full');
    await fetch(`${local.url}/_local/customers/${who.customer}/payment_method`, {
      method: 'POST',
      body: 'payment_method=pm_card_visa',
    });
    const paid = await rowWhen(
      subscriptionId,
      (r) => r.billingStatus === 'active' && r.pastDueSince === null,
      'the row paid again',
    );
    expect(paid.accessUntil!.getTime()).toBeGreaterThan(Date.now());
    await settled();
  });

  it('a late or out-of-order event never rolls the row back: the current state is read from Stripe', async () => {
    const channel = await paidChannel();
    const who = await listener();
    const { subscriptionId } = await checkout(who, channel, { trial: true });
    await rowWhen(subscriptionId, (r) => r.billingStatus === 'trialing', 'the trialing row');
    const snapshot = structuredClone(local.ledger.subscriptions.get(subscriptionId)!);
    await stripe.subscriptions.cancel(subscriptionId);
    await rowWhen(subscriptionId, (r) => r.billingStatus === 'canceled', 'the canceled row');
    await settled();
    // The old "trialing" snapshot arrives late, twice, as created and as updated.
    for (const type of ['customer.subscription.created', 'customer.subscription.updated']) {
      const late = signedEvent(type, snapshot, snapshot.created as number);
      expect((await deliver(late.payload, late.signature)).status).toBe(200);
      await processed(late.event.id);
    }
    const row = await rowOf(subscriptionId);
    expect(row).toMatchObject({ status: 'canceled', billingStatus: 'canceled', endedReason: 'canceled' });
    expect(await reads(who, channel.report.id)).toBe('teaser');
  });

  it('an event about an object we do not know is processed and changes nothing', async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions);
    const unknown = signedEvent('customer.subscription.updated', {
      id: 'sub_not_in_stripe',
      object: 'subscription',
    });
    await deliver(unknown.payload, unknown.signature);
    await processed(unknown.event.id);
    // In Stripe, but not one of ours: no metadata.
    const customer = await stripe.customers.create({ email: 'stranger@example.test' });
    const foreign = local.ledger.subscriptions.size;
    const stranger = signedEvent('invoice.paid', {
      id: 'in_foreign',
      object: 'invoice',
      amount_paid: 900,
      currency: 'usd',
      created: Math.floor(Date.now() / 1000),
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_foreign' } },
      customer: customer.id,
    });
    await deliver(stranger.payload, stranger.signature);
    await processed(stranger.event.id);
    const account = signedEvent('account.updated', {
      id: 'acct_unknown',
      object: 'account',
      charges_enabled: true,
    });
    await deliver(account.payload, account.signature);
    await processed(account.event.id);
    expect(local.ledger.subscriptions.size).toBe(foreign);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await db().select().from(payments).where(eq(payments.id, 'in_foreign'))).toEqual([]);
  });

  it('account.updated drives the payout account; an older event is ignored', async () => {
    const channel = await paidChannel();
    const accountRow = async () =>
      (await db().select().from(payoutAccounts).where(eq(payoutAccounts.creatorId, channel.creator.id)))[0]!;
    await fetch(`${local.url}/_local/accounts/${channel.account.id}/verify`, { method: 'POST' });
    const active = await waitFor(async () => {
      const row = await accountRow();
      return row.state === 'active' ? row : undefined;
    });
    expect(active).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] });
    const stale = signedEvent(
      'account.updated',
      {
        id: channel.account.id,
        object: 'account',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['external_account'], past_due: ['tos_acceptance.date'] },
      },
      Math.floor(active.stripeSyncedAt!.getTime() / 1000) - 60,
      channel.account.id,
    );
    await deliver(stale.payload, stale.signature);
    await processed(stale.event.id);
    expect((await accountRow()).state).toBe('active');
    const newer = signedEvent(
      'account.updated',
      {
        id: channel.account.id,
        object: 'account',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: true,
        requirements: { currently_due: ['external_account'], past_due: ['tos_acceptance.date'] },
      },
      Math.floor(active.stripeSyncedAt!.getTime() / 1000) + 60,
      channel.account.id,
    );
    await deliver(newer.payload, newer.signature);
    await processed(newer.event.id);
    expect(await accountRow()).toMatchObject({
      state: 'under_review',
      requirementsDue: ['external_account', 'tos_acceptance.date'],
    });
  });

  it('a sixth trial started at once through another Checkout is canceled in Stripe, not granted', async () => {
    const who = await listener();
    for (let i = 0; i < 5; i += 1) {
      const other = await insertCreator(db());
      await insertSubscription(db(), who.userId, other.id, 'active', new Date());
    }
    const channel = await paidChannel();
    const { subscriptionId } = await checkout(who, channel, { trial: true });
    await waitFor(() => local.ledger.subscriptions.get(subscriptionId)!.status === 'canceled', {
      what: 'the extra trial canceled in Stripe',
      timeoutMs: 30_000,
    });
    await settled();
    expect(await rowOf(subscriptionId)).toBeUndefined();
    expect(await reads(who, channel.report.id)).toBe('teaser');
  });

  it('a canceled trial frees its slot: the next Checkout trial is granted (ADR 216)', async () => {
    const who = await listener();
    for (let i = 0; i < 4; i += 1) {
      const other = await insertCreator(db());
      await insertSubscription(db(), who.userId, other.id, 'active', new Date());
    }
    const first = await checkout(who, await paidChannel(), { trial: true });
    await rowWhen(first.subscriptionId, (r) => r.billingStatus === 'trialing', 'the fifth trial');
    await stripe.subscriptions.update(first.subscriptionId, { cancel_at_period_end: true });
    await rowWhen(first.subscriptionId, (r) => r.cancelAtPeriodEnd, 'the fifth trial canceled');

    const second = await checkout(who, await paidChannel(), { trial: true });
    const granted = await rowWhen(
      second.subscriptionId,
      (r) => r.billingStatus === 'trialing',
      'the new trial',
    );
    expect(granted.status).toBe('active');
    expect(local.ledger.subscriptions.get(second.subscriptionId)!.status).toBe('trialing');
  });

  it('a canceled trial resumed in the portal while five others hold their slots stays canceled', async () => {
    const who = await listener();
    const { subscriptionId } = await checkout(who, await paidChannel(), { trial: true });
    await rowWhen(subscriptionId, (r) => r.billingStatus === 'trialing', 'the trial');
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await rowWhen(subscriptionId, (r) => r.cancelAtPeriodEnd, 'the trial canceled');
    for (let i = 0; i < 5; i += 1) {
      const other = await insertCreator(db());
      await insertSubscription(db(), who.userId, other.id, 'active', new Date());
    }

    // "Renew" in the customer portal: Stripe un-cancels, then hears from us that it may not.
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    expect(local.ledger.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    await waitFor(() => local.ledger.subscriptions.get(subscriptionId)!.cancel_at_period_end, {
      what: 'the resumed trial canceled again in Stripe',
      timeoutMs: 30_000,
    });
    await settled();
    const row = (await rowOf(subscriptionId))!;
    expect(row.cancelAtPeriodEnd).toBe(true);
    expect(row.billingStatus).toBe('trialing');
    expect(row.accessUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('the sweep queues again an event stored but never queued', async () => {
    const channel = await paidChannel();
    const who = await listener();
    const { subscriptionId } = await checkout(who, channel, { trial: true });
    await rowWhen(subscriptionId, (r) => r.billingStatus === 'trialing', 'the trialing row');
    await settled();
    // As if the process died between the insert and the send: Stripe changed (silently here) and its
    // event was stored but never queued.
    local.ledger.subscriptions.get(subscriptionId)!.cancel_at_period_end = true;
    const lost = signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' });
    await db()
      .insert(stripeEvents)
      .values({
        id: lost.event.id,
        type: lost.event.type,
        objectId: subscriptionId,
        stripeCreated: new Date(),
        payload: lost.event,
        receivedAt: new Date(Date.now() - 2 * 60_000),
      });
    await settled();
    expect((await eventRow(lost.event.id))!.processedAt).toBeNull();
    expect(await requeueUnprocessedStripeEvents(t.app.deps)).toBeGreaterThanOrEqual(1);
    await processed(lost.event.id);
    expect((await rowOf(subscriptionId))!.cancelAtPeriodEnd).toBe(true);
  });
});

describe(`Stripe webhook with payments off (${testDatabaseKindLabel()})`, () => {
  it('answers 404 payments_disabled and stores nothing', { timeout: 120_000 }, async () => {
    const off = await startTestApp();
    try {
      const response = await fetch(`${off.baseUrl}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: '{"id":"evt_off"}',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'payments_disabled' } });
      expect(await off.app.deps.db.select().from(stripeEvents)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
