import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { clearStoredRedirects, pendingSignInPath, takePostSignInPath } from '@web/lib/auth-redirect';
import { completeSignIn } from '../api/complete-sign-in';
import { sessionQueryOptions } from '../api/get-session';
import { useAuth } from '../hooks/use-auth';

type Outcome =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  /** The visitor said no at Google: nothing went wrong, and the page they came from is kept. */
  | { kind: 'cancelled'; backTo: string };

/**
 * Each code may be exchanged once; React may run an effect twice in development, and a reload must not
 * post a used code again, so the exchange is remembered per code for the life of the page.
 */
const exchanges = new Map<string, Promise<{ returnPath: string }>>();

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network_error' || error.code === 'timeout') {
      return 'Authentication security verification failed. This may be due to browser privacy settings or extensions. Please try again.';
    }
    return error.message || 'Failed to sign in with Google';
  }
  return 'Failed to sign in with Google';
}

/**
 * docs/product.md#pages-and-routes /auth/callback: exchanges Google's code for a session, then goes where the
 * visitor was going.
 */
export function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signIn } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    params.get('error') === 'access_denied'
      ? { kind: 'cancelled', backTo: pendingSignInPath() }
      : { kind: 'working' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss');
    const providerError = params.get('error');

    const fail = (message: string) => {
      clearStoredRedirects();
      setOutcome({ kind: 'failed', message });
      toast({ title: 'Authentication Error', description: message, variant: 'destructive' });
      // The parameters are spent: a reload must not try them again.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    };

    if (providerError === 'access_denied') {
      // Shown from the first render (the initial outcome); the parameters are spent.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      return;
    }
    if (providerError) {
      fail(
        providerError === 'temporarily_unavailable'
          ? 'Failed to get redirect URL for authentication'
          : 'Failed to sign in with Google',
      );
      return;
    }
    if (!code) {
      fail('Authorization code is required');
      return;
    }
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = completeSignIn({ code, ...(state ? { state } : {}), ...(iss ? { iss } : {}) });
      exchanges.set(code, exchange);
    }
    exchange
      .then(async (result) => {
        const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        if (!session.user)
          throw new ApiError(401, 'auth_provider_error', 'Failed to establish session after code exchange');
        void navigate(takePostSignInPath(result.returnPath), { replace: true });
      })
      .catch((error: unknown) => fail(failureMessage(error)));
  }, [params, navigate, queryClient]);

  if (outcome.kind === 'working') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner size="lg" label="Signing you in" className="text-primary" />
        <p className="text-sm">Signing you in...</p>
      </div>
    );
  }
  if (outcome.kind === 'cancelled') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md" role="status" data-testid="auth-callback-cancelled">
          <CardHeader className="items-center text-center">
            <h1 className="text-xl leading-tight font-semibold tracking-tight">Sign-in cancelled</h1>
            <CardDescription>
              You did not sign in, and nothing has changed. You can try again whenever you like.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => signIn({ returnPath: outcome.backTo })}>Try again</Button>
            <Button asChild variant="outline">
              <Link to={outcome.backTo} replace>
                <ArrowLeft aria-hidden />
                Go back
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md" role="alert" data-testid="auth-callback-error">
        <CardHeader className="items-center text-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <AlertTriangle aria-hidden className="size-5" />
          </span>
          <h1 className="text-xl leading-tight font-semibold tracking-tight">Authentication Error</h1>
          <CardDescription>{outcome.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => signIn({ returnPath: '/' })}>Try again</Button>
          <Button asChild variant="outline">
            <Link to="/" replace>
              Go to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
