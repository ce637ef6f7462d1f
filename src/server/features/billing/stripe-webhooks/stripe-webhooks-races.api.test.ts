import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, payoutAccounts, stripeEvents, subscriptions } from '../../../db/schema';
import { STRIPE_API_VERSION, stripeAddress } from '../stripe-client';
import { startLocalStripe } from '../../../local/stripe/local-stripe';
import { insertCreator, insertReport, insertSubscription } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { signIn } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { insertEvent } from './repository';
import { processStripeEvent } from './service';

/**
 * Real concurrency needs real connections: on PostgreSQL two workers take the same event at once, and the
 * worker races the success page's reads. The local Stripe sends its events nowhere here (the app is told
 * of them by the test), so each event is worked exactly when the test says.
 */
const onPostgres = testDatabaseKind() === 'postgres';
const secret = 'whsec_race_test';

let t: TestApp;
let local: Awaited<ReturnType<typeof startLocalStripe>>;
let stripe: Stripe;

beforeAll(async () => {
  if (!onPostgres) return;
  const stripePort = await freePort();
  t = await startTestApp({
    // No job worker in this process: the test is the only one working events.
    env: {
      ROLE: 'api',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
    },
  });
  local = await startLocalStripe({
    port: stripePort,
    appUrl: 'http://127.0.0.1:9',
    webhookSecret: secret,
    retryDelaysMs: [],
  });
  stripe = new Stripe('sk_test_local', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    ...stripeAddress(local.url),
  });
});
afterAll(async () => {
  await local?.close();
  await t?.close();
});

/** Stores one of the local Stripe's events as the webhook would, without queueing it. */
async function store(type: string) {
  const event = [...local.ledger.events].reverse().find((e) => e.type === type);
  if (!event) throw new Error(`the local Stripe sent no ${type}`);
  await insertEvent(
    t.app.deps.db,
    {
      id: event.id,
      type: event.type,
      objectId: event.data.object.id,
      account: null,
      stripeCreated: new Date(event.created * 1000),
      payload: event as unknown as Record<string, unknown>,
    },
    new Date(),
  );
  return event.id;
}

describe.skipIf(!onPostgres)(`Stripe events worked concurrently (${testDatabaseKindLabel()})`, () => {
  it('two workers on the same events make one subscription and one payment, never two', async () => {
    const db = t.app.deps.db;
    const creator = await insertCreator(db, { price: 500 });
    await insertReport(db, creator.id);
    const account = await stripe.accounts.create({ type: 'express' });
    await db.insert(payoutAccounts).values({ creatorId: creator.id, stripeAccountId: account.id });
    const who = await signIn(t, `race.${Date.now()}@example.test`, 'Race Listener');
    const customer = await stripe.customers.create({ email: 'race@example.test' });
    const metadata = { podbrief_subscriber_id: who.userId, podbrief_creator_id: creator.id };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      metadata,
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 500,
            recurring: { interval: 'month' },
            product_data: { name: 'Race' },
          },
          quantity: 1,
        },
      ],
      subscription_data: {
        metadata,
        application_fee_percent: 10,
        transfer_data: { destination: account.id },
      },
      success_url: `${t.baseUrl}/subscription/confirm?session_id={CHECKOUT_SESSION_ID}`,
    });
    const paid = await fetch(`${local.url}/checkout/${session.id}/complete`, {
      method: 'POST',
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    // The success page reads the list while the events are worked: it sees no row, or the whole row.
    const reads: Promise<unknown>[] = [];
    let working = true;
    const readWhileWorking = async () => {
      while (working) {
        const listed = await who.get('/subscriptions');
        expect(listed.status).toBe(200);
        reads.push(Promise.resolve(listed.body));
      }
    };
    const reader = readWhileWorking();
    const ids = [
      await store('customer.subscription.created'),
      await store('checkout.session.completed'),
      await store('invoice.paid'),
    ];
    const deps = t.app.deps;
    await Promise.all(ids.flatMap((id) => [processStripeEvent(deps, id), processStripeEvent(deps, id)]));
    working = false;
    await reader;

    const rows = await db.select().from(subscriptions).where(eq(subscriptions.subscriberId, who.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', billingStatus: 'active', status: 'active' });
    const made = await db.select().from(payments).where(eq(payments.subscriptionId, rows[0]!.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kind: 'payment', amount: 500, feeAmount: 50 });
    for (const id of ids) {
      const [event] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
      expect(event!.processedAt).not.toBeNull();
    }
    for (const body of (await Promise.all(reads)) as { items?: { billing: unknown }[] }[]) {
      for (const item of body.items ?? []) expect(item.billing).not.toBeNull();
    }
  });

  it('holds the 5-trial limit when Checkout trials and free subscribes race for the last slots', async () => {
    const db = t.app.deps.db;
    const who = await signIn(t, `slots.${Date.now()}@example.test`, 'Slot Racer');
    const customer = await stripe.customers.create({ email: 'slots@example.test' });
    for (let i = 0; i < 3; i += 1) {
      const kept = await insertCreator(db);
      await insertSubscription(db, who.userId, kept.id, 'active', new Date());
    }
    const usage = async () => (await who.get('/subscriptions/trial-usage')).body;
    expect(await usage()).toMatchObject({ used: 3, limit: 5 });

    // Three Checkout trials finished in Stripe, their events not worked yet; three free channels.
    const trials: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const creator = await insertCreator(db, { price: 500 });
      const account = await stripe.accounts.create({ type: 'express' });
      await db.insert(payoutAccounts).values({ creatorId: creator.id, stripeAccountId: account.id });
      const metadata = { podbrief_subscriber_id: who.userId, podbrief_creator_id: creator.id };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        metadata,
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: 500,
              recurring: { interval: 'month' },
              product_data: { name: `Slot ${i}` },
            },
            quantity: 1,
          },
        ],
        payment_method_collection: 'if_required',
        subscription_data: {
          metadata,
          trial_period_days: 14,
          application_fee_percent: 10,
          transfer_data: { destination: account.id },
        },
        success_url: `${t.baseUrl}/subscription/confirm?session_id={CHECKOUT_SESSION_ID}`,
      });
      const done = await fetch(`${local.url}/checkout/${session.id}/complete`, {
        method: 'POST',
        body: '',
        redirect: 'manual',
      });
      expect(done.status).toBe(303);
      const created = [...local.ledger.subscriptions.values()].find(
        (sub) => sub.metadata.podbrief_creator_id === creator.id,
      );
      expect(created?.status).toBe('trialing');
      trials.push(created!.id);
    }
    const events = await Promise.all(
      local.ledger.events
        .filter(
          (event) =>
            (event.type === 'customer.subscription.created' &&
              trials.includes(event.data.object.id as string)) ||
            (event.type === 'checkout.session.completed' &&
              trials.includes((event.data.object as { subscription?: string }).subscription ?? '')),
        )
        .map(async (event) => {
          await insertEvent(
            db,
            {
              id: event.id,
              type: event.type,
              objectId: event.data.object.id as string,
              account: null,
              stripeCreated: new Date(event.created * 1000),
              payload: event as unknown as Record<string, unknown>,
            },
            new Date(),
          );
          return event.id;
        }),
    );
    expect(events).toHaveLength(6);
    const free = await Promise.all([0, 1, 2].map(() => insertCreator(db)));

    // Two slots left; six claimants at once: the workers on their connections, the subscribes over HTTP.
    const [worked, subscribed] = await Promise.all([
      Promise.allSettled(events.map((id) => processStripeEvent(t.app.deps, id))),
      Promise.all(free.map((creator) => who.post('/subscriptions', { creatorId: creator.id }))),
    ]);
    expect(worked.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const refused of subscribed.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('trial_limit_reached');
    }

    const granted = (
      await db.select().from(subscriptions).where(eq(subscriptions.subscriberId, who.userId))
    ).filter((row) => row.stripeSubscriptionId !== null && trials.includes(row.stripeSubscriptionId));
    const freeWon = subscribed.filter((r) => r.status === 201).length;
    expect(granted.length + freeWon).toBe(2);
    expect(await usage()).toMatchObject({ used: 5, limit: 5 });
    // Every Checkout trial that did not get a slot was canceled in Stripe, none left charging later.
    for (const id of trials) {
      const kept = granted.some((row) => row.stripeSubscriptionId === id);
      expect(local.ledger.subscriptions.get(id)?.status).toBe(kept ? 'trialing' : 'canceled');
    }
  });
});
