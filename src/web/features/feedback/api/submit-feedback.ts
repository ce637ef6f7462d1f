import { useMutation } from '@tanstack/react-query';
import type { SubmitFeedbackInput } from '@shared/contract/feedback';
import { api } from '@web/lib/api-client';

function submitFeedback(input: SubmitFeedbackInput): Promise<{ success: true }> {
  return api.post<{ success: true }>('/feedback', input);
}

/** Sending feedback changes nothing the user's screens show, so nothing is invalidated. */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
