import { useState, type FormEvent } from 'react';
import { FileText, Rss } from 'lucide-react';
import type { CreatorReport, FeedEpisode, FeedPreview } from '@shared/contract/creator-reports';
import { formatShortDate } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { useImportReport } from '../api/import-report';
import { usePreviewFeed } from '../api/preview-feed';
import { humanDuration } from '../lib/duration';

/**
 * Lists the episodes of a podcast feed. An episode whose feed carries a transcript is imported in one
 * click; for one without, its details are handed back so the creator can paste or upload the transcript.
 */
export function FeedImport({
  onImported,
  onNeedsTranscript,
}: {
  onImported: (report: CreatorReport) => void;
  onNeedsTranscript: (episode: FeedEpisode, feedUrl: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [feed, setFeed] = useState<FeedPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importingGuid, setImportingGuid] = useState<string | null>(null);
  const preview = usePreviewFeed();
  const importEpisode = useImportReport();

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setFeed(await preview.mutateAsync(url.trim()));
    } catch (failure) {
      setFeed(null);
      setError(failure instanceof ApiError ? failure.message : 'Could not read the feed. Please try again.');
    }
  };

  const onImport = async (episode: FeedEpisode) => {
    if (!feed) return;
    setError(null);
    setImportingGuid(episode.guid);
    try {
      onImported(
        await importEpisode.mutateAsync({ feedUrl: feed.feedUrl, podcastGuid: feed.podcastGuid, episode }),
      );
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'Could not import the episode. Please try again.',
      );
    } finally {
      setImportingGuid(null);
    }
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={onPreview} className="grid gap-2" noValidate>
        <Label htmlFor="feed-url">Podcast RSS feed URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="feed-url"
            type="url"
            placeholder="https://example.com/podcast.xml"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-describedby={error ? 'feed-error' : undefined}
            aria-invalid={Boolean(error)}
          />
          <Button type="submit" variant="secondary" disabled={preview.isPending || url.trim() === ''}>
            {preview.isPending ? <Spinner size="sm" label="Loading the feed" /> : <Rss aria-hidden />}
            {preview.isPending ? 'Loading…' : 'Show episodes'}
          </Button>
        </div>
      </form>
      {error && (
        <p id="feed-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {feed && (
        <section aria-label={`Episodes of ${feed.title}`} className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{feed.title}</span> · {feed.episodes.length}{' '}
            episodes
            {feed.truncated ? ' (the newest ones; the feed has more)' : ''}
          </p>
          {feed.episodes.length === 0 && (
            <p className="text-sm text-muted-foreground">This feed has no episodes yet.</p>
          )}
          <ul className="grid max-h-80 gap-2 overflow-y-auto pr-1">
            {feed.episodes.map((episode) => (
              <li
                key={episode.guid}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={episode.title}>
                    {episode.episodeNumber !== null && (
                      <span className="text-muted-foreground">#{episode.episodeNumber} </span>
                    )}
                    {episode.title}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                    {episode.publishedAt && <span>{formatShortDate(episode.publishedAt, 'UTC')}</span>}
                    {episode.durationSeconds ? <span>{humanDuration(episode.durationSeconds)}</span> : null}
                    {episode.transcriptUrl ? (
                      <Badge variant="outline">
                        <FileText aria-hidden /> Transcript in feed
                      </Badge>
                    ) : (
                      <span>No transcript in feed</span>
                    )}
                  </p>
                </div>
                {episode.transcriptUrl ? (
                  <Button size="sm" onClick={() => void onImport(episode)} disabled={importingGuid !== null}>
                    {importingGuid === episode.guid && <Spinner size="sm" label="Importing" />}
                    Import
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onNeedsTranscript(episode, feed.feedUrl)}
                    disabled={importingGuid !== null}
                  >
                    Add transcript
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
