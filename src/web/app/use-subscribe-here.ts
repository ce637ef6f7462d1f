import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { useStartCheckout } from '@web/features/billing/payments/api/start-checkout';
import { toast } from '@web/components/ui/toast';
import { subscriptionFailureToast } from '@web/features/subscriptions/lib/subscription-failure-toast';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import {
  rememberPendingSubscribe,
  takePendingSubscribe,
} from '@web/features/subscriptions/lib/pending-subscribe';
import { useDialogs } from '@web/lib/dialogs';

/**
 * What any page needs to know of a channel to subscribe to it: the channel card, a report teaser and an
 * invite all map to this. `price.paid` (ADR 213) sends the listener to Stripe Checkout; `trialUsed`
 * (ADR 227) says that Checkout charges from the first day.
 */
export interface SubscribableChannel {
  creatorId: string;
  channelName: string;
  logoUrl: string | null;
  price: { amount: number; currency: string; paid: boolean };
  trialUsed: boolean;
  viewer?: { isSubscribed: boolean; isOwn: boolean };
}

/**
 * The one subscribe action of every page that offers one (Podcast Channels, a channel page, the public
 * channel page, an invite link, a report's teaser): a free channel subscribes at once and opens the
 * activation card; a paid one (`price.paid`, ADR 213) starts Stripe Checkout. Refusals of both are told
 * the same way.
 */
export function useChannelSubscribe() {
  const flow = useSubscribeFlow();
  const checkout = useStartCheckout();
  const checkoutMutate = checkout.mutate;
  const subscribeTo = flow.subscribeTo;
  const start = useCallback(
    (channel: SubscribableChannel, inviteToken?: string) => {
      if (!channel.price.paid) return subscribeTo(channel, inviteToken);
      checkoutMutate(
        { creatorId: channel.creatorId, ...(inviteToken ? { inviteToken } : {}) },
        { onError: (error) => toast(subscriptionFailureToast(error)) },
      );
    },
    [subscribeTo, checkoutMutate],
  );
  // Once Checkout's address came back the browser is leaving: the button stays busy until it has.
  const checkoutCreatorId =
    checkout.isPending || checkout.isSuccess ? (checkout.variables?.creatorId ?? null) : null;
  const pendingCreatorId = flow.pendingCreatorId ?? checkoutCreatorId;
  return {
    flow,
    start,
    /** Some subscribe or Checkout of this page is running: the other buttons wait for it. */
    isPending: pendingCreatorId !== null,
    /** Whether the request for this channel is the one running ('Processing...' on its button). */
    isPendingFor: (creatorId: string) => pendingCreatorId === creatorId,
  };
}

export type ChannelSubscribe = ReturnType<typeof useChannelSubscribe>;

export function useSubscribeHere(channel: SubscribableChannel | undefined, inviteToken?: string) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { status } = useAuth();
  const dialogs = useDialogs();
  const action = useChannelSubscribe();
  const { start } = action;
  const resumed = useRef(false);

  // Back from signing in: finish the subscribe the visitor pressed before.
  useEffect(() => {
    if (resumed.current || status !== 'signed-in' || !channel) return;
    resumed.current = true;
    const pending = takePendingSubscribe(here);
    if (!pending || pending.creatorId !== channel.creatorId) return;
    if (channel.viewer?.isSubscribed || channel.viewer?.isOwn) return;
    start(channel, pending.inviteToken);
  }, [status, channel, here, start]);

  const subscribe = () => {
    if (!channel) return;
    if (status !== 'signed-in') {
      rememberPendingSubscribe({ path: here, creatorId: channel.creatorId, inviteToken });
      dialogs.open('signIn', {
        title: 'Sign in to subscribe',
        description: `Sign in to subscribe to ${channel.channelName}.`,
        sourcePage: 'subscribe',
        returnPath: here,
      });
      return;
    }
    start(channel, inviteToken);
  };

  return { action, flow: action.flow, status, subscribe };
}
