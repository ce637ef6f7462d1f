import { FileText } from 'lucide-react';
import type { ReportChapter } from '@shared/contract/reports';
import { cn } from '@web/lib/cn';
import { formatTimecode, spokenTimecode } from '@web/lib/timecode';
import { useSource, useSourceStore } from '../player/source-store';
import { turnAt } from '../player/transcript-search';

/**
 * The episode's chapters with their times. With audio each one plays from its start, and the chapter
 * the audio is in is marked; with a transcript each one opens it at the chapter's start. Without
 * `timed` (a transcript without times) the chapters are a list of topics: no time, nothing to play.
 */
export function ChapterList({
  chapters,
  canPlay,
  canShow = false,
  timed = true,
}: {
  chapters: ReportChapter[];
  canPlay: boolean;
  canShow?: boolean;
  timed?: boolean;
}) {
  if (!timed) {
    return (
      <ol className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
        {chapters.map((chapter, index) => (
          <li key={`${index}-${chapter.title}`} className="px-4 py-3 font-medium">
            {chapter.title}
          </li>
        ))}
      </ol>
    );
  }
  return <TimedChapterList chapters={chapters} canPlay={canPlay} canShow={canShow} />;
}

function TimedChapterList({
  chapters,
  canPlay,
  canShow,
}: {
  chapters: ReportChapter[];
  canPlay: boolean;
  canShow: boolean;
}) {
  const store = useSourceStore();
  const time = useSource((s) => (s.playing || s.time > 0 ? s.time : null));
  const current =
    canPlay && time !== null
      ? turnAt(
          chapters.map((c) => ({ start: c.startSeconds, end: c.endSeconds, speaker: null, text: '' })),
          time,
        )
      : -1;
  return (
    <ol className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
      {chapters.map((chapter, index) => {
        const isCurrent = index === current;
        const label = (
          <>
            <span
              className={cn(
                'w-16 shrink-0 text-sm tabular-nums',
                canPlay ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              <time dateTime={`PT${Math.floor(chapter.startSeconds)}S`}>
                {formatTimecode(chapter.startSeconds)}
              </time>
            </span>
            <span className="min-w-0 flex-1 font-medium">{chapter.title}</span>
          </>
        );
        return (
          <li
            key={`${index}-${chapter.startSeconds}`}
            aria-current={isCurrent ? 'time' : undefined}
            className={cn('flex items-center', isCurrent && 'bg-primary/10')}
          >
            {canPlay ? (
              <button
                type="button"
                onClick={() => store.playFrom(chapter.startSeconds)}
                className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                {label}
                <span className="sr-only">
                  , play from {spokenTimecode(chapter.startSeconds)}
                  {isCurrent ? ' (playing)' : ''}
                </span>
              </button>
            ) : (
              <div className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3">{label}</div>
            )}
            {canShow ? (
              <button
                type="button"
                onClick={() => store.showInTranscript(chapter.startSeconds)}
                aria-label={`Show in transcript: chapter ${chapter.title}`}
                className="flex shrink-0 items-center gap-1.5 self-stretch px-4 text-sm text-primary hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <FileText className="size-3.5" aria-hidden />
                <span className="hidden sm:inline">Show in transcript</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
