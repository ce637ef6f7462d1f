import type { Highlight, HighlightPart, ReportHighlights } from '@shared/contract/highlights';
import { ApiError } from '@web/lib/api-error';
import { api as appApi, requestBackoff, type ApiClient } from '@web/lib/api-client';
import { isTransient } from '@web/lib/api-failures';
import {
  HighlightStore,
  localFromServer,
  type HighlightStorage,
  type LocalHighlight,
} from './highlight-store';

/**
 * The reader's highlights, offline-first like notes (ADR 052, ADR 181):
 * - a new highlight, a comment change and a delete are written to this device at once and then sent;
 * - the id is made here, so a create sent twice (a lost answer, a retry) lands once;
 * - whatever is pending goes again when the browser comes online or the server answers again;
 * - a 409 never loses the reader's words: comments written on two devices are merged into one that holds
 *   both; an edit of a highlight deleted elsewhere brings it back; a delete of a highlight changed
 *   elsewhere keeps the other device's change.
 */

const REQUEST_TIMEOUT_MS = 10_000;
const requestOptions = { retry: false, timeoutMs: REQUEST_TIMEOUT_MS } as const;
const retryBackoff = requestBackoff();

export interface NewHighlight {
  reportId: string;
  part: HighlightPart;
  partIndex: number;
  textStart: number;
  textEnd: number;
  text: string;
  comment?: string | null;
}

export interface HighlightServiceOptions {
  api?: Pick<ApiClient, 'get' | 'put' | 'delete'>;
  storage?: HighlightStorage | undefined;
  isOnline?: () => boolean;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  newId?: () => string;
}

const highlightPath = (id: string) => `/highlights/${encodeURIComponent(id)}`;

function browserStorage(): HighlightStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404)
      return 'This report is not available to you any more; the highlight is kept on this device.';
    if (error.status === 401)
      return 'Sign in again to save this highlight; it is kept on this device meanwhile.';
    if (error.status === 0)
      return 'The server cannot be reached; the highlight is kept on this device and sent when it is back.';
    return error.message;
  }
  return 'The highlight could not be saved; it is kept on this device and sent again shortly.';
}

/**
 * The server's highlight in a 409's details (HighlightConflictDetails; checked by hand, as the report
 * page does not load the schema library): null when it was deleted, undefined when the answer is unusable.
 */
function conflictServer(details: Record<string, unknown> | undefined): Highlight | null | undefined {
  const server = details?.server;
  if (server === null) return null;
  if (typeof server !== 'object' || server === undefined) return undefined;
  const h = server as Partial<Highlight>;
  return typeof h.id === 'string' && typeof h.version === 'number' && typeof h.text === 'string'
    ? (h as Highlight)
    : undefined;
}

/** Two comments as one that keeps both: the other device's first, then this one's. */
export function mergeComments(server: string | null, local: string | null): string | null {
  const theirs = server?.trim() ?? '';
  const mine = local?.trim() ?? '';
  if (!mine) return server;
  if (!theirs || theirs.includes(mine)) return theirs ? server : local;
  if (mine.includes(theirs)) return local;
  // Past the comment limit the server refuses it: the reader sees both texts and shortens them.
  return `${theirs}\n\n${mine}`;
}

export class HighlightService {
  private readonly api: Pick<ApiClient, 'get' | 'put' | 'delete'>;
  private readonly store: HighlightStore;
  private readonly isOnline: () => boolean;
  private readonly newId: () => string;
  private readonly listeners = new Set<(reportId: string) => void>();
  private readonly retries = new Map<string, { timer: ReturnType<typeof setTimeout>; count: number }>();
  private readonly inflight = new Map<string, Promise<boolean>>();
  /** What forReport last answered per report, kept until it changes (a stable snapshot for React). */
  private readonly snapshots = new Map<string, LocalHighlight[]>();
  private readonly events: HighlightServiceOptions['events'];
  private readonly onOnline = () => void this.syncAll();
  private readonly onStorage = (event: Event) => {
    const id = this.store.changedElsewhere((event as StorageEvent).key ?? null);
    if (id === undefined) return;
    const reportId = this.store.read(id)?.reportId;
    this.notify(reportId ?? '*');
  };

  constructor(options: HighlightServiceOptions = {}) {
    this.api = options.api ?? appApi;
    this.store = new HighlightStore('storage' in options ? options.storage : browserStorage());
    this.isOnline =
      options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.events = 'events' in options ? options.events : typeof window === 'undefined' ? undefined : window;
    this.events?.addEventListener('online', this.onOnline);
    this.events?.addEventListener('storage', this.onStorage);
  }

  /** Highlights are kept per signed-in user, so a shared browser never mixes them. */
  setUser(userId: string): void {
    if (this.store.setUser(userId)) this.snapshots.clear();
  }

  /** Called with a report id whenever that report's local highlights change ('*': any report). */
  subscribe(listener: (reportId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(reportId: string) {
    if (reportId === '*') this.snapshots.clear();
    else this.snapshots.delete(reportId);
    for (const listener of this.listeners) listener(reportId);
  }

  /**
   * The highlights of a report as the reader should see them now (deleted ones left out); the same array
   * until they change.
   */
  forReport(reportId: string): LocalHighlight[] {
    const cached = this.snapshots.get(reportId);
    if (cached) return cached;
    const list = this.store.forReport(reportId).filter((h) => !h.deleted);
    this.snapshots.set(reportId, list);
    return list;
  }

  peek(id: string): LocalHighlight | undefined {
    return this.store.read(id);
  }

  /** Highlights that have not reached the server yet (the Highlights page shows them too). */
  pending(): LocalHighlight[] {
    return this.store.unsynced().filter((h) => !h.deleted);
  }

  private write(highlight: LocalHighlight): LocalHighlight {
    this.store.write(highlight);
    this.notify(highlight.reportId);
    return highlight;
  }

  private patch(id: string, change: Partial<LocalHighlight>): LocalHighlight | undefined {
    const current = this.store.read(id);
    if (!current) return undefined;
    return this.write({ ...current, ...change });
  }

  /**
   * Takes the server's list of a report's highlights: kept on this device for offline reading, with what
   * this device has not sent yet left as it is, and synced copies the server no longer has dropped.
   */
  async load(reportId: string): Promise<LocalHighlight[]> {
    const { items } = await this.api.get<ReportHighlights>(
      `/reports/${encodeURIComponent(reportId)}/highlights`,
      requestOptions,
    );
    const onServer = new Set(items.map((h) => h.id));
    for (const item of items) {
      const local = this.store.read(item.id);
      if (local && local.syncStatus !== 'synced') continue;
      this.store.write(localFromServer(item));
    }
    for (const local of this.store.forReport(reportId)) {
      if (local.syncStatus === 'synced' && !onServer.has(local.id)) this.store.remove(local.id);
    }
    this.notify(reportId);
    void this.syncAll();
    return this.forReport(reportId);
  }

  /** A new highlight: on this device at once, then sent. Returns it as stored locally. */
  create(input: NewHighlight): LocalHighlight {
    const now = Date.now();
    const highlight = this.write({
      id: this.newId(),
      reportId: input.reportId,
      part: input.part,
      partIndex: input.partIndex,
      textStart: input.textStart,
      textEnd: input.textEnd,
      text: input.text,
      comment: input.comment?.trim() ? input.comment : null,
      startSeconds: null,
      endSeconds: null,
      speaker: null,
      baseVersion: 0,
      deleted: false,
      syncStatus: this.isOnline() ? 'pending' : 'offline',
      createdAt: new Date(now).toISOString(),
      updatedAt: now,
    });
    void this.sync(highlight.id);
    return highlight;
  }

  /** A new comment (null or blank removes it). */
  setComment(id: string, comment: string | null): Promise<boolean> {
    const updated = this.patch(id, {
      comment: comment?.trim() ? comment : null,
      syncStatus: this.isOnline() ? 'pending' : 'offline',
      updatedAt: Date.now(),
      error: undefined,
      merged: undefined,
    });
    return updated ? this.sync(id) : Promise.resolve(false);
  }

  remove(id: string): Promise<boolean> {
    const updated = this.patch(id, {
      deleted: true,
      syncStatus: this.isOnline() ? 'pending' : 'offline',
      updatedAt: Date.now(),
      error: undefined,
    });
    return updated ? this.sync(id) : Promise.resolve(true);
  }

  /** Sends one highlight's local state now. True when the server and this device agree. */
  sync(id: string): Promise<boolean> {
    const running = this.inflight.get(id);
    if (running) return running.then(() => this.sync(id));
    const attempt = this.send(id)
      .catch(() => false)
      .finally(() => this.inflight.delete(id));
    this.inflight.set(id, attempt);
    return attempt;
  }

  /** Sends everything pending (on `online`, at start, and when the server answers again). */
  async syncAll(): Promise<boolean> {
    const results = await Promise.all(this.store.unsynced().map((h) => this.sync(h.id)));
    return results.every(Boolean);
  }

  private async send(id: string): Promise<boolean> {
    const local = this.store.read(id);
    if (!local || local.syncStatus === 'synced') return true;
    if (!this.isOnline()) {
      this.patch(id, { syncStatus: 'offline' });
      return false;
    }
    const sent = local;
    this.patch(id, { syncStatus: 'syncing' });
    try {
      if (sent.deleted) {
        if (sent.baseVersion > 0)
          await this.api.delete(
            `${highlightPath(id)}?baseVersion=${sent.baseVersion}`,
            undefined,
            requestOptions,
          );
        const latest = this.store.read(id);
        if (latest?.deleted) {
          this.store.remove(id);
          this.notify(sent.reportId);
        }
      } else {
        const saved = await this.api.put<Highlight>(
          highlightPath(id),
          {
            reportId: sent.reportId,
            part: sent.part,
            partIndex: sent.partIndex,
            textStart: sent.textStart,
            textEnd: sent.textEnd,
            text: sent.text,
            comment: sent.comment,
            baseVersion: sent.baseVersion,
          },
          requestOptions,
        );
        this.afterSave(sent, saved);
      }
      this.succeeded(id);
      return this.store.read(id)?.syncStatus !== 'pending';
    } catch (error) {
      return this.failed(sent, error);
    }
  }

  /** The server took `sent`; a change made meanwhile goes next, on the new version. */
  private afterSave(sent: LocalHighlight, saved: Highlight) {
    const latest = this.store.read(sent.id);
    const unchanged = latest && !latest.deleted && latest.updatedAt === sent.updatedAt;
    if (unchanged) {
      this.write({ ...localFromServer(saved), merged: latest.merged });
      return;
    }
    if (!latest) return;
    this.write({
      ...latest,
      baseVersion: saved.version,
      startSeconds: saved.startSeconds,
      endSeconds: saved.endSeconds,
      speaker: saved.speaker,
      syncStatus: 'pending',
    });
    queueMicrotask(() => void this.sync(sent.id));
  }

  private succeeded(id: string) {
    clearTimeout(this.retries.get(id)?.timer);
    this.retries.delete(id);
    if (this.store.unsynced().some((h) => h.id !== id && h.syncStatus !== 'syncing'))
      queueMicrotask(() => void this.syncAll());
  }

  private failed(sent: LocalHighlight, error: unknown): boolean {
    const id = sent.id;
    if (error instanceof ApiError && error.code === 'highlight_version_conflict') {
      return this.resolveConflict(sent, conflictServer(error.details));
    }
    if (error instanceof ApiError && error.code === 'highlight_not_found') {
      // Gone on the server: a delete is done; a change made here meets a delete made elsewhere.
      return this.resolveConflict(sent, null);
    }
    const latest = this.store.read(id);
    if (!latest) return false;
    const changedMeanwhile = latest.updatedAt !== sent.updatedAt;
    this.patch(id, {
      syncStatus: changedMeanwhile ? 'pending' : this.isOnline() ? 'error' : 'offline',
      error: describeFailure(error),
    });
    if ((isTransient(error) || changedMeanwhile) && this.isOnline()) this.scheduleRetry(id);
    return false;
  }

  /**
   * A 409: what the server holds (`server`, null when deleted elsewhere) met this device's change. No
   * text the reader wrote is dropped (ADR 181).
   */
  private resolveConflict(sent: LocalHighlight, server: Highlight | null | undefined): boolean {
    const latest = this.store.read(sent.id) ?? sent;
    if (server === undefined) {
      this.patch(sent.id, { syncStatus: 'error', error: 'The highlight could not be saved.' });
      return false;
    }
    if (server === null) {
      if (latest.deleted) {
        this.store.remove(sent.id);
        this.notify(sent.reportId);
        return true;
      }
      // Deleted on another device after this one changed it: the reader's copy comes back, as new.
      this.store.remove(sent.id);
      const copy = this.write({ ...latest, id: this.newId(), baseVersion: 0, syncStatus: 'pending' });
      queueMicrotask(() => void this.sync(copy.id));
      return false;
    }
    if (latest.deleted) {
      // Changed on another device after this one deleted it: that change is kept.
      this.write(localFromServer(server));
      return true;
    }
    const comment = mergeComments(server.comment, latest.comment);
    if (comment === server.comment) {
      this.write(localFromServer(server));
      return true;
    }
    this.write({
      ...localFromServer(server),
      comment,
      syncStatus: 'pending',
      updatedAt: Date.now(),
      merged: (server.comment?.trim() ?? '') !== '' && comment !== latest.comment,
    });
    queueMicrotask(() => void this.sync(sent.id));
    return false;
  }

  private scheduleRetry(id: string) {
    const previous = this.retries.get(id);
    clearTimeout(previous?.timer);
    const count = (previous?.count ?? 0) + 1;
    this.retries.set(id, { count, timer: setTimeout(() => void this.sync(id), retryBackoff(count)) });
  }

  /** Stops timers and listeners (tests). */
  dispose(): void {
    this.events?.removeEventListener('online', this.onOnline);
    this.events?.removeEventListener('storage', this.onStorage);
    for (const { timer } of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
  }
}

/** The app's highlight service. */
export const highlightService = new HighlightService();
