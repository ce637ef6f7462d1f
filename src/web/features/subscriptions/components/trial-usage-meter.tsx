import { Progress } from '@web/components/ui/progress';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { useTrialUsage } from '../api/get-trial-usage';

/**
 * '3 of 5 podcasts used': how much of the free trial is taken (docs/product.md#overview: at most 5 podcasts),
 * and at the limit, the way out (ADR 216).
 */
export function TrialUsageMeter({ className }: { className?: string }) {
  const usage = useTrialUsage();
  const mode = usePaymentsMode();
  if (!usage.data) return null;
  const { used, limit, remaining } = usage.data;
  return (
    <div className={className} data-testid="trial-usage">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">Free trial</span>
        <span className="text-muted-foreground">
          {used} of {limit} podcasts used
        </span>
      </div>
      <Progress
        value={(used / limit) * 100}
        className="mt-2"
        aria-label={`${used} of ${limit} podcasts used`}
      />
      {remaining === 0 && (
        <p className="mt-2 text-xs text-muted-foreground">
          Free trial is limited to {limit} podcasts. Canceling a free trial frees its slot at once.
          {mode?.enabled && ' Paid subscriptions do not count.'}
        </p>
      )}
    </div>
  );
}
