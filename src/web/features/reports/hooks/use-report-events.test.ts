import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReportEvents } from './use-report-events';

/**
 * The browser's EventSource as far as the hook uses it: listeners by event name, onerror, close. Tests
 * drive it as the server would: `emit` an event, `drop` the connection.
 */
class TestEventSource {
  static opened: TestEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    if (this.closed) return;
    const message = new MessageEvent(name, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(name) ?? []) listener(message);
  }
  /** The server ended the response: the browser reports an error unless the source was closed. */
  drop() {
    if (!this.closed) this.onerror?.();
  }
}

const latest = () => TestEventSource.opened.at(-1)!;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The random source the reconnect jitter draws from; 0.5 is the middle of the spread: the average wait. */
let draw: () => number;

beforeEach(() => {
  vi.useFakeTimers();
  TestEventSource.opened = [];
  vi.stubGlobal('EventSource', TestEventSource);
  draw = () => 0.5;
  vi.spyOn(Math, 'random').mockImplementation(() => draw());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setVisibility('visible');
});

/** Drops the stream and returns how long the hook waited before opening the next one. */
function dropAndTimeReconnect(): number {
  act(() => latest().drop());
  const before = TestEventSource.opened.length;
  const droppedAt = Date.now();
  act(() => vi.advanceTimersToNextTimer());
  expect(TestEventSource.opened).toHaveLength(before + 1);
  return Date.now() - droppedAt;
}

function render(onSessionEnded = vi.fn()) {
  const hook = renderHook(() =>
    useReportEvents({ enabled: true, onReportPublished: vi.fn(), onSessionEnded }),
  );
  act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
  expect(hook.result.current).toBe('open');
  return { hook, onSessionEnded };
}

describe('useReportEvents when the server ends the stream', () => {
  it('reconnects after 1 s (docs/product.md#live-updates) when the stream reached its lifetime', () => {
    const { hook } = render();
    act(() => {
      latest().emit('end', { reason: 'lifetime' });
      latest().drop();
    });
    expect(hook.result.current).toBe('closed');
    act(() => vi.advanceTimersByTime(999));
    expect(TestEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(TestEventSource.opened).toHaveLength(2);
    act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
    expect(hook.result.current).toBe('open');
  });

  it('keeps the 1, 2, 5, 10 s schedule for connections that keep failing', () => {
    render();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      act(() => latest().drop());
      const before = TestEventSource.opened.length;
      let waited = 0;
      while (TestEventSource.opened.length === before) {
        act(() => vi.advanceTimersByTime(500));
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
  });

  it('draws each wait within ±50 % of the step, so dropped streams do not all come back at once', () => {
    render();
    draw = () => 0;
    expect([1, 2, 3, 4].map(() => dropAndTimeReconnect())).toEqual([500, 1000, 2500, 5000]);
    act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
    draw = () => 0.999999;
    expect([1, 2, 3, 4].map(() => dropAndTimeReconnect())).toEqual([1500, 3000, 7500, 15_000]);
  });

  it('keeps 1, 2, 5 and 10 s as the average waits', () => {
    render();
    // Evenly spread draws stand for a uniform random source: their mean is the mean of the spread.
    const runs = 40;
    let next = 0;
    draw = () => ((next++ % runs) + 0.5) / runs;
    const totals = [0, 0, 0, 0];
    for (let run = 0; run < runs; run++) {
      for (let step = 0; step < 4; step++) totals[step]! += dropAndTimeReconnect();
      act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
      next = run + 1;
    }
    const means = totals.map((total) => total / runs);
    expect(means[0]).toBeCloseTo(1000, -1);
    expect(means[1]).toBeCloseTo(2000, -1);
    expect(means[2]).toBeCloseTo(5000, -1);
    expect(means[3]).toBeCloseTo(10_000, -1);
  });

  it('starts the schedule over once a connection is open again', () => {
    render();
    act(() => latest().drop());
    act(() => vi.advanceTimersByTime(1000));
    act(() => latest().drop());
    act(() => vi.advanceTimersByTime(2000));
    act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
    const before = TestEventSource.opened.length;
    act(() => latest().drop());
    act(() => vi.advanceTimersByTime(999));
    expect(TestEventSource.opened).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1));
    expect(TestEventSource.opened).toHaveLength(before + 1);
  });

  it('waits for the tab to be shown again after a newer stream replaced it', () => {
    const { hook } = render();
    act(() => setVisibility('hidden'));
    act(() => {
      latest().emit('end', { reason: 'replaced' });
      latest().drop();
    });
    expect(hook.result.current).toBe('closed');
    act(() => vi.advanceTimersByTime(60_000));
    expect(TestEventSource.opened).toHaveLength(1);

    act(() => setVisibility('visible'));
    expect(TestEventSource.opened).toHaveLength(2);
    act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
    expect(hook.result.current).toBe('open');
  });

  it('treats an end without a reason it knows as an ordinary drop', () => {
    const { onSessionEnded } = render();
    for (const data of [{ reason: 'Session_Ended' }, { reason: ['session_ended'] }, null, 'session_ended']) {
      act(() => {
        latest().emit('end', data);
        latest().drop();
      });
      const before = TestEventSource.opened.length;
      act(() => vi.advanceTimersByTime(1000));
      expect(TestEventSource.opened).toHaveLength(before + 1);
      act(() => latest().emit('ready', { heartbeatMs: 30_000 }));
    }
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('stops and reports it when the session ended', () => {
    const { hook, onSessionEnded } = render();
    act(() => {
      latest().emit('end', { reason: 'session_ended' });
      latest().drop();
    });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toBe('closed');
    act(() => {
      vi.advanceTimersByTime(60_000);
      window.dispatchEvent(new Event('online'));
      setVisibility('visible');
    });
    expect(TestEventSource.opened).toHaveLength(1);
  });
});
