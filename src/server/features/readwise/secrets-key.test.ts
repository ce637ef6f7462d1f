import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, decodeSecretsKey, loadConfig } from '../../config';

const production = {
  NODE_ENV: 'production',
  APP_URL: 'https://podbrief.example',
  SESSION_SECRET: 'x'.repeat(48),
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
};

describe('the key that encrypts secrets at rest (SECRETS_KEY, ADR 182)', () => {
  const key = randomBytes(32);

  it('is read as hex, base64 or base64url, 32 bytes', () => {
    for (const written of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(decodeSecretsKey(written)).toEqual(key);
      expect(loadConfig({ SECRETS_KEY: written, SESSION_SECRET: 'y'.repeat(40) }).secretsKey).toEqual(key);
    }
  });

  it('refuses a key that is not 32 bytes', () => {
    for (const bad of ['short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64')]) {
      expect(decodeSecretsKey(bad)).toBeNull();
      expect(() => loadConfig({ SECRETS_KEY: bad, SESSION_SECRET: 'y'.repeat(40) })).toThrow(ConfigError);
    }
  });

  it('outside production, is derived from the session secret when unset: stable, and not the secret', () => {
    const first = loadConfig({ SESSION_SECRET: 'z'.repeat(40) }).secretsKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ SESSION_SECRET: 'z'.repeat(40) }).secretsKey).toEqual(first);
    expect(loadConfig({ SESSION_SECRET: 'w'.repeat(40) }).secretsKey).not.toEqual(first);
    expect(first?.toString('utf8')).not.toContain('zzzz');
  });

  it('in production, is never derived: without SECRETS_KEY, Readwise is off', () => {
    expect(loadConfig(production).secretsKey).toBeNull();
    expect(loadConfig({ ...production, SECRETS_KEY: key.toString('hex') }).secretsKey).toEqual(key);
  });

  it('names Readwise’s address, without a trailing slash', () => {
    expect(loadConfig({ SESSION_SECRET: 'y'.repeat(40) }).readwise.baseUrl).toBe('https://readwise.io');
    expect(
      loadConfig({ SESSION_SECRET: 'y'.repeat(40), READWISE_BASE_URL: 'http://127.0.0.1:9/' }).readwise
        .baseUrl,
    ).toBe('http://127.0.0.1:9');
  });
});
