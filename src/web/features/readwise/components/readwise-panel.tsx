import { useEffect, useId, useState, type FormEvent } from 'react';
import { BookOpenCheck, ExternalLink } from 'lucide-react';
import type { ReadwiseConnection, ReadwiseReport } from '@shared/contract/readwise';
import { formatDateTime } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import {
  syncEnded,
  useConnectReadwise,
  useDisconnectReadwise,
  useReadwiseConnection,
  useReadwiseReports,
  useRefreshReadwiseReports,
  useStartReadwiseSync,
} from '../api/readwise';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The "Readwise" panel of the Highlights page (docs/product.md#readwise): paste an access token (checked
 * with Readwise, then shown only by its last four characters), choose reports and send their highlights
 * and key learnings to Readwise. Each is sent once; the panel follows the background sync to its result.
 */
export function ReadwisePanel() {
  const titleId = useId();
  const [requestedAt, setRequestedAt] = useState<string | null>(null);
  const connection = useReadwiseConnection(requestedAt);
  const data = connection.data;

  return (
    <section aria-labelledby={titleId}>
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex items-start gap-3">
          <BookOpenCheck className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              Readwise
            </h2>
            <p className="text-sm text-muted-foreground">
              Send your highlights and the key learnings of chosen reports to Readwise, each one once.
            </p>
          </div>
        </div>

        {connection.isPending && (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading Readwise">
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        )}
        {connection.isError && (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-medium">Could not load your Readwise connection</p>
            <Button variant="outline" onClick={() => void connection.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {data && !data.available && (
          <p className="text-sm text-muted-foreground">
            Readwise is not set up on this server yet. Ask the operator to set SECRETS_KEY.
          </p>
        )}
        {data?.available && !data.connected && <ConnectForm />}
        {data?.available && data.connected && (
          <Connected
            connection={data}
            requestedAt={requestedAt}
            onSyncStarted={setRequestedAt}
            onDisconnected={() => setRequestedAt(null)}
          />
        )}
      </Card>
    </section>
  );
}

function ConnectForm() {
  const tokenId = useId();
  const helpId = useId();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const connect = useConnectReadwise();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setError('Paste your Readwise access token first.');
    setError(null);
    try {
      await connect.mutateAsync(token.trim());
      setToken('');
    } catch (failure) {
      setError(messageOf(failure, 'Readwise could not be connected. Please try again.'));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={tokenId}>Readwise access token</Label>
        <Input
          id={tokenId}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-describedby={helpId}
          aria-invalid={error !== null}
        />
        <p id={helpId} className="text-sm text-muted-foreground">
          Copy it from{' '}
          <a
            className="inline-flex items-center gap-1 underline underline-offset-2"
            href="https://readwise.io/access_token"
            target="_blank"
            rel="noopener noreferrer"
          >
            readwise.io/access_token
            <ExternalLink className="size-3" aria-hidden />
          </a>
          . It is stored encrypted and never shown again.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending && <Spinner size="sm" label="Checking the token" />}
          Connect Readwise
        </Button>
      </div>
    </form>
  );
}

function Connected({
  connection,
  requestedAt,
  onSyncStarted,
  onDisconnected,
}: {
  connection: ReadwiseConnection;
  requestedAt: string | null;
  onSyncStarted: (requestedAt: string) => void;
  onDisconnected: () => void;
}) {
  const reports = useReadwiseReports(true);
  const refreshReports = useRefreshReadwiseReports();
  const disconnect = useDisconnectReadwise();
  const start = useStartReadwiseSync();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const syncing = requestedAt !== null && !syncEnded(connection, requestedAt);
  const finished = requestedAt !== null && syncEnded(connection, requestedAt);

  // Once the sync has ended, the unsent counts have changed.
  useEffect(() => {
    if (finished) void refreshReports();
  }, [finished, refreshReports]);

  const items = reports.data?.items ?? [];
  const allChosen = items.length > 0 && items.every((item) => chosen.has(item.reportId));
  const toggle = (reportId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(reportId);
      else next.delete(reportId);
      return next;
    });

  const onSend = async () => {
    setError(null);
    try {
      const started = await start.mutateAsync([...chosen]);
      onSyncStarted(started.requestedAt);
    } catch (failure) {
      setError(messageOf(failure, 'The highlights could not be sent. Please try again.'));
    }
  };

  const onDisconnect = async () => {
    setError(null);
    try {
      await disconnect.mutateAsync();
      onDisconnected();
    } catch (failure) {
      setError(messageOf(failure, 'Readwise could not be disconnected. Please try again.'));
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          Connected with the token ending in <span className="font-mono">{connection.hint}</span>
          {connection.lastSyncAt && (
            <span className="text-muted-foreground">
              {' '}
              · last sent {formatDateTime(connection.lastSyncAt)} ·{' '}
              {plural(connection.sentCount, 'item', 'items')} sent in all
            </span>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onDisconnect()}
          disabled={disconnect.isPending}
        >
          {disconnect.isPending && <Spinner size="sm" label="Disconnecting" />}
          Disconnect
        </Button>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Reports to send</legend>
        {reports.isPending && <Skeleton className="h-20" aria-label="Loading your highlighted reports" />}
        {reports.isError && (
          <div role="alert" className="flex items-center gap-3 text-sm">
            Could not load your highlighted reports.
            <Button variant="outline" size="sm" onClick={() => void reports.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {reports.data && items.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No highlights yet. Select a passage in a report and save it as a highlight to send it here.
          </p>
        )}
        {items.length > 1 && (
          <ChoiceRow
            label="All reports"
            checked={allChosen}
            onChange={(on) => setChosen(on ? new Set(items.map((item) => item.reportId)) : new Set())}
          />
        )}
        {items.length > 0 && (
          <ul className="grid max-h-72 gap-1 overflow-y-auto" aria-label="Highlighted reports">
            {items.map((item) => (
              <li key={item.reportId}>
                <ReportChoice item={item} checked={chosen.has(item.reportId)} onChange={toggle} />
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void onSend()} disabled={chosen.size === 0 || syncing || start.isPending}>
          {(syncing || start.isPending) && <Spinner size="sm" label="Sending" />}
          Send to Readwise
        </Button>
        <div aria-live="polite" className="text-sm">
          {syncing && <span className="text-muted-foreground">Sending to Readwise…</span>}
          {finished && !connection.lastError && (
            <span>
              Done: {plural(connection.lastSyncSentCount, 'new item', 'new items')} sent to Readwise.
            </span>
          )}
        </div>
      </div>

      {(error ?? (finished || requestedAt === null ? connection.lastError : null)) && (
        <p role="alert" className="text-sm text-destructive">
          {error ?? connection.lastError}
        </p>
      )}
    </div>
  );
}

function ReportChoice({
  item,
  checked,
  onChange,
}: {
  item: ReadwiseReport;
  checked: boolean;
  onChange: (reportId: string, on: boolean) => void;
}) {
  const detail = `${item.channelName} · ${plural(item.highlightCount, 'highlight', 'highlights')}${
    item.unsentCount > 0 ? `, ${item.unsentCount.toLocaleString('en-US')} not sent yet` : ', all sent'
  }`;
  return (
    <ChoiceRow
      label={item.title}
      detail={detail}
      checked={checked}
      onChange={(on) => onChange(item.reportId, on)}
    />
  );
}

function ChoiceRow({
  label,
  detail,
  checked,
  onChange,
}: {
  label: string;
  detail?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md p-2 hover:bg-muted/50">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <Label htmlFor={id} weight="normal" className="grid cursor-pointer gap-0.5">
        <span className="font-medium">{label}</span>
        {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
      </Label>
    </div>
  );
}
