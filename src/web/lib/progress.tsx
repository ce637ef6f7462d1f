import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * Tracked progress shown by the version badge (docs/product.md#shell: the badge is replaced by a circular
 * percentage while some progress is active). Any part of the app reports under its own key — the report
 * reader its read progress, a long job its completion — and clears it with `null` when done. The badge shows
 * the most recently updated active entry.
 */
export interface ActiveProgress {
  key: string;
  percent: number;
}

interface ProgressContextValue {
  current: ActiveProgress | null;
  setProgress: (key: string, percent: number | null) => void;
}

const SetProgressContext = createContext<ProgressContextValue['setProgress'] | null>(null);
const CurrentProgressContext = createContext<ActiveProgress | null>(null);

export function ProgressProvider({ children }: { children: ReactNode }) {
  // Insertion order = recency: an updated key is moved to the end.
  const entries = useRef(new Map<string, number>());
  const [current, setCurrent] = useState<ActiveProgress | null>(null);

  const setProgress = useCallback((key: string, percent: number | null) => {
    const map = entries.current;
    map.delete(key);
    if (percent !== null && Number.isFinite(percent)) map.set(key, Math.max(0, Math.min(100, percent)));
    const last = Array.from(map.entries()).at(-1);
    setCurrent((previous) => {
      if (!last) return previous === null ? previous : null;
      const [lastKey, lastPercent] = last;
      if (previous && previous.key === lastKey && previous.percent === lastPercent) return previous;
      return { key: lastKey, percent: lastPercent };
    });
  }, []);

  return (
    <SetProgressContext.Provider value={setProgress}>
      <CurrentProgressContext.Provider value={current}>{children}</CurrentProgressContext.Provider>
    </SetProgressContext.Provider>
  );
}

/** Report progress without re-rendering when it changes (the common case for producers). */
export function useSetProgress(): ProgressContextValue['setProgress'] {
  const setProgress = useContext(SetProgressContext);
  if (!setProgress) throw new Error('useSetProgress must be used inside <ProgressProvider>');
  return setProgress;
}

/** `{ current, setProgress }`: `current` is the progress the badge shows, or null when none is active. */
export function useProgress(): ProgressContextValue {
  const setProgress = useSetProgress();
  const current = useContext(CurrentProgressContext);
  return useMemo(() => ({ current, setProgress }), [current, setProgress]);
}
