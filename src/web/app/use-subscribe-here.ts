import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ChannelCard } from '@shared/contract/channels';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { useStartCheckout } from '@web/features/payments/api/start-checkout';
import { toast } from '@web/components/ui/toast';
import { subscriptionFailureToast } from '@web/features/subscriptions/lib/subscription-failure-toast';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import {
  rememberPendingSubscribe,
  takePendingSubscribe,
} from '@web/features/subscriptions/lib/pending-subscribe';
import { useDialogs } from '@web/lib/dialogs';

/**
 * Subscribe on a page a signed-out visitor may open (the public channel page, an invite link): Subscribe
 * asks the visitor to sign in and brings them back here, where the subscription then finishes. A paid
 * channel (`price.paid`, ADR 213) starts its free trial in Stripe Checkout instead; its refusals are told
 * as a subscribe's are.
 */
export function useChannelSubscribe() {
  const flow = useSubscribeFlow();
  const checkout = useStartCheckout();
  const start = (channel: ChannelCard, inviteToken?: string) => {
    if (!channel.price.paid) return flow.subscribeTo(channel, inviteToken);
    checkout.mutate(
      { creatorId: channel.creatorId, ...(inviteToken ? { inviteToken } : {}) },
      { onError: (error) => toast(subscriptionFailureToast(error)) },
    );
  };
  // Once Checkout's address came back the browser is leaving: the button stays busy until it has.
  return { flow, start, isPending: flow.isPending || checkout.isPending || checkout.isSuccess };
}

export function useSubscribeHere(channel: ChannelCard | undefined, inviteToken?: string) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { status } = useAuth();
  const dialogs = useDialogs();
  const { flow, start, isPending } = useChannelSubscribe();
  const resumed = useRef(false);

  // Back from signing in: finish the subscribe the visitor pressed before.
  useEffect(() => {
    if (resumed.current || status !== 'signed-in' || !channel) return;
    resumed.current = true;
    const pending = takePendingSubscribe(here);
    if (!pending || pending.creatorId !== channel.creatorId) return;
    if (channel.viewer.isSubscribed || channel.viewer.isOwn) return;
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

  return { flow, status, subscribe, isPending };
}
