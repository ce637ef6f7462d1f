import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '../api/get-session';

/**
 * Runs `start` as soon as the session check says someone is signed in: from the cache, or when the
 * check that is already under way answers (it is shared, never sent twice). Nothing happens for a
 * visitor, or when the check fails; the page's own guard deals with both.
 */
export function whenSignedIn(start: () => Promise<unknown>): void {
  queryClient
    .fetchQuery(sessionQueryOptions())
    .then((session) => (session.user ? start() : undefined))
    .catch(() => undefined);
}
