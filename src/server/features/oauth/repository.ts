import { and, eq, gt, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accessTokens, oauthRecords } from '../../db/schema';

/**
 * The authorisation server's records in `oauth_records`, one row per model and id: registered clients
 * (`client`, id = client_id), authorisation codes (`code`) and refresh tokens (`refresh_token`), the
 * latter two under the SHA-256 of their secret, never the secret. `grant_id` ties every record of one
 * consent together. A code or refresh token once used stays, marked `usedAt` in its payload, so a second
 * use is recognised as a replay and ends the grant (ADR 224); `grant` (id = grant id) marks a grant that
 * was ended so.
 */
export type OAuthModelName = 'client' | 'code' | 'refresh_token' | 'grant';

/** A payload with `usedAt`: a code or refresh token that was redeemed once already. */
const spent = sql`${oauthRecords.payload} ? 'usedAt'`;

export interface OAuthRecord<T> {
  id: string;
  payload: T;
  grantId: string | null;
  expiresAt: Date | null;
}

export async function insertRecord(
  db: Executor,
  model: OAuthModelName,
  record: { id: string; payload: object; grantId?: string | null; expiresAt?: Date | null },
): Promise<void> {
  await db.insert(oauthRecords).values({
    model,
    id: record.id,
    payload: record.payload as Record<string, unknown>,
    grantId: record.grantId ?? null,
    expiresAt: record.expiresAt ?? null,
  });
}

/** The record, unless it has expired at `now`. */
export async function findRecord<T>(
  db: Executor,
  model: OAuthModelName,
  id: string,
  now: Date,
): Promise<OAuthRecord<T> | undefined> {
  const rows = await db
    .select({
      id: oauthRecords.id,
      payload: oauthRecords.payload,
      grantId: oauthRecords.grantId,
      expiresAt: oauthRecords.expiresAt,
    })
    .from(oauthRecords)
    .where(
      and(
        eq(oauthRecords.model, model),
        eq(oauthRecords.id, id),
        or(isNull(oauthRecords.expiresAt), gt(oauthRecords.expiresAt, now)),
      ),
    );
  const row = rows[0];
  return row ? { ...row, payload: row.payload as T } : undefined;
}

/**
 * Marks a code or refresh token used, and says whether this call did: of two concurrent uses of one, exactly
 * one sees true (single use in one statement). The record stays until `keepUntil` (or its own expiry when
 * later), so a later use is known as a replay.
 */
export async function markUsed(
  db: Executor,
  model: 'code' | 'refresh_token',
  id: string,
  now: Date,
  keepUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(oauthRecords)
    .set({
      payload: sql`${oauthRecords.payload} || jsonb_build_object('usedAt', ${now.toISOString()}::text)`,
      expiresAt: sql`greatest(${oauthRecords.expiresAt}, ${keepUntil.toISOString()}::timestamptz)`,
    })
    .where(and(eq(oauthRecords.model, model), eq(oauthRecords.id, id), sql`not (${spent})`))
    .returning({ id: oauthRecords.id });
  return rows.length > 0;
}

/**
 * Ends a grant whose code or refresh token was replayed (RFC 9700 §4.14, ADR 224): marks it ended, revokes
 * every access token issued under it (each refresh token, used or not, names the access token issued with
 * it) and deletes its codes and refresh tokens. The mark comes first, so a token request that is saving
 * tokens for this grant at the same moment sees it afterwards (`grantEnded`) and takes them back.
 */
export async function endGrant(db: Executor, grantId: string, now: Date, keepUntil: Date): Promise<void> {
  await db
    .insert(oauthRecords)
    .values({ model: 'grant', id: grantId, payload: { endedAt: now.toISOString() }, expiresAt: keepUntil })
    .onConflictDoNothing();
  const refresh = await db
    .select({ accessTokenId: sql<string | null>`${oauthRecords.payload}->>'accessTokenId'` })
    .from(oauthRecords)
    .where(and(eq(oauthRecords.model, 'refresh_token'), eq(oauthRecords.grantId, grantId)));
  const tokenIds = refresh.flatMap((row) => (row.accessTokenId ? [row.accessTokenId] : []));
  if (tokenIds.length > 0) {
    await db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(inArray(accessTokens.id, tokenIds), isNull(accessTokens.revokedAt)));
  }
  await deleteGrant(db, grantId);
}

/** Whether `endGrant` ended this grant. */
export async function grantEnded(db: Executor, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: oauthRecords.id })
    .from(oauthRecords)
    .where(and(eq(oauthRecords.model, 'grant'), eq(oauthRecords.id, grantId)));
  return rows.length > 0;
}

/** Ends a consent: every code and refresh token issued under it. */
export async function deleteGrant(db: Executor, grantId: string): Promise<void> {
  await db.delete(oauthRecords).where(eq(oauthRecords.grantId, grantId));
}

/**
 * Whether the access token a refresh token was issued with still stands: not revoked by its reader and
 * not deleted with their account. A reader who revokes a client's token in the profile ends its refresh.
 */
export async function accessTokenStands(
  db: Executor,
  userId: string,
  accessTokenId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.id, accessTokenId),
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
      ),
    );
  return rows.length > 0;
}

export interface ConnectionRow {
  clientId: string;
  scopes: string[];
  clientPayload: unknown;
  lastUsedAt: Date | null;
}

/**
 * The applications the user allowed that still hold a live, unused refresh token, with the client's record and
 * when any of their tokens was last used.
 */
export async function listConnections(db: Executor, userId: string, now: Date): Promise<ConnectionRow[]> {
  const refresh = await db
    .select({ payload: oauthRecords.payload })
    .from(oauthRecords)
    .where(
      and(
        eq(oauthRecords.model, 'refresh_token'),
        sql`${oauthRecords.payload}->>'userId' = ${userId}`,
        sql`not (${spent})`,
        or(isNull(oauthRecords.expiresAt), gt(oauthRecords.expiresAt, now)),
      ),
    );
  const scopesByClient = new Map<string, Set<string>>();
  for (const { payload } of refresh) {
    const clientId = String(payload.clientId);
    const scopes = scopesByClient.get(clientId) ?? new Set<string>();
    for (const scope of (payload.scopes as string[] | undefined) ?? []) scopes.add(scope);
    scopesByClient.set(clientId, scopes);
  }
  const clientIds = [...scopesByClient.keys()];
  if (clientIds.length === 0) return [];
  const clients = await db
    .select({ id: oauthRecords.id, payload: oauthRecords.payload })
    .from(oauthRecords)
    .where(and(eq(oauthRecords.model, 'client'), inArray(oauthRecords.id, clientIds)));
  const used = await db
    .select({ clientId: accessTokens.clientId, lastUsedAt: max(accessTokens.lastUsedAt) })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), inArray(accessTokens.clientId, clientIds)))
    .groupBy(accessTokens.clientId);
  const payloadById = new Map(clients.map((c) => [c.id, c.payload]));
  const usedById = new Map(used.map((u) => [u.clientId, u.lastUsedAt]));
  return clientIds
    .filter((id) => payloadById.has(id))
    .map((id) => ({
      clientId: id,
      scopes: [...(scopesByClient.get(id) ?? [])],
      clientPayload: payloadById.get(id),
      lastUsedAt: usedById.get(id) ?? null,
    }));
}

/** Deletes the codes and refresh tokens the user's consent gave one application. */
export async function deleteClientGrants(db: Executor, userId: string, clientId: string): Promise<void> {
  await db
    .delete(oauthRecords)
    .where(
      and(
        inArray(oauthRecords.model, ['code', 'refresh_token']),
        sql`${oauthRecords.payload}->>'userId' = ${userId}`,
        sql`${oauthRecords.payload}->>'clientId' = ${clientId}`,
      ),
    );
}

/** Revokes every access token of the user's that one application holds. */
export async function revokeClientTokens(
  db: Executor,
  userId: string,
  clientId: string,
  now: Date,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, userId),
        eq(accessTokens.clientId, clientId),
        isNull(accessTokens.revokedAt),
      ),
    );
}

/**
 * Deletes the codes, refresh tokens and ended-grant marks that expired before `now`: they can never be
 * redeemed (or replayed into anything) again.
 */
export async function deleteExpiredGrants(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(oauthRecords)
    .where(
      and(inArray(oauthRecords.model, ['code', 'refresh_token', 'grant']), lt(oauthRecords.expiresAt, now)),
    )
    .returning({ id: oauthRecords.id });
  return rows.length;
}

/** Writes the record, replacing one with the same model and id (a refreshed copy of a document). */
export async function upsertRecord(
  db: Executor,
  model: OAuthModelName,
  record: { id: string; payload: object; expiresAt: Date | null },
): Promise<void> {
  const payload = record.payload as Record<string, unknown>;
  await db
    .insert(oauthRecords)
    .values({ model, id: record.id, payload, expiresAt: record.expiresAt })
    .onConflictDoUpdate({
      target: [oauthRecords.model, oauthRecords.id],
      set: { payload, expiresAt: record.expiresAt },
    });
}
