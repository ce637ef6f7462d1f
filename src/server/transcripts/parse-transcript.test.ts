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

  it('strips the timing lines and markup, keeps start and end times', () => {
    const parsed = parseTranscript(srt, 'srt');
    expect(parsed.format).toBe('srt');
    expect(parsed.turns).toEqual([
      { speaker: null, start: 1, end: 4, text: 'Welcome to Field Notes.' },
      { speaker: null, start: 4.5, end: 8, text: 'Today: bees & orchards.' },
      { speaker: null, start: 62, end: 65, text: 'Pollination starts in April.' },
    ]);
    expect(parsed.text).toBe('Welcome to Field Notes. Today: bees & orchards. Pollination starts in April.');
    expect(parsed.wordCount).toBe(12);
    expect(parsed.durationSeconds).toBe(65);
  });

  it('is recognised by its content even when uploaded as text', () => {
    expect(detectFormat(srt, 'text')).toBe('srt');
  });

  it('takes "Name:" at a turn start as the speaker and joins the cues of a sentence', () => {
    const parsed = parseTranscript(
      [
        '1',
        '00:00:00,000 --> 00:00:03,000',
        'Alban: It is so nice to',
        'show up and record',
        '',
        '2',
        '00:00:03,000 --> 00:00:05,500',
        'this show. Really.',
        '',
        '3',
        '00:00:06,000 --> 00:00:09,000',
        'Kevin: You remember two',
        'months ago?',
        '',
        '4',
        '00:00:09,000 --> 00:00:11,000',
        'Alban: I never said that.',
      ].join('\n'),
      'srt',
    );
    expect(parsed.turns).toEqual([
      {
        speaker: 'Alban',
        start: 0,
        end: 5.5,
        text: 'It is so nice to show up and record this show. Really.',
      },
      { speaker: 'Kevin', start: 6, end: 9, text: 'You remember two months ago?' },
      { speaker: 'Alban', start: 9, end: 11, text: 'I never said that.' },
    ]);
  });

  it('refuses a file without any time range', () => {
    expect(() => parseTranscript('1\nHello there\n', 'srt')).toThrow(/not an SRT file/);
  });
});

describe('WebVTT captions', () => {
  const vtt = [
    'WEBVTT - Episode nine',
    'Kind: captions',
    '',
    'STYLE',
    '::cue { color: yellow; }',
    '',
    'NOTE produced by hand',
    'over two lines',
    '',
    'intro',
    '00:00.000 --> 00:03.000 align:start position:10%',
    '<v Rosa Lind>Hi, I am Rosa.</v>',
    '',
    '00:03.000 --> 00:06.000',
    '<v Rosa Lind>Hi, I am Rosa.</v>',
    '<v Rosa Lind>This is <c.yellow>episode</c> nine.</v>',
    '',
    '01:00:00.000 --> 01:00:02.000 line:0',
    '<v.loud Sam>Thanks for listening!</v>',
  ].join('\n');

  it('reads voices and cue times, drops the header, styling, notes, settings and rolling repeats', () => {
    const parsed = parseTranscript(vtt, 'vtt');
    expect(parsed.turns).toEqual([
      { speaker: 'Rosa Lind', start: 0, end: 3, text: 'Hi, I am Rosa.' },
      { speaker: 'Rosa Lind', start: 3, end: 6, text: 'This is episode nine.' },
      { speaker: 'Sam', start: 3600, end: 3602, text: 'Thanks for listening!' },
    ]);
    expect(parsed.text).toBe('Rosa Lind: Hi, I am Rosa. This is episode nine.\n\nSam: Thanks for listening!');
    expect(parsed.durationSeconds).toBe(3602);
  });

  it('is recognised by its header whatever was declared', () => {
    expect(detectFormat(vtt, 'srt')).toBe('vtt');
    expect(parseTranscript(vtt, 'text').format).toBe('vtt');
  });

  it('reads a cue list without its header as SubRip-like captions rather than refusing it', () => {
    const parsed = parseTranscript('00:00.000 --> 00:03.000\nHello there.', 'vtt');
    expect(parsed.format).toBe('srt');
    expect(parsed.turns).toEqual([{ speaker: null, start: 0, end: 3, text: 'Hello there.' }]);
  });

  it('refuses a WebVTT file without cues', () => {
    expect(() => parseTranscript('WEBVTT\n\nNOTE nothing here\n', 'vtt')).toThrow(/no cues/);
  });
});

describe('Podcasting 2.0 JSON', () => {
  it('joins phrase segments into turns with the first start and the last end', () => {
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [
        { speaker: 'Alban', startTime: 0, endTime: 4.8, body: 'It is so nice to' },
        { speaker: 'Alban', startTime: 0, endTime: 4.8, body: 'show up and record.' },
        { speaker: 'Kevin', startTime: 30.5, endTime: 32.9, body: 'You remember, like' },
        { speaker: 'Kevin', startTime: 32.9, endTime: 35.5, body: 'two months ago?' },
      ],
    });
    const parsed = parseTranscript(json, 'json');
    expect(parsed.format).toBe('json');
    expect(parsed.turns).toEqual([
      { speaker: 'Alban', start: 0, end: 4.8, text: 'It is so nice to show up and record.' },
      { speaker: 'Kevin', start: 30.5, end: 35.5, text: 'You remember, like two months ago?' },
    ]);
    expect(parsed.durationSeconds).toBe(36);
  });

  it('joins word segments, with punctuation segments attached to their word', () => {
    const words = ['Hello', ',', 'and', 'welcome', '.', 'Glad', 'you', 'came', '!'];
    const segments = words.map((body, index) => ({
      speaker: 'SPEAKER_01',
      startTime: index / 2,
      endTime: index / 2 + 0.5,
      body,
    }));
    const parsed = parseTranscript(JSON.stringify({ version: '1.0.0', segments }), 'text');
    expect(parsed.format).toBe('json');
    expect(parsed.turns).toEqual([
      { speaker: 'Speaker 1', start: 0, end: 2.5, text: 'Hello, and welcome.' },
      { speaker: 'Speaker 1', start: 2.5, end: 4.5, text: 'Glad you came!' },
    ]);
  });

  it('refuses JSON without segments when JSON was declared', () => {
    expect(() => parseTranscript('{"title": "Episode 1"}', 'json')).toThrow(/"segments"/);
    expect(() => parseTranscript('not json at all', 'json')).toThrow(/not a JSON transcript/);
  });
});

describe('HTML transcripts', () => {
  it('reads <cite> speakers, <time> stamps and paragraphs; skips scripts, navigation and headings', () => {
    const html = [
      '<!DOCTYPE html><html><head><title>Episode 12</title><style>p{}</style></head><body>',
      '<nav><a href="/">Home</a></nav><h1>Episode 12: Soil</h1>',
      '<cite>Maya Chen:</cite><time>0:00</time><p>Welcome back &amp; hello.</p>',
      '<cite>Tom:</cite><time>0:12</time><p>Thanks for <a href="https://example.com">having</a> me.</p>',
      '<script>track()</script></body></html>',
    ].join('\n');
    const parsed = parseTranscript(html, 'html');
    expect(parsed.format).toBe('html');
    expect(parsed.turns).toEqual([
      { speaker: 'Maya Chen', start: 0, end: 12, text: 'Welcome back & hello.' },
      { speaker: 'Tom', start: 12, end: null, text: 'Thanks for having me.' },
    ]);
  });

  it('reads speaker and timestamp classes and "Name:" paragraphs, and is found by content', () => {
    const html =
      '<div><p><span class="timestamp">00:01:05</span> <span class="speaker">Ana</span> Hi there.</p>' +
      '<p>Ben: Hello, Ana.</p><p>Ana: How are you?</p></div>';
    expect(detectFormat(html, 'text')).toBe('html');
    expect(parseTranscript(html, 'text').turns).toEqual([
      { speaker: 'Ana', start: 65, end: null, text: 'Hi there.' },
      { speaker: 'Ben', start: 65, end: null, text: 'Hello, Ana.' },
      { speaker: 'Ana', start: 65, end: null, text: 'How are you?' },
    ]);
  });

  it('reads a speaker class around a whole passage as the passage, not as a name', () => {
    const passage = 'We planted the orchard in April and the bees came back within a week. '.repeat(4);
    const html = `<p><span class="speaker">Ana</span> Hello.</p><p><span class="speaker-turn">${passage}</span></p>`;
    expect(parseTranscript(html, 'html').turns.map((turn) => turn.text)).toEqual(['Hello.', passage.trim()]);
  });
});

describe('every format', () => {
  it('refuses a transcript without words', () => {
    expect(() => parseTranscript('  \n [music] \n 00:01:00 \n')).toThrow(
      'The transcript has no text to summarize.',
    );
    expect(() => parseTranscript('<p>[laughter]</p>', 'html')).toThrow('The transcript has no text');
  });

  it('has no duration without timestamps', () => {
    expect(parseTranscript('Ana: Hello.\nBen: Hi.\nAna: Bye.').durationSeconds).toBeNull();
  });
});
