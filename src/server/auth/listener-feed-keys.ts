import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { listenerFeedKeys } from '../db/schema';

/**
 * The secret in a listener's private feed addresses (ADR 228). A token is the row's `key_id` (22
 * characters, 16 random bytes) followed by an HMAC-SHA256 of the user and that id under a key derived
 * from the session secret (43 characters). The database holds only the id: a copy of it opens no feed,
 * and the profile can still show the whole address. Reset replaces the id, so every old address fails
 * on its next request, in every process.
 */

const keyIdLength = 22;
const macLength = 43;
const tokenPattern = new RegExp(`^[A-Za-z0-9_-]{${keyIdLength + macLength}}$`);

function mac(sessionSecret: string, userId: string, keyId: string): string {
  const key = createHmac('sha256', sessionSecret).update('podbrief listener feeds v1').digest();
  return createHmac('sha256', key).update(`${userId}:${keyId}`).digest('base64url');
}

const newKeyId = () => randomBytes(16).toString('base64url');

const tokenOf = (sessionSecret: string, userId: string, keyId: string) =>
  `${keyId}${mac(sessionSecret, userId, keyId)}`;

/** The listener's feed token, made on first use (two first uses at once agree on one key). */
export async function feedToken(
  db: Executor,
  sessionSecret: string,
  userId: string,
  now: Date,
): Promise<string> {
  await db
    .insert(listenerFeedKeys)
    .values({ userId, keyId: newKeyId(), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: listenerFeedKeys.userId });
  const rows = await db
    .select({ keyId: listenerFeedKeys.keyId })
    .from(listenerFeedKeys)
    .where(eq(listenerFeedKeys.userId, userId));
  const row = rows[0];
  if (!row) throw new Error('listener feed key vanished');
  return tokenOf(sessionSecret, userId, row.keyId);
}

/** A new token for the listener: the addresses made with the old one stop working at once. */
export async function resetFeedToken(
  db: Executor,
  sessionSecret: string,
  userId: string,
  now: Date,
): Promise<string> {
  const keyId = newKeyId();
  await db
    .insert(listenerFeedKeys)
    .values({ userId, keyId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: listenerFeedKeys.userId, set: { keyId, updatedAt: now } });
  return tokenOf(sessionSecret, userId, keyId);
}

/** The listener a feed token belongs to, or null for a malformed, forged or reset one. */
export async function feedTokenOwner(
  db: Executor,
  sessionSecret: string,
  token: string,
): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const keyId = token.slice(0, keyIdLength);
  const rows = await db
    .select({ userId: listenerFeedKeys.userId })
    .from(listenerFeedKeys)
    .where(eq(listenerFeedKeys.keyId, keyId));
  const row = rows[0];
  if (!row) return null;
  const expected = Buffer.from(mac(sessionSecret, row.userId, keyId));
  const given = Buffer.from(token.slice(keyIdLength));
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.userId : null;
}

function origin(appUrl: string): string {
  let end = appUrl.length;
  while (end > 0 && appUrl[end - 1] === '/') end--;
  return appUrl.slice(0, end);
}

/** The addresses of a listener's private feeds: every subscribed channel in one, and one per channel. */
export const listenerFeedUrls = {
  all: (appUrl: string, token: string) => `${origin(appUrl)}/api/feeds/${token}/all`,
  channel: (appUrl: string, token: string, creatorId: string) =>
    `${origin(appUrl)}/api/feeds/${token}/channels/${encodeURIComponent(creatorId)}`,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The channel of an address of one of this server's private channel feeds, else null: an OPML file
 * this app exported names its channels so, and importing it again finds them.
 */
export function channelOfListenerFeedUrl(appUrl: string, address: string): string | null {
  const prefix = `${origin(appUrl)}/api/feeds/`.toLowerCase();
  if (!address.toLowerCase().startsWith(prefix)) return null;
  const parts = address.slice(prefix.length).split('/');
  if (parts.length !== 3 || parts[1] !== 'channels' || !tokenPattern.test(parts[0]!)) return null;
  const id = parts[2]!;
  return uuidPattern.test(id) ? id.toLowerCase() : null;
}
