import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { noteService } from '../lib/note-service';
import type { LocalNote } from '../lib/note-service';

let startedSync = false;

/** Whether the browser believes it is online, following `online` / `offline` events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * One note, live: the local copy renders at once (also offline), the server copy is fetched once, and
 * every change re-renders from the note service.
 */
export function useNote(reportId: string, userId: string) {
  noteService.setUser(userId);
  const note = useSyncExternalStore(
    useCallback((notify) => noteService.subscribe((id) => id === reportId && notify()), [reportId]),
    () => noteService.peek(reportId),
    () => undefined,
  );
  const [fetched, setFetched] = useState<{ reportId: string; note: LocalNote } | null>(null);
  const loaded = fetched?.reportId === reportId ? fetched.note : null;
  const online = useOnline();

  useEffect(() => {
    let active = true;
    void noteService.load(reportId).then((result) => {
      if (active) setFetched({ reportId, note: result });
    });
    // Once per page load: whatever was typed offline in an earlier visit goes to the server now.
    if (!startedSync) {
      startedSync = true;
      void noteService.forceSyncAll();
    }
    // Another device may have saved a newer version meanwhile: look again when the tab comes back (a
    // synced local copy is replaced by the server's; unsent text meets the conflict view instead).
    const reload = () => {
      if (document.visibilityState === 'hidden') return;
      void noteService.load(reportId).then((result) => {
        if (active) setFetched({ reportId, note: result });
      });
    };
    document.addEventListener('visibilitychange', reload);
    window.addEventListener('focus', reload);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', reload);
      window.removeEventListener('focus', reload);
    };
  }, [reportId]);

  return {
    note: note ?? loaded ?? undefined,
    loading: !note && !loaded,
    online,
    loadError: loaded?.syncStatus === 'error' ? loaded.error : undefined,
  };
}
