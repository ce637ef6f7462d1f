import type { LocalApp } from './api-routes';
import { type Ledger, type StripeObject, stripeId, type Subscription, WORKING_CARD } from './ledger';
import { date, esc, money, page } from './page';

type Ctx = Parameters<Parameters<LocalApp['get']>[1]>[0];

const notFound = (c: Ctx, what: string) =>
  c.html(
    page(
      `${what} not found`,
      `<section><p>This link is not known to the local Stripe. It may be from an earlier run.</p></section>`,
    ),
    404,
  );
const seeOther = (c: Ctx, location: string) => c.redirect(location, 303);

/**
 * The hosted pages of the local Stripe (ADR 210): Checkout in subscription mode ("Start trial" without a
 * card, "Pay" with one), Connect onboarding, the Express dashboard and the customer portal. Buttons post
 * forms, so a browser with no script and an HTTP client in a test drive them alike.
 */
export function registerPages(
  app: LocalApp,
  ledger: Ledger,
  createCustomer: (email: string | null) => Promise<string>,
) {
  app.get('/checkout/:id', (c) => {
    const session = ledger.checkoutSessions.get(c.req.param('id'));
    if (!session) return notFound(c, 'Checkout');
    if (session.status !== 'open')
      return c.html(page('This checkout is closed', `<section><p>It was already completed.</p></section>`));
    const { plan } = session;
    const data = session.subscription_data as { trial_period_days: number | null };
    const trial = data.trial_period_days;
    const needsCard = session.payment_method_collection !== 'if_required' || trial === null;
    const price = `${money(plan.unitAmount, plan.currency)} per ${plan.interval}`;
    const cancel = session.cancel_url
      ? `<p><a href="${esc(session.cancel_url)}">Cancel and go back</a></p>`
      : '';
    const body = `<section aria-labelledby="plan">
<h2 id="plan">${esc(plan.productName)}</h2>
<dl><dt>Price</dt><dd>${esc(price)}</dd>${trial ? `<dt>Free trial</dt><dd>${trial} days, then ${esc(price)}</dd>` : ''}
<dt>Due today</dt><dd>${esc(money(trial ? 0 : plan.unitAmount, plan.currency))}</dd></dl>
${needsCard ? `<p class="muted">A test card (Visa ending 4242) is used; nothing is charged for real.</p>` : `<p class="muted">No card needed to start. Without a card the trial ends in a cancellation, not a charge.</p>`}
<form method="post" action="/checkout/${esc(session.id)}/complete">
${session.customer || session.customer_email ? '' : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>`}
<button type="submit">${trial ? 'Start trial' : 'Pay'}</button>
</form>${cancel}</section>`;
    return c.html(page(trial ? 'Start your free trial' : 'Subscribe', body));
  });

  app.post('/checkout/:id/complete', async (c) => {
    const session = ledger.checkoutSessions.get(c.req.param('id'));
    if (!session) return notFound(c, 'Checkout');
    if (session.status !== 'open') return seeOther(c, `/checkout/${session.id}`);
    const form = new URLSearchParams(await c.req.text());
    const data = session.subscription_data as {
      trial_period_days: number | null;
      application_fee_percent: number | null;
      transfer_data: { destination: string } | null;
      metadata: Record<string, string>;
      missing_payment_method: string;
    };
    const customer =
      (session.customer as string | null) ??
      (await createCustomer((session.customer_email as string | null) ?? form.get('email')));
    const trial = data.trial_period_days;
    const cardCollected = session.payment_method_collection !== 'if_required' || trial === null;
    if (cardCollected) ledger.customerCards.set(customer, WORKING_CARD);
    const now = ledger.now();
    const { plan } = session;
    const subscription: Subscription = {
      id: stripeId('sub'),
      object: 'subscription',
      customer,
      status: trial ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      default_payment_method: cardCollected ? WORKING_CARD : null,
      trial_start: trial ? now : null,
      trial_end: trial ? now + trial * 86_400 : null,
      trial_settings: { end_behavior: { missing_payment_method: data.missing_payment_method } },
      application_fee_percent: data.application_fee_percent,
      transfer_data: data.transfer_data,
      currency: plan.currency,
      metadata: data.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            current_period_start: now,
            current_period_end: trial ? now + trial * 86_400 : ledger.periodEnd(now, plan.interval),
            price: {
              id: plan.priceId,
              currency: plan.currency,
              unit_amount: plan.unitAmount,
              recurring: { interval: plan.interval },
              product_name: plan.productName,
            },
            quantity: 1,
          },
        ],
      },
      created: now,
      start_date: now,
      livemode: false,
    };
    ledger.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trial ? 'no_payment_required' : 'paid',
      customer,
      subscription: subscription.id,
    });
    const { plan: _plan, ...publicSession } = session;
    ledger.emit('checkout.session.completed', publicSession as StripeObject);
    ledger.emit('customer.subscription.created', subscription);
    if (!trial) ledger.bill(subscription);
    return seeOther(c, String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  app.get('/connect/onboarding/:token', (c) => {
    const link = ledger.accountLinks.get(c.req.param('token'));
    const account = link && ledger.accounts.get(link.account);
    if (!link || !account) return notFound(c, 'Onboarding link');
    const action = `/connect/onboarding/${esc(c.req.param('token'))}`;
    const body = `<section aria-labelledby="who"><h2 id="who">Payout account</h2>
<dl><dt>Account</dt><dd>${esc(account.id)}</dd><dt>Email</dt><dd>${esc(account.email ?? '—')}</dd>
<dt>Details submitted</dt><dd>${account.details_submitted ? 'Yes' : 'No'}</dd><dt>Payments</dt><dd>${account.charges_enabled ? 'Enabled' : 'Not yet'}</dd></dl>
<p class="muted">The local Stripe fills in test business details, identity and bank account for you.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="complete"><button type="submit">Complete onboarding</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="review"><button type="submit" class="secondary">Submit for review</button></form>
<p><a href="${esc(link.returnUrl)}">Return without finishing</a></p></section>`;
    return c.html(page('Set up payouts', body));
  });
  app.post('/connect/onboarding/:token', async (c) => {
    const link = ledger.accountLinks.get(c.req.param('token'));
    const account = link && ledger.accounts.get(link.account);
    if (!link || !account) return notFound(c, 'Onboarding link');
    const outcome = new URLSearchParams(await c.req.text()).get('outcome');
    completeOnboarding(ledger, account, outcome === 'review' ? 'review' : 'complete');
    return seeOther(c, link.returnUrl);
  });
  app.get('/express/:id', (c) => {
    const account = ledger.accounts.get(c.req.param('id'));
    if (!account) return notFound(c, 'Account');
    const body = `<section><dl><dt>Account</dt><dd>${esc(account.id)}</dd><dt>Payments</dt><dd>${account.charges_enabled ? 'Enabled' : 'Not enabled'}</dd>
<dt>Payouts</dt><dd>${account.payouts_enabled ? 'Enabled' : 'Not enabled'}</dd></dl><p class="muted">Balances and payouts are not emulated locally.</p></section>`;
    return c.html(page('Express dashboard', body));
  });

  app.get('/portal/:id', (c) => {
    const session = ledger.portalSessions.get(c.req.param('id'));
    if (!session) return notFound(c, 'Portal session');
    const customer = String(session.customer);
    const card = ledger.customerCards.get(customer);
    const subscriptions = [...ledger.subscriptions.values()].filter((s) => s.customer === customer);
    const rows = subscriptions
      .map((s) => {
        const item = s.items.data[0];
        const ends = item ? date(item.current_period_end) : '';
        const state =
          s.status === 'canceled'
            ? 'Canceled'
            : s.cancel_at_period_end
              ? `Cancels on ${ends}`
              : s.status === 'trialing'
                ? `Trial until ${ends}`
                : s.status === 'past_due'
                  ? 'Past due'
                  : `Renews on ${ends}`;
        const cancel =
          s.status !== 'canceled' && !s.cancel_at_period_end
            ? `<form method="post" action="/portal/${esc(session.id)}/cancel/${esc(s.id)}"><button type="submit" class="secondary">Cancel ${esc(item?.price.product_name ?? 'subscription')}</button></form>`
            : '';
        return `<li><strong>${esc(item?.price.product_name)}</strong> — ${esc(item ? money(item.price.unit_amount, item.price.currency) : '')} per ${esc(item?.price.recurring.interval)}<br><span class="muted">${esc(state)}</span>${cancel}</li>`;
      })
      .join('');
    const body = `<section aria-labelledby="card"><h2 id="card">Payment method</h2>
<p>${card ? `Visa ending ${card === WORKING_CARD ? '4242' : '0002 (declines)'}` : 'No card on file.'}</p>
<form method="post" action="/portal/${esc(session.id)}/card"><button type="submit">${card ? 'Replace card' : 'Add card'}</button></form></section>
<section aria-labelledby="subs"><h2 id="subs">Subscriptions</h2>${rows ? `<ul>${rows}</ul>` : '<p>None.</p>'}</section>
${session.return_url ? `<p><a class="button" href="${esc(session.return_url)}">Return to Podbrief</a></p>` : ''}`;
    return c.html(page('Manage billing', body));
  });
  app.post('/portal/:id/card', (c) => {
    const session = ledger.portalSessions.get(c.req.param('id'));
    if (!session) return notFound(c, 'Portal session');
    setCard(ledger, String(session.customer), WORKING_CARD);
    return seeOther(c, `/portal/${session.id}`);
  });
  app.post('/portal/:id/cancel/:subscription', (c) => {
    const session = ledger.portalSessions.get(c.req.param('id'));
    const subscription = ledger.subscriptions.get(c.req.param('subscription'));
    if (!session || !subscription || subscription.customer !== session.customer)
      return notFound(c, 'Subscription');
    if (subscription.status !== 'canceled' && !subscription.cancel_at_period_end)
      ledger.update(
        subscription,
        { cancel_at_period_end: true, canceled_at: ledger.now() },
        'customer.subscription.updated',
      );
    return seeOther(c, `/portal/${session.id}`);
  });
}

/** Onboarding finished (payments and payouts on) or sent for review (details in, payments not yet). */
export function completeOnboarding(ledger: Ledger, account: StripeObject, outcome: 'complete' | 'review') {
  const requirements = {
    currently_due: [],
    eventually_due: [],
    past_due: [],
    pending_verification: outcome === 'review' ? ['individual.verification.document'] : [],
    disabled_reason: outcome === 'review' ? 'requirements.pending_verification' : null,
  };
  ledger.update(
    account,
    {
      details_submitted: true,
      charges_enabled: outcome === 'complete',
      payouts_enabled: outcome === 'complete',
      requirements,
    },
    'account.updated',
    account.id,
  );
}

/**
 * A customer's card changes (the portal's "Add card", or a test choosing a declining card): it becomes the
 * default for their subscriptions, and a past-due one is paid again with it.
 */
export function setCard(ledger: Ledger, customer: string, card: string) {
  ledger.customerCards.set(customer, card);
  ledger.emit('payment_method.attached', {
    id: stripeId('pm'),
    object: 'payment_method',
    customer,
    type: 'card',
    card: { brand: 'visa', last4: card === WORKING_CARD ? '4242' : '0002' },
  });
  for (const subscription of ledger.subscriptions.values()) {
    if (subscription.customer !== customer || subscription.status === 'canceled') continue;
    ledger.update(subscription, { default_payment_method: card }, 'customer.subscription.updated');
    if (subscription.status === 'past_due' && ledger.bill(subscription).paid)
      ledger.update(subscription, { status: 'active' }, 'customer.subscription.updated');
  }
}
