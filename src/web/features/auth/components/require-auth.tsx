import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '../hooks/use-auth';

const SignInRequired = lazy(() => import('./sign-in-required'));

/**
 * Guards a page for signed-in users (/subscriber/*, /creator/*, /profile, /onboarding). A signed-out
 * visitor is asked to sign in right there and comes back to this very page (path and query) afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'signed-in') return <>{children}</>;
  if (status === 'loading') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner size="lg" label="Checking your session" className="text-primary" />
        <p className="text-sm">Checking your session...</p>
      </div>
    );
  }
  // The card loads on its first use, inside the box it is centred in: nothing around it moves.
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Suspense fallback={null}>
        <SignInRequired />
      </Suspense>
    </div>
  );
}
