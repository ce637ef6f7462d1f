import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChannelMailPreference,
  MailPreferences,
  UpdateChannelMail,
  UpdateMailSettings,
} from '@shared/contract/mail';
import { api } from '@web/lib/api-client';

const mailPreferencesKey = ['profile', 'mail'] as const;

const mailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: mailPreferencesKey,
    queryFn: ({ signal }) => api.get<MailPreferences>('/profile/mail', { signal }),
    staleTime: 30_000,
  });

/** The listener's email settings and every subscribed channel's frequency (GET /api/profile/mail). */
export function useMailPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...mailPreferencesQueryOptions(), enabled: options.enabled ?? true });
}

export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMailSettings) => api.put<MailPreferences>('/profile/mail', input),
    onSuccess: (preferences) => queryClient.setQueryData(mailPreferencesKey, preferences),
  });
}

export function useUpdateChannelMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, ...input }: UpdateChannelMail & { creatorId: string }) =>
      api.put<ChannelMailPreference>(`/profile/mail/channels/${encodeURIComponent(creatorId)}`, input),
    onSuccess: (channel) =>
      queryClient.setQueryData<MailPreferences>(mailPreferencesKey, (current) =>
        current
          ? {
              ...current,
              channels: current.channels.map((c) => (c.creatorId === channel.creatorId ? channel : c)),
            }
          : current,
      ),
  });
}
