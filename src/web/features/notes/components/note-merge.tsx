import { useId, useState } from 'react';
import { GitMerge } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

/**
 * A version conflict: this device's text and the server's, side by side. Nothing is lost until the user
 * chooses — keep one, or combine both and edit the result.
 */
export function NoteMerge({
  mine,
  theirs,
  onResolve,
  busy,
}: {
  mine: string;
  theirs: string;
  onResolve: (content: string) => void;
  busy: boolean;
}) {
  const mergedId = useId();
  const [merged, setMerged] = useState<string | null>(null);
  const panel = 'flex min-w-0 flex-1 flex-col gap-2 rounded-lg border border-border bg-background p-3';
  return (
    <div
      role="group"
      aria-labelledby={`${mergedId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-warning/50 bg-warning/5 p-4"
    >
      <p id={`${mergedId}-title`} className="flex items-center gap-2 font-medium">
        <GitMerge className="size-4 text-warning" aria-hidden /> This note was also changed on another device.
      </p>
      <p className="text-sm text-muted-foreground">
        Both versions are kept until you choose. Nothing has been overwritten.
      </p>
      <div className="flex flex-col gap-3 md:flex-row">
        <section className={panel} aria-label="On this device">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            On this device
          </h4>
          <p className="text-sm break-words whitespace-pre-wrap" data-testid="note-mine">
            {mine || <em className="text-muted-foreground">(empty)</em>}
          </p>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onResolve(mine)}>
            Keep this device’s version
          </Button>
        </section>
        <section className={panel} aria-label="On the server">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            From your other device
          </h4>
          <p className="text-sm break-words whitespace-pre-wrap" data-testid="note-theirs">
            {theirs || <em className="text-muted-foreground">(deleted)</em>}
          </p>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onResolve(theirs)}>
            Keep the other device’s version
          </Button>
        </section>
      </div>
      {merged === null ? (
        <Button
          size="sm"
          className="self-start"
          onClick={() => setMerged(theirs && mine ? `${theirs}\n\n${mine}` : theirs || mine)}
        >
          Combine both
        </Button>
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor={mergedId}>Combined note</Label>
          <Textarea
            id={mergedId}
            value={merged}
            onChange={(event) => setMerged(event.target.value)}
            rows={6}
          />
          <Button size="sm" className="self-start" disabled={busy} onClick={() => onResolve(merged)}>
            Save combined note
          </Button>
        </div>
      )}
    </div>
  );
}
