import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteLink } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

function revokeInviteLink(id: string): Promise<InviteLink> {
  return api.delete<InviteLink>(`/creator/invite-links/${encodeURIComponent(id)}`);
}

export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInviteLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.inviteLinks() }),
  });
}
