import { useEffect, useId, useRef, useState } from 'react';
import { AlertTriangle, ExternalLink, Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { PayoutStatus } from '@shared/contract/payouts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { usePayoutLink, usePayoutStatus, useRefreshPayoutStatus } from '../api/payouts';
import { leaveForStripe } from '../lib/leave-for-stripe';
import { payoutStateText, payoutStateWords, requirementsText } from '../lib/payout-words';

/** The query parameter Stripe's return and refresh URLs carry back to the studio. */
const returnParam = 'payouts';

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * "Payouts": the creator's Stripe payout account in plain words (not set up, details needed, under review,
 * active) with the one next step. Coming back from Stripe's onboarding, it asks the server to read the
 * account from Stripe at once rather than wait for Stripe's event.
 */
export function PayoutsCard() {
  const status = usePayoutStatus();
  const refresh = useRefreshPayoutStatus();
  const [search, setSearch] = useSearchParams();
  const returned = search.get(returnParam);
  // Stripe sends the creator to the refresh URL when an onboarding link expired or was used already.
  const [linkExpired] = useState(() => returned === 'refresh');
  const handled = useRef<string | null>(null);
  const startRefresh = refresh.mutate;
  useEffect(() => {
    if (returned === null || handled.current === returned) return;
    handled.current = returned;
    if (returned === 'return') startRefresh();
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(returnParam);
        return next;
      },
      { replace: true },
    );
  }, [returned, startRefresh, setSearch]);

  const titleId = useId();
  return (
    <section aria-labelledby={titleId} id="payouts">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            <Landmark className="size-5 text-primary" aria-hidden /> Payouts
          </CardTitle>
          <CardDescription>
            Where listeners’ payments for your channel go: your bank, through Stripe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {status.isPending ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading your payout account">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-9 w-40" />
            </div>
          ) : status.isError ? (
            <div className="flex flex-col items-start gap-3">
              <p role="alert" className="flex items-center gap-2 text-sm font-medium">
                <AlertTriangle className="size-4 text-destructive" aria-hidden /> Could not load your payout
                account.
              </p>
              <Button variant="outline" onClick={() => void status.refetch()}>
                Try again
              </Button>
            </div>
          ) : !status.data.paymentsEnabled ? (
            <p className="text-sm text-muted-foreground" data-testid="payouts-off">
              Payments are not enabled on this server. Every channel is free during the beta, so there is
              nothing to set up.
            </p>
          ) : (
            <PayoutAccount
              status={status.data}
              checking={refresh.isPending}
              checkFailed={
                refresh.isError ? failureText(refresh.error, 'Could not check with Stripe.') : null
              }
              linkExpired={linkExpired}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function PayoutAccount({
  status,
  checking,
  checkFailed,
  linkExpired,
}: {
  status: PayoutStatus;
  checking: boolean;
  checkFailed: string | null;
  linkExpired: boolean;
}) {
  const words = payoutStateWords[status.state];
  const setup = status.state === 'not_set_up' || status.state === 'details_needed';
  const link = usePayoutLink(setup ? 'onboarding' : 'dashboard');
  const leaving = link.isPending || link.isSuccess;
  const go = () => link.mutate(undefined, { onSuccess: ({ url }) => leaveForStripe(url) });
  const label =
    status.state === 'not_set_up' ? 'Set up payouts' : setup ? 'Continue setup' : 'Open Stripe dashboard';
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="sr-only">Payout account:</span>
          <Badge variant={words.badge} data-testid="payout-state">
            {words.label}
          </Badge>
          {checking && <Spinner size="sm" label="Checking your payout account with Stripe" />}
        </p>
        <p className="text-sm text-muted-foreground">{payoutStateText(status)}</p>
        {status.state === 'details_needed' && status.requirementsDue.length > 0 && (
          <p className="text-sm" data-testid="payout-requirements">
            Still needed: {requirementsText(status.requirementsDue)}.
          </p>
        )}
        {linkExpired && setup && (
          <p role="status" className="text-sm">
            That setup link has expired. Continue setup to get a new one.
          </p>
        )}
        {checkFailed && (
          <p role="alert" className="text-sm text-destructive">
            {checkFailed}
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-2">
        <Button onClick={go} disabled={leaving} variant={setup ? 'default' : 'outline'}>
          {leaving ? <Spinner size="sm" label="Opening Stripe" /> : !setup && <ExternalLink aria-hidden />}
          {label}
        </Button>
        {link.isError && (
          <p role="alert" className="text-sm text-destructive">
            {failureText(link.error, 'Could not open Stripe. Please try again.')}
          </p>
        )}
      </div>
    </div>
  );
}
