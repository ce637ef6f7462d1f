import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedPage } from '@shared/contract/reports';
import { getToasts, resetToasts } from '@web/components/ui/toast-store';
import { createQueryClient } from '@web/lib/query-client';
import { sampleFeedItem } from '@web/test/factories';
import { answer, apiError, json } from '@web/test/server';
import { defaultFeedFilters } from '../lib/feed-filters';
import { reportKeys } from './query-keys';
import { useSetFavourite } from './set-favourite';

const item = sampleFeedItem();

const feedKey = reportKeys.feed({ ...defaultFeedFilters });
const favouriteInFeed = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<InfiniteData<FeedPage>>(feedKey)?.pages[0]?.items[0]?.isFavourite;

/** Renders the hook over a cached feed; the favourite's PUT gets `reply` (the test settles it). */
function setup(reply: Promise<Response>) {
  answer({ [`PUT /api/reports/${item.id}/favourite`]: () => reply });
  const client = createQueryClient();
  client.setQueryData<InfiniteData<FeedPage>>(feedKey, {
    pages: [{ items: [item], nextCursor: null }],
    pageParams: [null],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSetFavourite(), { wrapper });
  return { client, result };
}

beforeEach(() => resetToasts());

describe('useSetFavourite', () => {
  it('shows the favourite in the feed at once and keeps it when the server agrees', async () => {
    let settle!: (res: Response) => void;
    const { client, result } = setup(new Promise((resolve) => (settle = resolve)));
    act(() => result.current.mutate({ id: item.id, favourite: true }));
    await waitFor(() => expect(favouriteInFeed(client)).toBe(true));
    settle(json(200, { reportId: item.id, isFavourite: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(getToasts()).toEqual([]);
  });

  it('rolls the feed back and says so in a toast when the server refuses', async () => {
    let settle!: (res: Response) => void;
    const { client, result } = setup(new Promise((resolve) => (settle = resolve)));
    act(() => result.current.mutate({ id: item.id, favourite: true }));
    await waitFor(() => expect(favouriteInFeed(client)).toBe(true));
    settle(apiError(404, 'report_not_found', 'Report not found'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(favouriteInFeed(client)).toBe(false);
    expect(getToasts().map((t) => t.title)).toContain('Could not add to favourites');
  });
});
