import { useReducer } from 'react';
import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import type { Subscription } from '@shared/contract/subscriptions';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useCancelSubscription } from '../api/cancel-subscription';
import {
  cancelDialogReducer,
  canRetry,
  initialCancelDialogState,
  retriesLeft,
} from '../lib/cancel-dialog-state';
import { formatLongDate } from '@shared/dates/format';
import { mapCancelError } from '../lib/map-cancel-error';
import { accessEnd, cancelRule, isTrial } from '../lib/subscription-story';

export interface CancelSubscriptionDialogProps {
  subscription: Subscription | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * docs/product.md#cancellation: confirm → processing → success or error (network errors: 'Retry
 * Cancellation', at most twice).
 */
export function CancelSubscriptionDialog({
  subscription,
  open,
  onOpenChange,
}: CancelSubscriptionDialogProps) {
  const [state, dispatch] = useReducer(cancelDialogReducer, initialCancelDialogState);
  const mutation = useCancelSubscription();
  const accessUntil = subscription ? formatLongDate(accessEnd(subscription)) : '';

  const attempt = (event: 'confirm' | 'retry') => {
    if (!subscription) return;
    dispatch({ type: event });
    mutation.mutate(subscription.id, {
      // The dialog's error view is where the failure is told, once: a toast on top would repeat it and
      // take the Escape key away from the dialog.
      onSuccess: (result) => {
        if (result?.cancelAtPeriodEnd) dispatch({ type: 'succeeded' });
        else
          dispatch({
            type: 'failed',
            error: mapCancelError(new Error('Subscription action failed on the server.')),
          });
      },
      onError: (error) => dispatch({ type: 'failed', error: mapCancelError(error) }),
    });
  };

  const close = (next: boolean) => {
    // Closing while the request runs would hide its outcome: wait for it.
    if (!next && state.view === 'processing') return;
    onOpenChange(next);
    if (!next) {
      dispatch({ type: 'reset' });
      mutation.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        hideClose={state.view === 'processing'}
        data-testid="cancel-dialog"
        aria-busy={state.view === 'processing'}
      >
        {state.view === 'confirm' && (
          <>
            <DialogHeader>
              <DialogTitle>Cancel Subscription</DialogTitle>
              <DialogDescription>
                Are you sure you want to cancel your subscription to {subscription?.channelName}?
              </DialogDescription>
            </DialogHeader>
            {/* The rule, before the click (ADR 216): reading, charges, the trial slot and the 30-day wait. */}
            <ul
              className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground"
              data-testid="cancel-rule"
            >
              {subscription && cancelRule(subscription).map((line) => <li key={line}>{line}</li>)}
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                Keep Subscription
              </Button>
              <Button variant="destructive" onClick={() => attempt('confirm')}>
                Cancel Subscription
              </Button>
            </DialogFooter>
          </>
        )}

        {state.view === 'processing' && (
          <div className="flex flex-col items-center gap-4 py-6 text-center">
            <DialogTitle>Canceling your subscription…</DialogTitle>
            <DialogDescription>This takes a moment. Please keep this window open.</DialogDescription>
            <Spinner size="lg" label="Canceling subscription" />
          </div>
        )}

        {state.view === 'success' && (
          <>
            <div className="flex flex-col items-center gap-3 pt-2 text-center">
              <CheckCircle2 className="size-12 text-success" aria-hidden />
              <DialogTitle>Subscription Cancelled</DialogTitle>
              <DialogDescription>
                Your subscription to {subscription?.channelName} has been canceled. You still have access to
                its reports until {accessUntil}.
                {subscription &&
                  isTrial(subscription) &&
                  ' Its free-trial slot is free for another channel now.'}
              </DialogDescription>
            </div>
            <DialogFooter>
              <Button onClick={() => close(false)} autoFocus>
                Done
              </Button>
            </DialogFooter>
          </>
        )}

        {state.view === 'error' && (
          <>
            <div className="flex flex-col items-center gap-3 pt-2 text-center">
              <AlertTriangle className="size-12 text-destructive" aria-hidden />
              <DialogTitle>Cancellation Failed</DialogTitle>
              <DialogDescription role="alert">{state.error.message}</DialogDescription>
              {canRetry(state) && (
                <p className="rounded-lg bg-muted px-3 py-2 text-sm">
                  <span className="font-medium">Retry Available</span>
                  <span className="text-muted-foreground">
                    {' '}
                    — {retriesLeft(state)} {retriesLeft(state) === 1 ? 'attempt' : 'attempts'} left
                  </span>
                </p>
              )}
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                Close
              </Button>
              {canRetry(state) && (
                <Button onClick={() => attempt('retry')} autoFocus>
                  <RefreshCw aria-hidden />
                  Retry Cancellation
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
