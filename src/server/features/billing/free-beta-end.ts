import { and, eq, ne } from 'drizzle-orm';
import { addDays } from '@shared/dates/utc-calendar';
import type { AppDeps } from '../../app-types';
import { creatorSettings, subscriptions } from '../../db/schema';
import { effectiveState, CHANNEL_PAID, STRIPE_PROVIDER } from '../subscriptions';
import { isChannelPaidNow } from './paid-channel-query';

/** However soon the current period ends, a free-beta subscriber reads on at least this long (ADR 226). */
const CHANNEL_PAID_NOTICE_DAYS = 7;

/** A free-beta subscription its channel's turning paid set to end: who to tell, and until when they read. */
export interface EndedFreeBeta {
  subscriptionId: string;
  subscriberId: string;
  accessUntil: Date;
}

/**
 * ADR 226: a free-beta subscription does not outlive its channel turning paid. Once the channel is paid
 * (payments on, a price, an active payout account: ADR 213), each of its free-beta subscriptions that still
 * renews stops renewing: it reads to the end of its current period, and at least `CHANNEL_PAID_NOTICE_DAYS`
 * from now, marked `ended_reason = 'channel_paid'`, so it starts no 30-day wait and cannot be resumed; the
 * listener continues through Checkout. Subscriptions the listener canceled themselves keep their own end.
 *
 * Called with the transaction that may have made the channel paid, as `{ db: tx }` (a payout account
 * turning active, a price saved); it does nothing while the channel is free, and again nothing for rows it already ended. Returns
 * the subscriptions it ended, for the caller to queue their notices (`queueFreeBetaEndMails`) once it
 * committed; two runs at once return each row to one of them.
 */
export async function endFreeBetaOfPaidChannel(
  { db }: Pick<AppDeps, 'db'>,
  paymentsEnabled: boolean,
  creatorId: string,
  now: Date,
): Promise<EndedFreeBeta[]> {
  if (!paymentsEnabled) return [];
  const [channel] = await db
    .select({ price: creatorSettings.subscriptionPrice })
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, creatorId));
  if (!channel || !(await isChannelPaidNow({ db }, true, creatorId, channel.price))) return [];
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.creatorId, creatorId),
        ne(subscriptions.provider, STRIPE_PROVIDER),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .for('update');
  const ended: EndedFreeBeta[] = [];
  const floor = addDays(now, CHANNEL_PAID_NOTICE_DAYS);
  for (const row of rows) {
    const state = effectiveState(row, now);
    const accessUntil = state.currentPeriodEnd > floor ? state.currentPeriodEnd : floor;
    // Only a row that still renews: a caller outside a transaction holds no lock past its select, so a
    // second run at once may have read the row too; the one whose update lands ends it and tells.
    const updated = await db
      .update(subscriptions)
      .set({
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: accessUntil,
        cancelAtPeriodEnd: true,
        endedReason: CHANNEL_PAID,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
        ),
      )
      .returning({ id: subscriptions.id });
    if (updated.length > 0)
      ended.push({ subscriptionId: row.id, subscriberId: row.subscriberId, accessUntil });
  }
  return ended;
}
