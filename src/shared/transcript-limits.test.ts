import { describe, expect, it } from 'vitest';
import { limits } from './constants';
import { transcriptBytesProblem, transcriptContentProblem, transcriptLimitsText } from './transcript-limits';

describe('transcript limits', () => {
  it('says both limits in one sentence', () => {
    expect(transcriptLimitsText).toBe(
      'A transcript may hold up to 60,000 words and 400,000 characters of speech (about five hours), in a file of up to 16 MB.',
    );
  });

  it('lets a file up to the bytes limit through and names its size past it', () => {
    expect(transcriptBytesProblem(limits.transcriptMaxBytes)).toBeNull();
    expect(transcriptBytesProblem(20 * 1024 * 1024)).toBe(
      `This transcript file is 20 MB, more than the 16 MB a transcript file may be. ${transcriptLimitsText}`,
    );
  });

  it('counts what is said: words and characters of speech, each against its own limit', () => {
    expect(transcriptContentProblem({ words: 60_000, speechChars: 400_000 })).toBeNull();
    expect(transcriptContentProblem({ words: 60_001, speechChars: 300_000 })).toBe(
      `This transcript holds 60,001 words and 300,000 characters of speech, more than one transcript may. ${transcriptLimitsText}`,
    );
    expect(transcriptContentProblem({ words: 40_000, speechChars: 400_001 })).toMatch(
      /^This transcript holds 40,000 words and 400,001 characters of speech/,
    );
  });
});
