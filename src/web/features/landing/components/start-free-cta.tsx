import { ArrowRight } from './icons';
import { product } from '@shared/constants';
import { usePaymentsModePlain } from '@web/lib/payments-mode-plain';
import { freeStartCopy } from '@web/lib/pricing-copy';

/**
 * The closing call to action. Its panel keeps the same deep colours in both themes, so its white text is
 * always high contrast.
 */
export function StartFreeCta({ onSignIn, signingIn }: { onSignIn: () => void; signingIn: boolean }) {
  const { join } = freeStartCopy(usePaymentsModePlain());
  return (
    <section
      aria-labelledby="start-free-title"
      className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-violet-700 via-indigo-700 to-fuchsia-700 px-6 py-14 text-center shadow-2xl shadow-violet-900/30 sm:px-16 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(56_189_248/0.25),transparent_40%)]"
        />
        <h2
          id="start-free-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Get the ideas without spending the hours
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-violet-100 sm:text-lg">
          {join} Follow up to {product.freeTrialCreatorLimit} podcasts, no card needed, and read your first
          report in minutes.
        </p>
        <button
          type="button"
          onClick={onSignIn}
          disabled={signingIn}
          className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-8 text-base font-semibold text-violet-800 shadow-lg transition hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
        >
          Start Free
          <ArrowRight className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
