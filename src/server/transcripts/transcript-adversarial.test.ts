import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { TranscriptError } from './transcript';

/**
 * Inputs built to make careless patterns backtrack: each is about 200,000 characters, on one line.
 * Quadratic patterns took minutes on some of them; linear ones take milliseconds. The bound is loose on
 * purpose (a shared, slow machine must not fail it); it only catches a return to quadratic time.
 */
const adversarial: Record<string, string> = {
  'open brackets': '['.repeat(200_000),
  'unclosed links': '[a]('.repeat(50_000),
  'whitespace before nothing': `a${' '.repeat(200_000)},`,
  backslashes: `${'\\'.repeat(200_000)}x`,
  'a tag that never closes': `<${'a'.repeat(200_000)}`,
  'unclosed emphasis': '*a '.repeat(66_000),
  dashes: `${'-'.repeat(200_000)}x`,
  labels: 'Speaker 1: '.repeat(18_000),
  timestamps: '00:00 '.repeat(33_000),
  'nested paragraphs': `<p>${'<b>'.repeat(60_000)}hi`,
};

describe('adversarial transcripts', () => {
  it.each(Object.entries(adversarial))('%s are read in linear time', (_name, input) => {
    const started = performance.now();
    try {
      parseTranscript(input, 'text');
    } catch (error) {
      if (!(error instanceof TranscriptError)) throw error;
    }
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
