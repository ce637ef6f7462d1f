import type { ChannelCard } from '@shared/contract/channels';
import type { ButtonProps } from '@web/components/ui/button';
import { StartTrialButton } from '@web/features/billing/payments/components/start-trial-button';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import type { ChannelSubscribe, SubscribableChannel } from './use-subscribe-here';

/** A channel card as the subscribe action reads it. */
export const subscribableOf = (channel: ChannelCard): SubscribableChannel => ({
  ...channel,
  trialUsed: channel.viewer.trialUsed,
});

export interface ChannelSubscribeActionProps {
  channel: SubscribableChannel;
  /** The page's `useChannelSubscribe()` (or `useSubscribeHere().action`): which request is running. */
  action: ChannelSubscribe;
  /** What the button does: `action.start(channel)`, or asking a visitor to sign in first. */
  onSubscribe: () => void;
  disabled?: boolean;
  /** Given for a signed-in reader: a free channel's Subscribe then knows the 5-trial limit before the click. */
  manageHref?: string;
  size?: ButtonProps['size'];
}

/**
 * The one subscribe button of every place a channel can be subscribed (ADR 227): a paid channel's "Start
 * free trial" with its terms (or, once its trial was used, paying at once), a free channel's "Subscribe".
 * Pages never choose between the two themselves, so no page can offer the free subscribe of a paid channel.
 */
export function ChannelSubscribeAction({
  channel,
  action,
  onSubscribe,
  disabled,
  manageHref,
  size,
}: ChannelSubscribeActionProps) {
  const processing = action.isPendingFor(channel.creatorId);
  const busy = disabled || (action.isPending && !processing);
  if (channel.price.paid) {
    return (
      <StartTrialButton
        size={size}
        channelName={channel.channelName}
        price={channel.price}
        trialUsed={channel.trialUsed}
        processing={processing}
        disabled={busy}
        onClick={onSubscribe}
      />
    );
  }
  return (
    <SubscribeButton
      size={size}
      channelName={channel.channelName}
      processing={processing}
      disabled={busy}
      manageHref={manageHref}
      onClick={onSubscribe}
    />
  );
}
