/**
 * docs/product.md#errors-and-messages (cancelling): every cancellation failure becomes one of six types with
 * a fixed, human message. Only network errors may be retried. Our API answers stable codes; the original's
 * database codes (PGRST116, 23505, 42501) and message fragments are recognised too, so errors from any layer
 * (fetch, proxy, server) land in the right row.
 */
export type CancelErrorType =
  | 'NETWORK_ERROR'
  | 'SUBSCRIPTION_NOT_FOUND'
  | 'ALREADY_CANCELED'
  | 'PERMISSION_DENIED'
  | 'VALIDATION_ERROR'
  | 'UNKNOWN_ERROR';

export interface CancelError {
  type: CancelErrorType;
  message: string;
  retryable: boolean;
}

export const cancelErrorMessages: Record<CancelErrorType, string> = {
  NETWORK_ERROR:
    "We're having trouble connecting to our servers. Please check your internet connection and try again.",
  SUBSCRIPTION_NOT_FOUND: "We couldn't find your subscription. Please refresh the page and try again.",
  ALREADY_CANCELED: 'This subscription has already been canceled.',
  PERMISSION_DENIED:
    "You don't have permission to cancel this subscription. Please contact support if you believe this is an error.",
  VALIDATION_ERROR: 'Please check your information and try again.',
  UNKNOWN_ERROR:
    'We encountered an unexpected error while canceling your subscription. Please try again or contact support if the problem persists.',
};

const networkCodes = new Set([
  'network_error',
  'timeout',
  'circuit_open',
  'service_unavailable',
  'database_unavailable',
]);
const notFoundCodes = new Set(['PGRST116', 'subscription_not_found', 'not_found']);
const alreadyCanceledCodes = new Set(['23505', 'subscription_already_canceled']);
const permissionCodes = new Set(['42501', 'permission_denied', 'forbidden', 'unauthorized']);
const validationCodes = new Set([
  'subscription_id_required',
  'validation_error',
  'missing_required_fields',
  'invalid_json',
]);

function typeOf(error: unknown): CancelErrorType {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : typeof e.code === 'number' ? String(e.code) : '';
  const status = typeof e.status === 'number' ? e.status : undefined;
  const message = (
    typeof error === 'string' ? error : typeof e.message === 'string' ? e.message : ''
  ).toLowerCase();

  if (networkCodes.has(code) || status === 0 || /network|timeout|timed out|fetch/.test(message))
    return 'NETWORK_ERROR';
  if (notFoundCodes.has(code) || status === 404 || message.includes('not found'))
    return 'SUBSCRIPTION_NOT_FOUND';
  if (
    alreadyCanceledCodes.has(code) ||
    message.includes('already canceled') ||
    message.includes('already cancelled')
  ) {
    return 'ALREADY_CANCELED';
  }
  if (
    permissionCodes.has(code) ||
    status === 401 ||
    status === 403 ||
    /permission denied|not authorized/.test(message)
  ) {
    return 'PERMISSION_DENIED';
  }
  if (validationCodes.has(code) || status === 400 || /required|invalid|validation/.test(message))
    return 'VALIDATION_ERROR';
  return 'UNKNOWN_ERROR';
}

/**
 * The one mapping of a cancellation failure (any thrown value) to its type
 * (docs/product.md#errors-and-messages), message and retryability.
 */
export function mapCancelError(error: unknown): CancelError {
  const type = typeOf(error);
  return { type, message: cancelErrorMessages[type], retryable: type === 'NETWORK_ERROR' };
}
