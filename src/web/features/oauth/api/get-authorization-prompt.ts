import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizationPrompt } from '@shared/contract/oauth';
import { api } from '@web/lib/api-client';

/** The authorisation request is the page's query string, handed to the API unchanged. */
const promptKey = (search: string) => ['oauth', 'authorization', search] as const;

const getAuthorizationPrompt = (search: string, signal?: AbortSignal) =>
  api.get<AuthorizationPrompt>(`/oauth/authorization${search}`, signal ? { signal } : {});

const authorizationPromptQueryOptions = (search: string) =>
  queryOptions({
    queryKey: promptKey(search),
    queryFn: ({ signal }) => getAuthorizationPrompt(search, signal),
    // A refused request stays refused: no retries that only delay the explanation.
    retry: false,
    staleTime: Infinity,
  });

export function useAuthorizationPrompt(search: string) {
  return useQuery(authorizationPromptQueryOptions(search));
}
