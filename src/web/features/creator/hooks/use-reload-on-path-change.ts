import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md#creator-studio (the profile reloads when the path changes): refetch whenever the path
 * differs from the last one seen.
 */
export function useReloadOnPathChange(reload: () => unknown) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    void reloadRef.current();
  }, [pathname]);
}
