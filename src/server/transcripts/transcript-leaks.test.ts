import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { TranscriptError, transcriptFormats } from './transcript';
import { findTranscriptLeaks } from './transcript-leaks';

/** Pieces of every label, timestamp and markup shape, mixed with words and arbitrary text. */
const pieces = fc.constantFrom(
  '**Mark Bates:**',
  '**Ana**:',
  '\\[28:03\\]',
  '\\[',
  '\\]',
  '[Speaker 1] [00:00]',
  '[Speaker 12]',
  '[Randy Shoup] [15:52]',
  'Lenny (00:03:47):',
  '00:12:34',
  '01:02:03.500',
  '00:00:01,000 --> 00:00:04,000',
  '-->',
  '<v Rosa Lind>',
  '<v.loud Sam>',
  '</v>',
  '<v ',
  '{vocalsound}',
  '{disfmarker}',
  '{gap}',
  '[laughter]',
  '(inaudible)',
  '[our site](https://example.com)',
  '![logo](https://example.com/a.png)',
  '*',
  '_',
  '\\',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '<',
  '>',
  ':',
  'WEBVTT',
  'NOTE',
  '1',
  '---',
  '# Heading',
  'Jane Doe, Host:',
  'JANE:',
  '00:12:34 Jane',
  '<p>',
  '</p>',
  '<cite>Ana</cite>',
  '<time>0:12</time>',
  '&amp;',
  'well',
  'compost',
  'Hello there.',
  'and then,',
);
const separators = fc.constantFrom(' ', '', '\n', '\n\n');
const content = fc
  .array(
    fc.tuple(fc.oneof({ weight: 4, arbitrary: pieces }, { weight: 1, arbitrary: fc.string() }), separators),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.map(([piece, separator]) => piece + separator).join(''));

const asJson = content.map((text) =>
  JSON.stringify({
    version: '1.0.0',
    segments: text
      .split('\n')
      .map((body, index) => ({ speaker: 'Ana', startTime: index, endTime: index + 1, body })),
  }),
);

function turnsOrNone(input: string, format: (typeof transcriptFormats)[number]) {
  try {
    return parseTranscript(input, format).turns;
  } catch (error) {
    if (error instanceof TranscriptError) return [];
    throw error;
  }
}

describe('no label, timestamp or markup reaches a turn', () => {
  it('holds for any mix of them, in every declared format', () => {
    fc.assert(
      fc.property(fc.oneof(content, asJson), fc.constantFrom(...transcriptFormats), (input, format) => {
        expect(findTranscriptLeaks(turnsOrNone(input, format))).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('holds inside caption cues', () => {
    fc.assert(
      fc.property(fc.array(content, { minLength: 1, maxLength: 6 }), fc.boolean(), (cues, vtt) => {
        const body = cues
          .map(
            (cue, index) =>
              `${vtt ? '' : `${index + 1}\n`}00:00:0${index},000 --> 00:00:0${index + 1},000\n${cue}`,
          )
          .join('\n\n');
        const input = vtt ? `WEBVTT\n\n${body.replaceAll(',000', '.000')}` : body;
        expect(findTranscriptLeaks(turnsOrNone(input, 'text'))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
