import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Check, FileUp, X } from 'lucide-react';
import { opmlLimits, type OpmlPreview, type OpmlSubscribeResponse } from '@shared/contract/opml';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { usePreviewOpml, useSubscribeFromOpml } from '../api/opml';
import { useTrialUsage } from '../api/get-trial-usage';
import { ChannelAvatar } from './channel-avatar';

const channelsLabel = (n: number) => `${n} ${n === 1 ? 'channel' : 'channels'}`;
const podcastsLabel = (n: number) => `${n} ${n === 1 ? 'podcast' : 'podcasts'}`;

/**
 * How many more podcasts the free trial takes, in words, and a warning when more are chosen than that. The
 * server still decides each one (it refuses what is over the limit); this only keeps the preview honest.
 */
function TrialRoom({ remaining, limit, chosen }: { remaining: number; limit: number; chosen: number }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="opml-trial-room">
      <p className="text-muted-foreground">
        {remaining === 0
          ? `Your free trial is full (${limit} of ${limit} podcasts): cancel a trial to free a slot.`
          : `Your free trial has room for ${remaining} more ${remaining === 1 ? 'podcast' : 'podcasts'} (up to ${limit} at once).`}
      </p>
      {chosen > remaining && (
        <p className="font-medium text-warning">
          {`Only ${podcastsLabel(remaining)} can be added: ${chosen - remaining} of those chosen would be refused.`}
        </p>
      )}
    </div>
  );
}

/**
 * "Import OPML" (docs/product.md#opml): pick a file exported from another podcast app, see which of its
 * podcasts are on Podbrief and which are not, and subscribe to the chosen ones in one step — each answered
 * subscribed or refused with its reason (the free trial's limit applies as everywhere).
 */
export function OpmlImport() {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const preview = usePreviewOpml();
  const subscribe = useSubscribeFromOpml();
  const usage = useTrialUsage();
  /** Free-trial slots left, or null while unknown (then the server's answers per channel tell). */
  const remaining = usage.data?.remaining ?? null;
  const [result, setResult] = useState<OpmlPreview | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<OpmlSubscribeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setResult(null);
    setChosen(new Set());
    setDone(null);
    setError(null);
    preview.reset();
    subscribe.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    reset();
    if (file.size > opmlLimits.maxBytes) {
      setError(`This file is larger than ${opmlLimits.maxBytes / 1024 / 1024} MB. Nothing was changed.`);
      return;
    }
    try {
      // The trial's room is known by the time the preview is shown (asked again only if it was not yet).
      const [answer, room] = await Promise.all([
        preview.mutateAsync(file),
        usage.data ?? usage.refetch().then((refetched) => refetched.data),
      ]);
      setResult(answer);
      // Pre-chosen: the matches not followed yet, at most as many as the trial has room for.
      const open = answer.matched.filter((m) => !m.alreadySubscribed).map((m) => m.creatorId);
      setChosen(new Set(room ? open.slice(0, room.remaining) : open));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not read the file. Please try again.');
    }
  };

  const onSubscribe = async () => {
    setError(null);
    try {
      setDone(await subscribe.mutateAsync([...chosen]));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not subscribe. Please try again.');
    }
  };

  const toggle = (creatorId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(creatorId);
      else next.delete(creatorId);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <input
          ref={inputRef}
          type="file"
          accept=".opml,.xml,text/x-opml,text/xml,application/xml"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="opml-file-input"
          onChange={(event) => void onFile(event)}
        />
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => inputRef.current?.click()}
          disabled={preview.isPending || subscribe.isPending}
          aria-busy={preview.isPending}
        >
          {preview.isPending ? <Spinner size="sm" aria-hidden /> : <FileUp aria-hidden />}
          {preview.isPending ? 'Reading file…' : 'Import OPML'}
        </Button>
      </div>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      {result && !done && (
        <section
          aria-labelledby={headingId}
          className="flex flex-col gap-3 rounded-lg border border-border p-4"
        >
          <h3 id={headingId} className="font-semibold">
            {result.matched.length} of {result.outlineCount} podcasts are on Podbrief
          </h3>
          {remaining !== null && usage.data && result.matched.some((m) => !m.alreadySubscribed) && (
            <TrialRoom remaining={remaining} limit={usage.data.limit} chosen={chosen.size} />
          )}
          {result.matched.length > 0 && (
            <ul className="flex flex-col gap-2" aria-label="Podcasts found on Podbrief">
              {result.matched.map((match) => {
                const id = `opml-${match.creatorId}`;
                return (
                  <li key={match.creatorId} className="flex min-w-0 items-center gap-3">
                    <Checkbox
                      id={id}
                      checked={match.alreadySubscribed || chosen.has(match.creatorId)}
                      disabled={match.alreadySubscribed || subscribe.isPending}
                      onCheckedChange={(value) => toggle(match.creatorId, value === true)}
                    />
                    <ChannelAvatar name={match.channelName} logoUrl={match.logoUrl} size={32} rounded="lg" />
                    <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm font-medium">
                      {match.channelName}
                    </label>
                    {match.alreadySubscribed && <Badge variant="muted">Subscribed</Badge>}
                  </li>
                );
              })}
            </ul>
          )}
          {result.unmatched.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">
                Not on Podbrief ({result.unmatched.length})
              </summary>
              <ul className="mt-2 flex flex-col gap-1 pl-4">
                {result.unmatched.slice(0, 200).map((outline, index) => (
                  <li key={`${index}-${outline.xmlUrl ?? ''}`} className="truncate">
                    {outline.outlineTitle}
                  </li>
                ))}
                {result.unmatched.length > 200 && <li>…and {result.unmatched.length - 200} more</li>}
              </ul>
            </details>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => void onSubscribe()} disabled={chosen.size === 0 || subscribe.isPending}>
              {subscribe.isPending && <Spinner size="sm" aria-hidden />}
              Subscribe to {channelsLabel(chosen.size)}
            </Button>
            <Button variant="ghost" onClick={reset} disabled={subscribe.isPending}>
              Cancel
            </Button>
          </div>
        </section>
      )}

      {done && (
        <section
          aria-label="Import result"
          className="flex flex-col gap-3 rounded-lg border border-border p-4"
          role="status"
        >
          <p className="font-semibold">
            Subscribed to {channelsLabel(done.subscribed)}
            {done.refused > 0 ? `; ${done.refused} not subscribed` : ''}.
          </p>
          <ul className="flex flex-col gap-2 text-sm">
            {done.results.map((entry) => (
              <li key={entry.creatorId} className="flex items-start gap-2">
                {entry.outcome === 'subscribed' ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-label="Subscribed" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Not subscribed" />
                )}
                <span className="min-w-0">
                  <span className="font-medium">{entry.channelName ?? 'Unknown channel'}</span>
                  {entry.message && <span className="text-muted-foreground"> — {entry.message}</span>}
                </span>
              </li>
            ))}
          </ul>
          <Button variant="outline" className="self-start" onClick={reset}>
            Done
          </Button>
        </section>
      )}
    </div>
  );
}
