import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { timings } from '@shared/constants';

export interface ScrollToTopOptions {
  /** Paths that keep their scroll position; a trailing `*` makes a prefix (`/subscriber/reports/*`). */
  excludedPaths?: readonly string[];
  /** Turn the behaviour off entirely. */
  disabled?: boolean;
  /** docs/product.md#general-behaviour: delay 0. */
  delayMs?: number;
}

/** Whether `pathname` matches one of the exclusion patterns (exact, or a prefix when it ends with `*`). */
export function isExcludedPath(pathname: string, excludedPaths: readonly string[] = []): boolean {
  return excludedPaths.some((pattern) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );
}

export function shouldScrollToTop(
  pathname: string,
  state: unknown,
  options: ScrollToTopOptions = {},
): boolean {
  if (options.disabled) return false;
  if (state && typeof state === 'object' && (state as { scrollToTop?: unknown }).scrollToTop === false)
    return false;
  return !isExcludedPath(pathname, options.excludedPaths);
}

/**
 * docs/product.md#general-behaviour: scroll to the top, instantly, whenever the path or the query string
 * changes — unless the path is excluded, the navigation said `state: { scrollToTop: false }`, or the hook is
 * disabled.
 */
export function useScrollToTop(options: ScrollToTopOptions = {}) {
  const { pathname, search, state } = useLocation();
  const { disabled, delayMs = timings.scrollDelayMs } = options;
  const excludedKey = (options.excludedPaths ?? []).join('\n');

  useEffect(() => {
    const excludedPaths = excludedKey ? excludedKey.split('\n') : [];
    if (!shouldScrollToTop(pathname, state, { excludedPaths, disabled })) return;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }, delayMs);
    return () => window.clearTimeout(timer);
    // `state` is read for the navigation that changed the path/search, not tracked on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, disabled, delayMs, excludedKey]);
}
