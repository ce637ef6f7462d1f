import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { cancelErrorMessages, mapCancelError } from './map-cancel-error';

describe('mapCancelError (docs/product.md#errors-and-messages)', () => {
  it.each([
    // NETWORK_ERROR: message has network, timeout or fetch; the only retryable type
    [new ApiError(0, 'network_error', 'Network error: failed to fetch'), 'NETWORK_ERROR'],
    [new ApiError(0, 'timeout', 'Request timeout'), 'NETWORK_ERROR'],
    [new TypeError('Failed to fetch'), 'NETWORK_ERROR'],
    [new Error('network down'), 'NETWORK_ERROR'],
    [new Error('The operation timed out: timeout'), 'NETWORK_ERROR'],
    [new ApiError(503, 'service_unavailable', 'The service is busy right now.'), 'NETWORK_ERROR'],
    // SUBSCRIPTION_NOT_FOUND: code PGRST116 or 'not found'
    [new ApiError(404, 'subscription_not_found', 'Subscription not found'), 'SUBSCRIPTION_NOT_FOUND'],
    [
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
      'SUBSCRIPTION_NOT_FOUND',
    ],
    [new Error('Subscription not found'), 'SUBSCRIPTION_NOT_FOUND'],
    // ALREADY_CANCELED: code 23505 or 'already canceled'
    [new ApiError(409, 'subscription_already_canceled', 'Subscription already canceled'), 'ALREADY_CANCELED'],
    [{ code: '23505', message: 'duplicate key value' }, 'ALREADY_CANCELED'],
    [new Error('Subscription already canceled'), 'ALREADY_CANCELED'],
    // PERMISSION_DENIED: code 42501, 'permission denied', 'not authorized'
    [{ code: '42501', message: 'x' }, 'PERMISSION_DENIED'],
    [new ApiError(403, 'permission_denied', 'Nope'), 'PERMISSION_DENIED'],
    [new ApiError(401, 'unauthorized', 'Sign in to continue'), 'PERMISSION_DENIED'],
    [new Error('permission denied for table subscriptions'), 'PERMISSION_DENIED'],
    [new Error('User not authorized'), 'PERMISSION_DENIED'],
    // VALIDATION_ERROR: 'required', 'invalid', 'validation'
    [new ApiError(400, 'subscription_id_required', 'Subscription ID is required'), 'VALIDATION_ERROR'],
    [new ApiError(400, 'subscription_id_required', 'No subscription ID provided'), 'VALIDATION_ERROR'],
    [new Error('invalid input syntax for type uuid'), 'VALIDATION_ERROR'],
    [new Error('validation failed'), 'VALIDATION_ERROR'],
    // UNKNOWN_ERROR otherwise
    [new ApiError(500, 'internal_error', 'Something went wrong on our side.'), 'UNKNOWN_ERROR'],
    [new Error('boom'), 'UNKNOWN_ERROR'],
    [undefined, 'UNKNOWN_ERROR'],
    ['weird', 'UNKNOWN_ERROR'],
  ] as const)('maps %o to %s', (error, type) => {
    const mapped = mapCancelError(error);
    expect(mapped.type).toBe(type);
    expect(mapped.message).toBe(cancelErrorMessages[type]);
    expect(mapped.retryable).toBe(type === 'NETWORK_ERROR');
  });

  it('uses the exact messages of docs/product.md', () => {
    expect(cancelErrorMessages).toEqual({
      NETWORK_ERROR:
        "We're having trouble connecting to our servers. Please check your internet connection and try again.",
      SUBSCRIPTION_NOT_FOUND: "We couldn't find your subscription. Please refresh the page and try again.",
      ALREADY_CANCELED: 'This subscription has already been canceled.',
      PERMISSION_DENIED:
        "You don't have permission to cancel this subscription. Please contact support if you believe this is an error.",
      VALIDATION_ERROR: 'Please check your information and try again.',
      UNKNOWN_ERROR:
        'We encountered an unexpected error while canceling your subscription. Please try again or contact support if the problem persists.',
    });
  });
});
