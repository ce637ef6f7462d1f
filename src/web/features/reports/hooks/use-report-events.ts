import { useEffect, useRef, useState } from 'react';
import { realtime } from '@shared/constants';
import { reportEventNames, streamEndReasons, type StreamEndReason } from '@shared/contract/reading';
import type { ReportPublishedEvent } from '@shared/contract/reports';
import { steps } from '@web/lib/retry';

/** docs/product.md#live-updates: the stream's states. */
export type LiveState = 'connecting' | 'open' | 'closing' | 'closed';

/**
 * The wait before reconnect n (1-based) since the last good connection: 1, 2, 5, then 10 s on average
 * (docs/product.md#live-updates), each drawn ±50 % so that the streams one stopping process drops do not
 * all reconnect at the same instant.
 */
const reconnectDelay = steps(realtime.reconnectDelaysMs, { jitter: realtime.reconnectJitter });

/**
 * Listens to GET /api/reports/events (server-sent events). The browser's own EventSource retry is
 * replaced by the product's schedule, and every (re)connection reports `onOpen` so the caller can refetch
 * what it may have missed while disconnected.
 *
 * The server says why it ends a stream (`end`, ADR 054). After `lifetime` or `shutdown` the stream
 * reconnects on the same schedule as after any drop. After `replaced` (this user opened more streams
 * than the server keeps) it waits until the tab is shown again or the network comes back, so two tabs
 * never take the place from each other in a loop. After `session_ended` it stays closed and reports
 * `onSessionEnded`: reconnecting would only be refused.
 */
export function useReportEvents(options: {
  enabled: boolean;
  onReportPublished: (event: ReportPublishedEvent) => void;
  onOpen?: () => void;
  onSessionEnded?: () => void;
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
    /** Reconnects since the stream was last open. */
    let reconnects = 0;
    let stopped = false;
    /** Set by a `replaced` end: reconnect only when the tab is shown again or the network returns. */
    let parked = false;

    const connect = () => {
      setState('connecting');
      source = new EventSource('/api/reports/events', { withCredentials: true });
      source.addEventListener(reportEventNames.ready, () => {
        reconnects = 0;
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
      source.addEventListener(reportEventNames.end, (message) => {
        let reason: StreamEndReason | undefined;
        try {
          // Read by hand, not with the contract's schema: the schema library stays out of the feed's
          // first download (ADR 150).
          const data: unknown = JSON.parse((message as MessageEvent<string>).data);
          const named =
            typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : null;
          reason = streamEndReasons.find((known) => known === named);
        } catch {
          // Without a reason it is an ordinary drop: the error that follows reconnects.
        }
        if (reason !== 'replaced' && reason !== 'session_ended') return;
        source?.close();
        source = null;
        setState('closed');
        if (reason === 'session_ended') {
          stopped = true;
          handlers.current.onSessionEnded?.();
        } else {
          parked = true;
        }
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        setState('closed');
        reconnects += 1;
        timer = setTimeout(connect, reconnectDelay(reconnects));
      };
    };
    connect();

    const reconnectNow = () => {
      if (source || stopped) return;
      clearTimeout(timer);
      parked = false;
      reconnects = 0;
      connect();
    };
    const onVisible = () => {
      if (parked && document.visibilityState === 'visible') reconnectNow();
    };
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', onVisible);

    return () => {
      stopped = true;
      window.removeEventListener('online', reconnectNow);
      document.removeEventListener('visibilitychange', onVisible);
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
