import { useId } from 'react';
import { formatPrice } from '@shared/contract/price';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { usePaymentsMode } from '@web/lib/payments-mode';

export interface StartTrialButtonProps extends Omit<ButtonProps, 'children'> {
  channelName: string;
  /** The channel's price, in cents a month. */
  price: { amount: number; currency: string };
  /** The Checkout request is running, or the browser is leaving for Checkout. */
  processing: boolean;
}

/**
 * The subscribe action of a paid channel (ADR 213): "Start free trial", with what it costs after the trial
 * beside it, so the listener knows before the click that no card is needed and what comes next.
 */
export function StartTrialButton({
  channelName,
  price,
  processing,
  disabled,
  ...props
}: StartTrialButtonProps) {
  const termsId = useId();
  const mode = usePaymentsMode();
  const formatted = formatPrice({ ...price, currency: price.currency.toUpperCase(), interval: 'month' });
  const terms =
    mode?.enabled === true
      ? `Free for ${mode.trialDays} days, no card needed, then ${formatted}.`
      : `No card needed to start, then ${formatted}.`;
  return (
    <span className="inline-flex max-w-xs flex-col items-stretch gap-1.5">
      <Button
        {...props}
        disabled={disabled || processing}
        aria-busy={processing || undefined}
        aria-label={processing ? undefined : `Start free trial of ${channelName}`}
        aria-describedby={termsId}
      >
        {processing && <Spinner size="sm" label="Opening checkout" />}
        {processing ? 'Processing...' : 'Start free trial'}
      </Button>
      <span id={termsId} className="text-xs text-muted-foreground" data-testid="trial-terms">
        {terms}
      </span>
    </span>
  );
}
