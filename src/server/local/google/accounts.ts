import { createHash } from 'node:crypto';
import { demoAccounts } from '@shared/demo-accounts';
import type { EmulatorStore } from './emulator-store';

export interface EmulatorAccount {
  sub: string;
  email: string;
  name: string | undefined;
}

/**
 * Google's `sub` is a stable decimal string of about 21 digits. The emulator derives one from the
 * lower-cased email, so the same email is the same person across restarts and machines.
 */
export function emulatorSubject(email: string): string {
  const digest = createHash('sha256').update(`podbrief-dev-google:${email.trim().toLowerCase()}`).digest();
  const value = digest.readBigUInt64BE(0) * 10_000n + BigInt(digest.readUInt16BE(8) % 10_000);
  return `1${value.toString().padStart(20, '0').slice(-20)}`;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export function isPlausibleEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const ACCOUNT_MODEL = 'Account';

/**
 * The accounts the emulator has seen, in its store: the process that shows the account chooser is not
 * always the one that answers the token request behind a load balancer. The demo accounts are always known.
 */
export class EmulatorAccounts {
  private readonly demo = new Map<string, EmulatorAccount>();

  constructor(private readonly store: EmulatorStore) {
    for (const account of Object.values(demoAccounts)) {
      const known = accountOf(account.email, account.name);
      this.demo.set(known.sub, known);
    }
  }

  async remember(email: string, name: string | undefined): Promise<EmulatorAccount> {
    const account = accountOf(email, name);
    await this.store.upsert(ACCOUNT_MODEL, account.sub, { email: account.email, name: account.name ?? null });
    return account;
  }

  async find(sub: string): Promise<EmulatorAccount | undefined> {
    const stored = await this.store.find(ACCOUNT_MODEL, sub);
    if (stored && typeof stored.email === 'string')
      return { sub, email: stored.email, name: typeof stored.name === 'string' ? stored.name : undefined };
    return this.demo.get(sub);
  }
}

function accountOf(email: string, name: string | undefined): EmulatorAccount {
  const normalised = email.trim().toLowerCase();
  return { sub: emulatorSubject(normalised), email: normalised, name: name?.trim() || undefined };
}

/** The claims Google puts in an ID token for the `openid email profile` scopes. */
export function googleShapedClaims(account: EmulatorAccount, appUrl: string): Record<string, unknown> {
  const domain = account.email.split('@')[1] ?? '';
  const label = account.name ?? account.email.split('@')[0] ?? account.email;
  const [givenName, ...rest] = (account.name ?? '').split(/\s+/).filter(Boolean);
  return {
    sub: account.sub,
    email: account.email,
    email_verified: true,
    ...(account.name ? { name: account.name } : {}),
    ...(givenName ? { given_name: givenName } : {}),
    ...(rest.length > 0 ? { family_name: rest.join(' ') } : {}),
    picture: `${appUrl}/api/avatars/initials.svg?name=${encodeURIComponent(label)}`,
    // Google adds `hd` (hosted domain) for Workspace accounts, never for consumer gmail.com addresses.
    ...(domain && domain !== 'gmail.com' && domain !== 'googlemail.com' ? { hd: domain } : {}),
  };
}
