import { useState } from 'react';
import { Inbox } from 'lucide-react';
import {
  feedbackStatusOptions,
  feedbackTypeOptions,
  type FeedbackItem,
  type FeedbackStatus,
  type FeedbackType,
} from '@shared/contract/feedback';
import { formatDateTime } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { OptionSelect } from '@web/components/ui/option-select';
import { toast } from '@web/components/ui/toast';
import { useAdminFeedback } from '../api/admin-lists';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { ListEmpty, ListError, ListLoading, LoadMore } from './list-states';

/** The dialog's five types, and 'general' (the form's initial value) in plain words. */
const typeLabels: Record<FeedbackType, string> = {
  general: 'General',
  ...Object.fromEntries(feedbackTypeOptions.map((option) => [option.value, option.label])),
} as Record<FeedbackType, string>;

const filterOptions = [
  { value: 'all', label: 'All types' },
  ...(Object.entries(typeLabels) as [FeedbackType, string][]).map(([value, label]) => ({ value, label })),
];

const statusLabels = Object.fromEntries(
  feedbackStatusOptions.map((option) => [option.value, option.label]),
) as Record<FeedbackStatus, string>;

const statusFilterOptions = [{ value: 'all', label: 'All statuses' }, ...feedbackStatusOptions];

/** The item's status and the select that changes it, shown as chosen while the change is on its way. */
function FeedbackStatusControl({ item }: { item: FeedbackItem }) {
  const update = useUpdateFeedbackStatus();
  const shown = update.isPending ? update.variables.status : item.status;
  const onChange = (value: string) => {
    const status = value as FeedbackStatus;
    if (status === item.status) return;
    update.mutate(
      { id: item.id, status },
      {
        onError: (error) =>
          toast({ title: 'Could not change the status', description: error.message, variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-3">
      <span className="text-xs font-medium text-muted-foreground" aria-hidden>
        Status
      </span>
      <OptionSelect
        aria-label={`Status of "${item.subject}"`}
        size="sm"
        className="w-36"
        value={shown}
        options={feedbackStatusOptions}
        onValueChange={onChange}
      />
      <span className="text-xs text-muted-foreground" aria-live="polite">
        {update.isPending ? (
          'Saving…'
        ) : item.statusChangedAt ? (
          <>
            {statusLabels[item.status]} since{' '}
            <time dateTime={item.statusChangedAt}>{formatDateTime(item.statusChangedAt)}</time>
          </>
        ) : null}
      </span>
    </div>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  return (
    <Card className="gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{typeLabels[item.feedbackType]}</Badge>
          {item.status === 'new' && <Badge>New</Badge>}
        </span>
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(item.createdAt)}
        </time>
      </div>
      <h3 className="font-semibold break-words">{item.subject}</h3>
      <p className="break-words whitespace-pre-wrap">{item.message}</p>
      <dl className="grid gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">From</dt>
        <dd className="break-all">
          {item.user ? `${item.user.fullName || item.user.email} <${item.user.email}>` : 'A deleted account'}
        </dd>
        <dt className="font-medium">Page</dt>
        <dd className="break-all">{item.pageUrl ?? 'Not recorded'}</dd>
      </dl>
      <FeedbackStatusControl item={item} />
    </Card>
  );
}

/** What the filters found nothing of, in words. */
function emptyText(type: FeedbackType | '', status: FeedbackStatus | ''): string {
  const what = [status && statusLabels[status].toLowerCase(), type && typeLabels[type]].filter(Boolean);
  return what.length ? `No ${what.join(' ')} feedback.` : 'No feedback yet.';
}

/**
 * All feedback for administrators, newest first, filtered by type and status, with how much is new; each
 * item's status (new, in progress, done) is changed where it is shown (docs/product.md#admin-area).
 */
export function AdminFeedbackList() {
  const [type, setType] = useState<FeedbackType | ''>('');
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const query = useAdminFeedback(type, status);
  const newCount = query.data?.pages[0]?.newCount;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          <Label htmlFor="admin-feedback-type">Type</Label>
          <OptionSelect
            id="admin-feedback-type"
            aria-label="Feedback type"
            className="w-48"
            value={type || 'all'}
            options={filterOptions}
            onValueChange={(value) => setType(value === 'all' ? '' : (value as FeedbackType))}
          />
        </div>
        <div className="flex items-center gap-3">
          <Label htmlFor="admin-feedback-status">Status</Label>
          <OptionSelect
            id="admin-feedback-status"
            aria-label="Feedback status"
            className="w-40"
            value={status || 'all'}
            options={statusFilterOptions}
            onValueChange={(value) => setStatus(value === 'all' ? '' : (value as FeedbackStatus))}
          />
        </div>
        {newCount !== undefined && (
          <p role="status" className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{newCount}</span> new
          </p>
        )}
      </div>
      {query.isPending ? (
        <ListLoading label="Loading feedback" />
      ) : query.isError ? (
        <ListError error={query.error} what="feedback" onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.items.length === 0 ? (
        <ListEmpty icon={<Inbox className="size-6" aria-hidden />}>{emptyText(type, status)}</ListEmpty>
      ) : (
        <>
          <ul aria-label="Feedback" className="grid gap-3">
            {query.data.pages.flatMap((page) =>
              page.items.map((item) => (
                <li key={item.id}>
                  <FeedbackCard item={item} />
                </li>
              )),
            )}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
