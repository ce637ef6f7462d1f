import type { TranscriptFormat } from './transcript';

/**
 * Hostile transcripts: inputs shaped to make a careless parser backtrack, rescan or recurse, each made
 * at any size `n` so a test can check that the work grows at most linearly (×1, ×4, ×16) and a fuzz run
 * or a benchmark can post them through every route that takes a transcript. `issueSize` is the size at
 * which the case was found to stall the server (issue 24); `make(issueSize)` is that exact input.
 *
 * `format` is the format the creator declares; the parser may still read the content as another one
 * (a "text" upload that starts with WEBVTT is captions).
 */
export interface HostileTranscript {
  name: string;
  format: TranscriptFormat;
  /** The input at size `n`; its length grows linearly with `n`. */
  make: (n: number) => string;
  /** The size the case had when it was found, or a size that made the old parser take seconds. */
  issueSize: number;
  /** What the old parser did with it, for the record. */
  found: string;
}

const cueHeader = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n';

export const hostileTranscripts: readonly HostileTranscript[] = [
  // Issue 24's cases.
  {
    name: 'vtt voice tag with classes and no name',
    format: 'vtt',
    make: (n) => `${cueHeader}<v${'.a'.repeat(n)}!\nhello`,
    issueSize: 29,
    found: '105 bytes took 10 s (exponential backtracking in the voice-tag pattern)',
  },
  {
    name: 'one label line then many short lines',
    format: 'text',
    make: (n) => `Ana: hello there\n${'a\n'.repeat(n)}`,
    issueSize: 50_000,
    found: '10.7 s (the rest of the lines copied once per line)',
  },
  {
    name: 'a word then a run of dashes',
    format: 'text',
    make: (n) => `word${'-'.repeat(n)}`,
    issueSize: 30_000,
    found: '3 s (the caption-arrow leak pattern rescans the run from every dash)',
  },
  {
    name: 'a caption line of open angle brackets',
    format: 'vtt',
    make: (n) => `${cueHeader}${'<'.repeat(n)}`,
    issueSize: 30_000,
    found: '1.9 s (the tag pattern rescans the line from every "<")',
  },
  {
    name: 'nested headings',
    format: 'html',
    make: (n) => `<html><body>${'<h1>'.repeat(n)}hello world</body></html>`,
    issueSize: 30_000,
    found: '3.3 s, then 422 (each closing heading rewrites the whole line)',
  },
  {
    name: 'open bold tags then stray italic closes',
    format: 'html',
    make: (n) => `<p>${'<b>'.repeat(n)}${'</i>'.repeat(n)}`,
    issueSize: 60_000,
    found: '5.6 s (each stray close walks the open elements)',
  },
  {
    name: 'one turn of many words',
    format: 'text',
    make: (n) => `${'a '.repeat(n)}end.`,
    issueSize: 249_000,
    found: '500 internal_error (call stack exceeded spreading the words into push)',
  },
  // Found while fixing the cases above: the same kinds of rescans elsewhere in the parser.
  {
    name: 'a bracket then a run of spaces',
    format: 'text',
    make: (n) => `[${' '.repeat(n)}x`,
    issueSize: 100_000,
    found: 'quadratic (the spaces shared between the bracket and the note in every way)',
  },
  {
    name: 'a name then a run of spaces',
    format: 'text',
    make: (n) => `Jane${' '.repeat(n)}x`,
    issueSize: 100_000,
    found: 'quadratic (two optional runs of spaces around a missing timestamp in the label pattern)',
  },
  {
    name: 'a bold marker then a run of spaces',
    format: 'text',
    make: (n) => `**${' '.repeat(n)}x`,
    issueSize: 100_000,
    found: 'quadratic (the bold label pattern)',
  },
  {
    name: 'voice tags that never close',
    format: 'vtt',
    make: (n) => `${cueHeader}${'<v a'.repeat(n)}`,
    issueSize: 25_000,
    found: 'quadratic (each "<v" looked for a ">" to the end of the line)',
  },
  {
    name: 'speaker spans in one paragraph',
    format: 'html',
    make: (n) => `<p>${'<span class="speaker">Ana</span> hi '.repeat(n)}</p>`,
    issueSize: 12_000,
    found: '1.9 s at 432 KB (each speaker span copied the whole line before it)',
  },
  {
    name: 'nested speaker spans around a long passage',
    format: 'html',
    make: (n) => `<p>${'<span class="speaker">'.repeat(n)}${'word '.repeat(n * 5)}${'</span>'.repeat(n)}</p>`,
    issueSize: 8_000,
    found: '26 s at 432 KB (each closing span rewrote the whole passage inside it)',
  },
  {
    name: 'two long cues of one voice',
    format: 'vtt',
    make: (n) => {
      const cue = (from: number) => Array.from({ length: n }, (_, i) => `line ${from + i}`).join('\n');
      return `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${cue(0)}\n\n00:00:05.000 --> 00:00:08.000\n${cue(n)}`;
    },
    issueSize: 20_000,
    found: '2.4 s at 429 KB (every line of a cue compared with every line of the cue before)',
  },
  {
    name: 'spaces after a sentence in a conversation',
    format: 'text',
    make: (n) => `Ana: one\nBo: two\nAna: three. ${' '.repeat(n)}Bo: four`,
    issueSize: 100_000,
    found: 'linear, 28 ms (kept: the label lookbehind over the spaces became a match)',
  },
  // Shapes kept from the first adversarial suite (each about 200,000 characters at its issue size).
  {
    name: 'open brackets',
    format: 'text',
    make: (n) => '['.repeat(n),
    issueSize: 200_000,
    found: 'linear',
  },
  {
    name: 'unclosed links',
    format: 'text',
    make: (n) => '[a]('.repeat(n),
    issueSize: 50_000,
    found: 'linear',
  },
  {
    name: 'whitespace before nothing',
    format: 'text',
    make: (n) => `a${' '.repeat(n)},`,
    issueSize: 200_000,
    found: 'linear',
  },
  {
    name: 'backslashes',
    format: 'text',
    make: (n) => `${'\\'.repeat(n)}x`,
    issueSize: 200_000,
    found: 'linear',
  },
  {
    name: 'a tag that never closes',
    format: 'text',
    make: (n) => `<${'a'.repeat(n)}`,
    issueSize: 200_000,
    found: 'linear',
  },
  {
    name: 'unclosed emphasis',
    format: 'text',
    make: (n) => '*a '.repeat(n),
    issueSize: 66_000,
    found: 'linear',
  },
  {
    name: 'dashes',
    format: 'text',
    make: (n) => `${'-'.repeat(n)}x`,
    issueSize: 200_000,
    found: 'linear',
  },
  {
    name: 'labels',
    format: 'text',
    make: (n) => 'Speaker 1: '.repeat(n),
    issueSize: 18_000,
    found: 'linear',
  },
  {
    name: 'timestamps',
    format: 'text',
    make: (n) => '00:00 '.repeat(n),
    issueSize: 33_000,
    found: 'linear',
  },
  {
    name: 'nested paragraphs',
    format: 'html',
    make: (n) => `<p>${'<b>'.repeat(n)}hi`,
    issueSize: 60_000,
    found: 'linear',
  },
];

/** The case of that name (throws on a typo, so a test never silently checks nothing). */
export function hostileTranscript(name: string): HostileTranscript {
  const found = hostileTranscripts.find((entry) => entry.name === name);
  if (!found) throw new Error(`No hostile transcript is called "${name}".`);
  return found;
}
