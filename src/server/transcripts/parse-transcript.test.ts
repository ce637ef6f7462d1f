import { describe, expect, it } from 'vitest';
import { detectFormat, parseTranscript } from './parse-transcript';
import { formatTimestamp, parseTimestamp } from './timestamps';

describe('timestamps', () => {
  it('reads the common forms and refuses ordinary text', () => {
    expect(parseTimestamp('01:02:03')).toBe(3723);
    expect(parseTimestamp('2:05')).toBe(125);
    expect(parseTimestamp('00:00:01,500')).toBe(1.5);
    expect(parseTimestamp('00:01.250')).toBe(1.25);
    expect(parseTimestamp('12:75')).toBeNull();
    expect(parseTimestamp('hello')).toBeNull();
    expect(formatTimestamp(3723)).toBe('1:02:03');
    expect(formatTimestamp(125)).toBe('2:05');
  });
});

describe('plain text transcripts', () => {
  it('takes speaker labels and leading timestamps out of the text and keeps them', () => {
    const parsed = parseTranscript(
      [
        '[00:00:05] Maya Chen: Welcome back to the show. Today we talk about soil.',
        '[00:01:10] Tom: Thanks for having me, Maya.',
        '(00:02:30) Maya Chen: Let us start with compost. [laughs]',
        '',
        'Tom: Compost is cheaper than most people think.',
      ].join('\n'),
    );
    expect(parsed.format).toBe('text');
    expect(parsed.hasSpeakers).toBe(true);
    expect(parsed.hasTimestamps).toBe(true);
    expect(parsed.turns).toEqual([
      {
        speaker: 'Maya Chen',
        start: 5,
        end: null,
        text: 'Welcome back to the show. Today we talk about soil.',
      },
      { speaker: 'Tom', start: 70, end: null, text: 'Thanks for having me, Maya.' },
      { speaker: 'Maya Chen', start: 150, end: null, text: 'Let us start with compost.' },
      { speaker: 'Tom', start: 150, end: null, text: 'Compost is cheaper than most people think.' },
    ]);
    expect(parsed.text).not.toMatch(/\d\d:\d\d/);
    expect(parsed.text).toContain('Maya Chen: Welcome back');
  });

  it('does not take a lone "Remember:" sentence for a speaker', () => {
    const parsed = parseTranscript('Remember: water early in the morning.\nThat is the whole trick.');
    expect(parsed.hasSpeakers).toBe(false);
    expect(parsed.turns[0]?.text).toBe('Remember: water early in the morning.');
  });

  it('reads Otter-style headings with the words below them', () => {
    const parsed = parseTranscript('Ana Ruiz  0:03\nHello and welcome.\n\nBen Ode  1:15\nGlad to be here.');
    expect(parsed.turns).toEqual([
      { speaker: 'Ana Ruiz', start: 3, end: null, text: 'Hello and welcome.' },
      { speaker: 'Ben Ode', start: 75, end: null, text: 'Glad to be here.' },
    ]);
  });

  it('refuses a transcript without words', () => {
    expect(() => parseTranscript('  \n [music] \n 00:01:00 \n')).toThrow(
      'The transcript has no text to summarize.',
    );
  });
});

describe('SRT captions', () => {
  const srt = [
    '1',
    '00:00:01,000 --> 00:00:04,000',
    '<i>Welcome to Field Notes.</i>',
    '',
    '2',
    '00:00:04,500 --> 00:00:08,000',
    'Today: bees &amp; orchards.',
    '',
    '3',
    '00:01:02,000 --> 00:01:05,000',
    '- Pollination starts in April.',
    '',
  ].join('\r\n');

  it('strips the timing lines and markup, keeps the start times', () => {
    const parsed = parseTranscript(srt, 'srt');
    expect(parsed.format).toBe('srt');
    expect(parsed.turns).toEqual([
      { speaker: null, start: 1, end: null, text: 'Welcome to Field Notes.' },
      { speaker: null, start: 4.5, end: null, text: 'Today: bees & orchards.' },
      { speaker: null, start: 62, end: null, text: 'Pollination starts in April.' },
    ]);
    expect(parsed.text).toBe('Welcome to Field Notes. Today: bees & orchards. Pollination starts in April.');
    expect(parsed.wordCount).toBe(12);
  });

  it('is recognised even when uploaded as text', () => {
    expect(detectFormat(srt, 'text')).toBe('srt');
  });

  it('refuses a file without any time range', () => {
    expect(() => parseTranscript('1\nHello there\n', 'srt')).toThrow(/not an SRT file/);
  });
});

describe('WebVTT captions', () => {
  const vtt = [
    'WEBVTT',
    '',
    'NOTE produced by hand',
    '',
    'intro',
    '00:00.000 --> 00:03.000 align:start',
    '<v Rosa Lind>Hi, I am Rosa.</v>',
    '',
    '00:03.000 --> 00:06.000',
    '<v Rosa Lind>Hi, I am Rosa.</v>',
    '<v Rosa Lind>This is <c.yellow>episode</c> nine.</v>',
    '',
    '01:00:00.000 --> 01:00:02.000',
    '<v.loud Sam>Thanks for listening!</v>',
  ].join('\n');

  it('reads voices, drops notes, markup and rolling repeats', () => {
    const parsed = parseTranscript(vtt, 'vtt');
    expect(parsed.turns).toEqual([
      { speaker: 'Rosa Lind', start: 0, end: null, text: 'Hi, I am Rosa.' },
      { speaker: 'Rosa Lind', start: 3, end: null, text: 'This is episode nine.' },
      { speaker: 'Sam', start: 3600, end: null, text: 'Thanks for listening!' },
    ]);
    expect(parsed.text).toBe('Rosa Lind: Hi, I am Rosa. This is episode nine.\n\nSam: Thanks for listening!');
  });

  it('refuses a file that does not start with WEBVTT', () => {
    expect(() => parseTranscript('00:00.000 --> 00:03.000\nHello', 'vtt')).toThrow(
      /must start with "WEBVTT"/,
    );
  });
});
