import { lazy, Suspense } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';

// The form brings react-hook-form and zod; it is fetched when the dialog first opens, so pages that never
// open it (the landing page above all) do not pay for it.
const FeedbackForm = lazy(() => import('./feedback-form'));

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product.md#feedback: 'Send Feedback'. */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle size="xl">Send Feedback</DialogTitle>
          <DialogDescription>
            Tell us what works, what doesn&apos;t and what you would like next. Every message is read by the
            team.
          </DialogDescription>
        </DialogHeader>
        {/* Radix mounts the content only while the dialog is open (or closing), so the form starts fresh
            on every opening. */}
        <Suspense
          fallback={
            <div className="flex min-h-64 items-center justify-center">
              <Spinner size="lg" label="Loading the form" />
            </div>
          }
        >
          <FeedbackForm onDone={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
