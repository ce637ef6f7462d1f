import { describe, expect, it } from 'vitest';
import { providerLabel } from './provider-label';

describe('who made a report, in plain words', () => {
  it('names the model, or the built-in summarizer and why it stood in', () => {
    expect(providerLabel({ provider: null })).toBeNull();
    expect(providerLabel({ provider: 'openai-compatible:gpt-4o-mini', fallback: null })).toBe(
      'Made by gpt-4o-mini',
    );
    expect(providerLabel({ provider: 'extractive', fallback: null })).toBe('Made by the built-in summarizer');
    expect(providerLabel({ provider: 'extractive', fallback: 'model_unavailable' })).toBe(
      'Made by the built-in summarizer because the language model was unavailable',
    );
    expect(providerLabel({ provider: 'extractive', fallback: 'model_output_unusable' })).toBe(
      'Made by the built-in summarizer because the language model’s answer could not be used',
    );
  });
});
