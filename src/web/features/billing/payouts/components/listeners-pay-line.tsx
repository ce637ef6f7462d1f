import { useEffect } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePayoutStatus } from '../api/payouts';
import { listenersPayText } from '../lib/payout-words';

/**
 * The price card's line: whether listeners pay the price now, and if not, why (ADR 213). The server
 * decides; when the creator has just changed the price, the answer is asked for again.
 */
export function ListenersPayLine({ priceCents }: { priceCents: number }) {
  const status = usePayoutStatus();
  const stale = status.data !== undefined && status.data.price.amount !== priceCents;
  const { refetch } = status;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  if (status.isPending || (stale && status.isFetching))
    return <Skeleton className="h-4 w-3/4" aria-label="Checking whether listeners pay" />;
  if (status.isError || !status.data) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="listeners-pay">
      {listenersPayText(status.data)}
    </p>
  );
}
