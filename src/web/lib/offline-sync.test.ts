import { onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSync, type SyncStatus } from './offline-sync';

/**
 * The engine's own rules, with a feature whose request is a list of what it sent (the notes' and
 * highlights' services test it against the real API: note-service.test.ts, highlight-service.test.ts).
 */

interface Item {
  id: string;
  text: string;
  syncStatus: SyncStatus;
}

let engines: OfflineSync<Item>[] = [];

/** `gate`: the first attempt waits until it is opened; `down`: the first attempt fails as a 503 would. */
function engine(gate: Promise<void> = Promise.resolve(), down = false) {
  const sent: string[] = [];
  const attempts: string[] = [];
  const sync: OfflineSync<Item> = new OfflineSync<Item>({
    name: 'item',
    idOf: (item) => item.id,
    isRecord: (item) => typeof item.text === 'string',
    push: async (id) => {
      attempts.push(id);
      if (attempts.length === 1) await gate;
      if (attempts.length === 1 && down) throw new Error('Service unavailable');
      const item = sync.read(id);
      if (!item || item.syncStatus === 'synced') return true;
      sent.push(item.text);
      sync.write({ ...item, syncStatus: 'synced' });
      return true;
    },
    changed: () => undefined,
    storage: window.localStorage,
    events: window,
  });
  sync.setUser('reader');
  engines.push(sync);
  return { sync, sent, attempts };
}

afterEach(() => {
  for (const sync of engines) sync.dispose();
  engines = [];
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('the offline-sync engine', () => {
  it('is offline on a page the browser loaded offline, though TanStack starts online, and sends on `online`', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sync, sent } = engine();
    sync.write({ id: 'a', text: 'Typed on the train', syncStatus: 'pending' });

    expect(await sync.sync('a')).toBe(false);
    expect(sync.read('a')?.syncStatus).toBe('offline');
    expect(sent).toEqual([]);

    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent).toEqual(['Typed on the train']));
  });

  it('joins a send asked for while one waits: one attempt carries the newest state', async () => {
    let open = () => undefined as void;
    const { sync, sent, attempts } = engine(new Promise<void>((resolve) => (open = resolve)));
    sync.write({ id: 'a', text: 'First', syncStatus: 'pending' });
    const first = sync.sync('a');
    await waitFor(() => expect(attempts).toEqual(['a']));
    // While the first is on its way, two more asks: the second waits its turn, the third joins it.
    sync.write({ id: 'a', text: 'First, then more', syncStatus: 'pending' });
    const second = sync.sync('a');
    sync.write({ id: 'a', text: 'First, then more, and more', syncStatus: 'pending' });
    const third = sync.sync('a');
    open();

    expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
    expect(attempts).toEqual(['a', 'a']);
    expect(sent).toEqual(['First, then more, and more']);
  });

  it('sends at once what is asked for during a retry’s backoff, and the retry ends unsent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sync, sent, attempts } = engine(Promise.resolve(), true);
    sync.write({ id: 'a', text: 'Written during a restart', syncStatus: 'pending' });
    expect(await sync.sync('a')).toBe(false);

    // "Send now": no wait for the backoff (a second or more).
    expect(await sync.sync('a')).toBe(true);
    expect(sent).toEqual(['Written during a restart']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual(['a', 'a']);
  });
});
