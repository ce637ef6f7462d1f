import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

export interface SubscribeButtonProps extends Omit<ButtonProps, 'children'> {
  channelName: string;
  /** This button's request is running: 'Processing...' and disabled (spec §2 invite page). */
  processing: boolean;
}

/** 'Subscribe', or 'Processing...' while the request runs. Its accessible name names the channel. */
export function SubscribeButton({ channelName, processing, disabled, ...props }: SubscribeButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled || processing}
      aria-busy={processing || undefined}
      aria-label={processing ? undefined : `Subscribe to ${channelName}`}
    >
      {processing && <Spinner size="sm" label="Subscribing" />}
      {processing ? 'Processing...' : 'Subscribe'}
    </Button>
  );
}
