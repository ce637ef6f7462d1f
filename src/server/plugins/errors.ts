import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shared/contract/error-codes';
import { AppError } from '../errors';

/** PostgreSQL error codes that mean the caller sent something the rules refuse, not that we broke. */
const constraintCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'This already exists.' },
  '23503': { status: 422, code: 'constraint_violation', message: 'A referenced record does not exist.' },
  '23514': { status: 422, code: 'constraint_violation', message: 'The data breaks a rule of the database.' },
  '23502': { status: 422, code: 'constraint_violation', message: 'A required value is missing.' },
  '22P02': { status: 400, code: 'validation_error', message: 'A value has the wrong format.' },
  '22001': { status: 400, code: 'validation_error', message: 'A value is too long.' },
  // A number past its column's range (e.g. a note's baseVersion above the int4 maximum).
  '22003': { status: 400, code: 'validation_error', message: 'A number is out of range.' },
  // Text with a NUL character (raw, or as \u0000 inside JSON) cannot be stored in PostgreSQL.
  '22021': {
    status: 400,
    code: 'validation_error',
    message: 'A value contains a character that is not allowed.',
  },
  '22P05': {
    status: 400,
    code: 'validation_error',
    message: 'A value contains a character that is not allowed.',
  },
};
/** The page a browser navigation gets instead of an error's JSON: what happened and the way back. */
function errorPage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title} — Podbrief</title></head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>This step has expired or was already used, for example because the browser went back after signing in.</p>
      <p><a href="/">Continue to Podbrief</a></p>
    </main>
  </body>
</html>
`;
}

/** Connection-level failures: the database is down or unreachable, so the request may be retried. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** Drizzle wraps driver errors: the PostgreSQL code sits on the error or on one of its causes. */
function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || code.startsWith('E'))) return code;
    current = (current as { cause?: unknown }).cause;
  }
  if (
    error instanceof Error &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      error.message,
    )
  ) {
    return 'ECONNRESET';
  }
  return undefined;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
} {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        },
      },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: `${error.validationContext ?? ''}${v.instancePath}`,
      message: v.message ?? 'Invalid value',
    }));
    const first = issues[0];
    return {
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: first
            ? `${first.path.replace(/^\//, '') || 'input'}: ${first.message}`
            : 'The request is not valid.',
          details: { issues },
        },
      },
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: {
        error: { code: 'unsupported_media_type', message: 'Send JSON (Content-Type: application/json).' },
      },
    };
  }
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: { error: { code: 'payload_too_large', message: 'The request body is too large.' } },
    };
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (fastifyError.statusCode === 400 && error instanceof SyntaxError)
  ) {
    return {
      status: 400,
      body: { error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } },
    };
  }
  // The router refuses these before any route runs (Fastify's frameworkErrors, wired in app.ts).
  if (fastifyError.code === 'FST_ERR_BAD_URL') {
    return {
      status: 400,
      body: { error: { code: 'validation_error', message: 'The address is not valid.' } },
    };
  }
  if (fastifyError.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return {
      status: 414,
      body: { error: { code: 'validation_error', message: 'A part of the address is too long.' } },
    };
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return {
      status: 400,
      body: { error: { code: 'validation_error', message: 'The Content-Length header is wrong.' } },
    };
  }
  if (fastifyError.statusCode === 429) {
    return {
      status: 429,
      body: {
        error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
      },
    };
  }
  const dbCode = databaseCode(error);
  if (dbCode && constraintCodes[dbCode]) {
    const mapped = constraintCodes[dbCode];
    return { status: mapped.status, body: { error: { code: mapped.code, message: mapped.message } } };
  }
  if (dbCode && unavailableCodes.has(dbCode)) {
    return {
      status: 503,
      body: {
        error: {
          code: 'database_unavailable',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        },
      },
      headers: { 'retry-after': '5' },
    };
  }
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return {
      status: fastifyError.statusCode,
      body: { error: { code: 'validation_error', message: fastifyError.message } },
    };
  }
  return {
    status: 500,
    body: {
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    },
  };
}

/**
 * The one error handler: maps every error to one shape (docs/product.md#api-conventions), logs 5xx with
 * context, leaks nothing.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, headers } = toErrorResponse(error);
      if (status === 503 && error instanceof AppError) {
        // Load shedding and a known database outage are answered on purpose, possibly thousands of times
        // a second: one short line each, no stack (writing stacks would add to the very overload).
        request.log.warn({ code: body.error.code, status }, 'request refused: unavailable');
      } else if (status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: body.error.code, status }, 'request refused');
      }
      if (headers) void reply.headers(headers);
      // A page the browser navigated to (an expired sign-in step reached with Back, a link opened by
      // hand) gets a page a person can read, never the raw JSON meant for the app.
      if (
        request.headers['sec-fetch-dest'] === 'document' &&
        request.headers['sec-fetch-mode'] === 'navigate'
      ) {
        return reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(errorPage(status >= 500 ? 'Something went wrong' : 'This page is no longer valid'));
      }
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
