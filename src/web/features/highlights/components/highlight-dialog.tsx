import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { momentLabel } from '../lib/moment-label';

/** The contract's comment limit, in code points as the server counts (not imported: it brings zod). */
const MAX_COMMENT = 5000;

export interface HighlightDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The passage being highlighted or the saved highlight opened. */
  text: string;
  comment: string | null;
  /** For a saved highlight: its moment, its sync state, and delete. */
  saved?: {
    startSeconds: number | null;
    speaker: string | null;
    status?: string | undefined;
    merged?: boolean | undefined;
    onDelete: () => void;
  };
  onSave: (comment: string | null) => void;
}

/**
 * A highlight's comment: added when highlighting, or edited (and the highlight deleted) later. Loaded when
 * first opened, so the report page's first visit carries no dialog code (ADR 150).
 */
export default function HighlightDialog({
  open,
  onOpenChange,
  text,
  comment,
  saved,
  onSave,
}: HighlightDialogProps) {
  const fieldId = useId();
  const [value, setValue] = useState(comment ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const tooLong = [...value].length > MAX_COMMENT;
  const moment = saved ? momentLabel(saved.startSeconds, saved.speaker) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{saved ? 'Highlight' : 'Highlight with a comment'}</DialogTitle>
          <DialogDescription look="quote" className="line-clamp-6 border-l-4 border-amber-400 pl-3 italic">
            {text}
          </DialogDescription>
        </DialogHeader>
        {moment ? <p className="text-sm text-muted-foreground tabular-nums">{moment}</p> : null}
        {saved?.merged ? (
          <p className="rounded-md bg-muted p-3 text-sm" role="status">
            This comment was also changed on another device; both texts are kept below.
          </p>
        ) : null}
        {saved?.status ? (
          <p className="text-sm text-muted-foreground" role="status">
            {saved.status}
          </p>
        ) : null}
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (tooLong) return;
            onSave(value.trim() ? value : null);
          }}
        >
          <Label htmlFor={fieldId}>Comment (optional)</Label>
          <Textarea
            id={fieldId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            rows={4}
            placeholder="Why this matters to you. Only you can see it."
            aria-invalid={tooLong || undefined}
          />
          {tooLong ? (
            <p className="text-sm text-destructive" role="alert">
              A comment can have at most 5,000 characters.
            </p>
          ) : null}
          <DialogFooter className="mt-2 flex-wrap gap-2">
            {saved ? (
              confirmDelete ? (
                <Button type="button" variant="destructive" onClick={saved.onDelete}>
                  Yes, delete it
                </Button>
              ) : (
                <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
                  Delete highlight
                </Button>
              )
            ) : null}
            <Button type="submit" disabled={tooLong}>
              {saved ? 'Save comment' : 'Save highlight'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
