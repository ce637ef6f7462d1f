import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed unsubscribe links (RFC 8058 one-click and the visible "Unsubscribe" link). A token names the
 * listener, the channel (or 'all', or 'feed' for a creator's mail about their own connected feed) and when
 * it was issued, signed with HMAC-SHA256 under a key derived from
 * SESSION_SECRET, so it works without signing in, cannot be changed to unsubscribe someone else, and is
 * never a valid session MAC. Applying one twice is the same as once (the service makes it idempotent); a
 * token older than a year is refused, so a leaked old mail does not act forever (ADR 180).
 */

export const unsubscribeTokenLifetimeMs = 366 * 24 * 60 * 60 * 1000;

export interface UnsubscribeTarget {
  userId: string;
  /** The channel to stop, or null for all mail. */
  creatorId: string | null;
  /**
   * 'feed': a creator's mail about new episodes of their own connected feed (creatorId is then their own
   * id). Absent: a reader's mail of the channel, or all mail.
   */
  scope?: 'feed';
}

export interface UnsubscribeSecrets {
  appUrl: string;
  sessionSecret: string;
}

export type VerifiedUnsubscribe =
  | { ok: true; userId: string; creatorId: string | null; scope?: 'feed'; issuedAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

function key(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('podbrief unsubscribe v1').digest();
}

function sign(sessionSecret: string, payload: string): string {
  return createHmac('sha256', key(sessionSecret)).update(payload).digest('base64url');
}

/** `{userId}.{creatorId|all|feed}.{issued-at seconds, base 36}.{signature}` — short enough for any header. */
export function createUnsubscribeToken(
  sessionSecret: string,
  target: UnsubscribeTarget,
  now: Date = new Date(),
): string {
  const channel = target.scope === 'feed' ? 'feed' : (target.creatorId ?? 'all');
  const payload = `${target.userId}.${channel}.${Math.floor(now.getTime() / 1000).toString(36)}`;
  return `${payload}.${sign(sessionSecret, payload)}`;
}

export function verifyUnsubscribeToken(sessionSecret: string, token: string, now: Date): VerifiedUnsubscribe {
  if (token.length > 200) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [userId, channel, issued, signature] = parts as [string, string, string, string];
  if (!uuidPattern.test(userId) || (channel !== 'all' && channel !== 'feed' && !uuidPattern.test(channel)))
    return { ok: false, reason: 'invalid' };
  if (!/^[0-9a-z]{1,10}$/.test(issued) || !signaturePattern.test(signature))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(sessionSecret, `${userId}.${channel}.${issued}`), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  const issuedAt = new Date(Number.parseInt(issued, 36) * 1000);
  if (now.getTime() - issuedAt.getTime() > unsubscribeTokenLifetimeMs)
    return { ok: false, reason: 'expired' };
  if (channel === 'feed') return { ok: true, userId, creatorId: userId, scope: 'feed', issuedAt };
  return { ok: true, userId, creatorId: channel === 'all' ? null : channel, issuedAt };
}

function origin(appUrl: string): string {
  let trimmed = appUrl;
  while (trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1);
  return trimmed;
}

/** The link in the mail's footer and in List-Unsubscribe: a page on GET, one-click on POST. */
export function unsubscribeUrl(config: UnsubscribeSecrets, target: UnsubscribeTarget, now?: Date): string {
  const token = createUnsubscribeToken(config.sessionSecret, target, now);
  return `${origin(config.appUrl)}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 headers of a mail; pass the same target as the mail's visible link. */
export function unsubscribeHeaders(
  config: UnsubscribeSecrets,
  target: UnsubscribeTarget,
  now?: Date,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(config, target, now)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
