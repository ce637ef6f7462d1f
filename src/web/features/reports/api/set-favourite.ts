import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteState } from '@shared/contract/reports';
import { toast } from '@web/components/ui/toast';
import { api } from '@web/lib/api-client';
import { patchReportCaches, restoreCaches, type CacheSnapshot } from '../lib/patch-report-caches';
import { reportKeys } from './query-keys';

/** PUT / DELETE /api/reports/:id/favourite (idempotent). */
function setFavourite(id: string, favourite: boolean): Promise<FavouriteState> {
  const path = `/reports/${encodeURIComponent(id)}/favourite`;
  return favourite ? api.put<FavouriteState>(path) : api.delete<FavouriteState>(path);
}

/** Adds or removes a favourite at once everywhere it is shown; rolled back with a toast if the server refuses. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation<FavouriteState, Error, { id: string; favourite: boolean }, CacheSnapshot>({
    mutationFn: ({ id, favourite }) => setFavourite(id, favourite),
    onMutate: async ({ id, favourite }) => {
      await queryClient.cancelQueries({ queryKey: reportKeys.detail(id) });
      return patchReportCaches(queryClient, id, { isFavourite: favourite });
    },
    onError: (error, { favourite }, snapshot) => {
      restoreCaches(queryClient, snapshot);
      toast({
        title: favourite ? 'Could not add to favourites' : 'Could not remove from favourites',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.feeds() }),
  });
}
