import { product } from '@shared/constants';
import { formatLongDate } from '@shared/dates/format';
import { badRequest, conflict, notFound, ruleBroken } from '../../errors';
import {
  effectiveState,
  resubscribeAvailableAt,
  resubscribeWaitStart,
  type StoredSubscriptionState,
} from './billing-period';
import { isUuid } from '../../lib/is-uuid';

/**
 * The rules of starting a subscription (docs/product.md#subscriptions), shared by the free beta's
 * subscribe and a paid channel's Checkout so both answer with the same codes and words, in this order:
 * the channel id (`channelIdOf`), then an existing subscription (`checkExisting`), then the trial slots
 * (`checkTrialSlots`).
 */

/** The creator id of a request: given, not the subscriber's own, and a well-formed id. */
export function channelIdOf(subscriberId: string, raw: string | undefined): string {
  const creatorId = raw?.trim();
  if (!creatorId) throw badRequest('missing_required_fields', 'Missing required fields');
  if (creatorId === subscriberId)
    throw ruleBroken('cannot_subscribe_to_self', 'You cannot subscribe to your own channel.');
  if (!isUuid(creatorId)) throw notFound('creator_not_found', 'This channel does not exist.');
  return creatorId;
}

export const channelNotFound = () => notFound('creator_not_found', 'This channel does not exist.');

type ExistingRow = StoredSubscriptionState & { updatedAt: Date };

/**
 * No running subscription to the channel, and the 30-day wait after the listener's own cancel is over (an
 * end that was not their choice starts no wait: `resubscribeWaitStart`).
 */
export function checkExisting(existing: ExistingRow | undefined, channelName: string, now: Date): void {
  if (!existing) return;
  const state = effectiveState(existing, now);
  if (state.status === 'active' && !existing.cancelAtPeriodEnd) {
    throw conflict('already_subscribed', `You are already subscribed to ${channelName}.`);
  }
  const canceledAt = resubscribeWaitStart(existing);
  if (!canceledAt) return;
  const availableAt = resubscribeAvailableAt(canceledAt);
  if (now < availableAt) {
    throw ruleBroken(
      'resubscribe_too_soon',
      `You canceled your subscription to ${channelName} on ${formatLongDate(canceledAt, 'UTC')}. ` +
        `You can subscribe to it again on ${formatLongDate(availableAt, 'UTC')}.`,
      { availableAt: availableAt.toISOString(), waitDays: product.resubscribeWaitDays },
    );
  }
}

/** Fewer than 5 other subscriptions take a free-trial slot (`used` leaves this channel out). */
export function checkTrialSlots(used: number): void {
  if (used >= product.freeTrialCreatorLimit) {
    throw ruleBroken(
      'trial_limit_reached',
      `Free trial is limited to ${product.freeTrialCreatorLimit} podcasts. You are already subscribed to ${used}.`,
      { limit: product.freeTrialCreatorLimit, used },
    );
  }
}
