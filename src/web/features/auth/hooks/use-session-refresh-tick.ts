import { useEffect, useRef } from 'react';
import { auth as authConstants } from '@shared/constants';
import { shouldRefresh } from '../lib/refresh-with-retry';

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * docs/product.md#auth-and-sessions: every 30 s while the page is visible (stopped while hidden, checked
 * again as soon as it shows), refresh when 90 s or less remain. Does nothing while signed out.
 */
export function useSessionRefreshTick(expiresAt: string | null, refresh: () => Promise<void>): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (!expiresAt) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let running = false;

    const check = async () => {
      if (running || !isVisible() || !shouldRefresh(expiresAt)) return;
      running = true;
      try {
        await refreshRef.current();
      } finally {
        running = false;
      }
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      if (!isVisible()) return;
      void check();
      timer = setInterval(() => void check(), authConstants.refreshTickMs);
    };
    const onVisibilityChange = () => (isVisible() ? start() : stop());

    start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [expiresAt]);
}
