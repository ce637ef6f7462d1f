import { z } from 'zod';

/**
 * The `cursor` query parameter of every paginated list: the `nextCursor` of the previous page, passed back
 * as it came. The server checks it (ADR 050); a cursor it did not make for this list is 400 `invalid_cursor`,
 * so no length or pattern is enforced here, where a refusal would carry another code.
 */
export const cursorQuerySchema = z
  .string()
  .optional()
  .describe('The nextCursor of the previous page, passed back unchanged; leave out for the first page.');
