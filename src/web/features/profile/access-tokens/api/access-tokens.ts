import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessTokenList, CreateAccessToken, CreatedAccessToken } from '@shared/contract/access-tokens';
import { api } from '@web/lib/api-client';

const accessTokensKey = ['profile', 'tokens'] as const;

/** The reader's personal access tokens (GET /api/profile/tokens), never their secrets. */
export function useAccessTokens() {
  return useQuery({
    queryKey: accessTokensKey,
    queryFn: ({ signal }) => api.get<AccessTokenList>('/profile/tokens', { signal }),
    staleTime: 30_000,
  });
}

/** Creates a token; the answer holds its secret, shown once and kept nowhere else. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessToken) => api.post<CreatedAccessToken>('/profile/tokens', input),
    onSuccess: (created) =>
      queryClient.setQueryData<AccessTokenList>(accessTokensKey, (current) => ({
        tokens: [created.accessToken, ...(current?.tokens ?? [])],
      })),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/profile/tokens/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<AccessTokenList>(accessTokensKey, (current) =>
        current ? { tokens: current.tokens.filter((token) => token.id !== id) } : current,
      ),
  });
}
