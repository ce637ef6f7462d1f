import type { Sentence } from './sentences';
import { words } from './tokens';

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

/** The summary's first line: who talks about what. */
export function openingLine(speakers: string[], topics: string[]): string {
  const about = listOf(topics);
  if (speakers.length === 0) return about ? `This episode covers ${about}.` : '';
  const who = speakers.length <= 4 ? listOf(speakers) : `${speakers.slice(0, 3).join(', ')} and others`;
  return about ? `${who} talk about ${about}.` : `A conversation between ${who}.`;
}

/** "A sentence." by Ann → "A sentence, says Ann."; on the first sentence of the run that ends in a full stop. */
function attributed(speaker: string | null, texts: string[]): string[] {
  if (!isNamed(speaker)) return texts;
  const at = texts.findIndex((t) => /\p{L}\.$/u.test(t));
  if (at < 0) return texts;
  return texts.map((t, i) => (i === at ? `${t.slice(0, -1)}, says ${speaker}.` : t));
}

/** Words an attribution adds to a passage: "says" and the name. */
export function attributionWords(speaker: string | null, named: boolean): number {
  return named && isNamed(speaker) ? words(speaker).length + 1 : 0;
}

/**
 * The passages in transcript order, in one to three paragraphs; when speakers are named, each run of
 * one speaker's sentences is attributed in prose after its first sentence ("…, says Idris Okafor."),
 * never with a label and without quotation marks (which would nest with quotes in the speech).
 */
export function composeSummary(opening: string, picked: Sentence[], named: boolean): string {
  const count = picked.length <= 3 ? 1 : picked.length <= 7 ? 2 : 3;
  const paragraphs: string[] = opening ? [opening] : [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((picked.length * k) / count);
    const to = Math.floor((picked.length * (k + 1)) / count);
    const part = picked.slice(from, to);
    const runs: { speaker: string | null; texts: string[] }[] = [];
    for (const sentence of part) {
      const last = runs.at(-1);
      if (last && last.speaker === sentence.speaker) last.texts.push(sentence.text);
      else runs.push({ speaker: sentence.speaker, texts: [sentence.text] });
    }
    const text = runs
      .map((run) => (named ? attributed(run.speaker, run.texts) : run.texts).join(' '))
      .join(' ');
    if (text) paragraphs.push(text);
  }
  return paragraphs.join('\n\n');
}
