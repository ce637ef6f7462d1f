import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '../hooks/use-auth';
import { ContinueWithGoogle } from './continue-with-google';

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
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-sm" data-testid="sign-in-required">
        <CardHeader className="items-center text-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock aria-hidden className="size-5" />
          </span>
          <h1 className="text-xl leading-tight font-semibold tracking-tight">Sign In</h1>
          <CardDescription>Sign in to continue</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ContinueWithGoogle sourcePage="protected_route" />
          <Button asChild variant="ghost" className="w-full">
            <Link to="/">Go to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
