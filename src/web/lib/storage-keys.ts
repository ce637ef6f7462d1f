/**
 * Every key the browser app keeps in localStorage, in one place so two features never collide.
 * The theme key is also read by public/theme-init.js (plain script, cannot import): keep them equal.
 */
export const storageKeys = {
  theme: 'podbrief.theme',
  sidebarCollapsed: 'podbrief.sidebar-collapsed',
  circuitBreaker: 'podbrief.circuit-breaker',
  /** A subscribe pressed while signed out, finished on the same page after sign-in (spec: subscribe_redirect_path). */
  pendingSubscribe: 'podbrief.subscribe-redirect',
  /** The player's speed on this device, and where each report's episode was left (player-memory.ts). */
  playerSpeed: 'podbrief.player-speed',
  playerPositions: 'podbrief.player-positions',
} as const;

/** localStorage that never throws (private mode, disabled storage, quota). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value simply isn't remembered.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};
