import { type LocalApp, stripeError } from './api-routes';
import { type Ledger, type StripeObject, stripeId } from './ledger';

type Ctx = Parameters<Parameters<LocalApp['get']>[1]>[0];

/** Days from a connected account's oldest unpaid transfer to the arrival of the payout that carries it. */
const PAYOUT_DELAY_DAYS = 2;

interface Transfer {
  chargeId: string;
  amount: number;
  currency: string;
  created: number;
}

interface PayoutState {
  /** The one pending payout of the account, kept so its id stays the same until it is paid. */
  pendingId: string | null;
  paid: StripeObject[];
  /** Charges whose transfer a paid payout carried. */
  paidCharges: Set<string>;
}

/**
 * Balances and payouts of connected accounts, kept simple (ADR 210): every paid charge with
 * `transfer_data.destination` moves its amount less the application fee to that account at once (the
 * transfer of a destination charge); a refund does not take it back (Stripe's default without
 * `reverse_transfer`). The account's balance is what no paid payout has carried yet, all `available`. One
 * automatic payout is pending whenever that balance is above zero: it carries the whole balance and arrives
 * PAYOUT_DELAY_DAYS after the oldest transfer in it; once the local clock passes its arrival date it is paid
 * and the transfers made before that date leave the balance.
 */
export class Payouts {
  private readonly accounts = new Map<string, PayoutState>();

  constructor(private readonly ledger: Ledger) {}

  private stateOf(account: string): PayoutState {
    let state = this.accounts.get(account);
    if (!state) {
      state = { pendingId: null, paid: [], paidCharges: new Set() };
      this.accounts.set(account, state);
    }
    return state;
  }

  /** Transfers to `account` that no paid payout carried, oldest first. */
  private unpaidTransfers(account: string): Transfer[] {
    const state = this.stateOf(account);
    const transfers: Transfer[] = [];
    for (const charge of this.ledger.charges.values()) {
      const destination = (charge.transfer_data as { destination?: string } | null)?.destination;
      if (destination !== account || charge.paid !== true || state.paidCharges.has(charge.id)) continue;
      transfers.push({
        chargeId: charge.id,
        amount: (charge.amount as number) - ((charge.application_fee_amount as number | null) ?? 0),
        currency: charge.currency as string,
        created: charge.created as number,
      });
    }
    return transfers.sort((a, b) => a.created - b.created);
  }

  /** Pays every pending payout whose arrival date the local clock has passed. */
  private settle(account: string): void {
    const state = this.stateOf(account);
    for (;;) {
      const transfers = this.unpaidTransfers(account);
      const first = transfers[0];
      if (!first) return;
      const arrival = first.created + PAYOUT_DELAY_DAYS * 86_400;
      if (arrival > this.ledger.now()) return;
      const carried = transfers.filter((t) => t.created < arrival);
      for (const transfer of carried) state.paidCharges.add(transfer.chargeId);
      state.paid.push(
        this.payout(state.pendingId ?? stripeId('po'), carried, arrival, 'paid', first.currency),
      );
      state.pendingId = null;
    }
  }

  private payout(
    id: string,
    transfers: Transfer[],
    arrival: number,
    status: 'pending' | 'paid',
    currency: string,
  ): StripeObject {
    return {
      id,
      object: 'payout',
      amount: transfers.reduce((sum, t) => sum + t.amount, 0),
      arrival_date: arrival,
      automatic: true,
      currency,
      method: 'standard',
      status,
      type: 'bank_account',
      created: transfers[0]?.created ?? this.ledger.now(),
      livemode: false,
    };
  }

  /** The account's payouts, newest first: the pending one (if any), then the paid ones. */
  list(account: string): StripeObject[] {
    this.settle(account);
    const state = this.stateOf(account);
    const transfers = this.unpaidTransfers(account);
    const first = transfers[0];
    const pending: StripeObject[] = [];
    if (first) {
      state.pendingId ??= stripeId('po');
      pending.push(
        this.payout(
          state.pendingId,
          transfers,
          first.created + PAYOUT_DELAY_DAYS * 86_400,
          'pending',
          first.currency,
        ),
      );
    }
    return [...pending, ...[...state.paid].reverse()];
  }

  /** Stripe's balance object of a connected account. */
  balance(account: string): StripeObject & { object: 'balance' } {
    this.settle(account);
    const transfers = this.unpaidTransfers(account);
    const currency = transfers[0]?.currency ?? 'usd';
    const amount = transfers.reduce((sum, t) => sum + t.amount, 0);
    return balanceObject(currency, amount);
  }

  /** The platform's own balance: the application fees it kept. */
  platformBalance(): StripeObject & { object: 'balance' } {
    let amount = 0;
    let currency = 'usd';
    for (const charge of this.ledger.charges.values()) {
      if (charge.paid !== true) continue;
      amount += (charge.application_fee_amount as number | null) ?? 0;
      currency = charge.currency as string;
    }
    return balanceObject(currency, amount);
  }
}

function balanceObject(currency: string, available: number): StripeObject & { object: 'balance' } {
  return {
    id: 'balance',
    object: 'balance',
    available: [{ amount: available, currency, source_types: { card: available } }],
    pending: [{ amount: 0, currency, source_types: { card: 0 } }],
    livemode: false,
  };
}

/**
 * GET /v1/balance and GET /v1/payouts, for the platform or, with the `Stripe-Account` header (the SDK's
 * `stripeAccount` option), for a connected account.
 */
export function registerPayoutRoutes(app: LocalApp, ledger: Ledger, payouts: Payouts) {
  const connected = (c: Ctx): { account: string | null } | Response => {
    const account = c.req.header('stripe-account');
    if (account === undefined || account === '') return { account: null };
    if (!ledger.accounts.has(account))
      return stripeError(
        c,
        403,
        `The provided key does not have access to account '${account}' (or that account does not exist).`,
        'account_invalid',
      );
    return { account };
  };

  app.get('/v1/balance', (c) => {
    const who = connected(c);
    if (who instanceof Response) return who;
    return c.json(who.account === null ? payouts.platformBalance() : payouts.balance(who.account));
  });
  app.get('/v1/payouts', (c) => {
    const who = connected(c);
    if (who instanceof Response) return who;
    const status = c.req.query('status');
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 10) || 10, 1), 100);
    const all = who.account === null ? [] : payouts.list(who.account);
    const matching = all.filter((p) => status === undefined || p.status === status);
    return c.json({
      object: 'list',
      url: '/v1/payouts',
      has_more: matching.length > limit,
      data: matching.slice(0, limit),
    });
  });
}
