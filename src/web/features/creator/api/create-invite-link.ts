import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteLink } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

function createInviteLink(label: string): Promise<InviteLink> {
  return api.post<InviteLink>('/creator/invite-links', label.trim() ? { label: label.trim() } : {});
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.inviteLinks() }),
  });
}
