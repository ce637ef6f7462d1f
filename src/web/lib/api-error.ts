import type { ErrorCode } from '@shared/contract/error-codes';

/** An API failure as the UI sees it: the server's stable code and message, or a network-level code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error' | 'timeout' | 'circuit_open';
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: ApiError['code'], message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
