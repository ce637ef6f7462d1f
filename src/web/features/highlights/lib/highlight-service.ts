import type { Highlight, HighlightPart, ReportHighlights } from '@shared/contract/highlights';
import { ApiError } from '@web/lib/api-error';
import { api as appApi, type ApiClient } from '@web/lib/api-client';
import { isTransient } from '@web/lib/api-failures';
import { isOnline, OfflineSync, type RecordStorage, type SyncStatus } from '@web/lib/offline-sync';

/**
 * The reader's highlights, offline-first like notes (ADR 052, ADR 181) on the offline-sync engine (ADR
 * 243):
 * - a new highlight, a comment change and a delete are written to this device at once and then sent;
 * - the id is made here, so a create sent twice (a lost answer, a retry) lands once;
 * - whatever is pending goes again when the browser comes online or the server answers again;
 * - a 409 never loses the reader's words: comments written on two devices are merged into one that holds
 *   both; an edit of a highlight deleted elsewhere brings it back; a delete of a highlight changed
 *   elsewhere keeps the other device's change.
 */

/** The browser's copy of one highlight, kept before anything is sent (ADR 181). */
export interface LocalHighlight {
  id: string;
  reportId: string;
  part: HighlightPart;
  partIndex: number;
  textStart: number;
  textEnd: number;
  text: string;
  comment: string | null;
  /** The moment as the server computed it (null until it has answered). */
  startSeconds: number | null;
  endSeconds: number | null;
  speaker: string | null;
  /** The server version this was edited from (0: the server does not have it yet). */
  baseVersion: number;
  /** True when the reader deleted it (a delete waiting to be synced). */
  deleted: boolean;
  syncStatus: Exclude<SyncStatus, 'conflict'>;
  createdAt: string;
  /** Local time of the last change, in ms. */
  updatedAt: number;
  /** Why the last sync failed, in words for the reader. */
  error?: string | undefined;
  /**
   * Set when this highlight's comment was merged with another device's after a conflict (both texts are
   * in the comment): the reader is told once.
   */
  merged?: boolean | undefined;
}

/** A server highlight as this device keeps it once both agree. */
function localFromServer(highlight: Highlight): LocalHighlight {
  return {
    id: highlight.id,
    reportId: highlight.reportId,
    part: highlight.part,
    partIndex: highlight.partIndex,
    textStart: highlight.textStart,
    textEnd: highlight.textEnd,
    text: highlight.text,
    comment: highlight.comment,
    startSeconds: highlight.startSeconds,
    endSeconds: highlight.endSeconds,
    speaker: highlight.speaker,
    baseVersion: highlight.version,
    deleted: false,
    syncStatus: 'synced',
    createdAt: highlight.createdAt,
    updatedAt: Date.parse(highlight.updatedAt) || Date.now(),
  };
}

const REQUEST_TIMEOUT_MS = 10_000;
const requestOptions = { retry: false, timeoutMs: REQUEST_TIMEOUT_MS } as const;
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
  storage?: RecordStorage | undefined;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  newId?: () => string;
}

const highlightPath = (id: string) => `/highlights/${encodeURIComponent(id)}`;

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
  private readonly store: OfflineSync<LocalHighlight>;
  private readonly newId: () => string;
  private readonly listeners = new Set<(reportId: string) => void>();
  /** What forReport last answered per report, kept until it changes (a stable snapshot for React). */
  private readonly snapshots = new Map<string, LocalHighlight[]>();

  constructor(options: HighlightServiceOptions = {}) {
    this.api = options.api ?? appApi;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.store = new OfflineSync<LocalHighlight>({
      name: 'highlight',
      idOf: (highlight) => highlight.id,
      isRecord: (h) =>
        typeof h.id === 'string' &&
        typeof h.reportId === 'string' &&
        typeof h.textStart === 'number' &&
        typeof h.baseVersion === 'number',
      push: (id) => this.send(id),
      changed: (id) => this.notify(this.store.read(id)?.reportId ?? '*'),
      ...('storage' in options ? { storage: options.storage } : {}),
      ...('events' in options ? { events: options.events } : {}),
    });
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

  /** A report's highlights (deleted ones included), in the order they were made. */
  private ofReport(reportId: string): LocalHighlight[] {
    return this.store
      .all()
      .filter((h) => h.reportId === reportId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /**
   * The highlights of a report as the reader should see them now (deleted ones left out); the same array
   * until they change.
   */
  forReport(reportId: string): LocalHighlight[] {
    const cached = this.snapshots.get(reportId);
    if (cached) return cached;
    const list = this.ofReport(reportId).filter((h) => !h.deleted);
    this.snapshots.set(reportId, list);
    return list;
  }

  peek(id: string): LocalHighlight | undefined {
    return this.store.read(id);
  }

  /** Highlights that have not reached the server yet (the Highlights page shows them too). */
  pending(): LocalHighlight[] {
    return this.store.all().filter((h) => h.syncStatus !== 'synced' && !h.deleted);
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

  private drop(highlight: LocalHighlight) {
    this.store.remove(highlight.id);
    this.notify(highlight.reportId);
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
    for (const local of this.ofReport(reportId)) {
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
      syncStatus: isOnline() ? 'pending' : 'offline',
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
      syncStatus: isOnline() ? 'pending' : 'offline',
      updatedAt: Date.now(),
      error: undefined,
      merged: undefined,
    });
    return updated ? this.sync(id) : Promise.resolve(false);
  }

  remove(id: string): Promise<boolean> {
    const updated = this.patch(id, {
      deleted: true,
      syncStatus: isOnline() ? 'pending' : 'offline',
      updatedAt: Date.now(),
      error: undefined,
    });
    return updated ? this.sync(id) : Promise.resolve(true);
  }

  /** Sends one highlight's local state now. True when the server and this device agree. */
  sync(id: string): Promise<boolean> {
    return this.store.sync(id).catch(() => false);
  }

  /** Sends everything pending (on `online`, at start, and when the server answers again). */
  syncAll(): Promise<boolean> {
    return this.store.syncAll().catch(() => false);
  }

  /** One attempt of the engine; a transient failure is thrown, for the engine to send again. */
  private async send(id: string): Promise<boolean> {
    const local = this.store.read(id);
    if (!local || local.syncStatus === 'synced') return true;
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
        if (latest?.deleted) this.drop(latest);
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
      return this.store.read(id)?.syncStatus !== 'pending';
    } catch (error) {
      const ok = this.failed(sent, error);
      if (!ok && isTransient(error)) throw error;
      return ok;
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
    // A change made meanwhile has its own send waiting behind this one.
    const changedMeanwhile = latest.updatedAt !== sent.updatedAt;
    this.patch(id, {
      syncStatus: changedMeanwhile ? 'pending' : isOnline() ? 'error' : 'offline',
      error: describeFailure(error),
    });
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
      this.drop(latest);
      if (latest.deleted) return true;
      // Deleted on another device after this one changed it: the reader's copy comes back, as new.
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

  /** Stops listeners and sends (tests). */
  dispose(): void {
    this.store.dispose();
  }
}

/** The app's highlight service. */
export const highlightService = new HighlightService();
