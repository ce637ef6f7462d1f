import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { CONFIRM_PATIENCE_MS, useCheckoutStatus } from '../api/get-checkout-status';

export interface CheckoutConfirmationProps {
  /** The `session_id` Stripe put in the success URL; empty when the link lost it. */
  sessionId: string;
  /** Where the channel's reports are read. */
  reportsHref: (creatorId: string) => string;
  /** Where the listener's subscriptions are. */
  subscriptionsHref: string;
}

/**
 * The success page's body (ADR 213): the redirect back from Checkout grants nothing, so it waits — with
 * backoff, up to a minute — until the server says Stripe confirmed the subscription, then links to the
 * channel's reports. An expired Checkout, or one that takes too long, says so and offers to look again.
 */
export function CheckoutConfirmation({
  sessionId,
  reportsHref,
  subscriptionsHref,
}: CheckoutConfirmationProps) {
  const [round, setRound] = useState(0);
  const [tooLong, setTooLong] = useState(false);
  const status = useCheckoutStatus(sessionId, !tooLong);

  useEffect(() => {
    const timer = setTimeout(() => setTooLong(true), CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const retry = () => {
    setTooLong(false);
    setRound((r) => r + 1);
    void status.refetch();
  };

  if (!sessionId || (status.isError && !status.data)) {
    return (
      <Message title="We could not find this checkout">
        <p>
          {sessionId
            ? 'This checkout is not yours or no longer exists.'
            : 'The link back from checkout is missing its session.'}{' '}
          Your subscriptions show what is active.
        </p>
        <div className="flex flex-wrap gap-2">
          {sessionId && (
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          )}
          <Button asChild>
            <Link to={subscriptionsHref}>Your subscriptions</Link>
          </Button>
        </div>
      </Message>
    );
  }

  const data = status.data;
  if (data?.state === 'confirmed') {
    const trialEnds = data.subscription?.billing?.trialEndsAt;
    return (
      <Message title={`You are subscribed to ${data.channelName}`}>
        <p>
          {trialEnds
            ? `Your free trial runs until ${new Date(trialEnds).toLocaleDateString(undefined, { dateStyle: 'long' })}.`
            : 'Stripe confirmed your subscription.'}
        </p>
        <Button asChild>
          <Link to={reportsHref(data.creatorId)}>Read {data.channelName}’s reports</Link>
        </Button>
      </Message>
    );
  }

  if (data?.state === 'expired') {
    return (
      <Message title="This checkout has expired">
        <p>Nothing was charged and no subscription was made. Start again from the channel page.</p>
        <Button asChild>
          <Link to={reportsHref(data.creatorId)}>Back to {data.channelName}</Link>
        </Button>
      </Message>
    );
  }

  if (tooLong) {
    return (
      <Message title="Confirmation is taking longer than usual">
        <p>
          Stripe has not confirmed your subscription{data ? ` to ${data.channelName}` : ''} yet. Access starts
          as soon as it does; nothing is charged twice if you look again.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={retry}>Check again</Button>
          <Button variant="outline" asChild>
            <Link to={subscriptionsHref}>Your subscriptions</Link>
          </Button>
        </div>
      </Message>
    );
  }

  return (
    <Message title="Confirming your subscription…">
      <p role="status" className="flex items-center gap-2">
        <Spinner size="sm" label="Waiting for Stripe" />
        Waiting for Stripe to confirm{data ? ` your subscription to ${data.channelName}` : ''}. This usually
        takes a few seconds.
      </p>
    </Message>
  );
}

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4 p-6" aria-live="polite">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </Card>
  );
}
