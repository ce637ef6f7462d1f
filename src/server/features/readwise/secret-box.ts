import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret encrypted at rest with AES-256-GCM (ADR 182): `v1.<iv>.<tag>.<ciphertext>`, each base64url, a
 * fresh 12-byte IV per secret. `context` (e.g. the owner's id) is bound in as associated data, so a
 * ciphertext copied to another row does not decrypt there.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

/** The plaintext of `sealSecret`'s output, or null when the key, the context or the text is not its own. */
export function openSecret(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
