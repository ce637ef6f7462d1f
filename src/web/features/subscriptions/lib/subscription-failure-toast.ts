import type { ToastInput } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api-error';
import { mapCancelError } from './map-cancel-error';

const SUBSCRIPTION_FAILED_TITLE = 'Subscription failed';
const SERVER_FALLBACK_MESSAGE = 'Subscription action failed on the server.';

/**
 * docs/product.md#errors-and-messages: the toast 'Subscription failed' carries the server's own message (the
 * trial limit, the date a resubscription becomes possible…), the connection message for network trouble, or
 * the server fallback.
 */
export function subscriptionFailureToast(error: unknown): ToastInput {
  let description = SERVER_FALLBACK_MESSAGE;
  if (mapCancelError(error).type === 'NETWORK_ERROR') description = mapCancelError(error).message;
  else if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    description = error.message;
  return { title: SUBSCRIPTION_FAILED_TITLE, description, variant: 'destructive' };
}
