import { useEffect, useRef } from 'react';
import { auth as authConstants } from '@shared/constants';

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * While signed in, asks the server whether the session still holds: when the tab is shown again and on the 30
 * s tick (docs/product.md#auth-and-sessions) while it is visible. A session ended from another device,
 * revoked or expired is then noticed without any click, even on a page with no live stream.
 */
export function useSessionCheck(signedIn: boolean, check: () => Promise<void>): void {
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    if (!signedIn) return undefined;
    let running = false;
    const run = async () => {
      if (running || !isVisible()) return;
      running = true;
      try {
        await checkRef.current();
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void run(), authConstants.refreshTickMs);
    const onVisibilityChange = () => void (isVisible() && run());
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('focus', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('focus', onVisibilityChange);
    };
  }, [signedIn]);
}
