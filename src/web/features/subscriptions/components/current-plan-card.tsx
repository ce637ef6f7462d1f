import { Gift } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrentPlan } from '../api/get-current-plan';
import { TrialUsageMeter } from './trial-usage-meter';

/** The platform plan the user is on: the free trial during the beta, with its usage. */
export function CurrentPlanCard() {
  const current = useCurrentPlan();
  if (current.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (current.isError) {
    return (
      <Card className="gap-3 p-6" role="alert">
        <p className="font-medium">{current.error.message}</p>
        <Button variant="outline" className="w-fit" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!current.data) return null;
  return (
    <Card className="gap-4 p-6" data-testid="current-plan">
      <div className="flex items-start gap-3">
        <Gift className="mt-0.5 size-5 text-primary" aria-hidden />
        <div>
          <h2 className="font-semibold">Your plan: {current.data.planName}</h2>
          <p className="text-sm text-muted-foreground">
            All features are free during the trial. No card needed.
          </p>
        </div>
      </div>
      <TrialUsageMeter />
    </Card>
  );
}
