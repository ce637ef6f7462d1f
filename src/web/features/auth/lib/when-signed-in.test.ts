import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@web/lib/query-client';
import { answer, sentRequests } from '@web/test/server';
import { sessionQueryOptions } from '../api/get-session';
import { authKeys } from '../api/query-keys';
import { whenSignedIn } from './when-signed-in';

const signedIn = {
  user: { id: 'u1', email: 'sam@example.org' },
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('whenSignedIn', () => {
  it('starts at once from a cached session with a user, without asking the server', async () => {
    queryClient.setQueryData(authKeys.session(), signedIn);
    const start = vi.fn(async () => undefined);
    whenSignedIn(start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    // Had it asked, it would have started only after the answer, so the request would be listed.
    expect(sentRequests()).toEqual([]);
  });

  it('waits for the session check and starts nothing for a visitor', async () => {
    answer({ 'GET /api/auth/session': () => HttpResponse.json({ user: null }) });
    const start = vi.fn(async () => undefined);
    whenSignedIn(start);
    // The same check, shared: whenSignedIn heard its answer first, so it has decided by now.
    expect(await queryClient.fetchQuery(sessionQueryOptions())).toEqual({ user: null });
    expect(start).not.toHaveBeenCalled();
  });

  it('swallows a failed session check: the page guard reports it', async () => {
    answer({ 'GET /api/auth/session': () => HttpResponse.error() });
    vi.useFakeTimers();
    const start = vi.fn(async () => undefined);
    expect(() => whenSignedIn(start)).not.toThrow();
    const check = queryClient.fetchQuery(sessionQueryOptions()).then(
      () => 'answered',
      () => 'failed',
    );
    // The retries of the client and of the query wait between tries: the fake clock runs them through.
    await vi.runAllTimersAsync();
    expect(await check).toBe('failed');
    expect(start).not.toHaveBeenCalled();
  });
});
