import { toast } from '@web/components/ui/toast';
import { creatorMessages, saveToastMs } from './messages';

/** docs/product.md#errors-and-messages: 'Success' / 'Your profile has been updated.' for 5 s. */
export function toastSaved(description: string = creatorMessages.saveSuccess) {
  toast({
    title: creatorMessages.saveSuccessTitle,
    description,
    variant: 'success',
    durationMs: saveToastMs,
  });
}

/** docs/product.md#errors-and-messages: 'Error' / 'Failed to save changes. Please try again.' */
export function toastSaveFailed() {
  toast({
    title: creatorMessages.saveErrorTitle,
    description: creatorMessages.saveError,
    variant: 'destructive',
  });
}
