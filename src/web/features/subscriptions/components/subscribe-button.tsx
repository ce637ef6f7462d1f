import { useId } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useTrialUsage } from '../api/get-trial-usage';
import { trialLimitReason } from '../lib/trial-limit-reason';

export interface SubscribeButtonProps extends Omit<ButtonProps, 'children'> {
  channelName: string;
  /**
   * This button's request is running: 'Processing...' and disabled (docs/product.md#subscription-screens).
   */
  processing: boolean;
  /**
   * Where the reader manages subscriptions. Given for a signed-in reader: the button then knows the trial
   * limit before the click, and at the limit it is disabled with the reason and this link beside it.
   */
  manageHref?: string;
}

/** 'Subscribe', or 'Processing...' while the request runs. Its accessible name names the channel. */
export function SubscribeButton({
  channelName,
  processing,
  disabled,
  manageHref,
  ...props
}: SubscribeButtonProps) {
  const reasonId = useId();
  const usage = useTrialUsage(manageHref !== undefined);
  const reason = manageHref !== undefined && !processing ? trialLimitReason(usage.data) : null;
  const button = (
    <Button
      {...props}
      disabled={disabled || processing || reason !== null}
      aria-busy={processing || undefined}
      aria-label={processing ? undefined : `Subscribe to ${channelName}`}
      aria-describedby={reason ? reasonId : undefined}
    >
      {processing && <Spinner size="sm" label="Subscribing" />}
      {processing ? 'Processing...' : 'Subscribe'}
    </Button>
  );
  if (!reason || manageHref === undefined) return button;
  return (
    <span className="inline-flex max-w-xs flex-col items-stretch gap-1.5">
      {button}
      <span id={reasonId} className="text-xs text-muted-foreground" data-testid="trial-limit-reason">
        {reason}{' '}
        <Link to={manageHref} className="font-medium text-primary underline-offset-4 hover:underline">
          Manage subscriptions
        </Link>
      </span>
    </span>
  );
}
