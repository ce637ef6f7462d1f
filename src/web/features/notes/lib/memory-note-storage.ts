import type { RecordStorage } from '@web/lib/offline-sync';

/** A note store's storage kept in memory: what the note service's tests give it in place of localStorage. */
export class MemoryNoteStorage implements RecordStorage {
  private readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
  key = (index: number) => [...this.map.keys()][index] ?? null;
  get length() {
    return this.map.size;
  }
}
