import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec §2 "Profile reloads when the path changes": refetch whenever the path differs from the last one seen. */
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
