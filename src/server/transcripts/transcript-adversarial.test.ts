import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hostileTranscript, hostileTranscripts } from './hostile-transcripts';
import { parseTranscript } from './parse-transcript';
import { TranscriptError, type TranscriptFormat } from './transcript';

/**
 * Every parser of untrusted text must do work that grows at most linearly with its input (issue 24,
 * ADR 166). Each input is parsed at sizes n, 4n and 16n (16 KB to 256 KB, half the transcript limit); the
 * processor time at 16n must stay under 64 times the time at n. Linear work gives about 16, quadratic
 * work 256: the bound leaves four times the linear figure for caches and garbage collection and still
 * catches a return to quadratic time. No absolute time is asserted; a parse that runs away is stopped
 * by a guard and fails the test.
 */

/** Stops one parse that runs away (exponential backtracking), so the test fails instead of hanging. */
const runawayGuardMs = 15_000;

type Outcome = 'parsed' | 'refused';

// One context and script for every guarded parse: a new context per parse would cost more than a
// small parse and blur the figures.
const guard = { task: () => {} };
const guardContext = createContext({ guard });
const guardScript = new Script('guard.task()');

function parseGuarded(input: string, format: TranscriptFormat): Outcome {
  let outcome: Outcome = 'parsed';
  const run = () => {
    try {
      parseTranscript(input, format);
    } catch (error) {
      if (!(error instanceof TranscriptError)) throw error;
      outcome = 'refused';
    }
  };
  // A script's timeout stops whatever runs inside it, including functions of this context it calls.
  guard.task = run;
  guardScript.runInContext(guardContext, { timeout: runawayGuardMs });
  return outcome;
}

/**
 * The processor time one parse takes, in milliseconds: time this process spent running, not time it
 * waited for a core, so other work on a shared machine does not count.
 */
function timeOne(input: string, format: TranscriptFormat): number {
  const before = process.cpuUsage();
  parseGuarded(input, format);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The smallest n (a power of two) whose input has at least 16 KB: 16n is then about 256 KB. */
function baseSize(make: (n: number) => string): number {
  let n = 1;
  while (make(n).length < 16_384) n *= 2;
  return n;
}

interface Growth {
  n: number;
  times: [number, number, number];
  ratio: number;
}

/**
 * The best of three timings at n, 4n and 16n, taken in turns (n, 4n, 16n, n, 4n, …) so that a burst of
 * load falls on every size alike instead of on one.
 */
function growth(make: (n: number) => string, format: TranscriptFormat): Growth {
  const n = baseSize(make);
  const inputs = [make(n), make(n * 4), make(n * 16)];
  const times: [number, number, number] = [Infinity, Infinity, Infinity];
  for (let round = 0; round < 3; round += 1) {
    inputs.forEach((input, size) => {
      times[size] = Math.min(times[size] ?? Infinity, timeOne(input, format));
    });
  }
  return { n, times, ratio: times[2] / Math.max(times[0], 0.05) };
}

function expectLinear(make: (n: number) => string, format: TranscriptFormat): void {
  const measured = growth(make, format);
  const figures = `n=${measured.n}, ${measured.times.map((t) => `${t.toFixed(1)} ms`).join(' / ')}`;
  expect(measured.ratio, `work at 16n over work at n (${figures})`).toBeLessThan(64);
}

/** Ordinary transcripts of n turns in every format, so the normal path is held to the same rule. */
const ordinary: { name: string; format: TranscriptFormat; make: (n: number) => string }[] = [
  {
    name: 'a text conversation',
    format: 'text',
    make: (n) =>
      Array.from(
        { length: n },
        (_, i) => `[00:${String(i % 60).padStart(2, '0')}] ${i % 2 ? 'Ana' : 'Bo'}: Point ${i} is made.`,
      ).join('\n'),
  },
  {
    name: 'SubRip captions',
    format: 'srt',
    make: (n) =>
      Array.from(
        { length: n },
        (_, i) => `${i + 1}\n00:00:${String(i % 60).padStart(2, '0')},000 --> 00:00:59,000\nLine ${i} said`,
      ).join('\n\n'),
  },
  {
    name: 'WebVTT captions with voices',
    format: 'vtt',
    make: (n) =>
      `WEBVTT\n\n${Array.from(
        { length: n },
        (_, i) => `00:00:${String(i % 60).padStart(2, '0')}.000 --> 00:00:59.000\n<v Ana>Line ${i} said.</v>`,
      ).join('\n\n')}`,
  },
  {
    name: 'Podcasting 2.0 JSON',
    format: 'json',
    make: (n) =>
      JSON.stringify({
        version: '1.0.0',
        segments: Array.from({ length: n }, (_, i) => ({
          speaker: i % 2 ? 'Ana' : 'Bo',
          startTime: i,
          endTime: i + 1,
          body: `Segment ${i} ends here.`,
        })),
      }),
  },
  {
    name: 'an HTML transcript',
    format: 'html',
    make: (n) =>
      `<html><body>${Array.from(
        { length: n },
        (_, i) =>
          `<p><cite>${i % 2 ? 'Ana' : 'Bo'}</cite> <time>00:${String(i % 60).padStart(2, '0')}</time> Said ${i}.</p>`,
      ).join('')}</body></html>`,
  },
];

// Each case parses about 1.5 MB in all, three times over: a minute leaves room for a loaded machine.
describe('transcript parsing grows linearly with its input', { timeout: 60_000 }, () => {
  it.each(hostileTranscripts.map((entry) => [entry.name, entry] as const))('hostile: %s', (_name, entry) =>
    expectLinear(entry.make, entry.format),
  );

  it.each(ordinary.map((entry) => [entry.name, entry] as const))('ordinary: %s', (_name, entry) =>
    expectLinear(entry.make, entry.format),
  );

  // The depth bound once held only where text was read: inside a skipped element every unclosed tag
  // stayed open, and each stray close walked them all (32,000 of each took 1.5 s).
  it('hostile: open bold tags then stray italic closes inside navigation', () => {
    const make = (n: number) => `<p>Ana: hello.</p><nav>${'<b>'.repeat(n)}${'</i>'.repeat(n)}</nav>`;
    expectLinear(make, 'html');
    expect(parseTranscript(make(60_000), 'html').text).toBe('Ana: hello.');
  });
});

describe("issue 24's inputs at the sizes they were found at", () => {
  it('reads the 105-byte voice tag that backtracked exponentially like any 105-byte captions', () => {
    const input = hostileTranscript('vtt voice tag with classes and no name').make(29);
    expect(input).toHaveLength(105);
    const parsed = parseTranscript(input, 'vtt');
    expect(parsed.turns.map((turn) => turn.text).join(' ')).toContain('hello');
    // The same length of ordinary captions, for comparison within this run.
    const ordinaryCue = `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ana>${'word '.repeat(11)}h</v>`;
    expect(ordinaryCue).toHaveLength(105);
    const best = (text: string) => Math.min(...[1, 2, 3, 4, 5].map(() => timeOne(text, 'vtt')));
    expect(best(input)).toBeLessThan(100 * Math.max(best(ordinaryCue), 0.05));
  });

  it('keeps a turn of 249,000 words instead of overflowing the call stack', () => {
    const parsed = parseTranscript(hostileTranscript('one turn of many words').make(249_000), 'text');
    expect(parsed.wordCount).toBe(249_001);
    expect(parsed.text.endsWith('a end.')).toBe(true);
  });

  it.each([
    ['one label line then many short lines', 'parsed'],
    ['a word then a run of dashes', 'parsed'],
    ['a caption line of open angle brackets', 'parsed'],
    // A heading is never speech, and the other holds no words: both are refused, quickly.
    ['nested headings', 'refused'],
    ['open bold tags then stray italic closes', 'refused'],
  ] as const)('%s: %s', (name, outcome) => {
    const entry = hostileTranscript(name);
    expect(parseGuarded(entry.make(entry.issueSize), entry.format)).toBe(outcome);
  });

  it('still reads the text beside 60,000 unclosed tags', () => {
    const html = `<p>${'<b>'.repeat(60_000)}Ana said hello.${'</i>'.repeat(60_000)}</p>`;
    expect(parseTranscript(html, 'html').text).toBe('Ana said hello.');
  });
});
