import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { feedbackTypeOptions, type FeedbackItem, type FeedbackType } from '@shared/contract/feedback';
import { formatDateTime } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { OptionSelect } from '@web/components/ui/option-select';
import { useAdminFeedback } from '../api/admin-lists';
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

function FeedbackCard({ item }: { item: FeedbackItem }) {
  return (
    <Card className="grid gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Badge variant="secondary">{typeLabels[item.feedbackType]}</Badge>
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
    </Card>
  );
}

/**
 * All feedback for administrators, newest first, filtered by type. Read-only: feedback has no status yet
 * (new / read / done needs a column the schema does not have).
 */
export function AdminFeedbackList() {
  const [type, setType] = useState<FeedbackType | ''>('');
  const query = useAdminFeedback(type);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
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
      {query.isPending ? (
        <ListLoading label="Loading feedback" />
      ) : query.isError ? (
        <ListError error={query.error} what="feedback" onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.items.length === 0 ? (
        <ListEmpty icon={<Inbox className="size-6" aria-hidden />}>
          {type ? `No ${typeLabels[type]} feedback yet.` : 'No feedback yet.'}
        </ListEmpty>
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
