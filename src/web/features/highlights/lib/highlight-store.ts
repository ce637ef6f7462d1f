import type { Highlight, HighlightPart } from '@shared/contract/highlights';

/**
 * The browser's copy of the reader's highlights, one localStorage entry per highlight, written before
 * anything is sent (ADR 181): a highlight made offline survives a reload and reaches the server later.
 */
type HighlightSyncStatus = 'synced' | 'pending' | 'syncing' | 'error' | 'offline';

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
  syncStatus: HighlightSyncStatus;
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

export interface HighlightStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

const PREFIX = 'podbrief.highlight.';

/** A server highlight as this device keeps it once both agree. */
export function localFromServer(highlight: Highlight): LocalHighlight {
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

function parse(raw: string | null): LocalHighlight | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as LocalHighlight;
    if (typeof value.id !== 'string' || typeof value.reportId !== 'string') return undefined;
    if (typeof value.textStart !== 'number' || typeof value.baseVersion !== 'number') return undefined;
    return value;
  } catch {
    return undefined;
  }
}

export class HighlightStore {
  /** Mirrors storage, and keeps working from memory when storage is full or disabled. */
  private memory: Map<string, LocalHighlight> | null = null;

  constructor(
    private readonly storage: HighlightStorage | undefined,
    private userId = 'anonymous',
  ) {}

  /** True when the user changed (what was read for the last one is dropped). */
  setUser(userId: string): boolean {
    if (userId === this.userId) return false;
    this.userId = userId;
    this.memory = null;
    return true;
  }

  private prefix() {
    return `${PREFIX}${this.userId}.`;
  }

  /** Every highlight of this user on this device, read from storage once. */
  private entries(): Map<string, LocalHighlight> {
    if (this.memory) return this.memory;
    const memory = new Map<string, LocalHighlight>();
    const prefix = this.prefix();
    try {
      for (let i = 0; i < (this.storage?.length ?? 0); i++) {
        const key = this.storage?.key(i);
        if (!key?.startsWith(prefix)) continue;
        const value = parse(this.storage?.getItem(key) ?? null);
        if (value) memory.set(value.id, value);
      }
    } catch {
      // storage unavailable: memory only
    }
    this.memory = memory;
    return memory;
  }

  /**
   * The id of this user's highlight stored under `key` (another tab's `storage` event), after taking
   * that tab's copy.
   */
  changedElsewhere(key: string | null): string | undefined {
    const prefix = this.prefix();
    if (!key?.startsWith(prefix)) return undefined;
    const id = key.slice(prefix.length);
    let value: LocalHighlight | undefined;
    try {
      value = parse(this.storage?.getItem(key) ?? null);
    } catch {
      value = undefined;
    }
    if (value) this.entries().set(id, value);
    else this.entries().delete(id);
    return id;
  }

  read(id: string): LocalHighlight | undefined {
    return this.entries().get(id);
  }

  write(highlight: LocalHighlight): LocalHighlight {
    this.entries().set(highlight.id, highlight);
    try {
      this.storage?.setItem(this.prefix() + highlight.id, JSON.stringify(highlight));
    } catch {
      // Storage full or disabled: the highlight lives in memory until it syncs.
    }
    return highlight;
  }

  remove(id: string) {
    this.entries().delete(id);
    try {
      this.storage?.removeItem(this.prefix() + id);
    } catch {
      // ignore
    }
  }

  /** The highlights of one report (deleted ones included), in the order of the report's text. */
  forReport(reportId: string): LocalHighlight[] {
    return [...this.entries().values()]
      .filter((h) => h.reportId === reportId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Every highlight that still has to reach the server. */
  unsynced(): LocalHighlight[] {
    return [...this.entries().values()].filter((h) => h.syncStatus !== 'synced');
  }
}
