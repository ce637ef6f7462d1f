import { z } from 'zod';
import { errorCodes } from './error-codes';

/** The one error body every non-2xx JSON response has (docs/product.md#api-conventions). */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
