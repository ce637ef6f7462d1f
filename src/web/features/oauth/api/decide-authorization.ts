import { useMutation } from '@tanstack/react-query';
import type { OAuthDecision, OAuthDecisionResult } from '@shared/contract/oauth';
import { api } from '@web/lib/api-client';

function decideAuthorization(decision: OAuthDecision): Promise<OAuthDecisionResult> {
  return api.post<OAuthDecisionResult>('/oauth/decision', decision);
}

/** The reader's Allow or Deny; the answer is where the browser goes next. Nothing cached changes. */
export function useDecideAuthorization() {
  return useMutation({ mutationFn: decideAuthorization });
}
