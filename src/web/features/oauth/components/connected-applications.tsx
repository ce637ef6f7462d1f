import { PlugZap } from 'lucide-react';
import { useId } from 'react';
import { formatDateTime } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { useConnections, useDisconnect } from '../api/connections';
import { scopeNames } from './scope-descriptions';

/**
 * The profile's Connected applications (docs/product.md#connecting-an-assistant-with-oauth): every
 * application the reader allowed through OAuth, what it may do, when it was last used, and Disconnect,
 * which ends its access at once.
 */
export function ConnectedApplications() {
  const connections = useConnections();
  const disconnect = useDisconnect();
  const titleId = useId();

  const onDisconnect = (clientId: string, name: string) => {
    disconnect.mutate(clientId, {
      onSuccess: () =>
        toast({ title: 'Disconnected', description: `${name} can no longer use your library.` }),
      onError: (error) =>
        toast({ title: 'Could not disconnect', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Card role="region" className="p-6" aria-labelledby={titleId}>
      <div className="mb-4 flex items-start gap-3">
        <PlugZap className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Connected applications
          </h2>
          <p className="text-sm text-muted-foreground">
            Assistants you allowed to use your library through OAuth.
          </p>
        </div>
      </div>
      {connections.isPending && (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading connected applications">
          <Skeleton className="h-14" />
        </div>
      )}
      {connections.isError && (
        <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
          <p className="font-medium">Could not load connected applications</p>
          <Button variant="outline" onClick={() => void connections.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {connections.data && connections.data.connections.length === 0 && (
        <p className="text-sm text-muted-foreground">No application is connected.</p>
      )}
      {connections.data && connections.data.connections.length > 0 && (
        <ul className="divide-y divide-border">
          {connections.data.connections.map((connection) => (
            <li
              key={connection.clientId}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{connection.name}</p>
                <p className="text-sm text-muted-foreground">
                  {connection.scopes.map((scope) => scopeNames[scope]).join(' · ')}
                  {' — '}
                  {connection.lastUsedAt
                    ? `last used ${formatDateTime(connection.lastUsedAt)}`
                    : 'not used yet'}
                </p>
              </div>
              <Button
                variant="outline"
                className="w-full sm:w-auto"
                disabled={disconnect.isPending && disconnect.variables === connection.clientId}
                onClick={() => onDisconnect(connection.clientId, connection.name)}
                aria-label={`Disconnect ${connection.name}`}
              >
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
