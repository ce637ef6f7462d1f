import type { OAuthConnectionList } from '@shared/contract/oauth';
import type { AppDeps } from '../../app-types';
import { clientDisplayName, type ClientPayload } from './client-record';
import { isScope } from './oauth-model';
import * as repository from './repository';

/**
 * The applications a reader connected through OAuth (docs/product.md#connecting-an-assistant-with-oauth):
 * listed in the profile while they can refresh their access, and disconnected there at once.
 */
export async function listConnections(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  now: Date,
): Promise<OAuthConnectionList> {
  const rows = await repository.listConnections(db, userId, now);
  return {
    connections: rows
      .map((row) => ({
        clientId: row.clientId,
        name: clientDisplayName(row.clientPayload as ClientPayload),
        scopes: row.scopes.filter(isScope),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Ends one application's access: no more refreshes, and its tokens stop working on every process. */
export async function disconnect(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  clientId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repository.deleteClientGrants(tx, userId, clientId);
    await repository.revokeClientTokens(tx, userId, clientId, now);
  });
}
