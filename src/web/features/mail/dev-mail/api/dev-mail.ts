import { useQuery } from '@tanstack/react-query';
import type { DevMail, DevMailList } from '@shared/contract/mail';
import { api } from '@web/lib/api-client';

const devMailKey = ['dev-mail'] as const;

/** The local mailbox's mails, newest first; refreshed every few seconds so a new mail shows up. */
export function useDevMailList() {
  return useQuery({
    queryKey: devMailKey,
    queryFn: ({ signal }) => api.get<DevMailList>('/dev-mail', { signal }),
    refetchInterval: 3000,
    retry: false,
  });
}

export function useDevMail(id: string | null) {
  return useQuery({
    queryKey: [...devMailKey, id],
    queryFn: ({ signal }) => api.get<DevMail>(`/dev-mail/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}
