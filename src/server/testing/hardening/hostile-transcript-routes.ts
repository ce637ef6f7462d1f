import { limits } from '@shared/constants';
import type { TranscriptFormat } from '../../transcripts/transcript';
import { hostileTranscripts, type HostileTranscript } from '../../transcripts/hostile-transcripts';

/**
 * The hostile transcripts of issue 24 as a creator would send them: each case's text as it is, under
 * every format a creator can declare, and inside each format's own container (a caption cue, a JSON
 * segment, an HTML paragraph, a Markdown section), so that every parser meets it where it reads text.
 * Shared by the fuzz suite (every route that takes a transcript) and the health-delay benchmark.
 */

/** A transcript body as the API takes it: `{ content, format }`. */
export interface HostileBody {
  /** "case name / shape", for failure messages and the benchmark's table. */
  label: string;
  caseName: string;
  content: string;
  format: TranscriptFormat;
}

/** The formats a creator declares (Markdown is declared as text: the content says it is Markdown). */
const declared: readonly TranscriptFormat[] = ['text', 'srt', 'vtt', 'json', 'html'];

const srtCue = (text: string) => `1\n00:00:01,000 --> 00:00:04,000\n${text}\n`;
const vttCue = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${text}\n`;
const jsonSegments = (text: string) =>
  JSON.stringify({
    version: '1.0.0',
    segments: [{ startTime: 1, endTime: 4, speaker: 'Ana', body: text }],
  });
const htmlParagraph = (text: string) => `<html><body><p>${text}</p></body></html>`;
const markdownSection = (text: string) => `# Episode\n\n**Ana:** ${text}\n`;

/** Each wrapper adds a few dozen characters at most: room is kept for it under the limit. */
const wrapperRoom = 200;

const wrappers: readonly { shape: string; format: TranscriptFormat; wrap: (text: string) => string }[] = [
  { shape: 'in an SRT cue', format: 'srt', wrap: srtCue },
  { shape: 'in a WebVTT cue', format: 'vtt', wrap: vttCue },
  { shape: 'in a JSON segment', format: 'json', wrap: jsonSegments },
  { shape: 'in an HTML paragraph', format: 'html', wrap: htmlParagraph },
  { shape: 'in a Markdown section', format: 'text', wrap: markdownSection },
];

/**
 * The case's size for a body of about `maxChars` characters: its issue size when that fits, else the
 * largest size that does.
 */
export function sizeFor(entry: HostileTranscript, maxChars: number): number {
  const room = Math.min(maxChars, limits.transcriptMaxChars) - wrapperRoom;
  const one = entry.make(1).length;
  const perUnit = Math.max(1, entry.make(2).length - one);
  let size = Math.min(entry.issueSize, Math.max(1, Math.floor((room - one) / perUnit) + 1));
  // Roughly linear only (numbered lines grow by a digit now and then): shrink until it fits.
  for (let length = entry.make(size).length; length > room && size > 1; length = entry.make(size).length) {
    size = Math.max(1, Math.min(size - 1, Math.floor((size * room) / length)));
  }
  return size;
}

/**
 * Every hostile case at a size that keeps each body under `maxChars` (and the transcript limit): the
 * text as it is under every declared format, then inside each format's container.
 */
export function hostileBodies(maxChars: number, cases = hostileTranscripts): HostileBody[] {
  const bodies: HostileBody[] = [];
  for (const entry of cases) {
    const size = sizeFor(entry, maxChars);
    const text = entry.make(size);
    const ordered = [entry.format, ...declared.filter((format) => format !== entry.format)];
    for (const format of ordered) {
      bodies.push({ label: `${entry.name} / as ${format}`, caseName: entry.name, content: text, format });
    }
    for (const { shape, format, wrap } of wrappers) {
      let content = wrap(text);
      // JSON escapes some characters (a backslash becomes two): shrink the case to fit the wrapped form.
      if (content.length > maxChars) {
        content = wrap(
          entry.make(Math.max(1, Math.floor((size * (maxChars - wrapperRoom)) / content.length))),
        );
      }
      bodies.push({ label: `${entry.name} / ${shape}`, caseName: entry.name, content, format });
    }
  }
  return bodies;
}
