import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque secret: 256 bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret: its SHA-256, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
