import { moneyMonths, moneyTopChannels, type PlatformFees } from '@shared/contract/money';
import type { Clock } from '../../../clock';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import {
  moneyMonthsIn,
  allTimePaymentTotals,
  monthlyPaymentTotals,
  paidSubscriptionCounts,
} from '../../billing';
import { topChannelsByFees } from './repository';

export interface AdminPaymentsDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'payments'>;
}

/**
 * The platform's fee revenue for administrators (issue 25 §6): fees kept on payments, fees given back with
 * refunds and disputes, six months of them, paying subscriptions, and the channels that brought the most.
 * From our `payments` table only; with payments off there is nothing: `{ enabled: false }`.
 */
export async function getPlatformFees(deps: AdminPaymentsDeps, timeZone: string): Promise<PlatformFees> {
  const now = deps.clock.now();
  // First, so that a bad time zone is refused whether payments are on or off.
  const months = moneyMonthsIn(now, timeZone, moneyMonths);
  const payments = deps.config.payments;
  if (!payments.enabled) return { enabled: false };
  const { currency, platformFeePercent } = payments;
  const all = await allTimePaymentTotals(deps.db, currency, null);
  const monthly = await monthlyPaymentTotals(deps.db, months, currency, null);
  const counts = await paidSubscriptionCounts(deps.db, now, null);
  const top = await topChannelsByFees(deps.db, currency, moneyTopChannels);
  return {
    enabled: true,
    currency,
    platformFeePercent,
    totalFees: all.fees,
    feesRefunded: all.feesReturned,
    net: all.fees - all.feesReturned,
    months: months.map((month, index) => {
      const fees = monthly[index]?.fees ?? 0;
      const feesRefunded = monthly[index]?.feesReturned ?? 0;
      return { month: month.key, fees, feesRefunded, net: fees - feesRefunded };
    }),
    payingSubscriptions: counts.paying,
    topChannels: top,
  };
}
