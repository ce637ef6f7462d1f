import { FileText, Play } from 'lucide-react';
import { formatTimecode, spokenTimecode } from '@web/lib/timecode';
import { useSourceStore } from '../player/source-store';

const linkButton =
  'inline-flex min-h-8 items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * "Play from 12:34" and "Show in transcript" under a learning, quote or chapter, when the report has
 * audio or a transcript and the item knows its moment. `about` names the item for screen readers.
 */
export function MomentActions({
  start,
  speaker,
  about,
  canPlay,
  canShow,
}: {
  start: number | null;
  speaker?: string | null | undefined;
  about: string;
  canPlay: boolean;
  canShow: boolean;
}) {
  const store = useSourceStore();
  if (start === null || (!canPlay && !canShow)) {
    return speaker ? <p className="text-xs text-muted-foreground">{speaker}</p> : null;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {canPlay ? (
        <button type="button" className={linkButton} onClick={() => store.playFrom(start)}>
          <Play className="size-3.5" aria-hidden />
          <span>
            Play from <time dateTime={`PT${Math.floor(start)}S`}>{formatTimecode(start)}</time>
          </span>
          <span className="sr-only">
            {' '}
            ({spokenTimecode(start)}): {about}
          </span>
        </button>
      ) : (
        <span className="text-sm text-muted-foreground tabular-nums">{formatTimecode(start)}</span>
      )}
      {canShow ? (
        <button type="button" className={linkButton} onClick={() => store.showInTranscript(start)}>
          <FileText className="size-3.5" aria-hidden />
          Show in transcript<span className="sr-only">: {about}</span>
        </button>
      ) : null}
      {speaker ? <span className="text-xs text-muted-foreground">{speaker}</span> : null}
    </div>
  );
}
