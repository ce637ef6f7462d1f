import type { TrialUsage } from '@shared/contract/subscriptions';
import { formatLongDate } from '@shared/dates/format';

/**
 * Why Subscribe cannot be used at the trial limit, said before the click: what holds the slots (canceled
 * subscriptions keep theirs until the paid period ends) and when one frees up. Null below the limit.
 */
export function trialLimitReason(usage: TrialUsage | undefined): string | null {
  if (!usage || usage.remaining > 0) return null;
  const full = `Your free trial is full: ${usage.used} of ${usage.limit} podcasts.`;
  if (usage.canceledHolding > 0 && usage.nextSlotFreesAt) {
    const holders =
      usage.canceledHolding === 1
        ? '1 canceled subscription keeps its slot until its paid period ends'
        : `${usage.canceledHolding} canceled subscriptions keep their slots until their paid periods end`;
    return `${full} ${holders}; the next slot frees up on ${formatLongDate(usage.nextSlotFreesAt)}.`;
  }
  return `${full} Cancel a subscription to free its slot when its paid period ends.`;
}
