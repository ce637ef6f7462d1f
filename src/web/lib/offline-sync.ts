import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { requestBackoff } from './api-client';
import { isTransient } from './api-failures';

/**
 * The one offline-mutation engine of notes and highlights (ADR 243). A feature keeps its records on this
 * device (one localStorage entry per record and user, written before anything is sent: they are what
 * survives a reload and what waits) and its own request and conflict merge (`push`); the sending is
 * TanStack Query's mutations:
 * - every send is a mutation (`mutationKey` ['offline-sync', name]; its function, retry and network mode
 *   set once with `setMutationDefaults`) in the record's `scope`, so one record's sends run one at a time;
 *   a send asked for while one waits joins it, as the attempt reads the record then and sends the newest,
 *   and one asked for during a retry's backoff goes at once instead;
 * - a failure `isTransient` calls transient is tried again on the API client's backoff (1 s, 2 s, 4 s …
 *   30 s, ±20 %); the feature shows the rest;
 * - offline (`isOnline`) a record waits without a send; a retry that meets the network gone
 *   (`onlineManager`) pauses, and `resumePausedMutations()` continues it when the browser is back online;
 * - every waiting record is sent on `online`, when the feature asks (at start) and after a success.
 */

export type SyncStatus = 'synced' | 'pending' | 'syncing' | 'error' | 'offline' | 'conflict';

export interface RecordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

type Events = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface OfflineSyncOptions<R extends { syncStatus: SyncStatus }> {
  /** Names the records' entries (`podbrief.<name>.<user>.<id>`) and the mutations. */
  name: string;
  idOf: (record: R) => string;
  /** A parsed entry is a usable record. */
  isRecord: (value: R) => boolean;
  /** One attempt to send a record's newest state: true when the server and this device agree. */
  push: (id: string) => Promise<boolean>;
  /** Whether an unsynced record waits for the server (not synced and not this: false is answered). */
  waits?: (record: R) => boolean;
  /** The engine changed or learnt a record (another tab wrote it, the browser is offline). */
  changed: (id: string) => void;
  /** localStorage when left out. */
  storage?: RecordStorage | undefined;
  /** Where `storage` events come from (window when left out). */
  events?: Events | undefined;
}

interface Send {
  id: string;
  user: string;
  /** This send's number, to join it and to answer the callers waiting for it. */
  n: number;
}

const retryBackoff = requestBackoff();

/**
 * Online as TanStack Query and the browser both say: onlineManager follows the `online` and `offline`
 * events but starts online, and it is not told otherwise on a page loaded offline (whose queries the
 * service worker answers, ADR 153).
 */
export function isOnline(): boolean {
  return onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false);
}
let sends = Date.now();

function browserStorage(): RecordStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export class OfflineSync<R extends { syncStatus: SyncStatus }> {
  private readonly client = new QueryClient();
  private readonly key: readonly string[];
  private readonly storage: RecordStorage | undefined;
  private readonly events: Events | undefined;
  private user = 'anonymous';
  /** Mirrors storage, and keeps working from memory when storage is full or disabled. */
  private memory: Map<string, R> | null = null;
  /** Sends whose next attempt has not begun: a send asked for meanwhile joins them. */
  private readonly open = new Set<number>();
  /** Open sends waiting for a retry's backoff, and those a newer send replaced (they end unsent). */
  private readonly retrying = new Set<number>();
  private readonly replaced = new Set<number>();
  /** Each record's scope is renewed when a send replaces one waiting for its backoff. */
  private readonly scopes = new Map<string, number>();
  private readonly waiters = new Map<number, ((ok: boolean) => void)[]>();
  private disposed = false;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly options: OfflineSyncOptions<R>) {
    this.key = ['offline-sync', options.name];
    this.storage = 'storage' in options ? options.storage : browserStorage();
    this.events = 'events' in options ? options.events : typeof window === 'undefined' ? undefined : window;
    this.client.setMutationDefaults(this.key, {
      mutationFn: (send: Send) => this.attempt(send),
      retry: (_failures, error) => isTransient(error),
      retryDelay: (failures) => retryBackoff(failures + 1),
      networkMode: 'online',
    });
    this.client.mount();
    const onStorage = (event: Event) => this.changedElsewhere((event as StorageEvent).key ?? null);
    const onOnline = () => void this.syncAll();
    this.events?.addEventListener('storage', onStorage);
    // A page loaded offline: onlineManager, which starts online, does not change on the `online` event.
    this.events?.addEventListener('online', onOnline);
    this.stops.push(
      () => this.events?.removeEventListener('storage', onStorage),
      () => this.events?.removeEventListener('online', onOnline),
      onlineManager.subscribe((online) => online && void this.syncAll()),
      () => this.client.unmount(),
    );
  }

  /** Records are kept per signed-in user, so a shared browser never mixes them. True when it changed. */
  setUser(userId: string): boolean {
    if (userId === this.user) return false;
    this.user = userId;
    this.memory = null;
    return true;
  }

  // ---- the records ----

  private prefix() {
    return `podbrief.${this.options.name}.${this.user}.`;
  }

  private parse(raw: string | null | undefined): R | undefined {
    if (!raw) return undefined;
    try {
      const value = JSON.parse(raw) as R;
      return value && typeof value === 'object' && this.options.isRecord(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Every record of this user on this device, read from storage once. */
  private entries(): Map<string, R> {
    if (this.memory) return this.memory;
    const memory = new Map<string, R>();
    const prefix = this.prefix();
    try {
      for (let i = 0; i < (this.storage?.length ?? 0); i++) {
        const key = this.storage?.key(i);
        const value = key?.startsWith(prefix) ? this.parse(this.storage?.getItem(key)) : undefined;
        if (value) memory.set(this.options.idOf(value), value);
      }
    } catch {
      // storage unavailable: memory only
    }
    this.memory = memory;
    return memory;
  }

  /** Another tab wrote one of this user's records: this tab takes its copy. */
  private changedElsewhere(key: string | null) {
    const prefix = this.prefix();
    if (!key?.startsWith(prefix)) return;
    const id = key.slice(prefix.length);
    let value: R | undefined;
    try {
      value = this.parse(this.storage?.getItem(key));
    } catch {
      value = undefined;
    }
    if (value) this.entries().set(id, value);
    else this.entries().delete(id);
    this.options.changed(id);
  }

  read(id: string): R | undefined {
    return this.entries().get(id);
  }

  all(): R[] {
    return [...this.entries().values()];
  }

  write(record: R): R {
    const id = this.options.idOf(record);
    this.entries().set(id, record);
    try {
      this.storage?.setItem(this.prefix() + id, JSON.stringify(record));
    } catch {
      // Storage full or disabled: the record lives in memory until it syncs.
    }
    return record;
  }

  remove(id: string) {
    this.entries().delete(id);
    try {
      this.storage?.removeItem(this.prefix() + id);
    } catch {
      // ignore
    }
  }

  // ---- the sends ----

  private waits(record: R): boolean {
    return record.syncStatus !== 'synced' && (this.options.waits?.(record) ?? true);
  }

  /**
   * Sends one record's newest state, joining a send that waits for it. True when the server and this
   * device agree after the attempt; offline the send waits for the network and this answers false.
   */
  sync(id: string): Promise<boolean> {
    const record = this.read(id);
    if (!record || record.syncStatus === 'synced') return Promise.resolve(true);
    if (!this.waits(record)) return Promise.resolve(false);
    if (!isOnline()) {
      // The record waits; `online` sends it.
      this.write({ ...record, syncStatus: 'offline' });
      this.options.changed(id);
      return Promise.resolve(false);
    }
    let n = this.queued(id);
    if (n !== undefined && this.retrying.has(n)) {
      // Asked for during a retry's backoff: it goes now, in a scope of its own, and the retry ends unsent.
      const waiting = this.waiters.get(n) ?? [];
      this.replaced.add(n);
      this.open.delete(n);
      this.waiters.delete(n);
      this.scopes.set(id, (this.scopes.get(id) ?? 0) + 1);
      n = this.start(id);
      this.waiters.set(n, waiting);
    }
    n ??= this.start(id);
    return new Promise((resolve) => this.waiters.set(n, [...(this.waiters.get(n) ?? []), resolve]));
  }

  /** Sends every record that waits (on `online`, at start, and when the server answers again). */
  async syncAll(): Promise<boolean> {
    const waiting = this.all().filter((record) => this.waits(record));
    const results = await Promise.all(waiting.map((record) => this.sync(this.options.idOf(record))));
    return results.every(Boolean);
  }

  /** This user's sends of `id` not finished (also those waiting for their turn or the network). */
  private pending(id?: string): Send[] {
    return this.client
      .getMutationCache()
      .findAll({ mutationKey: this.key, status: 'pending' })
      .map((mutation) => mutation.state.variables as Send)
      .filter((send) => send.user === this.user && (id === undefined || send.id === id));
  }

  private queued(id: string): number | undefined {
    return this.pending(id).find((send) => this.open.has(send.n))?.n;
  }

  private start(id: string): number {
    const send: Send = { id, user: this.user, n: ++sends };
    this.open.add(send.n);
    const observer = new MutationObserver<boolean, unknown, Send>(this.client, {
      mutationKey: this.key,
      scope: { id: `${this.options.name}:${id}:${this.scopes.get(id) ?? 0}` },
    });
    void observer
      .mutate(send)
      .catch(() => undefined)
      .finally(() => observer.reset());
    return send.n;
  }

  private async attempt(send: Send): Promise<boolean> {
    this.open.delete(send.n);
    this.retrying.delete(send.n);
    let ok = false;
    try {
      if (this.disposed || send.user !== this.user || this.replaced.delete(send.n)) return true;
      ok = await this.options.push(send.id);
      if (ok && this.all().some((r) => this.waits(r) && this.options.idOf(r) !== send.id))
        // The server answers again: whatever else waits goes now.
        queueMicrotask(() => void this.syncAll());
      return ok;
    } catch (error) {
      // Tried again after the backoff, unless a send asked for meanwhile goes first.
      if (isTransient(error)) {
        this.open.add(send.n);
        this.retrying.add(send.n);
      }
      throw error;
    } finally {
      const waiting = this.waiters.get(send.n) ?? [];
      this.waiters.delete(send.n);
      for (const resolve of waiting) resolve(ok);
    }
  }

  /** Stops listeners and sends (tests). */
  dispose(): void {
    this.disposed = true;
    for (const stop of this.stops) stop();
  }
}
