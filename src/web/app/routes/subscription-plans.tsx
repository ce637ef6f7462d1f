import { ArrowRight, Settings, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Plan } from '@shared/contract/subscriptions';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { PlanList } from '@web/features/subscriptions/components/plan-list';
import { paths } from '../paths';

/**
 * /subscription and /subscription/plan/{planId}: the creator plans — studio tools, not reading (ADR 216).
 * Reached from the studio; listeners' prices are on /pricing. Nothing here can be bought, so every button
 * leads to a creator's true next step (ADR 231): becoming one, or, for a creator, the studio and the price.
 */
export default function SubscriptionPlansPage() {
  const { planId } = useParams();
  const { user } = useAuth();
  const isCreator = user?.isCreator ?? false;

  const action = (plan: Plan, emphasis: 'default' | 'outline') => (
    <Button asChild variant={emphasis}>
      <Link to={isCreator ? paths.creator.dashboard() : paths.onboarding()}>
        {isCreator ? <ArrowRight aria-hidden /> : <Sparkles aria-hidden />}
        {isCreator ? 'Open the studio' : 'Become a creator'}
        <span className="sr-only"> ({plan.name})</span>
      </Link>
    </Button>
  );

  return (
    <section
      aria-labelledby="plans-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">For creators</p>
          <h1 id="plans-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Creator Plans
          </h1>
          <p className="mt-1 max-w-2xl text-muted-foreground" data-testid="creator-plans-note">
            Tools for running your channel: exports, projects, branding. These plans are for creators; reading
            is not part of them. Every plan's tools are free for creators during the beta: nothing to choose
            or pay. Looking for what listeners pay?{' '}
            <Link to={paths.pricing()} className="font-medium text-foreground underline underline-offset-4">
              See pricing
            </Link>
            .
          </p>
        </div>
        {isCreator && (
          <Button asChild variant="outline" className="shrink-0">
            <Link to={paths.creator.settings()}>
              <Settings aria-hidden />
              Set your price
            </Link>
          </Button>
        )}
      </header>
      <PlanList selectedPlanId={planId} action={action} />
    </section>
  );
}
