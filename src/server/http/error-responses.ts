import { apiErrorSchema } from '@shared/contract/api-error';

/** The error answers every creator studio route may give, for the OpenAPI document. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
} as const;
