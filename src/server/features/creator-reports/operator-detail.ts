import { GenerationError, ModelFailure } from '../../summarizer/generation-error';

/** The start of an endpoint's answer an operator needs; the rest is in the log. */
const operatorExcerptMaxChars = 500;

/**
 * The operator's detail of a failure, stored on the report for the admin view (never shown to the creator):
 * for a language model, its provider, the problem (HTTP status) and the start of its answer; for anything
 * unexpected, the error's own message. Null for failures the creator's message already explains.
 */
export function operatorDetail(error: unknown): string | null {
  if (error instanceof ModelFailure) {
    const { provider, endpoint, problem, excerpt } = error.detail;
    const parts = [provider, endpoint, problem, excerpt?.slice(0, operatorExcerptMaxChars)];
    return parts.filter((part): part is string => Boolean(part)).join(' · ');
  }
  if (error instanceof GenerationError) return null;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, operatorExcerptMaxChars);
}
