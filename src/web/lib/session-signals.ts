/**
 * What the API client knows about the session, for whoever keeps it (the auth feature): a 401 from any
 * endpoint means the session is gone (expired, revoked, signed out elsewhere), never a failure of the
 * thing asked for. Kept in shared lib so the client does not import a feature.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export const sessionSignals = {
  /** Calls `listener` on every 401 answer; returns the unsubscribe function. */
  onUnauthorized(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  unauthorized(): void {
    for (const listener of [...listeners]) listener();
  },
};
