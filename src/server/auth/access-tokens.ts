import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { accessTokenPrefix, accessTokenScopes, type AccessTokenScope } from '@shared/contract/access-tokens';
import type { Executor } from '../db/client';
import { accessTokens } from '../db/schema';

/**
 * Personal access tokens and the OAuth server's access tokens (ADR 186): rows of `access_tokens`, each
 * holding the SHA-256 of its secret, never the secret. A token is `pb_` + 43 base62 characters (32
 * random bytes) + a 6-character checksum of those, so a secret scanner recognises a real one and a typo
 * is refused without touching the database. Every verification reads the row, so a revocation or an
 * expiry is seen at once by every process.
 */
export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** What a verified token lets its bearer be: the reader, the scopes, and the OAuth client when any. */
export interface VerifiedAccessToken {
  tokenId: string;
  userId: string;
  scopes: AccessTokenScope[];
  clientId: string | null;
  resource: string | null;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
const TOKEN_PATTERN = new RegExp(`^${accessTokenPrefix}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);
/** `last_used_at` is written at most this often per token, so a busy client costs no write per request. */
export const lastUsedResolutionMs = 60_000;

function base62(bytes: Buffer, length: number): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(length, '0').slice(-length);
}

function checksum(body: string): string {
  return base62(createHash('sha256').update(body).digest().subarray(0, 4), CHECKSUM_LENGTH);
}

/** A fresh secret: `pb_`, 32 random bytes in base62, and their checksum. */
function generateAccessToken(): string {
  const body = base62(randomBytes(32), BODY_LENGTH);
  return `${accessTokenPrefix}${body}${checksum(body)}`;
}

/** Whether `token` has the shape and checksum of a token this server issues (no database involved). */
function looksLikeAccessToken(token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const body = token.slice(accessTokenPrefix.length, accessTokenPrefix.length + BODY_LENGTH);
  return checksum(body) === token.slice(accessTokenPrefix.length + BODY_LENGTH);
}

/** What the table keeps: the SHA-256 of the whole token, hex. */
function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isScope(value: string): value is AccessTokenScope {
  return (accessTokenScopes as readonly string[]).includes(value);
}

export interface NewAccessToken {
  userId: string;
  name: string;
  scopes: readonly AccessTokenScope[];
  expiresAt: Date | null;
  /** The OAuth client the token was issued to; absent for a personal token. */
  clientId?: string | null;
  /** The resource (audience) an OAuth token is bound to. */
  resource?: string | null;
}

/** Creates a token: its secret (returned this once, never stored) and its row. */
export async function createAccessToken(
  db: Executor,
  input: NewAccessToken,
): Promise<{ token: string; row: AccessTokenRow }> {
  const token = generateAccessToken();
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId: input.userId,
      name: input.name,
      tokenHash: hashAccessToken(token),
      scopes: [...new Set(input.scopes)],
      clientId: input.clientId ?? null,
      resource: input.resource ?? null,
      expiresAt: input.expiresAt,
    })
    .returning();
  if (!row) throw new Error('access token insert returned nothing');
  return { token, row };
}

/**
 * The token's owner and scopes, or null when it is malformed, unknown, revoked or expired at `now`.
 * The row is found by the hash's unique index and the hash compared again in constant time. Marks the
 * token used when its last use is older than a minute.
 */
export async function verifyAccessToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<VerifiedAccessToken | null> {
  if (!looksLikeAccessToken(token)) return null;
  const hash = hashAccessToken(token);
  const [row] = await db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hash)).limit(1);
  if (!row) return null;
  const presented = Buffer.from(hash, 'hex');
  const stored = Buffer.from(row.tokenHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return null;
  if (row.revokedAt) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUsedResolutionMs) {
    await markUsed(db, row.id, now);
  }
  return {
    tokenId: row.id,
    userId: row.userId,
    scopes: row.scopes.filter(isScope),
    clientId: row.clientId,
    resource: row.resource,
  };
}

async function markUsed(db: Executor, id: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - lastUsedResolutionMs);
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(accessTokens.id, id), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, before))),
    );
}

/**
 * Revokes the user's token `id` at `now`; true when it was theirs and still active. Revoking twice, or
 * someone else's token, changes nothing.
 */
export async function revokeAccessToken(
  db: Executor,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

/** The user's tokens that were not revoked, newest first (expired ones too, so the list explains them). */
export async function listAccessTokens(
  db: Executor,
  userId: string,
  options: { personalOnly?: boolean } = {},
): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        options.personalOnly ? isNull(accessTokens.clientId) : undefined,
      ),
    )
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}
