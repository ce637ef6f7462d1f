import type { CreatorReport } from '@shared/contract/creator-reports';

const fallbackBecause = {
  model_unavailable: 'because the language model was unavailable',
  model_output_unusable: 'because the language model’s answer could not be used',
} as const;

/**
 * Who made the report, in the creator's words: the built-in summarizer (and why, when it stood in for
 * the language model) or the model by its name. Null before any generation.
 */
export function providerLabel(
  generation: Pick<CreatorReport['generation'], 'provider' | 'fallback'>,
): string | null {
  const { provider, fallback } = generation;
  if (!provider) return null;
  if (provider === 'extractive')
    return fallback
      ? `Made by the built-in summarizer ${fallbackBecause[fallback]}`
      : 'Made by the built-in summarizer';
  return `Made by ${provider.replace(/^openai-compatible:/, '')}`;
}
