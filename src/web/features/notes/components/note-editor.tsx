import { useEffect, useId, useState } from 'react';
import { NotebookPen, RotateCw, Trash2 } from 'lucide-react';
import { noteLength, noteLimits } from '@shared/contract/note-rules';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { useNote } from '../hooks/use-note';
import { noteService } from '../lib/note-service';
import { NoteMerge } from './note-merge';
import { NoteSaveHint, NoteStatus } from './note-status';

const CONFIRM_MS = 4000;

/**
 * A private note on a report (experimental). Every keystroke is stored on this device at once and sent
 * to the server after a short pause; the status says where it stands, also offline.
 */
export function NoteEditor({ reportId, userId }: { reportId: string; userId: string }) {
  const textareaId = useId();
  const hintId = useId();
  const { note, loading, online, loadError } = useNote(reportId, userId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!confirmDelete) return;
    const timer = setTimeout(() => setConfirmDelete(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [confirmDelete]);

  const content = note?.exists ? note.content : '';
  const length = noteLength(content);
  const status = note?.syncStatus ?? 'synced';

  return (
    <section
      aria-labelledby={`${textareaId}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`${textareaId}-heading`} className="flex items-center gap-2 font-semibold">
          <NotebookPen className="size-5 text-primary" aria-hidden /> My note
        </h2>
        <Badge variant="outline">Experimental</Badge>
        <span className="ml-auto">{loading ? null : <NoteStatus status={status} online={online} />}</span>
      </header>
      {loading ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <>
          {note?.syncStatus === 'conflict' && note.conflict ? (
            <NoteMerge
              mine={note.exists ? note.content : ''}
              theirs={note.conflict.serverContent}
              busy={busy}
              onResolve={(text) => {
                setBusy(true);
                void noteService.resolveConflict(reportId, text).finally(() => setBusy(false));
              }}
            />
          ) : null}
          <Label htmlFor={textareaId} className="sr-only">
            Note on this report
          </Label>
          <Textarea
            id={textareaId}
            value={content}
            onChange={(event) => noteService.updateNote(reportId, event.target.value)}
            placeholder="What do you want to remember from this episode? Only you can see this note."
            rows={6}
            maxLength={noteLimits.maxChars}
            aria-describedby={hintId}
            size="tall"
          />
          <div
            id={hintId}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"
          >
            <span>
              {length.toLocaleString('en-US')} / {noteLimits.maxChars.toLocaleString('en-US')} characters
            </span>
            <NoteSaveHint online={online} />
            {note?.error && (status === 'error' || !online) ? (
              <span className="text-destructive">{note.error}</span>
            ) : null}
            {loadError && !note?.error ? <span className="text-destructive">{loadError}</span> : null}
            <span className="ml-auto flex gap-2">
              {status === 'error' ? (
                <Button size="sm" variant="ghost" onClick={() => void noteService.syncNote(reportId)}>
                  <RotateCw aria-hidden /> Retry
                </Button>
              ) : null}
              {note?.exists ? (
                <Button
                  size="sm"
                  variant={confirmDelete ? 'destructive' : 'ghost'}
                  onClick={() => {
                    if (!confirmDelete) return setConfirmDelete(true);
                    setConfirmDelete(false);
                    void noteService.deleteNote(reportId);
                  }}
                >
                  <Trash2 aria-hidden /> {confirmDelete ? 'Confirm delete' : 'Delete note'}
                </Button>
              ) : null}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
