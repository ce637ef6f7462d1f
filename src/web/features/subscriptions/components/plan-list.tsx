import type { ReactNode } from 'react';
import { Check, Sparkles } from 'lucide-react';
import type { Plan } from '@shared/contract/subscriptions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { usePlans } from '../api/get-plans';
import { formatPrice } from '../lib/format-date';

export interface PlanListProps {
  /** The plan to highlight (/subscription/plan/{planId}). */
  selectedPlanId?: string | undefined;
  /**
   * What a card offers, decided by the page (ADR 231): nothing can be bought, so the page links to where the
   * person goes next as a creator, never to a page written for listeners.
   */
  action: (plan: Plan, emphasis: 'default' | 'outline') => ReactNode;
}

/** docs/product.md#subscriptions: plans basic / premium / pro with their features (the creators' plans). */
export function PlanList({ selectedPlanId, action }: PlanListProps) {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading plans">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} rounded="xl" className="h-96" />
        ))}
      </div>
    );
  }
  if (plans.isError) {
    return (
      <Card className="items-center gap-3 p-8 text-center" role="alert">
        <p className="font-medium">{plans.error.message}</p>
        <Button variant="outline" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (plans.data.length === 0) {
    return <p className="text-sm text-muted-foreground">More subscription options are coming soon.</p>;
  }
  const unknownSelection = selectedPlanId && !plans.data.some((p) => p.id === selectedPlanId);
  return (
    <div className="flex flex-col gap-4">
      {unknownSelection && (
        <p role="status" className="rounded-lg bg-muted px-4 py-3 text-sm">
          We couldn't find that plan. Here are all available plans.
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.data.map((plan) => {
          const selected = plan.id === selectedPlanId;
          return (
            <li key={plan.id}>
              <Card
                className={cn('h-full gap-5 p-6', selected && 'ring-2 ring-primary')}
                data-testid="plan-card"
                aria-current={selected ? 'true' : undefined}
              >
                <div className="flex items-center justify-between gap-2">
                  {/* Straight under the page's h1 when there is no current plan card (signed out): h2, never a skipped level. */}
                  <h2 className="text-lg font-semibold">{plan.name}</h2>
                  {plan.type === 'premium' && (
                    <Badge>
                      <Sparkles aria-hidden />
                      Popular
                    </Badge>
                  )}
                </div>
                <p className="text-2xl font-bold">{formatPrice(plan)}</p>
                <ul className="flex flex-1 flex-col gap-2 text-sm" aria-label={`${plan.name} features`}>
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                {action(plan, selected || plan.type === 'premium' ? 'default' : 'outline')}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
