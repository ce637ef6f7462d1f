import { describe, expect, it } from 'vitest';
import type { Transcription } from './transcription-client';
import { joinParts } from './transcription-parts';

const part = (startSeconds: number, seconds: number) => ({
  bytes: new Uint8Array(0),
  startSeconds,
  seconds,
});
const said = (start: number, end: number, text: string, speaker: string | null = null) => ({
  start,
  end,
  text,
  speaker,
});
const transcription = (
  segments: Transcription['segments'],
  text = segments.map((s) => s.text).join(' '),
) => ({
  segments,
  text,
  durationSeconds: null,
});

describe("joining the parts' transcripts", () => {
  it("moves each part's times by the part's start, keeping them within it", () => {
    const joined = joinParts([
      { part: part(0, 600), transcription: transcription([said(0, 5, 'One.'), said(590, 600, 'Two.')]) },
      { part: part(600, 300), transcription: transcription([said(1, 4, 'Three.'), said(299, 305, 'Four.')]) },
    ]);
    expect(joined.segments.map(({ start, end, text }) => [start, end, text])).toEqual([
      [0, 5, 'One.'],
      [590, 600, 'Two.'],
      [601, 604, 'Three.'],
      [899, 900, 'Four.'],
    ]);
    expect(joined).toMatchObject({ text: 'One. Two.\n\nThree. Four.', durationSeconds: 900 });
  });

  it("keeps named speakers and numbers each part's anonymous labels afresh, never merging two people", () => {
    const joined = joinParts([
      {
        part: part(0, 10),
        transcription: transcription([
          said(0, 2, 'Hi.', 'SPEAKER_00'),
          said(2, 4, 'Hello.', 'SPEAKER_01'),
          said(4, 6, 'Right.', 'Nora'),
        ]),
      },
      {
        part: part(10, 10),
        transcription: transcription([
          said(0, 2, 'Then.', 'SPEAKER_00'),
          said(2, 4, 'So.', 'B'),
          said(4, 6, 'Yes.', 'Nora'),
          said(6, 8, 'And.', 'SPEAKER_00'),
        ]),
      },
    ]);
    expect(joined.segments.map((s) => s.speaker)).toEqual([
      'SPEAKER_00',
      'SPEAKER_01',
      'Nora',
      'SPEAKER_02',
      'SPEAKER_03',
      'Nora',
      'SPEAKER_02',
    ]);
  });

  it('is text alone when any part came back without times', () => {
    const joined = joinParts([
      { part: part(0, 10), transcription: transcription([said(0, 5, 'Timed.')]) },
      { part: part(10, 10), transcription: transcription([], 'Untimed words.') },
    ]);
    expect(joined).toEqual({ segments: [], text: 'Timed.\n\nUntimed words.', durationSeconds: 20 });
  });

  it('gives a single part back as the service answered it', () => {
    const only = transcription([said(0, 5, 'Whole.', 'SPEAKER_07')]);
    expect(joinParts([{ part: part(0, 5), transcription: only }])).toBe(only);
  });
});
