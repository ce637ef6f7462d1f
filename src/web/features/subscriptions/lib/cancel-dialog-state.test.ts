import { describe, expect, it } from 'vitest';
import {
  cancelDialogReducer,
  canRetry,
  initialCancelDialogState,
  type CancelDialogState,
} from './cancel-dialog-state';
import { mapCancelError } from './map-cancel-error';

const network = mapCancelError(new Error('Failed to fetch'));
const notFound = mapCancelError({ code: 'subscription_not_found', message: 'Subscription not found' });

function run(...events: Parameters<typeof cancelDialogReducer>[1][]): CancelDialogState {
  return events.reduce(cancelDialogReducer, initialCancelDialogState);
}

describe('cancel dialog state', () => {
  it('goes confirm → processing → success', () => {
    expect(run({ type: 'confirm' }).view).toBe('processing');
    expect(run({ type: 'confirm' }, { type: 'succeeded' }).view).toBe('success');
  });

  it('allows at most 2 retries after network errors', () => {
    let state = run({ type: 'confirm' }, { type: 'failed', error: network });
    expect(canRetry(state)).toBe(true);
    state = cancelDialogReducer(cancelDialogReducer(state, { type: 'retry' }), {
      type: 'failed',
      error: network,
    });
    expect(canRetry(state)).toBe(true);
    state = cancelDialogReducer(cancelDialogReducer(state, { type: 'retry' }), {
      type: 'failed',
      error: network,
    });
    expect(state).toMatchObject({ view: 'error', retriesUsed: 2 });
    expect(canRetry(state)).toBe(false);
    expect(cancelDialogReducer(state, { type: 'retry' })).toBe(state);
  });

  it('never retries other errors', () => {
    const state = run({ type: 'confirm' }, { type: 'failed', error: notFound });
    expect(canRetry(state)).toBe(false);
    expect(cancelDialogReducer(state, { type: 'retry' })).toBe(state);
  });

  it('resets to confirm when closed', () => {
    expect(run({ type: 'confirm' }, { type: 'failed', error: network }, { type: 'reset' })).toEqual(
      initialCancelDialogState,
    );
  });
});
