import { safeStorage } from '@web/lib/storage-keys';

/**
 * Remembers that this browser had a session, so that the one refresh attempt after loading
 * (docs/product.md#auth-and-sessions) is only made when there may be something to refresh; anonymous visitors
 * never pay for it.
 */
const HAD_SESSION_KEY = 'podbrief.auth.had-session';

export const hadSession = {
  get: (): boolean => safeStorage.get(HAD_SESSION_KEY) === '1',
  remember: (): void => safeStorage.set(HAD_SESSION_KEY, '1'),
  forget: (): void => safeStorage.remove(HAD_SESSION_KEY),
};
