import { useCallback, useEffect, useState } from 'react';
import { loadWithQueryRetry } from '@web/lib/query-retry';

export type RemoteValue<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/**
 * One read made when the component mounts, with the retries a TanStack query would make, for the landing
 * page, which must load without TanStack Query (ADR 084). `refetch()` keeps the last answer on screen until
 * the new one arrives, as a query does. Unmounting cancels the request.
 */
export function useRemoteValue<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { retry = true }: { retry?: boolean } = {},
): RemoteValue<T> & { refetch: () => void } {
  const [value, setValue] = useState<RemoteValue<T>>({ status: 'pending' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadWithQueryRetry(load, controller.signal, retry).then(
      (data) => {
        if (!controller.signal.aborted) setValue({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setValue({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // `load` and `retry` describe the same read for the component's life; only a refetch asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const refetch = useCallback(() => setRound((n) => n + 1), []);
  return { ...value, refetch };
}
