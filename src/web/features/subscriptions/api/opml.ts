import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpmlPreview, OpmlSubscribeResponse } from '@shared/contract/opml';
import { api } from '@web/lib/api-client';
import { invalidateAfterSubscriptionChange } from './invalidate-after-subscription-change';

/** Reads an OPML file on the server: which of its podcasts are Podbrief channels. Changes nothing. */
const previewOpml = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<OpmlPreview>('/subscriptions/opml/preview', form, { timeoutMs: 60_000 });
};

export function usePreviewOpml() {
  return useMutation({ mutationFn: previewOpml });
}

const subscribeFromOpml = (creatorIds: string[]) =>
  api.post<OpmlSubscribeResponse>('/subscriptions/opml/subscribe', { creatorIds }, { timeoutMs: 60_000 });

/** Subscribes to the chosen matches in one step; each channel is answered subscribed or refused. */
export function useSubscribeFromOpml() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeFromOpml,
    onSettled: () => invalidateAfterSubscriptionChange(queryClient),
  });
}
