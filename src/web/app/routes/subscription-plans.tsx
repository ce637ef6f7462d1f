import { useNavigate, useParams } from 'react-router';
import type { Plan } from '@shared/contract/subscriptions';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { CurrentPlanCard } from '@web/features/subscriptions/components/current-plan-card';
import { PlanList } from '@web/features/subscriptions/components/plan-list';
import { paths } from '../paths';

/** /subscription and /subscription/plan/{planId}: the platform plans; paid ones lead to /coming-soon in the beta. */
export default function SubscriptionPlansPage() {
  const { planId } = useParams();
  const { status } = useAuth();
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
        <h1 id="plans-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Subscription Plans
        </h1>
        <p className="mt-1 text-muted-foreground">
          All features are free during the beta. More subscription options are on their way.
        </p>
      </header>
      {status === 'signed-in' && <CurrentPlanCard />}
      <PlanList selectedPlanId={planId} onChoose={choose} />
    </section>
  );
}
