import type { ErrorCode } from '@shared/contract/error-codes';

/**
 * The one error model of the server: an HTTP status, a stable snake_case code, a message that is safe
 * to show, and an internal cause that is logged but never sent.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(400, code, message, details ? { details } : {});
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, 'unauthorized', message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details ? { details } : {});
export const ruleBroken = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(422, code, message, details ? { details } : {});
