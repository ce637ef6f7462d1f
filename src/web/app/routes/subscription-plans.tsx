import { Link, useNavigate, useParams } from 'react-router';
import type { Plan } from '@shared/contract/subscriptions';
import { PlanList } from '@web/features/subscriptions/components/plan-list';
import { paths } from '../paths';

/**
 * /subscription and /subscription/plan/{planId}: the creator plans — studio tools, not reading (ADR 216).
 * Reached from the studio; listeners' prices are on /pricing. Paid ones lead to /coming-soon in the beta.
 */
export default function SubscriptionPlansPage() {
  const { planId } = useParams();
  const navigate = useNavigate();

  const choose = (plan: Plan) => {
    // docs/product.md#subscriptions: nothing can be bought during the beta.
    if (!plan.isPurchasable) navigate(paths.comingSoon());
    else navigate(paths.subscription.plan(plan.id));
  };

  return (
    <section
      aria-labelledby="plans-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">For creators</p>
        <h1 id="plans-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Creator Plans
        </h1>
        <p className="mt-1 max-w-2xl text-muted-foreground" data-testid="creator-plans-note">
          Tools for running your channel: exports, projects, branding. These plans are for creators; reading
          is not part of them. All features are free during the beta. Looking for what listeners pay?{' '}
          <Link to={paths.pricing()} className="font-medium text-foreground underline underline-offset-4">
            See pricing
          </Link>
          .
        </p>
      </header>
      <PlanList selectedPlanId={planId} onChoose={choose} />
    </section>
  );
}
