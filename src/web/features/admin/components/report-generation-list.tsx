import { CircleCheck } from 'lucide-react';
import type { ReportGenerationItem } from '@shared/contract/admin-reports';
import type { GenerationFallbackReason } from '@shared/contract/creator-reports';
import { formatDateTime } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useReportGenerations } from '../api/admin-lists';
import { ListEmpty, ListError, ListLoading, LoadMore } from './list-states';

const fallbackLabels: Record<GenerationFallbackReason, string> = {
  model_unavailable: 'Model unavailable',
  model_output_unusable: "Model's answer unusable",
};

function GenerationCard({ item }: { item: ReportGenerationItem }) {
  const failed = item.status === 'failed';
  return (
    <Card className="gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap gap-2">
          {failed ? (
            <Badge variant="destructive">Failed</Badge>
          ) : (
            <Badge variant="warning">Built-in summarizer</Badge>
          )}
          {item.fallbackReason && <Badge variant="outline">{fallbackLabels[item.fallbackReason]}</Badge>}
        </div>
        <time dateTime={item.happenedAt} className="text-xs text-muted-foreground">
          {formatDateTime(item.happenedAt)}
        </time>
      </div>
      <h3 className="font-semibold break-words">{item.title}</h3>
      <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">Channel</dt>
        <dd className="break-words">{item.creator.channelName ?? 'No channel name'}</dd>
        <dt className="font-medium text-muted-foreground">Made by</dt>
        <dd className="break-all">{item.provider ?? 'Nothing'}</dd>
        {item.error && (
          <>
            <dt className="font-medium text-muted-foreground">Creator saw</dt>
            <dd className="break-words">{item.error}</dd>
          </>
        )}
        <dt className="font-medium text-muted-foreground">Operator detail</dt>
        <dd className="font-mono break-words text-destructive">{item.operatorDetail ?? 'None recorded'}</dd>
      </dl>
    </Card>
  );
}

/**
 * Reports the built-in summarizer made because the language model failed, and reports that failed, with
 * what an operator needs to find the cause (provider, HTTP status, the start of the endpoint's answer).
 */
export function ReportGenerationList() {
  const query = useReportGenerations();
  if (query.isPending) return <ListLoading label="Loading report generations" />;
  if (query.isError)
    return <ListError error={query.error} what="report generations" onRetry={() => void query.refetch()} />;
  const first = query.data.pages[0];
  if (first?.items.length === 0)
    return (
      <ListEmpty icon={<CircleCheck className="size-6" aria-hidden />}>
        {first.model
          ? `No fallbacks or failures: the language model (${first.model}) made every report it was asked for.`
          : 'No failures. This server has no language model: the built-in summarizer makes every report.'}
      </ListEmpty>
    );
  return (
    <>
      <ul aria-label="Report generations" className="grid gap-3">
        {query.data.pages.flatMap((page) =>
          page.items.map((item) => (
            <li key={item.id}>
              <GenerationCard item={item} />
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
  );
}
