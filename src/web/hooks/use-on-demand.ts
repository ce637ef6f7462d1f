import { useCallback, useSyncExternalStore } from 'react';

interface Loadable {
  promise?: Promise<unknown>;
  value?: unknown;
  listeners: Set<() => void>;
}

const loadables = new WeakMap<() => Promise<unknown>, Loadable>();

function loadableOf(load: () => Promise<unknown>): Loadable {
  let loadable = loadables.get(load);
  if (!loadable) {
    loadable = { listeners: new Set() };
    loadables.set(load, loadable);
  }
  return loadable;
}

/** Starts `load` once; a failed fetch is forgotten, so the next request tries again. */
function requestOnDemand(load: () => Promise<unknown>): void {
  const loadable = loadableOf(load);
  if (loadable.promise) return;
  loadable.promise = load().then(
    (value) => {
      loadable.value = value;
      loadable.listeners.forEach((listener) => listener());
    },
    () => {
      loadable.promise = undefined;
    },
  );
}

/**
 * A module fetched the first time someone shows they are about to use it (hover, focus, press) instead of
 * with the page, as the shell's overlays are (ADR 150): `[module, request]`. The module is
 * undefined until it has loaded; from then on every component using the same `load` gets it at once.
 * `load` must be one function per module (module scope), since it is the key of the fetch.
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | undefined, () => void] {
  const loadable = loadableOf(load);
  const subscribe = useCallback(
    (listener: () => void) => {
      loadable.listeners.add(listener);
      return () => loadable.listeners.delete(listener);
    },
    [loadable],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => loadable.value,
    () => undefined,
  ) as T | undefined;
  const request = useCallback(() => requestOnDemand(load), [load]);
  return [value, request];
}
