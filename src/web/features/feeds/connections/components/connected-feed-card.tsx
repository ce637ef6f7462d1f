import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, RefreshCw, Rss, Unlink } from 'lucide-react';
import type { FeedConnection } from '@shared/contract/feed-connection';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api-error';
import {
  useCheckFeedNow,
  useConnectFeed,
  useDisconnectFeed,
  useFeedConnection,
} from '../api/feed-connection';
import { feedStatusLine } from '../lib/feed-status';

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * "Connected feed": the show's feed, connected once. Podbrief checks it on a schedule and each new
 * episode becomes a draft; `onImported` runs when a check imported something, so the page's report list
 * shows the new drafts without a reload.
 */
export function ConnectedFeedCard({ onImported }: { onImported: () => void }) {
  const query = useFeedConnection();
  const connection = query.data?.connection ?? null;
  const lastImportedAt = connection?.lastImportedAt ?? null;
  const seenImport = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    // The first answer is what the page already shows; a later import is news.
    if (seenImport.current !== undefined && lastImportedAt !== seenImport.current) onImported();
    if (query.data) seenImport.current = lastImportedAt;
  }, [lastImportedAt, query.data, onImported]);

  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            <Rss className="size-5 text-primary" aria-hidden /> Connected feed
          </CardTitle>
          <CardDescription>
            Connect your show’s feed once: each new episode becomes a draft report here, with no import to
            click.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading the connected feed">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : query.isError ? (
            <div className="flex flex-col items-start gap-3">
              <p role="alert" className="flex items-center gap-2 text-sm font-medium">
                <AlertTriangle className="size-4 text-destructive" aria-hidden /> Could not load your
                connected feed.
              </p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          ) : connection ? (
            <ConnectedFeed connection={connection} onImported={onImported} />
          ) : (
            <ConnectForm onImported={onImported} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function ConnectForm({ onImported }: { onImported: () => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [importLatest, setImportLatest] = useState(false);
  const connect = useConnectFeed();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return;
    connect.mutate(
      { url: url.trim(), importLatest },
      {
        onSuccess: () => {
          if (importLatest) onImported();
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={id}>Your show’s RSS feed address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://example.com/feed.xml"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-describedby={connect.isError ? `${id}-error` : `${id}-hint`}
            aria-invalid={connect.isError || undefined}
          />
          <Button type="submit" disabled={!url.trim() || connect.isPending}>
            {connect.isPending && <Spinner size="sm" label="Reading the feed" />}
            Connect
          </Button>
        </div>
        {connect.isError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {failureText(connect.error, 'Could not connect the feed. Please try again.')}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Episodes you publish from now on are imported. Past episodes stay as they are.
          </p>
        )}
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-latest`}
          className="mt-0.5"
          checked={importLatest}
          onCheckedChange={(checked) => setImportLatest(checked === true)}
        />
        <Label htmlFor={`${id}-latest`} weight="normal">
          Also import the newest episode already in the feed
        </Label>
      </div>
    </form>
  );
}

function ConnectedFeed({ connection, onImported }: { connection: FeedConnection; onImported: () => void }) {
  const switchId = useId();
  const connect = useConnectFeed();
  const check = useCheckFeedNow();
  const disconnect = useDisconnectFeed();
  const failed = connection.lastOutcome === 'failed' || connection.lastOutcome === 'disallowed';
  const error = check.error ?? connect.error ?? disconnect.error;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-sm font-medium break-all" data-testid="connected-feed-url">
          {connection.url}
        </p>
        <p
          role="status"
          className={failed ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          data-testid="connected-feed-status"
        >
          {failed && <AlertTriangle className="mr-1 inline size-4 align-text-bottom" aria-hidden />}
          {feedStatusLine(connection)}
        </p>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={connection.autoPublish}
          disabled={connect.isPending}
          onCheckedChange={(autoPublish) => connect.mutate({ url: connection.url, autoPublish })}
          aria-describedby={`${switchId}-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={switchId}>Publish new episodes automatically</Label>
          <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
            When a new episode’s report is ready and has its summary and 3 to 7 key learnings, subscribers get
            it at once. Off: you review each draft first.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={check.isPending}
          onClick={() =>
            check.mutate(undefined, {
              onSuccess: (state) => {
                if (state.connection?.lastOutcome === 'imported') onImported();
              },
            })
          }
        >
          {check.isPending ? <Spinner size="sm" label="Checking the feed" /> : <RefreshCw aria-hidden />}
          Check now
        </Button>
        <Button variant="ghost" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
          <Unlink aria-hidden /> Disconnect
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {failureText(error, 'Something went wrong. Please try again.')}
        </p>
      )}
    </div>
  );
}
