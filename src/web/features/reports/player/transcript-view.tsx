import { useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, ChevronUp, Play, Search } from 'lucide-react';
import type { ReportTranscript } from '@shared/contract/reports';
import { turnOffsets } from '@shared/highlights/moment';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatTimecode, spokenTimecode } from '@web/lib/timecode';
import { useTranscript } from '../api/get-transcript';
import { useReportText } from '../lib/report-text';
import { useSource, useSourceStore } from './source-store';
import { findTurns, searchableTurns, splitMatches, turnAt } from './transcript-search';

/** The transcript of a report, fetched when the reader opens it. */
export default function TranscriptView({ reportId, canPlay }: { reportId: string; canPlay: boolean }) {
  const transcript = useTranscript(reportId);
  if (transcript.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the transcript">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (transcript.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>The transcript could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={() => void transcript.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <TranscriptList transcript={transcript.data} canPlay={canPlay} />;
}

/**
 * Speakers and timestamps, search with next / previous, the passage the reader asked for ("Show in
 * transcript") and the one the audio is at highlighted. Only the turns in view are in the page
 * (TanStack Virtual), so a 30,000-word transcript scrolls as smoothly as a short one.
 */
export function TranscriptList({ transcript, canPlay }: { transcript: ReportTranscript; canPlay: boolean }) {
  const { turns } = transcript;
  const store = useSourceStore();
  const scroller = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [matchIndex, setMatchIndex] = useState(0);
  const lowered = useMemo(() => searchableTurns(turns), [turns]);
  const matches = useMemo(() => findTurns(lowered, query), [lowered, query]);
  // Where each turn starts in the transcript's text, as highlights count (turns joined by line breaks).
  const offsets = useMemo(() => turnOffsets(turns), [turns]);
  const text = useReportText();
  const focus = useSource((s) => s.focus);
  const playingAt = useSource((s) => (s.playing || s.time > 0 ? s.time : null));
  const current = playingAt === null || !transcript.hasTimestamps ? -1 : turnAt(turns, playingAt);
  const focused = focus && transcript.hasTimestamps ? turnAt(turns, focus.seconds) : -1;
  const matchTurn = matches.length > 0 ? matches[Math.min(matchIndex, matches.length - 1)] : undefined;

  // TanStack Virtual hands back new functions on every render, so the React Compiler leaves this component
  // unmemoised; nothing below passes them to a memoised child.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 88,
    overscan: 6,
    initialRect: { width: 640, height: 560 },
    useFlushSync: false,
  });

  // "Show in transcript": bring the transcript into view and its passage to the middle of it.
  useEffect(() => {
    if (focused < 0) return;
    virtualizer.scrollToIndex(focused, { align: 'center' });
    scroller.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    // Only a new request moves the list, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus?.token, focused]);

  useEffect(() => {
    if (matchTurn !== undefined) virtualizer.scrollToIndex(matchTurn, { align: 'center' });
  }, [matchTurn, virtualizer]);

  // While the audio plays and the reader is not searching, the list follows it.
  const playing = useSource((s) => s.playing);
  useEffect(() => {
    if (playing && current >= 0 && !query) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [playing, current, query, virtualizer]);

  const step = (delta: 1 | -1) => {
    if (matches.length === 0) return;
    setMatchIndex((i) => (Math.min(i, matches.length - 1) + delta + matches.length) % matches.length);
  };

  const status =
    query.trim().length < 2
      ? `${turns.length.toLocaleString('en')} passages · ${transcript.wordCount.toLocaleString('en')} words`
      : matches.length === 0
        ? 'No matches'
        : `${Math.min(matchIndex, matches.length - 1) + 1} of ${matches.length} ${matches.length === 1 ? 'passage' : 'passages'}`;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <label htmlFor="transcript-search" className="sr-only">
            Search the transcript
          </label>
          <Input
            id="transcript-search"
            type="search"
            placeholder="Search the transcript"
            className="pl-9"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setMatchIndex(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                step(event.shiftKey ? -1 : 1);
              }
            }}
            aria-describedby="transcript-search-status"
          />
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => step(-1)}
            disabled={matches.length === 0}
            aria-label="Previous match"
          >
            <ChevronUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => step(1)}
            disabled={matches.length === 0}
            aria-label="Next match"
          >
            <ChevronDown aria-hidden />
          </Button>
        </div>
      </div>
      <p
        id="transcript-search-status"
        className="text-xs text-muted-foreground"
        aria-live="polite"
        data-testid="transcript-status"
      >
        {status}
      </p>
      <div
        ref={scroller}
        className="max-h-[min(70vh,40rem)] overflow-y-auto overscroll-contain rounded-xl border border-border bg-card"
        data-testid="transcript-scroller"
        tabIndex={0}
        aria-label="Transcript"
        role="region"
      >
        <ol className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const turn = turns[item.index];
            if (!turn) return null;
            const isCurrent = item.index === current;
            const isFocused = item.index === focused;
            const isMatch = item.index === matchTurn;
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-current={isCurrent || undefined}
                data-highlighted={isFocused || undefined}
                aria-current={isCurrent ? 'time' : undefined}
                className="absolute inset-x-0 top-0"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div
                  className={cn(
                    'flex gap-3 border-l-4 px-4 py-3 transition-colors',
                    isCurrent || isFocused ? 'border-l-primary' : 'border-transparent',
                    isMatch && !isFocused
                      ? 'bg-muted/60'
                      : isFocused
                        ? 'bg-primary/15'
                        : isCurrent && 'bg-primary/5',
                  )}
                >
                  <div className="w-14 shrink-0 pt-0.5">
                    {turn.start !== null ? (
                      canPlay ? (
                        <button
                          type="button"
                          onClick={() => store.playFrom(turn.start ?? 0)}
                          className="inline-flex items-center gap-1 rounded text-xs font-medium text-primary tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          aria-label={`Play from ${spokenTimecode(turn.start)}`}
                        >
                          <Play className="size-3" aria-hidden />
                          {formatTimecode(turn.start)}
                        </button>
                      ) : (
                        <span className="text-xs text-muted-foreground tabular-nums">
                          {formatTimecode(turn.start)}
                        </span>
                      )
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1 text-sm leading-relaxed">
                    {turn.speaker ? <p className="font-semibold">{turn.speaker}</p> : null}
                    <p
                      className="break-words"
                      {...text.pieceProps('transcript', item.index, offsets[item.index] ?? 0)}
                    >
                      {/* While searching, the search hits are marked; otherwise the reader's highlights. */}
                      {query.trim().length >= 2
                        ? splitMatches(turn.text, query).map((part, index) =>
                            part.match ? (
                              <mark key={index} className="rounded-sm bg-primary/25 px-0.5 text-foreground">
                                {part.text}
                              </mark>
                            ) : (
                              <span key={index}>{part.text}</span>
                            ),
                          )
                        : text.renderText('transcript', item.index, offsets[item.index] ?? 0, turn.text)}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
