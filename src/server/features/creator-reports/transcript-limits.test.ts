import { describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { AppError } from '../../errors';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { wordLevelJsonTranscript } from '../../testing/word-level-transcript';
import { checkTranscriptBytes, checkTranscriptContent, speechChars } from './transcript-limits';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('transcript limits on the server', () => {
  it('counts UTF-8 bytes, not characters, against the bytes limit', () => {
    const ascii = 'a'.repeat(limits.transcriptMaxBytes);
    expect(refusal(() => checkTranscriptBytes(ascii))).toBeNull();
    const accented = 'é'.repeat(limits.transcriptMaxBytes / 2 + 1);
    const error = refusal(() => checkTranscriptBytes(accented));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: 'transcript_invalid' });
  });

  it('does not count markup, timings or speaker labels as speech', () => {
    const { content, words } = wordLevelJsonTranscript(20 * 60);
    const parsed = parseTranscript(content, 'json');
    expect(parsed.wordCount).toBe(words);
    // The file is many times what is said in it.
    expect(content.length).toBeGreaterThan(10 * speechChars(parsed.turns));
    expect(refusal(() => checkTranscriptContent(parsed))).toBeNull();
  });

  it('refuses a transcript past either content limit with its own figures', () => {
    const turn = { speaker: 'Ana', start: null, end: null, text: 'word' };
    const error = refusal(() =>
      checkTranscriptContent({ turns: [turn], wordCount: limits.transcriptMaxWords + 1 }),
    );
    expect(error).toMatchObject({ status: 422, code: 'transcript_invalid' });
    expect((error as Error).message).toMatch(
      /^This transcript holds 60,001 words and 4 characters of speech/,
    );
    const long = { ...turn, text: 'x'.repeat(limits.transcriptMaxChars + 1) };
    expect(refusal(() => checkTranscriptContent({ turns: [long], wordCount: 1 }))).toMatchObject({
      code: 'transcript_invalid',
    });
  });
});
