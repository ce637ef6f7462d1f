import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const sealed = sealSecret(key, 'rw-token-1234', 'user-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('rw-token');
    expect(openSecret(key, sealed, 'user-1')).toBe('rw-token-1234');
    expect(sealSecret(key, 'rw-token-1234', 'user-1')).not.toBe(sealed);
  });

  it('refuses another key, another owner and any changed byte', () => {
    const sealed = sealSecret(key, 'rw-token-1234', 'user-1');
    expect(openSecret(randomBytes(32), sealed, 'user-1')).toBeNull();
    expect(openSecret(key, sealed, 'user-2')).toBeNull();
    // Flip one bit of the ciphertext itself (editing a base64 character can change only padding bits).
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const changed = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(openSecret(key, changed, 'user-1')).toBeNull();
    expect(openSecret(key, 'garbage', 'user-1')).toBeNull();
  });
});
