import { ArrowLeft, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { comingSoonCopy } from '@web/lib/pricing-copy-app';
import { paths } from '../paths';

/** Paid plans are on their way (docs/product.md#subscriptions); nothing in the app leads here in the beta (ADR 231). */
export default function ComingSoonPage() {
  const mode = usePaymentsMode();
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="relative isolate mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 mx-auto h-64 max-w-xl bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--primary)_25%,transparent),transparent)]"
      />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/20">
        <Rocket className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">Plans</p>
      <h1 id="coming-soon-title" className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
        Coming Soon
      </h1>
      <p className="mt-4 max-w-lg text-lg text-muted-foreground">{comingSoonCopy(mode)}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.reports.list()}>Read your reports</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.subscription.plans()}>
            <ArrowLeft aria-hidden />
            Back to plans
          </Link>
        </Button>
      </div>
    </section>
  );
}
