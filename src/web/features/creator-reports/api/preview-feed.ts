import { useMutation } from '@tanstack/react-query';
import type { FeedPreview } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';

/** Lists a feed's episodes. A mutation, not a query: it runs when the creator asks, with the URL they typed. */
function previewFeed(url: string): Promise<FeedPreview> {
  return api.post<FeedPreview>('/creator/feeds/preview', { url }, { timeoutMs: 45_000 });
}

export function usePreviewFeed() {
  return useMutation({ mutationFn: previewFeed });
}
