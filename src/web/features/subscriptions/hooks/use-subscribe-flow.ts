import { useCallback, useState } from 'react';
import { toast } from '@web/components/ui/toast';
import { useSubscribe } from '../api/subscribe';
import { subscriptionFailureToast } from '../lib/subscription-failure-toast';

export interface SubscribeTarget {
  creatorId: string;
  channelName: string;
  logoUrl: string | null;
}

/**
 * Subscribing from any page: runs the request, shows 'Subscription failed' with the server's reason when
 * it is refused, and opens the activation card when it succeeds.
 */
export function useSubscribeFlow() {
  const mutation = useSubscribe();
  const [activated, setActivated] = useState<SubscribeTarget | null>(null);

  const subscribeTo = useCallback(
    (target: SubscribeTarget, inviteToken?: string) => {
      mutation.mutate(
        { creatorId: target.creatorId, ...(inviteToken ? { inviteToken } : {}) },
        {
          onSuccess: () => setActivated(target),
          onError: (error) => toast(subscriptionFailureToast(error)),
        },
      );
    },
    [mutation],
  );

  return {
    subscribeTo,
    /** The creator whose subscribe request is running, for 'Processing...' on the right button. */
    pendingCreatorId: mutation.isPending ? (mutation.variables?.creatorId ?? null) : null,
    isPending: mutation.isPending,
    error: mutation.error,
    activated,
    closeActivation: () => setActivated(null),
  };
}
