import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, subscriptions } from '../../db/schema';
import { monthsTable, type MoneyMonth } from './money-months';
import { rowsOf } from '../../db/sql-rows';
import { hasAccessCondition, STRIPE_PROVIDER } from '../subscriptions';

/**
 * Sums over the `payments` table and the paid subscriptions, for the creator's money page and the
 * administrators' fee revenue (issue 25 §6). Only `currency` counts (the platform bills in one: CURRENCY);
 * `creatorId` null sums every channel.
 */

export interface PaymentTotals {
  /** Invoice amounts paid. */
  gross: number;
  /** The platform's fees on those payments. */
  fees: number;
  /** Amounts refunded or disputed. */
  refunds: number;
  /** Fees the platform gave back with refunds and disputes. */
  feesReturned: number;
  /** How many payments. */
  payments: number;
}

const totalsColumns = sql`
  coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0)::bigint as gross,
  coalesce(sum(p.fee_amount) filter (where p.kind = 'payment'), 0)::bigint as fees,
  coalesce(sum(p.amount) filter (where p.kind <> 'payment'), 0)::bigint as refunds,
  coalesce(sum(p.fee_amount) filter (where p.kind <> 'payment'), 0)::bigint as "feesReturned",
  count(p.id) filter (where p.kind = 'payment')::int as payments`;

type TotalsRow = Record<keyof PaymentTotals, number | string>;

const toTotals = (row: TotalsRow | undefined): PaymentTotals => ({
  gross: Number(row?.gross ?? 0),
  fees: Number(row?.fees ?? 0),
  refunds: Number(row?.refunds ?? 0),
  feesReturned: Number(row?.feesReturned ?? 0),
  payments: Number(row?.payments ?? 0),
});

const creatorFilter = (creatorId: string | null) =>
  creatorId === null ? sql`` : sql`and p.creator_id = ${creatorId}`;

/** The totals of each month in `months` (same order). */
export async function monthlyPaymentTotals(
  db: Executor,
  months: readonly MoneyMonth[],
  currency: string,
  creatorId: string | null,
): Promise<PaymentTotals[]> {
  if (months.length === 0) return [];
  const result = await db.execute(sql`
    select m.idx::int as idx, ${totalsColumns}
    from ${monthsTable(months)}
    left join ${payments} p
      on p.occurred_at >= m.month_start and p.occurred_at < m.month_end
      and lower(p.currency) = ${currency.toLowerCase()} ${creatorFilter(creatorId)}
    group by m.idx
  `);
  const totals = months.map(() => toTotals(undefined));
  for (const row of rowsOf<TotalsRow & { idx: number }>(result)) totals[Number(row.idx) - 1] = toTotals(row);
  return totals;
}

/** The totals of all time. */
export async function allTimePaymentTotals(
  db: Executor,
  currency: string,
  creatorId: string | null,
): Promise<PaymentTotals> {
  const result = await db.execute(sql`
    select ${totalsColumns} from ${payments} p
    where lower(p.currency) = ${currency.toLowerCase()} ${creatorFilter(creatorId)}
  `);
  return toTotals(rowsOf<TotalsRow>(result)[0]);
}

export interface PaidSubscriptionCounts {
  /** Charged by Stripe (status active there) and giving access. */
  paying: number;
  /** Their prices, summed (cents a month). */
  payingAmount: number;
  trials: number;
  pastDue: number;
}

/** The paid subscriptions that give access at `now`, by Stripe's status. */
export async function paidSubscriptionCounts(
  db: Executor,
  now: Date,
  creatorId: string | null,
): Promise<PaidSubscriptionCounts> {
  const rows = await db
    .select({
      paying: sql<number>`count(*) filter (where ${subscriptions.billingStatus} = 'active')::int`,
      payingAmount: sql<number>`coalesce(sum(${subscriptions.amount}) filter (where ${subscriptions.billingStatus} = 'active'), 0)::bigint`,
      trials: sql<number>`count(*) filter (where ${subscriptions.billingStatus} = 'trialing')::int`,
      pastDue: sql<number>`count(*) filter (where ${subscriptions.billingStatus} = 'past_due')::int`,
    })
    .from(subscriptions)
    .where(
      sql`${subscriptions.provider} = ${STRIPE_PROVIDER} and ${hasAccessCondition(now)} ${
        creatorId === null ? sql`` : sql`and ${subscriptions.creatorId} = ${creatorId}`
      }`,
    );
  const row = rows[0];
  return {
    paying: Number(row?.paying ?? 0),
    payingAmount: Number(row?.payingAmount ?? 0),
    trials: Number(row?.trials ?? 0),
    pastDue: Number(row?.pastDue ?? 0),
  };
}
