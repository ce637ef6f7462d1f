import type { TrialUsage } from '@shared/contract/subscriptions';

/**
 * Why Subscribe cannot be used at the trial limit, said before the click, with the way out (ADR 216: a
 * canceled free trial frees its slot at once and stays readable to its end). Null below the limit.
 */
export function trialLimitReason(usage: TrialUsage | undefined): string | null {
  if (!usage || usage.remaining > 0) return null;
  return (
    `Your free trial is full: ${usage.used} of ${usage.limit} podcasts. ` +
    'Cancel a free trial to free its slot at once; you keep reading it until its end.'
  );
}
