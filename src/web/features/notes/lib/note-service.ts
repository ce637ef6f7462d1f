import { readNoteConflictDetails } from '@shared/contract/note-rules';
import type { Note, NoteStatus } from '@shared/contract/notes';
import { ApiError } from '@web/lib/api-error';
import { api as appApi, type ApiClient } from '@web/lib/api-client';
import { isTransient } from '@web/lib/api-failures';
import { isOnline, OfflineSync, type RecordStorage, type SyncStatus } from '@web/lib/offline-sync';

/**
 * The note service of docs/product.md#operations (hasNote, getNote, saveNote, deleteNote, getNoteStatus,
 * forceSyncAll, updateNote, syncNote, testBucketAccess), offline-first (ADR 052) on the offline-sync
 * engine (ADR 243):
 * - every change is written to localStorage at once and marked pending;
 * - it reaches the server after a short pause in typing, or at once on saveNote / deleteNote;
 * - everything pending is sent again when the browser comes online or the server answers again;
 * - a 409 keeps both texts (`conflict`) for the user to merge: nothing is overwritten silently;
 * - per docs/product.md#notes, failures answer false, '' or { exists: false, syncStatus: 'error' } and never
 *   throw.
 */

export type NoteSyncStatus = SyncStatus;

/** The browser's copy of one note (docs/product.md#notes: nothing typed is lost offline). */
export interface LocalNote {
  reportId: string;
  /** The text as the user last left it. */
  content: string;
  /** False when the user deleted the note (a delete waiting to be synced, or done). */
  exists: boolean;
  /** The server version this text was edited from (0: the server has no note). */
  baseVersion: number;
  syncStatus: NoteSyncStatus;
  /** Local time of the last change, in ms. */
  updatedAt: number;
  /** Set on a 409: what the server holds, kept next to the user's text until they merge. */
  conflict?: { serverContent: string; serverVersion: number } | undefined;
  /** Why the last sync failed, in words for the user. */
  error?: string | undefined;
}

export const SYNC_DEBOUNCE_MS = 800;
const REQUEST_TIMEOUT_MS = 10_000;

export interface NoteStatusResult {
  exists: boolean;
  syncStatus: NoteSyncStatus;
  content?: string;
  version?: number;
}

export interface NoteServiceOptions {
  api?: Pick<ApiClient, 'get' | 'put' | 'delete'>;
  storage?: RecordStorage | undefined;
  /** Where `storage` events come from (window by default). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

const notePath = (reportId: string) => `/reports/${encodeURIComponent(reportId)}/note`;
const requestOptions = { retry: false, timeoutMs: REQUEST_TIMEOUT_MS } as const;

function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'note_too_large')
      return 'This note is longer than 20,000 characters. Shorten it to save it.';
    if (error.status === 404)
      return 'This report is not available to you any more; the note is kept on this device.';
    if (error.status === 401) return 'Sign in again to save this note; it is kept on this device meanwhile.';
    if (error.status === 0)
      return 'The server cannot be reached; the note is kept on this device and sent when it is back.';
    return error.message;
  }
  return 'The note could not be saved; it is kept on this device and sent again shortly.';
}

export class NoteService {
  private readonly api: Pick<ApiClient, 'get' | 'put' | 'delete'>;
  private readonly store: OfflineSync<LocalNote>;
  private readonly listeners = new Set<(reportId: string) => void>();
  private readonly debounces = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(options: NoteServiceOptions = {}) {
    this.api = options.api ?? appApi;
    this.store = new OfflineSync<LocalNote>({
      name: 'note',
      idOf: (note) => note.reportId,
      isRecord: (note) => typeof note.content === 'string' && typeof note.baseVersion === 'number',
      // A conflict waits for the user's merge.
      waits: (note) => note.syncStatus !== 'conflict',
      push: (reportId) => this.send(reportId),
      // Another tab of this browser wrote a note: this tab shows the same text and status at once.
      changed: (reportId) => {
        this.clearDebounce(reportId);
        this.emit(reportId);
      },
      ...('storage' in options ? { storage: options.storage } : {}),
      ...('events' in options ? { events: options.events } : {}),
    });
  }

  /** Notes are kept per signed-in user, so a shared browser never mixes them. */
  setUser(userId: string): void {
    this.store.setUser(userId);
  }

  /** Called with a report id whenever that note's local state changes (for the UI). */
  subscribe(listener: (reportId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(reportId: string) {
    for (const listener of this.listeners) listener(reportId);
  }

  /** The local state of a note, synchronously (what the editor renders). */
  peek(reportId: string): LocalNote | undefined {
    return this.store.read(reportId);
  }

  private write(note: LocalNote): LocalNote {
    this.store.write(note);
    this.emit(note.reportId);
    return note;
  }

  private patch(reportId: string, change: Partial<LocalNote>): LocalNote {
    const current = this.store.read(reportId) ?? {
      reportId,
      content: '',
      exists: false,
      baseVersion: 0,
      syncStatus: 'synced',
      updatedAt: Date.now(),
    };
    return this.write({ ...current, ...change });
  }

  private fromServer(note: Note): LocalNote {
    return this.write({
      reportId: note.reportId,
      content: note.content,
      exists: note.exists,
      baseVersion: note.version,
      syncStatus: 'synced',
      updatedAt: note.updatedAt ? Date.parse(note.updatedAt) : Date.now(),
    });
  }

  /**
   * The note for the editor: local text that has not reached the server always wins (it is the newest
   * thing the user typed); otherwise the server's copy is fetched, and the local copy is the fallback.
   */
  async load(reportId: string): Promise<LocalNote> {
    const local = this.store.read(reportId);
    if (local && local.syncStatus !== 'synced') {
      if (local.syncStatus !== 'conflict') void this.syncNote(reportId);
      return local;
    }
    try {
      return this.fromServer(await this.api.get<Note>(notePath(reportId), requestOptions));
    } catch (error) {
      const fallback = local ?? {
        reportId,
        content: '',
        exists: false,
        baseVersion: 0,
        syncStatus: 'synced' as const,
        updatedAt: Date.now(),
      };
      if (!isOnline()) return fallback;
      return { ...fallback, syncStatus: 'error', error: describeFailure(error) };
    }
  }

  // ---- the operations of docs/product.md#operations ----

  async hasNote(reportId: string): Promise<boolean> {
    try {
      const note = await this.load(reportId);
      return note.exists && note.content.length > 0;
    } catch {
      return false;
    }
  }

  async getNote(reportId: string): Promise<string> {
    try {
      const note = await this.load(reportId);
      return note.exists ? note.content : '';
    } catch {
      return '';
    }
  }

  async getNoteStatus(reportId: string): Promise<NoteStatusResult> {
    try {
      const local = this.store.read(reportId);
      if (local && local.syncStatus !== 'synced') {
        return {
          exists: local.exists,
          syncStatus: isOnline() ? local.syncStatus : 'offline',
          content: local.content,
          version: local.baseVersion,
        };
      }
      const note = await this.load(reportId);
      if (note.syncStatus === 'error') return { exists: false, syncStatus: 'error' };
      return {
        exists: note.exists,
        syncStatus: note.syncStatus,
        content: note.content,
        version: note.baseVersion,
      };
    } catch {
      return { exists: false, syncStatus: 'error' };
    }
  }

  /** A keystroke: stored locally at once, sent after a short pause. True when the text is safe locally. */
  updateNote(reportId: string, content: string): boolean {
    try {
      const current = this.store.read(reportId);
      // While a conflict is open the user edits their side of it; the merge decides what is sent.
      const syncStatus: NoteSyncStatus =
        current?.syncStatus === 'conflict' ? 'conflict' : isOnline() ? 'pending' : 'offline';
      this.patch(reportId, { content, exists: true, syncStatus, updatedAt: Date.now(), error: undefined });
      if (syncStatus !== 'conflict') this.scheduleSync(reportId);
      return true;
    } catch {
      return false;
    }
  }

  /** Stores locally and sends at once. True when the server has this text. */
  async saveNote(reportId: string, content: string): Promise<boolean> {
    if (!this.updateNote(reportId, content)) return false;
    return this.syncNote(reportId);
  }

  /** Deletes the note (locally at once, then on the server). True when the server has no note any more. */
  async deleteNote(reportId: string): Promise<boolean> {
    try {
      this.patch(reportId, {
        content: '',
        exists: false,
        syncStatus: 'pending',
        conflict: undefined,
        updatedAt: Date.now(),
        error: undefined,
      });
      return await this.syncNote(reportId);
    } catch {
      return false;
    }
  }

  /** Sends one note's local state to the server now. True when the server and this device agree. */
  syncNote(reportId: string): Promise<boolean> {
    this.clearDebounce(reportId);
    return this.store.sync(reportId).catch(() => false);
  }

  /** Sends every note that has not reached the server (on `online`, and when the server answers again). */
  forceSyncAll(): Promise<boolean> {
    return this.store.syncAll().catch(() => false);
  }

  /**
   * Whether notes can be stored on the server for this session right now (testBucketAccess,
   * docs/product.md#operations).
   */
  async testBucketAccess(): Promise<boolean> {
    try {
      await this.api.get<NoteStatus>('/notes/status?ids=', requestOptions);
      return true;
    } catch {
      return false;
    }
  }

  /** Ends a conflict with the text the user chose or merged; it is saved over the server's version. */
  async resolveConflict(reportId: string, content: string): Promise<boolean> {
    const local = this.store.read(reportId);
    if (!local?.conflict) return this.saveNote(reportId, content);
    this.write({
      ...local,
      content,
      exists: true,
      baseVersion: local.conflict.serverVersion,
      conflict: undefined,
      syncStatus: 'pending',
      updatedAt: Date.now(),
      error: undefined,
    });
    return this.syncNote(reportId);
  }

  // ---- internals ----

  private clearDebounce(reportId: string) {
    clearTimeout(this.debounces.get(reportId));
    this.debounces.delete(reportId);
  }

  private scheduleSync(reportId: string) {
    this.clearDebounce(reportId);
    this.debounces.set(
      reportId,
      setTimeout(() => {
        this.debounces.delete(reportId);
        void this.syncNote(reportId);
      }, SYNC_DEBOUNCE_MS),
    );
  }

  /**
   * One attempt of the engine: sends whatever is newest now (the user may have typed more, merged a
   * conflict or come back online since the send was asked for). A transient failure is thrown, for the
   * engine to send again.
   */
  private async send(reportId: string): Promise<boolean> {
    const local = this.store.read(reportId);
    if (!local || local.syncStatus === 'synced') return true;
    if (local.syncStatus === 'conflict') return false;
    const sent = { content: local.content, exists: local.exists };
    this.patch(reportId, { syncStatus: 'syncing' });
    try {
      if (!sent.exists) {
        if (local.baseVersion > 0)
          await this.api.delete(
            `${notePath(reportId)}?baseVersion=${local.baseVersion}`,
            undefined,
            requestOptions,
          );
        this.afterSend(reportId, sent, 0);
      } else {
        const saved = await this.api.put<Note>(
          notePath(reportId),
          { content: sent.content, baseVersion: local.baseVersion },
          requestOptions,
        );
        this.afterSend(reportId, sent, saved.version);
      }
      return this.store.read(reportId)?.syncStatus === 'synced';
    } catch (error) {
      if (this.failed(reportId, sent, error)) return true;
      if (isTransient(error)) throw error;
      return false;
    }
  }

  /** The server took `sent`; if the user kept typing meanwhile, the newer text goes next. */
  private afterSend(reportId: string, sent: { content: string; exists: boolean }, version: number) {
    const latest = this.store.read(reportId);
    const unchanged = latest && latest.content === sent.content && latest.exists === sent.exists;
    this.patch(reportId, {
      baseVersion: version,
      syncStatus: unchanged ? 'synced' : 'pending',
      error: undefined,
    });
    if (!unchanged) this.scheduleSync(reportId);
  }

  /** A failed attempt, in the note's state; true when there was nothing to merge after all. */
  private failed(reportId: string, sent: { content: string; exists: boolean }, error: unknown): boolean {
    const latest = this.store.read(reportId);
    if (error instanceof ApiError && error.code === 'note_version_conflict') {
      const details = readNoteConflictDetails(error.details);
      const serverContent = details?.serverContent ?? '';
      const serverVersion = details?.serverVersion ?? 0;
      if (
        latest &&
        (latest.exists ? serverContent === latest.content && serverVersion > 0 : serverVersion === 0)
      ) {
        // Both sides already hold the same thing: nothing to merge.
        this.patch(reportId, {
          baseVersion: serverVersion,
          syncStatus: 'synced',
          conflict: undefined,
          error: undefined,
        });
        return true;
      }
      this.patch(reportId, {
        syncStatus: 'conflict',
        conflict: { serverContent, serverVersion },
        error: undefined,
      });
      return false;
    }
    const status: NoteSyncStatus = !isOnline() ? 'offline' : 'error';
    this.patch(reportId, {
      syncStatus: latest?.content === sent.content ? status : 'pending',
      error: describeFailure(error),
    });
    return false;
  }

  /** Stops timers and listeners (tests). */
  dispose(): void {
    this.store.dispose();
    for (const timer of this.debounces.values()) clearTimeout(timer);
    this.debounces.clear();
  }
}

/** The app's note service. */
export const noteService = new NoteService();
