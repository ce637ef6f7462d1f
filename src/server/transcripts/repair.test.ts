import { describe, expect, it } from 'vitest';
import { repairSpacing } from './cleanup';
import { parseTranscript } from './parse-transcript';

describe('transcript repair', () => {
  it('puts back the space after a sentence end and between words after a comma', () => {
    expect(repairSpacing('Were you stuck in traffic for one day?My name is Ann.')).toBe(
      'Were you stuck in traffic for one day? My name is Ann.',
    );
    expect(repairSpacing('It works.The next step is harder!Then we stop.')).toBe(
      'It works. The next step is harder! Then we stop.',
    );
    expect(repairSpacing('We flew from London,Paris and Rome;all in a week.')).toBe(
      'We flew from London, Paris and Rome; all in a week.',
    );
  });

  it('keeps numbers, abbreviations, names, addresses and hyphenated words whole', () => {
    for (const text of [
      'A London-based team sold 1,000 hives at 3.5 pounds each.',
      'The U.S. market and ASP.NET apps, e.g. at example.com or St.Louis.',
      'Version 2.0.1 shipped, Mr.Smith said.',
    ])
      expect(repairSpacing(text)).toBe(text);
  });

  it('repairs captions on their way through the normaliser', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:03,000',
      'Were you stuck in traffic for one day?My name is Ann and I run a London-',
      '',
      '2',
      '00:00:03,000 --> 00:00:06,000',
      'based beekeeping school with 1,000 students.',
      '',
    ].join('\n');
    const { turns } = parseTranscript(srt, 'srt');
    expect(turns.map((t) => t.text).join(' ')).toBe(
      'Were you stuck in traffic for one day? My name is Ann and I run a London-based beekeeping school with 1,000 students.',
    );
  });
});
