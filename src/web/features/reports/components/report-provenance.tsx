import { Bot, FileText, TimerOff } from 'lucide-react';
import type { FullReport } from '@shared/contract/reports';

/**
 * How the report was made, in a line under its title: by the built-in summarizer (its sentences chosen
 * from the transcript) or written by a named model; and, for a transcript without times, that no moment
 * can be shown, so a reader does not look for "Play from" links that would all say 0:00.
 */
export function ReportProvenance({ report }: { report: Pick<FullReport, 'madeBy' | 'hasTimestamps'> }) {
  // A report kept from before the server said these (an offline copy) shows neither line.
  const madeBy = report.madeBy ?? null;
  const hasTimestamps = report.hasTimestamps !== false;
  if (madeBy === null && hasTimestamps) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-muted-foreground" data-testid="report-provenance">
      {madeBy?.kind === 'builtin' ? (
        <p className="flex items-start gap-1.5">
          <FileText className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>Made by Podbrief’s built-in summarizer from sentences of the episode’s transcript.</span>
        </p>
      ) : null}
      {madeBy?.kind === 'model' ? (
        <p className="flex items-start gap-1.5">
          <Bot className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Written by the model <span className="font-medium text-foreground">{madeBy.model}</span> from the
            episode’s transcript.
          </span>
        </p>
      ) : null}
      {!hasTimestamps ? (
        <p role="note" className="flex items-start gap-1.5">
          <TimerOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>The transcript has no timestamps, so this report links to no moments in the episode.</span>
        </p>
      ) : null}
    </div>
  );
}
