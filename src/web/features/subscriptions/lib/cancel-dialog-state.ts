import { product } from '@shared/constants';
import type { CancelError } from './map-cancel-error';

/**
 * docs/product.md#cancellation: confirm → processing → success | error; network errors may be retried twice.
 */
export type CancelDialogState =
  | { view: 'confirm'; retriesUsed: 0 }
  | { view: 'processing'; retriesUsed: number }
  | { view: 'success'; retriesUsed: number }
  | { view: 'error'; error: CancelError; retriesUsed: number };

export type CancelDialogEvent =
  | { type: 'confirm' }
  | { type: 'retry' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: CancelError }
  | { type: 'reset' };

export const initialCancelDialogState: CancelDialogState = { view: 'confirm', retriesUsed: 0 };

/** Whether the error view offers 'Retry Cancellation'. */
export function canRetry(state: CancelDialogState): boolean {
  return (
    state.view === 'error' && state.error.retryable && state.retriesUsed < product.maxCancellationRetries
  );
}

export function retriesLeft(state: CancelDialogState): number {
  return Math.max(0, product.maxCancellationRetries - state.retriesUsed);
}

export function cancelDialogReducer(state: CancelDialogState, event: CancelDialogEvent): CancelDialogState {
  switch (event.type) {
    case 'confirm':
      return state.view === 'confirm' ? { view: 'processing', retriesUsed: 0 } : state;
    case 'retry':
      return canRetry(state) ? { view: 'processing', retriesUsed: state.retriesUsed + 1 } : state;
    case 'succeeded':
      return state.view === 'processing' ? { view: 'success', retriesUsed: state.retriesUsed } : state;
    case 'failed':
      return state.view === 'processing'
        ? { view: 'error', error: event.error, retriesUsed: state.retriesUsed }
        : state;
    case 'reset':
      return initialCancelDialogState;
  }
}
