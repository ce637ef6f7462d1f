import type { Sentence } from './sentences';

/**
 * Speaker labels that name no one ("Speaker 1", "SPEAKER_02", "Unknown"): a transcript with only these
 * has no speakers a reader could be told about.
 */
const anonymous = /^(?:speaker|spk|voice|participant|person|unknown|guest|host|interviewer|s)[\s_-]*\d*$/iu;

export function isNamed(speaker: string | null): speaker is string {
  return speaker !== null && speaker.trim() !== '' && !anonymous.test(speaker.trim());
}

/** The named speakers, most words first (ties by first appearance). */
export function namedSpeakers(sentences: Sentence[]): string[] {
  const spoken = new Map<string, number>();
  for (const sentence of sentences)
    if (isNamed(sentence.speaker))
      spoken.set(sentence.speaker, (spoken.get(sentence.speaker) ?? 0) + sentence.wordCount);
  return [...spoken.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A sentence in which the speaker matters: their own view, experience or commitment. */
const ownView =
  /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|my|we|we're|we’re|we've|we’ve|our|us)\b|\b(?:agree|disagree|believe|recommend|propose|suggest|prefer|insist|argue)\b/i;

/**
 * Which passages name their speaker (ADR 206): a run of one speaker's sentences only where the speaker
 * matters (their own view, experience or commitment), and never more than one sentence in three of the
 * whole summary, its opening line included. Returns the indexes of the runs' first sentences.
 */
export function chooseAttributions(
  parts: Sentence[][],
  named: boolean,
  openingSentences: number,
): Set<number> {
  const chosen = new Set<number>();
  if (!named) return chosen;
  const total = openingSentences + parts.reduce((n, p) => n + p.length, 0);
  const cap = Math.floor(total / 3);
  for (const part of parts) {
    let previous: string | null = null;
    for (const [i, sentence] of part.entries()) {
      const starts = i === 0 || sentence.speaker !== previous;
      previous = sentence.speaker;
      if (chosen.size >= cap) return chosen;
      if (!starts || !isNamed(sentence.speaker) || !ownView.test(sentence.text)) continue;
      if (!/\p{L}\.$/u.test(sentence.text)) continue;
      chosen.add(sentence.index);
    }
  }
  return chosen;
}

/**
 * The summary as the episode runs: the opening line, then one paragraph per main part; a run of one
 * speaker's sentences is attributed ("…, says Idris Okafor.") only when its first sentence is chosen.
 */
export function composeArc(opening: string, parts: Sentence[][], attributedAt: Set<number>): string {
  const paragraphs: string[] = opening ? [opening] : [];
  for (const part of parts) {
    const runs: { speaker: string | null; first: number; texts: string[] }[] = [];
    for (const sentence of part) {
      const last = runs.at(-1);
      if (last && last.speaker === sentence.speaker) last.texts.push(sentence.text);
      else runs.push({ speaker: sentence.speaker, first: sentence.index, texts: [sentence.text] });
    }
    const text = runs
      .map((run) =>
        (attributedAt.has(run.first)
          ? attributed(run.speaker, run.texts.slice(0, 1)).concat(run.texts.slice(1))
          : run.texts
        ).join(' '),
      )
      .join(' ');
    if (text) paragraphs.push(text);
  }
  return paragraphs.join('\n\n');
}

/** "A sentence." by Ann → "A sentence, says Ann."; on the first sentence of the run that ends in a full stop. */
function attributed(speaker: string | null, texts: string[]): string[] {
  if (!isNamed(speaker)) return texts;
  const at = texts.findIndex((t) => /\p{L}\.$/u.test(t));
  if (at < 0) return texts;
  return texts.map((t, i) => (i === at ? `${t.slice(0, -1)}, says ${speaker}.` : t));
}
