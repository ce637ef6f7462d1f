import { useId } from 'react';
import { formatPrice } from '@shared/contract/price';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { usePaymentsMode } from '@web/lib/payments-mode';

export interface StartTrialButtonProps extends Omit<ButtonProps, 'children'> {
  channelName: string;
  /** The channel's price, in cents a month. */
  price: { amount: number; currency: string };
  /**
   * The listener already had this channel's trial (ADR 227): Checkout charges from the first day, and the
   * button says so instead of offering a trial that will not come.
   */
  trialUsed?: boolean;
  /** The Checkout request is running, or the browser is leaving for Checkout. */
  processing: boolean;
}

/**
 * The subscribe action of a paid channel (ADR 213): "Start free trial", with what it costs after the trial
 * beside it, so the listener knows before the click that no card is needed and what comes next. A listener
 * whose trial was used reads "Subscribe and pay" and that the price is charged from today.
 */
export function StartTrialButton({
  channelName,
  price,
  trialUsed = false,
  processing,
  disabled,
  ...props
}: StartTrialButtonProps) {
  const termsId = useId();
  const mode = usePaymentsMode();
  const formatted = formatPrice({ ...price, currency: price.currency.toUpperCase(), interval: 'month' });
  let terms: string;
  if (trialUsed) terms = `Your free trial is used: you pay ${formatted} from today, by card.`;
  else if (mode?.enabled === true)
    terms = `Free for ${mode.trialDays} days, no card needed, then ${formatted}.`;
  else terms = `No card needed to start, then ${formatted}.`;
  const label = trialUsed ? 'Subscribe and pay' : 'Start free trial';
  return (
    <span className="inline-flex max-w-xs flex-col items-stretch gap-1.5">
      <Button
        {...props}
        disabled={disabled || processing}
        aria-busy={processing || undefined}
        aria-label={
          processing
            ? undefined
            : trialUsed
              ? `Subscribe to ${channelName} and pay`
              : `Start free trial of ${channelName}`
        }
        aria-describedby={termsId}
      >
        {processing && <Spinner size="sm" label="Opening checkout" />}
        {processing ? 'Processing...' : label}
      </Button>
      <span id={termsId} className="text-xs text-muted-foreground" data-testid="trial-terms">
        {terms}
      </span>
    </span>
  );
}
