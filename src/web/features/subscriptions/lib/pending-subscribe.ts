import { safeReturnPath } from '@shared/return-path';
import { storageKeys } from '@web/lib/storage-keys';

/** sessionStorage: the intent belongs to this tab's sign-in only, like the auth feature's redirect keys. */
const tabStorage = {
  get: (key: string): string | null => {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string): void => {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the visitor presses Subscribe once more after signing in.
    }
  },
  remove: (key: string): void => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/**
 * A visitor who presses Subscribe while signed out signs in first; this remembers what they pressed (the
 * original's subscribe_redirect_path and time) so the page they come back to can finish the subscription.
 * It expires after 30 minutes and is used once.
 */
export interface PendingSubscribe {
  path: string;
  creatorId: string;
  inviteToken?: string | undefined;
  at: number;
}

const MAX_AGE_MS = 30 * 60_000;

export function rememberPendingSubscribe(intent: Omit<PendingSubscribe, 'at'>, now = Date.now()): void {
  tabStorage.set(
    storageKeys.pendingSubscribe,
    JSON.stringify({ ...intent, path: safeReturnPath(intent.path), at: now }),
  );
}

/** The pending subscribe for `path`, removed as it is read; null when there is none or it is stale. */
export function takePendingSubscribe(path: string, now = Date.now()): PendingSubscribe | null {
  const raw = tabStorage.get(storageKeys.pendingSubscribe);
  if (!raw) return null;
  let intent: PendingSubscribe | null = null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSubscribe>;
    if (
      typeof value.path === 'string' &&
      typeof value.creatorId === 'string' &&
      typeof value.at === 'number'
    ) {
      intent = {
        path: value.path,
        creatorId: value.creatorId,
        inviteToken: typeof value.inviteToken === 'string' ? value.inviteToken : undefined,
        at: value.at,
      };
    }
  } catch {
    intent = null;
  }
  if (!intent || now - intent.at > MAX_AGE_MS || now < intent.at) {
    tabStorage.remove(storageKeys.pendingSubscribe);
    return null;
  }
  if (intent.path !== path) return null;
  tabStorage.remove(storageKeys.pendingSubscribe);
  return intent;
}
