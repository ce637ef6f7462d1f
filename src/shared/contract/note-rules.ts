import { limits } from '../constants';

/**
 * How long a note may be and how its length is counted, apart from the note schemas (notes.ts re-exports
 * them) so that the note editor need not load the schema library.
 */

/** Characters as PostgreSQL counts them (code points), so client, server and the check constraint agree. */
export function noteLength(content: string): number {
  let count = 0;
  for (const _ of content) count++;
  return count;
}

export const noteLimits = { maxChars: limits.noteMaxChars } as const;
