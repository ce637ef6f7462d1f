import { isDemoMove, isGameMove } from './learning-rules';
import { maskProfanity } from './passage-rules';
import type { Sentence } from './sentences';
import { isNamed, listOf } from './summary-text';

/**
 * What kind of episode a transcript is, told from who speaks how much and who asks (ADR 234): a solo
 * episode, an interview, a conversation or a discussion, with the people in it. It is what a listener
 * wants from a first line when neither the show notes nor the host's cold open say what the episode is,
 * and it says nothing the transcript does not show: no topic, no list of frequent nouns.
 */

/** The label a reader knows a speaker by: "The Chair (Hon. A. Rota (Lib.))" → "The Chair". */
function displayName(speaker: string): string {
  let name = speaker;
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(/\([^()]*\)/g, ' ');
  }
  let end = name.length;
  while (end > 0 && ' :,;-'.includes(name[end - 1] ?? '')) end--;
  return name.slice(0, end).replace(/\s+/g, ' ').trim();
}

interface Voice {
  name: string;
  words: number;
  questions: number;
}

function voices(sentences: readonly Sentence[]): { named: Voice[]; unnamed: number; words: number } {
  const byName = new Map<string, Voice>();
  const anonymous = new Set<string>();
  let words = 0;
  for (const s of sentences) {
    words += s.wordCount;
    if (!s.speaker?.trim()) continue;
    // "Grad A", "Participant 3": a role with a letter or number tells a reader no one's name.
    if (!isNamed(s.speaker) || /\s(?:\p{Lu}|\d+)$/u.test(s.speaker.trim())) {
      anonymous.add(s.speaker.trim().toLowerCase());
      continue;
    }
    const name = displayName(s.speaker.trim());
    if (!name) continue;
    const voice = byName.get(name) ?? { name, words: 0, questions: 0 };
    voice.words += s.wordCount;
    if (/\?["'”’)\]]*$/.test(s.text)) voice.questions++;
    byName.set(name, voice);
  }
  return { named: [...byName.values()].sort((a, b) => b.words - a.words), unnamed: anonymous.size, words };
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const counted = (n: number) => numberWords[n] ?? String(n);
/** "The Chair" in the middle of a sentence is "the Chair". */
const inSentence = (name: string) => name.replace(/^The /, 'the ');

/** The show or the body whose meeting a transcript is, as the host's welcome names it. */
export interface Show {
  kind: 'show' | 'meeting';
  /** With its article where it has one: "Practical AI", "the Finance Committee". */
  name: string;
}

/** The form of an episode as the predicate of a sentence: "a conversation between A and B". */
export interface Form {
  phrase: string;
  /** The people it names. */
  names: string[];
}

/**
 * The form an episode takes and who is in it, or null when the transcript cannot tell (no speakers).
 * Speakers who say less than one word in twenty are left out: a voice in a clip or a line from the
 * audience is no participant, but they make a discussion "and others".
 *
 * - one voice: "a solo episode by Ann Lee"
 * - two voices, one asking most questions and speaking less: "an interview of Idris Okafor by Nora Vance"
 * - two voices otherwise: "a conversation between Nora Vance and Idris Okafor"
 * - more: "a discussion between Ann Lee, Bo Chen, Cy Diaz and others" (four named at most)
 * - speakers without names: "a conversation between two speakers", "a discussion between five speakers"
 */
export function episodeForm(sentences: readonly Sentence[]): Form | null {
  const { named, unnamed, words } = voices(sentences);
  if (words === 0) return null;
  const present = named.filter((v) => v.words >= words * 0.05);
  const others = named.length - present.length + unnamed;
  if (present.length === 0) {
    if (unnamed < 2) return null;
    const phrase =
      unnamed === 2
        ? 'a conversation between two speakers'
        : `a discussion between ${counted(unnamed)} speakers`;
    return { phrase, names: [] };
  }
  const [first, second] = present;
  if (!first) return null;
  const names = present.slice(0, 4).map((v) => v.name);
  if (present.length === 1 && others === 0) {
    if (first.words < words * 0.9) return null;
    return { phrase: `a solo episode by ${inSentence(first.name)}`, names };
  }
  if (present.length === 2 && second && others < 2) {
    const questions = first.questions + second.questions;
    // An interviewer asks most of the questions and leaves most of the talking to the guest.
    const [asker, guest] = first.questions > second.questions ? [first, second] : [second, first];
    const phrase =
      questions >= 4 && asker.questions >= questions * 0.7 && asker.words < guest.words
        ? `an interview of ${inSentence(guest.name)} by ${inSentence(asker.name)}`
        : `a conversation between ${inSentence(first.name)} and ${inSentence(second.name)}`;
    return { phrase, names };
  }
  const shown = names.map(inSentence);
  const more = present.length > shown.length || others > 0;
  return { phrase: `a discussion between ${more ? `${shown.join(', ')} and others` : listOf(shown)}`, names };
}

/** An episode that is a game played on the show, or a demo run live, rather than talk. */
export type Genre = 'game' | 'demo';

/** Fewest moves that make a whole episode a game or a demo (ADR 245's lines). */
const minMoves = 5;

/**
 * Whether the whole episode is a game played on the show or a demo narrated live: five moves or more
 * (points, rounds, an answer called right; a click, a scroll, the screen), spread over at least a third
 * of it. A passing "round one" or a short demo inside a conversation does not make one. When both run
 * through the episode, the one with more moves.
 */
export function episodeGenre(sentences: readonly Sentence[]): Genre | null {
  const spread = (moves: number[]) =>
    moves.length >= minMoves && (moves.at(-1) ?? 0) - (moves[0] ?? 0) >= sentences.length / 3;
  const game = sentences.filter((s) => isGameMove(s.text)).map((s) => s.index);
  const demo = sentences.filter((s) => isDemoMove(s.text)).map((s) => s.index);
  const found: [Genre, number[]][] = [
    ['game', game],
    ['demo', demo],
  ];
  const [best] = found.filter(([, moves]) => spread(moves)).sort((a, b) => b[1].length - a[1].length);
  return best ? best[0] : null;
}

const genreNames: Record<Genre, string> = { game: 'a game show', demo: 'a live demo' };

/**
 * The first line of a summary from the show the host names, the form of the episode and what it is when
 * it is a game or a demo, as one written sentence: "The episode of Practical AI is a conversation between
 * A and B.", "The episode is a meeting of the Finance Committee, a discussion between A, B and others.",
 * "The episode is from Practical AI.", "The episode of Quiz Night is a game show, a discussion between A,
 * B and C." (ADR 234; the genre: issue 37).
 */
export function formLine(show: Show | null, form: Form | null, genre: Genre | null = null): string | null {
  let line: string | null = null;
  if (show?.kind === 'meeting')
    line = `The episode is a meeting of ${show.name}${form ? `, ${form.phrase}` : ''}.`;
  else if (genre) {
    const what = `${genreNames[genre]}${form ? `, ${form.phrase}` : ''}`;
    line = show ? `The episode of ${show.name} is ${what}.` : `The episode is ${what}.`;
  } else if (show)
    line = form ? `The episode of ${show.name} is ${form.phrase}.` : `The episode is from ${show.name}.`;
  else if (form) line = `The episode is ${form.phrase}.`;
  return line === null ? null : maskProfanity(line);
}
