import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Highlighter, MessageSquarePlus } from 'lucide-react';
import { toast } from '@web/components/ui/toast-store';
import { highlightService } from '../lib/highlight-service';
import type { LocalHighlight } from '../lib/highlight-service';
import { passageFromSelection, pieceSelector, type SelectedPassage } from '../lib/selection-offsets';

const HighlightDialog = lazy(() => import('./highlight-dialog'));

/** Shown in the action's tooltip and the "How to use" help. */
const highlightShortcut = 'H';

const coarseQuery = '(pointer: coarse)';

function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(coarseQuery);
      query?.addEventListener?.('change', notify);
      return () => query?.removeEventListener?.('change', notify);
    },
    () => window.matchMedia?.(coarseQuery).matches ?? false,
    () => false,
  );
}

/** Typing in a field keeps its own keys. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(target.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]'));
}

interface Selected {
  passage: SelectedPassage;
  /** Where the selection is on screen (for the floating action). */
  rect: { top: number; left: number; bottom: number };
}

function statusText(h: LocalHighlight): string | undefined {
  if (h.syncStatus === 'synced') return undefined;
  if (h.error) return h.error;
  if (h.syncStatus === 'offline') return 'Saved on this device; it is sent when you are back online.';
  return 'Saving…';
}

/**
 * Highlighting on the report page (issue 27): selecting text in the summary, a key learning, a quote or
 * the transcript shows a "Highlight" action — floating by the selection, or a bar at the bottom of the
 * screen on touch — and H (or Alt+H) saves the selection at once. Shift+arrows select from a focused
 * passage with the keyboard. A saved highlight's mark opens its comment, edit and delete on click or
 * Enter.
 */
export function HighlightLayer({ reportId, userId }: { reportId: string; userId: string }) {
  highlightService.setUser(userId);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [composing, setComposing] = useState<SelectedPassage | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const coarse = useCoarsePointer();
  const latest = useRef<Selected | null>(null);
  latest.current = selected;

  const opened = useSyncExternalStore(
    useCallback((notify) => highlightService.subscribe(notify), []),
    () => (openId ? highlightService.peek(openId) : undefined),
  );

  const save = useCallback(
    (passage: SelectedPassage, comment: string | null) => {
      highlightService.create({
        reportId,
        part: passage.part,
        partIndex: passage.partIndex,
        textStart: passage.textStart,
        textEnd: passage.textEnd,
        text: passage.text,
        comment,
      });
      window.getSelection()?.removeAllRanges();
      setSelected(null);
      toast({ title: 'Highlight saved', durationMs: 3000 });
    },
    [reportId],
  );

  // The selection, followed as it changes.
  useEffect(() => {
    const onChange = () => {
      const selection = window.getSelection();
      const passage = passageFromSelection(selection);
      if (!passage || !selection || selection.rangeCount === 0) {
        setSelected(null);
        return;
      }
      const box = selection.getRangeAt(0).getBoundingClientRect?.();
      setSelected({
        passage,
        rect: {
          top: box?.top ?? 0,
          left: (box?.left ?? 0) + (box?.width ?? 0) / 2,
          bottom: box?.bottom ?? 0,
        },
      });
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  // Keys: H / Alt+H save the selection; Shift+arrows select from a focused passage; Enter opens a mark.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const mark = target?.closest<HTMLElement>('mark[data-highlight-id]');
      if (mark && (event.key === 'Enter' || event.key === ' ') && !event.altKey) {
        event.preventDefault();
        setOpenId(mark.dataset.highlightId ?? null);
        return;
      }
      if (ownsKeys(target)) return;
      if (event.code === 'KeyH' && (event.altKey || (!event.shiftKey && event.key.toLowerCase() === 'h'))) {
        const current = latest.current ?? null;
        const passage = current?.passage ?? passageFromSelection(window.getSelection());
        if (!passage) return;
        event.preventDefault();
        save(passage, null);
        return;
      }
      const piece = target?.closest<HTMLElement>(pieceSelector);
      if (piece && event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        const selection = window.getSelection();
        if (!selection || typeof selection.modify !== 'function') return;
        event.preventDefault();
        const forward = event.key === 'ArrowRight';
        if (selection.rangeCount === 0 || !piece.contains(selection.anchorNode)) {
          // Start at the passage's start (or end, going back).
          const range = document.createRange();
          range.selectNodeContents(piece);
          range.collapse(forward);
          selection.removeAllRanges();
          selection.addRange(range);
        }
        selection.modify('extend', forward ? 'forward' : 'backward', event.altKey ? 'word' : 'character');
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const mark = target?.closest<HTMLElement>('mark[data-highlight-id]');
      if (!mark) return;
      // Selecting across a mark is not opening it.
      if (window.getSelection()?.isCollapsed === false) return;
      setOpenId(mark.dataset.highlightId ?? null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [save]);

  const action = selected ? (
    <div
      role="toolbar"
      aria-label="Highlight the selection"
      data-testid="highlight-action"
      className={
        coarse
          ? 'fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-border bg-popover p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg'
          : 'fixed z-40 flex -translate-x-1/2 gap-1 rounded-lg border border-border bg-popover p-1 shadow-lg'
      }
      style={
        coarse
          ? undefined
          : {
              top: Math.max(8, selected.rect.top - 48),
              left: Math.min(Math.max(96, selected.rect.left), window.innerWidth - 96),
            }
      }
      // Pressing a button must not drop the selection it acts on.
      onMouseDown={(event) => event.preventDefault()}
    >
      <button
        type="button"
        className="inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        title={`Highlight (${highlightShortcut})`}
        aria-keyshortcuts="H Alt+H"
        onClick={() => save(selected.passage, null)}
      >
        <Highlighter className="size-4" aria-hidden />
        Highlight
      </button>
      <button
        type="button"
        className="inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        onClick={() => setComposing(selected.passage)}
      >
        <MessageSquarePlus className="size-4" aria-hidden />
        Add comment
      </button>
    </div>
  ) : null;

  return (
    <>
      {action}
      <Suspense fallback={null}>
        {composing ? (
          <HighlightDialog
            open
            onOpenChange={(open) => !open && setComposing(null)}
            text={composing.text}
            comment={null}
            onSave={(comment) => {
              save(composing, comment);
              setComposing(null);
            }}
          />
        ) : null}
        {opened && !opened.deleted ? (
          <HighlightDialog
            key={opened.id}
            open
            onOpenChange={(open) => !open && setOpenId(null)}
            text={opened.text}
            comment={opened.comment}
            saved={{
              startSeconds: opened.startSeconds,
              speaker: opened.speaker,
              status: statusText(opened),
              merged: opened.merged,
              onDelete: () => {
                void highlightService.remove(opened.id);
                setOpenId(null);
                toast({ title: 'Highlight deleted', durationMs: 3000 });
              },
            }}
            onSave={(comment) => {
              void highlightService.setComment(opened.id, comment);
              setOpenId(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
