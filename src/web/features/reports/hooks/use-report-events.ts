import { useEffect, useRef, useState } from 'react';
import { realtime } from '@shared/constants';
import { reportEventNames, type ReportPublishedEvent } from '@shared/contract/reports';

/** Spec §4 realtime socket states. */
export type LiveState = 'connecting' | 'open' | 'closing' | 'closed';

/** The wait before reconnect attempt `attempt` (0-based): 1, 2, 5, then 10 s (spec §4). */
export function reconnectDelay(attempt: number): number {
  const delays = realtime.reconnectDelaysMs;
  return delays[Math.min(attempt, delays.length - 1)]!;
}

/**
 * Listens to GET /api/reports/events (server-sent events). The browser's own EventSource retry is
 * replaced by the spec's schedule, and every (re)connection reports `onOpen` so the caller can refetch
 * what it may have missed while disconnected.
 */
export function useReportEvents(options: {
  enabled: boolean;
  onReportPublished: (event: ReportPublishedEvent) => void;
  onOpen?: () => void;
}): LiveState {
  const [state, setState] = useState<LiveState>('closed');
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });

  useEffect(() => {
    if (!options.enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      setState('connecting');
      source = new EventSource('/api/reports/events', { withCredentials: true });
      source.addEventListener(reportEventNames.ready, () => {
        attempt = 0;
        setState('open');
        handlers.current.onOpen?.();
      });
      source.addEventListener(reportEventNames.reportPublished, (message) => {
        try {
          handlers.current.onReportPublished(
            JSON.parse((message as MessageEvent<string>).data) as ReportPublishedEvent,
          );
        } catch {
          // A malformed event is dropped; the next refetch catches up anyway.
        }
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        setState('closed');
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();

    const reconnectNow = () => {
      if (source || stopped) return;
      clearTimeout(timer);
      attempt = 0;
      connect();
    };
    window.addEventListener('online', reconnectNow);

    return () => {
      stopped = true;
      window.removeEventListener('online', reconnectNow);
      clearTimeout(timer);
      if (source) {
        setState('closing');
        source.close();
      }
      setState('closed');
    };
  }, [options.enabled]);

  return options.enabled ? state : 'closed';
}
