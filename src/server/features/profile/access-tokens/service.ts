import type { AppDeps } from '../../../app-types';
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
  type AccessTokenRow,
} from '../../../auth/access-tokens';
import { notFound } from '../../../errors';
import {
  accessTokenScopes,
  type AccessToken,
  type AccessTokenList,
  type AccessTokenScope,
  type CreateAccessTokenInput,
  type CreatedAccessToken,
} from '@shared/contract/access-tokens';

/**
 * The reader's personal access tokens, managed from the profile (ADR 186): created with a name, scopes
 * and an expiry, the secret shown once; listed without it; revoked at once. Tokens the OAuth server
 * issued to a client are not listed here (they are the client's, and expire within the hour).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.filter((s): s is AccessTokenScope =>
      (accessTokenScopes as readonly string[]).includes(s),
    ),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The reader's personal tokens that still work at `now`, newest first. */
export async function listTokens(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  now: Date,
): Promise<AccessTokenList> {
  const rows = await listAccessTokens(db, userId, { personalOnly: true });
  return {
    tokens: rows
      .filter((row) => !row.expiresAt || row.expiresAt.getTime() > now.getTime())
      .map(toAccessToken),
  };
}

export async function createToken(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  input: CreateAccessTokenInput,
  now: Date,
): Promise<CreatedAccessToken> {
  const { token, row } = await createAccessToken(db, {
    userId,
    name: input.name,
    scopes: input.scopes,
    expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
  });
  return { token, accessToken: toAccessToken(row) };
}

/** Revokes one of the reader's tokens; 404 `access_token_not_found` when it is not theirs or already gone. */
export async function revokeToken(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  id: string,
  now: Date,
): Promise<void> {
  if (!(await revokeAccessToken(db, userId, id, now))) {
    throw notFound('access_token_not_found', 'There is no such access token.');
  }
}
