/**
 * The browser's copy of the user's notes, one localStorage entry per note, written on every keystroke
 * (docs/product.md#notes: nothing typed is lost when the network or the server is down).
 */
export type NoteSyncStatus = 'synced' | 'pending' | 'syncing' | 'error' | 'offline' | 'conflict';

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

export interface NoteStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

const PREFIX = 'podbrief.note.';

export class NoteStore {
  /** Mirrors storage, and keeps working from memory when storage is full or disabled. */
  private readonly memory = new Map<string, LocalNote>();

  constructor(
    private readonly storage: NoteStorage | undefined,
    private userId = 'anonymous',
  ) {}

  setUser(userId: string) {
    if (userId === this.userId) return;
    this.userId = userId;
    this.memory.clear();
  }

  private key(reportId: string) {
    return `${PREFIX}${this.userId}.${reportId}`;
  }

  /**
   * The report id of this user's note stored under `key` (from another tab's `storage` event), after
   * dropping what this tab remembered of it so the next read takes the other tab's copy.
   */
  changedElsewhere(key: string | null): string | undefined {
    const prefix = `${PREFIX}${this.userId}.`;
    if (!key?.startsWith(prefix)) return undefined;
    const reportId = key.slice(prefix.length);
    this.memory.delete(reportId);
    return reportId;
  }

  read(reportId: string): LocalNote | undefined {
    const cached = this.memory.get(reportId);
    if (cached) return cached;
    try {
      const raw = this.storage?.getItem(this.key(reportId));
      if (!raw) return undefined;
      const note = JSON.parse(raw) as LocalNote;
      if (typeof note.content !== 'string' || typeof note.baseVersion !== 'number') return undefined;
      this.memory.set(reportId, note);
      return note;
    } catch {
      return undefined;
    }
  }

  write(note: LocalNote): LocalNote {
    this.memory.set(note.reportId, note);
    try {
      this.storage?.setItem(this.key(note.reportId), JSON.stringify(note));
    } catch {
      // Storage full or disabled: the note lives in memory until it syncs.
    }
    return note;
  }

  remove(reportId: string) {
    this.memory.delete(reportId);
    try {
      this.storage?.removeItem(this.key(reportId));
    } catch {
      // ignore
    }
  }

  /** Report ids of this user's notes that still have to reach the server. */
  unsynced(): string[] {
    const ids = new Set<string>();
    for (const note of this.memory.values()) if (note.syncStatus !== 'synced') ids.add(note.reportId);
    const prefix = `${PREFIX}${this.userId}.`;
    try {
      for (let i = 0; i < (this.storage?.length ?? 0); i++) {
        const key = this.storage?.key(i);
        if (!key?.startsWith(prefix)) continue;
        const note = this.read(key.slice(prefix.length));
        if (note && note.syncStatus !== 'synced') ids.add(note.reportId);
      }
    } catch {
      // storage unavailable: memory only
    }
    return [...ids];
  }
}
