import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { FeedPage, ReportDetail } from '@shared/contract/reports';
import { reportKeys } from '../api/query-keys';

export interface ReportMarks {
  isRead?: boolean;
  readAt?: string | null;
  isFavourite?: boolean;
}

export type CacheSnapshot = [QueryKey, unknown][];

/**
 * Applies a read / favourite change to every cached copy of a report (its page and each feed page), so
 * the change shows at once everywhere. Returns what was there before, to roll back on failure.
 */
export function patchReportCaches(
  queryClient: QueryClient,
  reportId: string,
  marks: ReportMarks,
): CacheSnapshot {
  const snapshot: CacheSnapshot = [];
  const detailKey = reportKeys.detail(reportId);
  const detail = queryClient.getQueryData<ReportDetail>(detailKey);
  if (detail) {
    snapshot.push([detailKey, detail]);
    if (detail.access === 'full') queryClient.setQueryData<ReportDetail>(detailKey, { ...detail, ...marks });
  }
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<FeedPage>>({
    queryKey: reportKeys.feeds(),
  })) {
    if (!data?.pages.some((page) => page.items.some((item) => item.id === reportId))) continue;
    snapshot.push([key, data]);
    const { readAt: _readAt, ...itemMarks } = marks;
    queryClient.setQueryData<InfiniteData<FeedPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === reportId ? { ...item, ...itemMarks } : item)),
      })),
    });
  }
  return snapshot;
}

export function restoreCaches(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
