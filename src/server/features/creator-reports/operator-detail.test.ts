import { describe, expect, it } from 'vitest';
import { GenerationError, ModelFailure } from '../../summarizer/generation-error';
import { operatorDetail } from './operator-detail';

const refused = (excerpt: string) =>
  new ModelFailure('The language model is not available. Try again later.', {
    transient: false,
    reason: 'unavailable',
    detail: {
      provider: 'openai-compatible:m',
      endpoint: 'http://llm.test',
      problem: 'HTTP 401',
      status: 401,
      excerpt,
    },
  });

describe('operatorDetail', () => {
  it("names a model failure's provider, endpoint, problem and the start of the answer", () => {
    expect(operatorDetail(refused('Incorrect API key provided'))).toBe(
      'openai-compatible:m · http://llm.test · HTTP 401 · Incorrect API key provided',
    );
  });

  it('keeps at most 500 characters of the answer', () => {
    const detail = operatorDetail(refused('y'.repeat(2_000)));
    expect(detail).toBe(`openai-compatible:m · http://llm.test · HTTP 401 · ${'y'.repeat(500)}`);
  });

  it("has nothing to add to a failure the creator's message explains", () => {
    expect(
      operatorDetail(new GenerationError('The transcript is too short.', { transient: false })),
    ).toBeNull();
  });

  it('keeps the start of an unexpected error', () => {
    expect(operatorDetail(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(operatorDetail(new Error('z'.repeat(900)))?.length).toBe(500);
  });
});
