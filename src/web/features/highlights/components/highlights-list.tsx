import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CloudOff, FileText, Highlighter, Play, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { HighlightListItem } from '@shared/contract/highlights';
import { formatLongDate } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatTimecode, spokenTimecode } from '@web/lib/timecode';
import { useHighlightChannels } from '../api/get-highlight-channels';
import { useHighlights } from '../api/get-highlights';
import { highlightKeys } from '../api/query-keys';
import { highlightService } from '../lib/highlight-service';
import { momentLabel } from '../lib/moment-label';

const SEARCH_DEBOUNCE_MS = 300;

export const highlightsEmptyMessage =
  'No highlights yet — select text in a report (its summary, a key learning, a quote or the transcript) and choose Highlight, or press H.';

export interface HighlightsListProps {
  /** The signed-in reader (highlights kept on this device are per user). */
  userId: string;
  /** The report page's address, at a moment when given (`?t=`). */
  reportHref: (reportId: string, atSeconds?: number | null) => string;
}

/**
 * Every highlight of the reader across reports, newest first: search (text, comment, report title) and a
 * channel filter kept in the address, so a filtered list can be reloaded and shared with oneself.
 */
export function HighlightsList({ userId, reportHref }: HighlightsListProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const creatorId = params.get('channel') ?? '';
  const [typed, setTyped] = useState(q);
  const searchId = useId();
  const channelId = useId();
  const channels = useHighlightChannels();
  const list = useHighlights({ q, creatorId });

  // The search box writes the address after a pause in typing.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const pending = usePendingHighlights(userId);
  const items: HighlightListItem[] = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q !== '' || creatorId !== '';

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_16rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Search highlights</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Text, comment or report title"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={channelId}>Channel</Label>
          <select
            id={channelId}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            value={creatorId}
            onChange={(event) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set('channel', event.target.value);
                else next.delete('channel');
                return next;
              })
            }
          >
            <option value="">All channels</option>
            {(channels.data ?? []).map((channel) => (
              <option key={channel.creatorId} value={channel.creatorId}>
                {channel.channelName}
              </option>
            ))}
          </select>
        </div>
      </form>

      {pending > 0 ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4 text-sm"
        >
          <CloudOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <p className="min-w-0 flex-1">
            {pending === 1
              ? '1 highlight saved on this device has not reached the server yet; it shows here once it has.'
              : `${pending} highlights saved on this device have not reached the server yet; they show here once they have.`}
          </p>
          <Button variant="outline" size="sm" onClick={() => void highlightService.syncAll()}>
            Send now
          </Button>
        </div>
      ) : null}

      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading highlights">
          <Skeleton rounded="xl" className="h-28 w-full" />
          <Skeleton rounded="xl" className="h-28 w-full" />
          <Skeleton rounded="xl" className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-10 text-center"
        >
          <AlertTriangle className="size-8 text-destructive" aria-hidden />
          <p className="font-medium">Your highlights could not be loaded.</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <Highlighter className="size-8 text-muted-foreground" aria-hidden />
          <p className="max-w-md text-muted-foreground">
            {filtered ? 'No highlights match this search.' : highlightsEmptyMessage}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {items.length} {items.length === 1 ? 'highlight' : 'highlights'} shown
          </p>
          <ul className="flex flex-col gap-4" aria-label="Highlights">
            {items.map((item) => (
              <HighlightCard key={item.id} item={item} reportHref={reportHref} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Show older highlights'}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * How many highlights made on this device still wait for the server (made offline, say): they are sent
 * when the page opens, and the list is fetched again once they have arrived.
 */
function usePendingHighlights(userId: string): number {
  highlightService.setUser(userId);
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(
    (notify) => highlightService.subscribe(notify),
    () => highlightService.pending().length,
    () => 0,
  );
  const previous = useRef(pending);
  useEffect(() => {
    void highlightService.syncAll();
  }, []);
  useEffect(() => {
    if (pending < previous.current) void queryClient.invalidateQueries({ queryKey: highlightKeys.lists() });
    previous.current = pending;
  }, [pending, queryClient]);
  return pending;
}

function HighlightCard({
  item,
  reportHref,
}: {
  item: HighlightListItem;
  reportHref: HighlightsListProps['reportHref'];
}) {
  const moment = momentLabel(item.startSeconds, item.speaker);
  const start = item.startSeconds;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5"
      data-testid="highlight-item"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <Link
          to={reportHref(item.reportId)}
          className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {item.reportTitle}
        </Link>
        <span className="text-muted-foreground">
          {item.channel.channelName} · <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
        </span>
      </div>
      <blockquote className="border-l-4 border-amber-400 pl-3 text-[1.0625rem] leading-relaxed break-words whitespace-pre-line">
        {item.text}
      </blockquote>
      {item.comment ? (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="sr-only">Comment: </span>
          {item.comment}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {moment ? <span className="text-muted-foreground tabular-nums">{moment}</span> : null}
        {start !== null && item.hasAudio ? (
          <Link
            to={reportHref(item.reportId, start)}
            state={{ play: true }}
            className="inline-flex min-h-8 items-center gap-1.5 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Play className="size-3.5" aria-hidden />
            Play from {formatTimecode(start)}
            <span className="sr-only">
              {' '}
              ({spokenTimecode(start)}): {item.reportTitle}
            </span>
          </Link>
        ) : null}
        {start !== null && !item.hasAudio ? (
          <Link
            to={reportHref(item.reportId, start)}
            className="inline-flex min-h-8 items-center gap-1.5 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <FileText className="size-3.5" aria-hidden />
            Show in transcript<span className="sr-only">: {item.reportTitle}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
