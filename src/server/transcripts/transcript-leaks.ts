import type { TranscriptTurn } from './transcript';

/**
 * Shapes that must never reach a turn's text (and so a summary, title, quote or chapter): speaker
 * labels, timestamps and markup of every transcript format. Used by tests and the evaluation tools to
 * check the normaliser on any input.
 */
const transcriptLeakPatterns: readonly { name: string; pattern: RegExp }[] = [
  { name: 'bold marker', pattern: /\*\*/ },
  { name: 'escaped bracket', pattern: /\\[[\]]/ },
  { name: 'numbered speaker tag', pattern: /\[\s*speaker[ _-]?\d{1,3}\s*\]/i },
  { name: 'clock time with hours', pattern: /\d{1,3}:\d{2}:\d{2}/ },
  { name: 'bracketed timestamp', pattern: /[[(]\s*\d{1,2}:\d{2}(?:[.,]\d{1,3})?\s*[\])]/ },
  { name: 'voice tag', pattern: /<\/?v[\s.>]/i },
  { name: 'brace annotation', pattern: /\{[^{}\n]*\}/ },
  { name: 'caption arrow', pattern: /-->/ },
  { name: 'Markdown link', pattern: /\[[^[\]\n]*\]\([^)\n]*\)/ },
];

/** The leaks found in the turns, as "pattern name: text" lines (empty when the turns are clean). */
export function findTranscriptLeaks(turns: readonly TranscriptTurn[]): string[] {
  const found: string[] = [];
  for (const turn of turns) {
    for (const { name, pattern } of transcriptLeakPatterns) {
      if (pattern.test(turn.text)) found.push(`${name}: ${turn.text.slice(0, 160)}`);
      if (turn.speaker !== null && pattern.test(turn.speaker))
        found.push(`${name} in speaker: ${turn.speaker}`);
    }
  }
  return found;
}
