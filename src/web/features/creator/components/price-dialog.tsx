import { useId, useState } from 'react';
import { limits } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { priceCopy } from '@web/lib/pricing-copy';
import { freePriceWarning } from '@web/lib/pricing-copy-app';
import { useUpdatePrice } from '../api/update-price';
import { amountToCents, centsToAmount, priceProblem } from '../lib/price';
import { toastSaved, toastSaveFailed } from '../lib/save-toasts';

/** The subscription price dialog: the creator types an amount; cents are what is sent and stored. */
export function PriceDialog({
  open,
  onOpenChange,
  currentCents,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentCents: number;
  currency: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so each opening starts from the current price. */}
        <PriceForm currentCents={currentCents} currency={currency} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PriceForm({
  currentCents,
  currency,
  onDone,
}: {
  currentCents: number;
  currency: string;
  onDone: () => void;
}) {
  const inputId = useId();
  const [text, setText] = useState(centsToAmount(currentCents));
  const [problem, setProblem] = useState<string | null>(null);
  // A price of 0.00 is allowed but easy to type by mistake: it is saved only after a second, explicit yes.
  const [confirmFree, setConfirmFree] = useState(false);
  const update = useUpdatePrice();
  const mode = usePaymentsMode();
  // With payments on, the typed price is told as listeners will pay it and as the creator receives it.
  const typedCents = amountToCents(text);
  const split =
    mode?.enabled && typedCents !== null && typedCents > 0 && priceProblem(typedCents) === null
      ? priceCopy({ amount: typedCents, currency, interval: 'month', paid: true }, 'creator', mode)
      : null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = amountToCents(text);
    const localProblem = priceProblem(cents);
    if (localProblem || cents === null) {
      setProblem(localProblem);
      return;
    }
    if (cents === 0 && !confirmFree) {
      setConfirmFree(true);
      return;
    }
    try {
      await update.mutateAsync(cents);
      toastSaved(`Your subscription price is now ${centsToAmount(cents)} ${currency} per month.`);
      onDone();
    } catch (error) {
      toastSaveFailed();
      // The server's words for a refused price (`invalid_price`, `price_below_minimum`), said by the field.
      if (error instanceof ApiError && error.status === 400) setProblem(error.message);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Subscription price</DialogTitle>
        <DialogDescription>
          What a listener pays each month to read your reports. New subscribers pay the new price
          {mode?.enabled
            ? '; listeners who pay already are mailed the change and keep their price for at least 30 days.'
            : '.'}
        </DialogDescription>
      </DialogHeader>
      <form id="price-form" onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
        <Label htmlFor={inputId}>Monthly price ({currency})</Label>
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          >
            {currency === 'USD' ? '$' : currency}
          </span>
          <Input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            className={currency === 'USD' ? 'pl-7' : 'pl-12'}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setConfirmFree(false);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
          />
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {centsToAmount(limits.creatorPriceMinCents)} for a free channel, or between{' '}
          {centsToAmount(limits.creatorPricePaidMinCents)} (the smallest amount Stripe can charge) and{' '}
          {centsToAmount(limits.creatorPriceMaxCents)}, in steps of 0.01.
        </p>
        {split && (
          <p className="text-sm" data-testid="price-split">
            {split.now}. {split.later}.
          </p>
        )}
        {problem && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {confirmFree && (
          <p role="alert" className="rounded-lg bg-muted px-3 py-2 text-sm" data-testid="confirm-free-price">
            {freePriceWarning(mode)} Press “Save free price” to confirm.
          </p>
        )}
      </form>
      <DialogFooter>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="price-form" disabled={update.isPending}>
          {update.isPending && <Spinner size="sm" label="Saving" />}
          {confirmFree ? 'Save free price' : 'Save price'}
        </Button>
      </DialogFooter>
    </>
  );
}
