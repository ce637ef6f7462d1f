import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ExternalLink, Headphones, FileText } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import type { FullReport } from '@shared/contract/reports';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSetRead } from '../api/set-read';
import { useReadProgress } from '../hooks/use-read-progress';
import { formatLongDate, formatMinutes } from '@shared/dates/format';
import { momentFromSearch } from '@shared/report-links';
import { useReportText } from '../lib/report-text';
import { SourceContext, SourceStore, useSource, useSourceStore } from '../player/source-store';
import { ChapterList } from './chapter-list';
import { MarkdownSummary } from './markdown-summary';
import { ReportHeader, ReportLayout, ReportSummarySection } from './report-page-parts';
import { MomentActions } from './moment-actions';
import { ReportActions } from './report-actions';
import { ReportProvenance } from './report-provenance';

/**
 * How a quote's buttons name it to a screen reader: its speaker and opening words ("quote by Maya: “Sleep
 * comes first…”"), never a number that says nothing out of context.
 */
function quoteName(quote: { text: string; speaker?: string | null | undefined }): string {
  const words = quote.text.trim().split(/\s+/);
  const opening = words.slice(0, 8).join(' ') + (words.length > 8 ? '…' : '');
  return `quote${quote.speaker ? ` by ${quote.speaker}` : ''}: “${opening}”`;
}

// The player and the transcript are fetched only for a report that has them (ADR 123).
const AudioPlayer = lazy(() => import('../player/audio-player'));
const TranscriptView = lazy(() => import('../player/transcript-view'));

/**
 * A report to read for a minute or two: summary, key learnings, the episode, and the reader's tools.
 * Scrolling feeds the navbar's progress badge; reaching the end marks the report read (once, and only
 * if the reader has not marked it themselves). Jumping to a moment is not reading (useReadProgress).
 */
export function ReportView({
  report,
  backHref,
  notes,
  navigation,
}: {
  report: FullReport;
  backHref: string;
  /** The notes editor, composed by the page. */
  notes?: ReactNode;
  /** Previous / next, composed by the page. */
  navigation?: ReactNode;
}) {
  const article = useRef<HTMLElement>(null);
  const [store] = useState(() => new SourceStore());
  const canPlay = report.audio !== null;
  const canShow = report.hasTranscript;
  // A transcript without times gives every moment as 0:00: none is shown, and ReportProvenance says why.
  // A report kept from before the server said (an offline copy) is taken as timed, as it was shown then.
  const moments = report.hasTimestamps !== false;
  const setRead = useSetRead();
  const text = useReportText();
  // A link to a moment (`?t=83`, ADR 181) opens the transcript there; reading on from it is not reading the
  // report, so it is not marked read by the scroll that lands there.
  const [search] = useSearchParams();
  const [startAt] = useState(() => momentFromSearch(search));
  const autoplay = (useLocation().state as { play?: unknown } | null)?.play === true;
  const wasRead = useRef(report.isRead || startAt !== null);
  useEffect(() => {
    if (startAt === null) return;
    if (canShow) store.showInTranscript(startAt);
    if (canPlay) {
      if (autoplay) store.playFrom(startAt);
      else store.cue(startAt);
    }
    // Once, for the moment the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // "Play from" and "Show in transcript" move the reader; they are navigation, not reading.
  const jump = useSyncExternalStore(store.subscribe, () => {
    const { play, focus } = store.get();
    return Math.max(play?.token ?? 0, focus?.token ?? 0);
  });
  const percent = useReadProgress(article, {
    enabled: true,
    jump,
    onEnd: () => {
      if (!wasRead.current) setRead.mutate({ id: report.id, read: true });
      wasRead.current = true;
    },
  });

  return (
    <SourceContext value={store}>
      <ReportLayout
        backHref={backHref}
        articleRef={article}
        before={
          <div
            className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
            role="progressbar"
            aria-label="Reading progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div
              className="h-full bg-primary transition-[width] duration-150"
              style={{ width: `${percent}%` }}
            />
          </div>
        }
        after={
          <>
            {canShow ? <TranscriptSection reportId={report.id} canPlay={canPlay} timed={moments} /> : null}
            <EpisodeDetails report={report} />
            {notes}
            {navigation}
            {canPlay ? (
              <Suspense fallback={null}>
                <AudioPlayer report={report} />
              </Suspense>
            ) : null}
          </>
        }
      >
        <ReportHeader report={report}>
          <ReportProvenance report={report} />
          <ReportActions report={report} />
        </ReportHeader>

        <ReportSummarySection>
          <div {...text.pieceProps('summary', 0, 0)}>
            <MarkdownSummary html={text.summaryHtml(report.summaryHtml)} />
          </div>
        </ReportSummarySection>

        {report.keyLearnings.length > 0 ? (
          <section aria-labelledby="learnings-heading">
            <h2
              id="learnings-heading"
              className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Key learnings
            </h2>
            <ol className="flex flex-col gap-3">
              {report.keyLearnings.map((learning, index) => (
                <li
                  key={`${index}-${learning.title}`}
                  className="flex gap-4 rounded-xl border border-border bg-card p-4"
                >
                  <span
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold" {...text.pieceProps('learning', index, 0)}>
                      {text.renderText('learning', index, 0, learning.title)}
                    </h3>
                    {learning.detail ? (
                      <p
                        className="mt-1 text-muted-foreground"
                        {...text.pieceProps('learning', index, learning.title.length + 1)}
                      >
                        {text.renderText('learning', index, learning.title.length + 1, learning.detail)}
                      </p>
                    ) : null}
                    <div className="mt-2">
                      <MomentActions
                        start={moments ? learning.start : null}
                        speaker={learning.speaker}
                        about={`key learning: ${learning.title}`}
                        canPlay={canPlay}
                        canShow={canShow}
                      />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {report.chapters.length > 0 ? (
          <section aria-labelledby="chapters-heading">
            <h2
              id="chapters-heading"
              className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Chapters
            </h2>
            <ChapterList chapters={report.chapters} canPlay={canPlay} canShow={canShow} timed={moments} />
          </section>
        ) : null}

        {report.quotes.length > 0 ? (
          <section aria-labelledby="quotes-heading" className="flex flex-col gap-3">
            <h2
              id="quotes-heading"
              className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Quotes
            </h2>
            {report.quotes.map((quote, index) => (
              <figure key={index} className="border-l-4 border-primary/40 pl-4">
                <blockquote className="italic">
                  “
                  <span {...text.pieceProps('quote', index, 0)}>
                    {text.renderText('quote', index, 0, quote.text)}
                  </span>
                  ”
                </blockquote>
                {quote.speaker ? (
                  <figcaption className="mt-1 text-sm text-muted-foreground">— {quote.speaker}</figcaption>
                ) : null}
                <div className="mt-1">
                  <MomentActions
                    start={moments ? quote.start : null}
                    about={quoteName(quote)}
                    canPlay={canPlay}
                    canShow={canShow}
                  />
                </div>
              </figure>
            ))}
          </section>
        ) : null}

        <p className="text-center text-sm text-muted-foreground" data-testid="report-end">
          {report.isRead ? 'You have read this report.' : 'End of report'}
        </p>
      </ReportLayout>
    </SourceContext>
  );
}

/** The transcript, behind a button: its code and its text load when the reader asks for it. */
function TranscriptSection({
  reportId,
  canPlay,
  timed,
}: {
  reportId: string;
  canPlay: boolean;
  timed: boolean;
}) {
  const open = useSource((s) => s.transcriptOpen);
  const store = useSourceStore();
  return (
    <section aria-labelledby="transcript-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="transcript-heading" className="flex items-center gap-2 font-semibold">
          <FileText className="size-5 text-primary" aria-hidden /> Transcript
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="transcript-body"
          onClick={() => store.openTranscript(!open)}
        >
          {open ? 'Hide transcript' : 'Show transcript'}
        </Button>
      </div>
      <div id="transcript-body">
        {open ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <TranscriptView reportId={reportId} canPlay={canPlay} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">
            {timed
              ? 'Everything said in the episode, with speakers and times. Search it, or jump to where a key learning comes from.'
              : 'Everything said in the episode, with its speakers. Search it.'}
          </p>
        )}
      </div>
    </section>
  );
}

function EpisodeDetails({ report }: { report: FullReport }) {
  const { episode } = report;
  return (
    <section aria-labelledby="episode-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="episode-heading" className="flex items-center gap-2 font-semibold">
        <Headphones className="size-5 text-primary" aria-hidden /> The episode
      </h2>
      <p className="mt-2">
        {episode.title}
        {episode.number !== null ? (
          <span className="text-muted-foreground"> · Episode {episode.number}</span>
        ) : null}
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        {episode.publishedAt ? (
          <div className="flex gap-1">
            <dt>Aired</dt>
            <dd>{formatLongDate(episode.publishedAt)}</dd>
          </div>
        ) : null}
        {episode.durationSeconds > 0 ? (
          <div className="flex gap-1">
            <dt>Length</dt>
            <dd>{formatMinutes(episode.durationSeconds)}</dd>
          </div>
        ) : null}
      </dl>
      {episode.mediaUrl && /^https?:\/\//i.test(episode.mediaUrl) ? (
        <a
          href={episode.mediaUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          Listen to the episode <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ) : null}
    </section>
  );
}
