import { use, useSyncExternalStore } from 'react';
import { timings } from '@shared/constants';

/** A page's code could not be loaded (network, missing chunk after a deploy, or the 10 s timeout). */
export class LazyPageError extends Error {
  readonly pageName: string;
  constructor(pageName: string, cause: unknown) {
    super(`Failed to load ${pageName}`, { cause });
    this.name = 'LazyPageError';
    this.pageName = pageName;
  }
}

class LazyLoadTimeoutError extends Error {
  constructor(pageName: string, timeoutMs: number) {
    super(`Loading ${pageName} took longer than ${timeoutMs / 1000} s`);
    this.name = 'LazyLoadTimeoutError';
  }
}

/** Loads a page module, failing after the lazy-load timeout (10 s) instead of spinning forever. */
export async function loadPage<T>(
  pageName: string,
  load: () => Promise<T>,
  timeoutMs: number = timings.lazyLoadTimeoutMs,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LazyLoadTimeoutError(pageName, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw new LazyPageError(pageName, error);
  } finally {
    clearTimeout(timer);
  }
}

const moduleLoadPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
  /Loading chunk [\w-]+ failed/i,
];

/** A code chunk failed to load somewhere below a page (not the page itself). */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || moduleLoadPatterns.some((pattern) => pattern.test(error.message));
}

/**
 * A module loaded once and then read synchronously: `useLazyModule` renders at once when the code is there
 * and suspends (React's `use`) until it is otherwise. Hydration and the server render need the first case: a
 * page whose code was loaded before the first render renders without a fallback.
 */
export interface LazyModule<T> {
  /** Starts the load once; every call returns the same promise. */
  load: () => Promise<T>;
}

/** The fields React's `use` reads to take a settled promise's outcome without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function lazyModule<T>(load: () => Promise<T>, onLoad?: (loading: Promise<T>) => void): LazyModule<T> {
  let loading: Tracked<T> | undefined;
  const start = () => {
    if (!loading) {
      const promise: Tracked<T> = load();
      promise.then(
        (value) => {
          Object.assign(promise, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
        },
      );
      loading = promise;
      onLoad?.(promise);
    }
    return loading;
  };
  return { load: start };
}

/** The module, suspending the component until it is loaded (at once when it already is). */
export function useLazyModule<T>(module: LazyModule<T>): T {
  return use(module.load());
}

let pendingPage: string | null = null;
let pageShown = false;
const listeners = new Set<() => void>();
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/**
 * Notes a page's code loading after a page is on screen (a navigation: the current page stays while the
 * next one's code arrives), for the progress bar. The loads of the first page are its loading message's.
 */
export function trackPageLoad(name: string, loading: Promise<unknown>): void {
  if (!pageShown) return;
  pendingPage = name;
  notify();
  const done = () => {
    if (pendingPage !== name) return;
    pendingPage = null;
    notify();
  };
  loading.then(done, done);
}

/** Called once a page has rendered: later code loads are navigations. */
export function notePageShown(): void {
  pageShown = true;
}

/** The name of the page whose code a navigation waits for, or null. */
export function usePendingPage(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pendingPage,
    () => null,
  );
}
