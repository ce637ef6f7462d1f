import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { segmentsToVtt } from './segments-to-vtt';

describe('transcription segments as WebVTT', () => {
  it('writes one timed cue per segment, with voices when the server named speakers', () => {
    const vtt = segmentsToVtt([
      { start: 0, end: 4.2, text: ' Welcome to the show.', speaker: 'SPEAKER_00' },
      { start: 4.2, end: 3661.5, text: 'Thanks for having me.\n', speaker: null },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:04.200\n<v SPEAKER_00>Welcome to the show.\n\n00:00:04.200 --> 01:01:01.500\nThanks for having me.\n',
    );
  });

  it('keeps cue text from breaking the file', () => {
    const vtt = segmentsToVtt([
      { start: 1, end: 2, text: 'one\n\ntwo --> three', speaker: 'A <b>' },
      { start: 3, end: 4, text: '   ', speaker: null },
    ]);
    expect(vtt).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v A  b>one two → three\n');
  });

  it('reads back through the transcript parser with its timestamps', () => {
    const parsed = parseTranscript(
      segmentsToVtt([
        { start: 12.5, end: 20, text: 'Bees need water within reach of the hive.', speaker: null },
        { start: 20, end: 31, text: 'A shallow dish with stones keeps them from drowning.', speaker: null },
      ]),
      'vtt',
    );
    expect(parsed.hasTimestamps).toBe(true);
    expect(parsed.turns[0]).toMatchObject({ start: 12.5, text: expect.stringContaining('Bees need water') });
  });
});
