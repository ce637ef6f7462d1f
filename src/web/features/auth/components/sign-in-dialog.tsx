import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ContinueWithGoogle } from './continue-with-google';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string | undefined;
  description?: string | undefined;
  sourcePage?: string | undefined;
  /** Path + query to return to; the current page when absent. */
  returnPath?: string | undefined;
}

/** docs/product.md#sign-in: Google is the only way in. */
export function SignInDialog({
  open,
  onOpenChange,
  title = 'Sign In',
  description = 'Sign in to continue',
  sourcePage,
  returnPath,
}: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" data-testid="sign-in-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Remounted with the dialog, so 'Connecting...' never outlives a closed dialog. */}
        {open && <ContinueWithGoogle sourcePage={sourcePage} returnPath={returnPath} autoFocus />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" className="w-full sm:w-auto">
              Cancel
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
