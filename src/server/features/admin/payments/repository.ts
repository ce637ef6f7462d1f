import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creatorSettings, payments } from '../../../db/schema';
import { rowsOf } from '../../../db/sql-rows';

export interface ChannelFeesRow {
  creatorId: string;
  channelName: string | null;
  fees: number;
  payments: number;
}

/** The channels whose payments brought the platform the most fees (less fees given back), all time. */
export async function topChannelsByFees(
  db: Executor,
  currency: string,
  limit: number,
): Promise<ChannelFeesRow[]> {
  const result = await db.execute(sql`
    select p.creator_id as "creatorId", cs.channel_name as "channelName",
      (coalesce(sum(p.fee_amount) filter (where p.kind = 'payment'), 0)
        - coalesce(sum(p.fee_amount) filter (where p.kind <> 'payment'), 0))::bigint as fees,
      count(*) filter (where p.kind = 'payment')::int as payments
    from ${payments} p
    left join ${creatorSettings} cs on cs.creator_id = p.creator_id
    where lower(p.currency) = ${currency.toLowerCase()}
    group by p.creator_id, cs.channel_name
    order by fees desc, p.creator_id
    limit ${limit}
  `);
  return rowsOf<ChannelFeesRow>(result).map((row) => ({
    ...row,
    fees: Number(row.fees),
    payments: Number(row.payments),
  }));
}
