import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { type CreatorMoney, moneyMonths, moneyRecentLimit } from '@shared/contract/money';
import type { Clock } from '../../../clock';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { moneyMonthsIn } from '../money-months';
import { monthlyPaymentTotals, paidSubscriptionCounts } from '../payment-totals-repository';
import { nextPayoutOf, type NextPayout } from './next-payout';
import { recentMoneyEvents, stripeAccountOf } from './repository';

export interface CreatorMoneyDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'payments'>;
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

const isKind = (kind: string): kind is 'payment' | 'refund' | 'dispute' =>
  kind === 'payment' || kind === 'refund' || kind === 'dispute';

/**
 * The creator's money (issue 25 §6): paid subscriptions by Stripe's status, the monthly recurring revenue
 * after the platform's fee, six months of payments less fees and refunds, the newest payments, and the
 * next payout from Stripe. Everything but the payout comes from our database, so a Stripe outage leaves the
 * page standing with `nextPayoutUnavailable`. With payments off there is nothing to show: `{ enabled: false }`.
 */
export async function getCreatorMoney(
  deps: CreatorMoneyDeps,
  creatorId: string,
  timeZone: string,
): Promise<CreatorMoney> {
  const now = deps.clock.now();
  // First, so that a bad time zone is refused whether payments are on or off.
  const months = moneyMonthsIn(now, timeZone, moneyMonths);
  const payments = deps.config.payments;
  if (!payments.enabled || deps.stripe === null) return { enabled: false };
  const { currency, platformFeePercent } = payments;
  // Sequential on purpose: PGlite runs one query at a time.
  const counts = await paidSubscriptionCounts(deps.db, now, creatorId);
  const totals = await monthlyPaymentTotals(deps.db, months, currency, creatorId);
  const recent = await recentMoneyEvents(deps.db, creatorId, currency, moneyRecentLimit);
  const account = await stripeAccountOf(deps.db, creatorId);

  let nextPayout: NextPayout = null;
  let nextPayoutUnavailable = false;
  if (account !== null) {
    try {
      nextPayout = await nextPayoutOf(deps.stripe, account, currency);
    } catch (error) {
      nextPayoutUnavailable = true;
      deps.log.warn({ err: error, stripeAccount: account }, 'the next payout could not be read from Stripe');
    }
  }

  return {
    enabled: true,
    currency,
    platformFeePercent,
    payingSubscribers: counts.paying,
    trials: counts.trials,
    pastDue: counts.pastDue,
    mrrAfterFee: Math.round(counts.payingAmount * (1 - platformFeePercent / 100)),
    months: months.map((month, index) => {
      const t = totals[index];
      const gross = t?.gross ?? 0;
      const fee = (t?.fees ?? 0) - (t?.feesReturned ?? 0);
      const refunds = t?.refunds ?? 0;
      return { month: month.key, gross, fee, refunds, net: gross - fee - refunds };
    }),
    recent: recent.map((row) => ({
      id: row.id,
      kind: isKind(row.kind) ? row.kind : 'payment',
      amount: row.amount,
      fee: row.fee,
      occurredAt: row.occurredAt.toISOString(),
      subscriberName: row.subscriberName,
    })),
    nextPayout,
    nextPayoutUnavailable,
  };
}
