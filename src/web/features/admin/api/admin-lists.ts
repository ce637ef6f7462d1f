import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@shared/contract/admin-users';
import type { ReportGenerationList } from '@shared/contract/admin-reports';
import type { FeedbackList, FeedbackStatus, FeedbackType } from '@shared/contract/feedback';
import { api } from '@web/lib/api-client';

/** `path?query` with only the parameters that are set. */
function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const adminKeys = {
  /** Every feedback list, whatever its filters: what a status change makes stale. */
  allFeedback: () => ['admin', 'feedback'] as const,
  feedback: (feedbackType: FeedbackType | '', status: FeedbackStatus | '') =>
    ['admin', 'feedback', { feedbackType, status }] as const,
  generations: () => ['admin', 'report-generations'] as const,
  users: (q: string) => ['admin', 'users', { q }] as const,
};

/** All feedback (or one type, or one status), newest first, page by page (administrators only). */
export function useAdminFeedback(feedbackType: FeedbackType | '', status: FeedbackStatus | '') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.feedback(feedbackType, status),
      queryFn: ({ pageParam, signal }) =>
        api.get<FeedbackList>(withQuery('/admin/feedback', { feedbackType, status, cursor: pageParam }), {
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      retry: false,
    }),
  );
}

/** Reports that fell back to the built-in summarizer or failed, newest first (administrators only). */
export function useReportGenerations() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.generations(),
      queryFn: ({ pageParam, signal }) =>
        api.get<ReportGenerationList>(withQuery('/admin/report-generations', { cursor: pageParam }), {
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      retry: false,
    }),
  );
}

/** Every account (or those matching `q`), newest first (administrators only). */
export function useAdminUsers(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.users(q),
      queryFn: ({ pageParam, signal }) =>
        api.get<AdminUserList>(withQuery('/admin/users', { q, cursor: pageParam }), { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      retry: false,
    }),
  );
}
