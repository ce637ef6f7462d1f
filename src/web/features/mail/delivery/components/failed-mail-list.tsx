import { MailCheck } from 'lucide-react';
import type { MailDeliveryItem } from '@shared/contract/mail-deliveries';
import { formatDateTime } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';
import { useFailedMailDeliveries } from '../api/mail-deliveries';

/** What the mail was: the report's title, the digest and its period, or which notice. */
function mailLabel(item: MailDeliveryItem): string {
  if (item.kind === 'trial_ending') return 'Notice: free trial ends';
  if (item.kind === 'price_change') return 'Notice: price change';
  if (item.kind === 'free_beta_end') return 'Notice: channel turned paid';
  if (item.kind === 'report')
    return item.reportTitle ? `New report: ${item.reportTitle}` : 'New report (deleted)';
  if (item.kind === 'feed_episode')
    return item.reportTitle ? `New episode: ${item.reportTitle}` : 'New episode (deleted)';
  const period =
    item.periodStart && item.periodEnd
      ? ` (${formatDateTime(item.periodStart)} – ${formatDateTime(item.periodEnd)})`
      : '';
  return `Digest${period}`;
}

/**
 * Mails an SMTP server refused for good (a 5xx answer), for administrators: who, which mail, the server's
 * words and when. They are not retried; the list says so, so nobody waits for them.
 */
export function FailedMailList() {
  const query = useFailedMailDeliveries();

  if (query.isPending)
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading failed mails">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );

  if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Card className="p-6 text-center" role="alert">
        <p className="font-medium">
          {forbidden ? 'Only administrators can see mail deliveries' : 'Could not load mail deliveries'}
        </p>
        {!forbidden && (
          <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }

  const items = query.data.items;
  if (items.length === 0)
    return (
      <Card variant="muted" className="items-center gap-2 p-6 text-center text-sm">
        <MailCheck className="size-6" aria-hidden />
        <p>No failed mails. Every mail was accepted by the mail server, or is still being retried.</p>
      </Card>
    );

  return (
    <ul aria-label="Failed mails" className="grid gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="gap-1 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-medium break-all">{item.recipient}</span>
              <time dateTime={item.at} className="text-xs text-muted-foreground">
                {formatDateTime(item.at)}
              </time>
            </div>
            <p className="break-words">{mailLabel(item)}</p>
            <p className="font-mono text-xs break-words text-destructive">
              {item.error ?? 'No answer recorded'}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
