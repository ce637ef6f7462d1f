import type { QueryClient } from '@tanstack/react-query';
import { firstScreenBlockId, type FirstScreenData } from '@shared/contract/first-screen';
import { channelKeys } from '@web/features/channels/api/query-keys';
import { reportKeys } from '@web/features/reports/api/query-keys';
import { feedFiltersToApiQuery, parseFeedFilters } from '@web/features/reports/lib/feed-filters';
import { noteDocumentAnswer } from '@web/lib/document-answers';

const navigationType = (): string | undefined => {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type;
};

/**
 * The data the server made this page's first screen from (ADR 236), put in the query cache as the answers
 * of the page's own requests, so the page renders them at once without asking again. Taken once (the block
 * is removed), and only from a document fetched for this visit: a copy from the history may predate a
 * sign-out or a lost subscription. True when the document had a first screen the app now takes over.
 */
export function takeFirstScreen(
  queryClient: QueryClient,
  doc: Document = document,
  location: Pick<Location, 'pathname' | 'search'> = globalThis.location,
): boolean {
  const block = doc.getElementById(firstScreenBlockId);
  if (!block) return false;
  block.remove();
  if (block.getAttribute('type') !== 'application/json' || navigationType() === 'back_forward') return false;
  let data: FirstScreenData | null;
  try {
    data = JSON.parse(block.textContent ?? '') as FirstScreenData | null;
  } catch {
    return false;
  }
  const report = data?.report;
  if (report && typeof report.id === 'string' && report.detail?.id === report.id) {
    queryClient.setQueryData(reportKeys.detail(report.id), report.detail);
    noteDocumentAnswer(`/api/reports/${encodeURIComponent(report.id)}`);
    return true;
  }
  const channel = data?.channel;
  if (channel && typeof channel.id === 'string' && channel.page?.channel?.creatorId === channel.id) {
    queryClient.setQueryData(channelKeys.detail(channel.id), channel.page);
    noteDocumentAnswer(`/api/channels/${encodeURIComponent(channel.id)}`);
    return true;
  }
  // The feed's first page, only for the filters this address gives the feed: the server made it for the
  // same API query the feed would send, so it is that query's first page.
  const feed = data?.feed;
  if (feed && typeof feed.query === 'string' && Array.isArray(feed.page?.items)) {
    const filters = parseFeedFilters(new URLSearchParams(location.search));
    if (!/^\/subscriber\/reports\/?$/.test(location.pathname)) return false;
    if (feedFiltersToApiQuery(filters).toString() !== feed.query) return false;
    queryClient.setQueryData(reportKeys.feed(filters), { pages: [feed.page], pageParams: [null] });
    noteDocumentAnswer(`/api/reports?${feed.query}`);
    return true;
  }
  return false;
}
