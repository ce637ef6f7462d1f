import { describe, expect, it } from 'vitest';
import { parseTranscript } from './parse-transcript';
import { dropRollingRepeats, fillEnds, mergeFragments } from './turns';

describe('automatic captions', () => {
  // YouTube-style: every cue repeats the line before it, word timings sit inside the text, and a
  // 10 ms cue holds only the finished line. No punctuation at all.
  const vtt = [
    'WEBVTT',
    'Kind: captions',
    'Language: en',
    '',
    '00:00:00.000 --> 00:00:02.990 align:start position:0%',
    'hey<00:00:00.480><c> everyone</c><00:00:00.960><c> welcome</c><00:00:01.439><c> back</c>',
    '',
    '00:00:02.990 --> 00:00:03.000 align:start position:0%',
    'hey everyone welcome back',
    '',
    '00:00:03.000 --> 00:00:05.990 align:start position:0%',
    'hey everyone welcome back',
    'to<00:00:03.360><c> the</c><00:00:03.720><c> channel</c><00:00:04.080><c> today</c><00:00:04.440><c> i</c>',
    '',
    '00:00:05.990 --> 00:00:06.000 align:start position:0%',
    'to the channel today i',
    '',
    '00:00:06.000 --> 00:00:08.990 align:start position:0%',
    'to the channel today i',
    'want to show you how we grow tomatoes',
    '',
    '00:00:08.990 --> 00:00:12.000 align:start position:0%',
    'want to show you how we grow tomatoes',
    'in a small garden without much water',
    '',
    '00:00:14.000 --> 00:00:16.000 align:start position:0%',
    'so first you need good soil and some',
    '',
    '00:00:16.000 --> 00:00:18.000 align:start position:0%',
    'good soil and some compost from last year',
  ].join('\n');

  it('come out as readable sentences without repeated phrases', () => {
    const parsed = parseTranscript(vtt, 'vtt');
    const text = parsed.turns.map((turn) => turn.text).join(' ');
    expect(text).toBe(
      'Hey everyone welcome back to the channel today I want to show you how we grow tomatoes. ' +
        'In a small garden without much water. So first you need good soil and some compost from last year.',
    );
    expect(parsed.turns[0]).toMatchObject({ start: 0, end: 8.99 });
    expect(parsed.durationSeconds).toBe(18);
  });
});

describe('unpunctuated timestamped lines', () => {
  it('come out as sentences of a dozen words or more, capitalised', () => {
    const pasted = [
      '0:00',
      'hey everyone welcome back to the channel',
      '0:03',
      'today i want to show you how we grow tomatoes',
      '0:07',
      'in a small garden without much water so',
      '0:10',
      'first you need good soil and some compost',
    ].join('\n');
    expect(parseTranscript(pasted).turns.map(({ start, text }) => ({ start, text }))).toEqual([
      {
        start: 0,
        text: 'Hey everyone welcome back to the channel today I want to show you how we grow tomatoes.',
      },
      {
        start: 7,
        text: 'In a small garden without much water so first you need good soil and some compost.',
      },
    ]);
  });
});

describe('rolling repeats', () => {
  const turn = (text: string, speaker: string | null = null) => ({ speaker, start: null, end: null, text });

  it('cuts a repeated tail of the previous cue of the same speaker only', () => {
    expect(
      dropRollingRepeats(
        [turn('we went to the market and', 'A'), turn('to the market and bought bread', 'A')],
        { partial: 3, whole: 1 },
      ).map((t) => t.text),
    ).toEqual(['we went to the market and', 'bought bread']);
    expect(
      dropRollingRepeats([turn('to the market and', 'A'), turn('to the market and', 'B')], {
        partial: 3,
        whole: 1,
      }).map((t) => t.text),
    ).toEqual(['to the market and', 'to the market and']);
  });

  it('keeps a short phrase said again in running text', () => {
    expect(
      dropRollingRepeats([turn('I said yes.', 'A'), turn('Yes, I did.', 'A')], { partial: 3, whole: 3 }).map(
        (t) => t.text,
      ),
    ).toEqual(['I said yes.', 'Yes, I did.']);
  });
});

describe('merging and ends', () => {
  it('joins pieces of one sentence and keeps the first start and the last end', () => {
    const merged = mergeFragments([
      { speaker: 'A', start: 1, end: 2, text: 'we went to' },
      { speaker: 'A', start: 2, end: 3, text: 'the market.' },
      { speaker: 'A', start: 3, end: 4, text: 'Then home.' },
      { speaker: 'B', start: 4, end: 5, text: 'and I' },
      { speaker: 'A', start: 5, end: 6, text: 'stayed.' },
    ]);
    expect(merged).toEqual([
      { speaker: 'A', start: 1, end: 3, text: 'we went to the market.' },
      { speaker: 'A', start: 3, end: 4, text: 'Then home.' },
      { speaker: 'B', start: 4, end: 5, text: 'and I' },
      { speaker: 'A', start: 5, end: 6, text: 'stayed.' },
    ]);
  });

  it('does not join across a long silence', () => {
    expect(
      mergeFragments([
        { speaker: null, start: 0, end: 2, text: 'and then' },
        { speaker: null, start: 120, end: 122, text: 'later on' },
      ]),
    ).toHaveLength(2);
  });

  it('ends a turn where the next later turn starts', () => {
    expect(
      fillEnds([
        { speaker: null, start: 5, end: null, text: 'a' },
        { speaker: null, start: 5, end: null, text: 'b' },
        { speaker: null, start: 9, end: null, text: 'c' },
        { speaker: null, start: null, end: null, text: 'd' },
      ]).map((t) => t.end),
    ).toEqual([9, 9, null, null]);
  });
});
