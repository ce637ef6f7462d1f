import type { App } from '../app-types';
import { FixedWindowCounter } from '../db/fixed-window-counter';
import { TableChangeCache } from '../db/table-change-cache';
import { findSessionWithProfile } from '../auth/session-repository';

type FoundSession = NonNullable<Awaited<ReturnType<typeof findSessionWithProfile>>>;

/**
 * On the embedded database only (ADR 156): the global rate-limit windows and the sessions read with their
 * profiles, held in the process. One process holds the data directory, so both are exact there, and a
 * signed-in API request then sends its own statements and nothing else to PGlite's one connection. A
 * sign-out, a revocation or a profile change writes `sessions` or `profiles`, which empties the cache
 * before the writer carries on. PostgreSQL keeps ADR 003's one statement, so several processes share one
 * counter and see a revocation at once.
 */
export interface EmbeddedSessionState {
  counter: FixedWindowCounter;
  findSession: typeof findSessionWithProfile;
}

export async function embeddedSessionState(app: App): Promise<EmbeddedSessionState | undefined> {
  const { pglite } = app.deps.database;
  if (!pglite) return undefined;
  const { cache, stop } = await TableChangeCache.watch<FoundSession>(pglite, ['sessions', 'profiles']);
  // The database may close before the app in some shutdown paths; the listener then goes with it anyway.
  app.addHook('onClose', () => stop().catch(() => undefined));
  return {
    counter: new FixedWindowCounter(),
    findSession: (db, tokenHash) => cache.read(tokenHash, () => findSessionWithProfile(db, tokenHash)),
  };
}
