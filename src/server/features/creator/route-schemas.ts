import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../../shared/contract/api-error';

/** The error answers every creator route may give, for the OpenAPI document. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
} as const;

/**
 * Bodies are validated with `attachValidation` and the error re-thrown after the sign-in and creator
 * checks, so a stranger learns that they must sign in before learning what a valid body looks like.
 */
export function throwIfInvalid(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}
