import { landing } from '@shared/constants';
import type { PopularPodcast } from '@shared/contract/landing';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';

/** docs/product.md#errors-and-messages: the failure reads 'Failed to fetch popular podcasts: {message}'. */
export async function getPopularPodcasts(
  limit: number = landing.popularLimit,
  signal?: AbortSignal,
): Promise<PopularPodcast[]> {
  try {
    const result = await api.get<{ podcasts: PopularPodcast[] }>(`/landing/popular-podcasts?limit=${limit}`, {
      signal,
    });
    return result.podcasts;
  } catch (error) {
    // A cancelled request (the page went away) is not a failure to report.
    if (signal?.aborted) throw error;
    // Still an ApiError when it was one, so the retry rule can tell a 400 from an outage.
    if (error instanceof ApiError) {
      throw new ApiError(
        error.status,
        error.code,
        `Failed to fetch popular podcasts: ${error.message}`,
        error.details,
      );
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to fetch popular podcasts: ${message}`, { cause: error });
  }
}
