import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuthorizationRequest } from '@shared/contract/oauth';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDecideAuthorization } from '@web/features/oauth/api/decide-authorization';
import { useAuthorizationPrompt } from '@web/features/oauth/api/get-authorization-prompt';
import { ConsentCard } from '@web/features/oauth/components/consent-card';
import { ApiError } from '@web/lib/api-error';
import { paths } from '../paths';

const requestKeys = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'state',
  'scope',
  'resource',
] as const;

/** The authorisation request of the query string, as the decision sends it back. */
function requestOf(search: string): AuthorizationRequest {
  const params = new URLSearchParams(search);
  const request: Record<string, string> = {};
  for (const key of requestKeys) {
    const value = params.get(key);
    if (value !== null) request[key] = value;
  }
  return request as AuthorizationRequest;
}

function Problem({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex w-full max-w-lg flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center"
    >
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      {retry ? (
        <Button variant="outline" onClick={retry}>
          Try again
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to={paths.reports.list()}>Go to your reports</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * /oauth/consent: where /oauth/authorize sends the reader (signed in first, by the route's guard). The
 * application's request is the query string; the answer sends the browser back to the application.
 */
export default function OAuthConsentPage() {
  const { search } = useLocation();
  const prompt = useAuthorizationPrompt(search);
  const decide = useDecideAuthorization();
  const [pending, setPending] = useState<'allow' | 'deny' | null>(null);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  const onDecide = (allow: boolean) => {
    setPending(allow ? 'allow' : 'deny');
    decide.mutate(
      { ...requestOf(search), allow },
      {
        onSuccess: ({ redirectTo }) => {
          setLeavingFor(new URL(redirectTo).host);
          window.location.assign(redirectTo);
        },
        onError: () => setPending(null),
      },
    );
  };

  let content: React.ReactNode;
  if (leavingFor) {
    content = (
      <p role="status" className="text-center text-muted-foreground">
        Returning to {leavingFor}…
      </p>
    );
  } else if (prompt.isPending) {
    content = <Skeleton rounded="xl" className="h-80 w-full max-w-lg" aria-label="Loading the request" />;
  } else if (prompt.isError) {
    const refused =
      prompt.error instanceof ApiError &&
      ['oauth_client_invalid', 'oauth_request_invalid', 'validation_error'].includes(prompt.error.code);
    content = refused ? (
      <Problem title="This connection request cannot be completed" message={prompt.error.message} />
    ) : (
      <Problem
        title="Could not load this request"
        message={prompt.error.message}
        retry={() => void prompt.refetch()}
      />
    );
  } else {
    content = (
      <div className="flex w-full max-w-lg flex-col gap-3">
        <ConsentCard prompt={prompt.data} pending={pending} onDecide={onDecide} />
        {decide.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {decide.error.message}
          </p>
        ) : null}
      </div>
    );
  }

  return <section className="flex min-h-[70vh] items-center justify-center px-4 py-10">{content}</section>;
}
