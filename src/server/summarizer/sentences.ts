import type { TranscriptTurn } from '../transcripts/transcript';
import { findAdSegments, type AdSegmentOptions } from './ad-segments';
import { carriesMarkup, cleanSentence, decodeEntities, hasRestart } from './sentence-cleanup';
import { words } from './tokens';

/** One sentence of the transcript, in transcript order, with what the summary needs to show it. */
export interface Sentence {
  index: number;
  /** The sentence as a reader sees it: fillers and stutters removed, capitalised, punctuated. */
  text: string;
  wordCount: number;
  speaker: string | null;
  startSeconds: number | null;
  /** Where the cue the sentence ends in ends (else where the next cue starts); null without timestamps. */
  endSeconds: number | null;
  /** Sentences of one speaker turn share a turn number; a new speaker starts a new turn. */
  turn: number;
  /**
   * Said as one whole sentence: it begins with a capital and ends with its own full stop, question or
   * exclamation mark in the transcript (not cut off, not started by someone else), and shows no restart
   * in the middle and no transcript markup. Unpunctuated captions cannot tell, so there every piece counts.
   */
  whole: boolean;
}

/** Words followed by a period that do not end a sentence. Lower-case, without the final period. */
const abbreviations = new Set(
  `mr mrs ms dr prof sr jr st mt vs etc e.g i.e eg ie inc ltd co corp approx fig dept est vol ca cf al gen gov sen rep
  rev ave jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k a.m p.m ph.d m.d b.a m.a d.c l.a n.y`.split(
    /\s+/,
  ),
);
/** Abbreviations that usually close a sentence when a capital follows. */
const closingAbbreviations = new Set([
  'etc',
  'inc',
  'ltd',
  'co',
  'corp',
  'u.s',
  'u.k',
  'a.m',
  'p.m',
  'd.c',
  'l.a',
  'n.y',
]);

/** Where sentence ends may be: terminal punctuation, closing quotes or brackets, then space. */
const boundary = /(?<![.!?…])[.!?…]+["'”’)\]]*\s+/g;

/**
 * Splits running text into sentences, reading abbreviations ("Dr. Ruiz"), initials ("J. R. Tolkien"),
 * numbers ("No. 5", "3.5") and lower-case continuations ("so... anyway") as they are meant.
 * Returns each sentence with its character offset, so callers can map it back to a timestamp.
 */
function splitSentences(text: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let start = 0;
  boundary.lastIndex = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length;
    const next = text.slice(end, end + 2);
    if (!endsSentence(text.slice(start, match.index), match[0], next)) continue;
    pushTrimmed(out, text.slice(start, end), start);
    start = end;
  }
  pushTrimmed(out, text.slice(start), start);
  return out;
}

function pushTrimmed(out: { text: string; offset: number }[], piece: string, offset: number) {
  const leading = piece.length - piece.trimStart().length;
  const trimmed = piece.trim();
  if (trimmed) out.push({ text: trimmed, offset: offset + leading });
}

function endsSentence(before: string, punctuation: string, next: string): boolean {
  const first = next.charAt(0);
  if (first === '') return true;
  // "so... anyway", "e.g. compost": a lower-case word continues the sentence.
  if (/\p{Ll}/u.test(first)) return false;
  if (!punctuation.startsWith('.') || punctuation.startsWith('..')) return true;
  const lastWord = /(?<![\p{L}.])([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
  if (lastWord === 'no' && /\d/.test(first)) return false;
  if (/^\p{L}$/u.test(lastWord) && /\p{Lu}/u.test(before.slice(-1))) return false; // an initial: "J. Tolkien"
  if (abbreviations.has(lastWord))
    return closingAbbreviations.has(lastWord) && /\p{Lu}/u.test(first) && !/^\p{Lu}\.?$/u.test(next);
  if (/^(?:\p{L}\.)+\p{L}$/u.test(lastWord)) return /\p{Lu}/u.test(first);
  return true;
}

/**
 * Unpunctuated speech (automatic captions) arrives as one endless "sentence". Such runs are cut at a
 * comma or before a conjunction once they are long enough, and hard-cut when nothing better appears.
 */
function softSplit(sentence: string, maxWords = 45): string[] {
  const tokens = sentence.split(/\s+/);
  if (tokens.length <= maxWords) return [sentence];
  const pieces: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const nextWord = (tokens[i + 1] ?? '').toLowerCase();
    current.push(token);
    const longEnough = current.length >= 18;
    const naturalBreak =
      /[,;:]$/.test(token) || /^(?:so|but|because|and|then|now|which|when)$/.test(nextWord);
    if ((longEnough && naturalBreak) || current.length >= 35) {
      pieces.push(current.join(' '));
      current = [];
    }
  }
  if (current.length > 0) {
    // A short tail joins the piece before it rather than standing alone.
    if (current.length < 6 && pieces.length > 0) pieces[pieces.length - 1] += ` ${current.join(' ')}`;
    else pieces.push(current.join(' '));
  }
  return pieces;
}

interface Turn {
  speaker: string | null;
  text: string;
  /** Character offset in `text` where each cue starts, with that cue's time. */
  marks: { offset: number; seconds: number | null; end: number | null }[];
}

function toTurns(cues: TranscriptTurn[]): Turn[] {
  const turns: Turn[] = [];
  for (const cue of cues) {
    let turn = turns.at(-1);
    if (!turn || turn.speaker !== cue.speaker) {
      turn = { speaker: cue.speaker, text: '', marks: [] };
      turns.push(turn);
    }
    if (turn.text) turn.text += ' ';
    turn.marks.push({ offset: turn.text.length, seconds: cue.start, end: cue.end });
    turn.text += cue.text;
  }
  return turns;
}

function markAt(marks: Turn['marks'], offset: number): number {
  let lo = 0;
  let hi = marks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((marks[mid]?.offset ?? 0) <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function timeAt(marks: Turn['marks'], offset: number): number | null {
  const found = markAt(marks, offset);
  // A cue without a time inherits the last time before it.
  for (let i = found; i >= 0; i--) {
    const seconds = marks[i]?.seconds;
    if (seconds !== null && seconds !== undefined) return seconds;
  }
  return null;
}

/** The end of the cue holding `offset`, else the start of the cue after it, else null. */
function endAt(marks: Turn['marks'], offset: number, next: number | null): number | null {
  const found = markAt(marks, offset);
  const own = marks[found]?.end;
  if (own !== null && own !== undefined) return own;
  const after = marks[found + 1]?.seconds;
  if (after !== null && after !== undefined) return after;
  return next;
}

/**
 * Automatic captions often carry no punctuation at all. Then the cue boundaries are the best hint there
 * is: cues are joined until a piece is long enough to read as a sentence.
 */
function cuePieces(turn: Turn): { text: string; offset: number }[] {
  const pieces: { text: string; offset: number }[] = [];
  let current: { text: string; offset: number } | null = null;
  turn.marks.forEach((mark, i) => {
    const end = turn.marks[i + 1]?.offset ?? turn.text.length;
    const cueText = turn.text.slice(mark.offset, end).trim();
    if (!current) current = { text: cueText, offset: mark.offset };
    else current.text += ` ${cueText}`;
    if (current.text.split(/\s+/).length >= 12) {
      pieces.push(current);
      current = null;
    }
  });
  if (current) pieces.push(current);
  return pieces;
}

/**
 * The names speakers call each other by: each named speaker's label and its first word ("Kevin" for
 * "Kevin Finn"). Anonymous labels ("Speaker 1") are nobody's name.
 */
function vocatives(speakers: (string | null)[]): Set<string> {
  const names = new Set<string>();
  for (const speaker of speakers) {
    if (!speaker || /^(?:speaker|spk|s)[\s_-]*\d*$/i.test(speaker)) continue;
    names.add(speaker);
    const first = speaker.split(/\s+/)[0];
    if (first && first.length > 2) names.add(first);
  }
  return names;
}

/** "Kevin, the feed is the show." → "The feed is the show.": addressing a speaker is not content. */
function withoutAddress(text: string, names: Set<string>): string {
  const match = /^([^,]{2,40}),\s+(\S.*)$/su.exec(text);
  if (!match?.[1] || !match[2] || !names.has(match[1]) || match[2].split(/\s+/).length < 4) return text;
  return match[2].charAt(0).toUpperCase() + match[2].slice(1);
}

/** Begins like a sentence and ends with its own terminal punctuation (markup and openers aside). */
function saidWhole(raw: string, resumes = false): boolean {
  const text = decodeEntities(raw)
    .replace(/\{[^{}]*\}|\[[^[\]]*\]|\([a-z ]+\)/giu, ' ')
    .replace(/(?<!\s)\s+([.!?,])/g, '$1')
    .trim();
  const opens = resumes ? /^["'“‘(]?[\p{L}\p{N}]/u : /^["'“‘(]?[\p{Lu}\p{N}]/u;
  return opens.test(text) && /[.!?…]["'”’)\]]*$/u.test(text) && !glued(text);
}

/**
 * Two sentences run together where a capital went missing ("Appreciate it. listeners, please…"): a full
 * stop after a word that is no abbreviation, or a ! or ?, then a lower-case word.
 */
function glued(text: string): boolean {
  if (/[!?]\s+\p{Ll}/u.test(text)) return true;
  for (const match of text.matchAll(/(?<![\p{L}.])([\p{L}.]+)\.\s+\p{Ll}/gu)) {
    const word = (match[1] ?? '').toLowerCase();
    if (!word.endsWith('.') && !abbreviations.has(word) && !/^(?:\p{L}\.)*\p{L}$/u.test(word)) return true;
  }
  return false;
}

function isUnpunctuated(text: string): boolean {
  const wordCount = text.split(/\s+/).length;
  const stops = (text.match(/[.!?…]/g) ?? []).length;
  return wordCount >= 60 && stops * 40 < wordCount;
}

/**
 * Every sentence of the transcript a report may be built from, cleaned for reading, with its speaker and
 * start time: sponsor reads and show housekeeping are left out as whole segments (ADR 204).
 */
export function segmentTranscript(cues: TranscriptTurn[], options: AdSegmentOptions = {}): Sentence[] {
  return withoutAds(allSentences(cues), options);
}

/**
 * The sentences outside ad segments, numbered again. A turn an ad interrupted continues as a new turn, so
 * no passage joins the sentence before an ad to the one after it; times stay as they were said.
 */
function withoutAds(sentences: Sentence[], options: AdSegmentOptions): Sentence[] {
  const { dropped } = findAdSegments(sentences, options);
  if (!dropped.includes(true)) return sentences;
  const kept: Sentence[] = [];
  let turn = -1;
  let lastTurn = -1;
  let cut = false;
  sentences.forEach((sentence, i) => {
    if (dropped[i]) {
      cut = true;
      return;
    }
    if (sentence.turn !== lastTurn || cut) turn += 1;
    lastTurn = sentence.turn;
    cut = false;
    kept.push({ ...sentence, index: kept.length, turn });
  });
  return kept;
}

function allSentences(cues: TranscriptTurn[]): Sentence[] {
  const sentences: Sentence[] = [];
  const turns = toTurns(cues);
  const unpunctuated = isUnpunctuated(turns.map((turn) => turn.text).join(' '));
  const addressed = vocatives(turns.map((turn) => turn.speaker));
  // Where each speaker's last turn broke off without its end ("…twelve fifty, so"): a turn of theirs that
  // then opens in lower case goes on with that sentence after an interjection, and is said whole.
  const brokeOff = new Map<string | null, boolean>();
  turns.forEach((turn, turnIndex) => {
    const pieces =
      isUnpunctuated(turn.text) && turn.marks.length > 1 ? cuePieces(turn) : splitSentences(turn.text);
    const resumes = brokeOff.get(turn.speaker) === true;
    brokeOff.set(turn.speaker, !/[.!?…]["'”’)\]]*$/u.test(turn.text.trim()));
    const nextTurnStart = turns[turnIndex + 1]?.marks[0]?.seconds ?? null;
    for (const piece of pieces) {
      const seconds = timeAt(turn.marks, piece.offset);
      const endSeconds = endAt(turn.marks, piece.offset + Math.max(0, piece.text.length - 1), nextTurnStart);
      const parts = softSplit(piece.text);
      for (const part of parts) {
        const text = withoutAddress(cleanSentence(part), addressed);
        const wordCount = words(text).length;
        if (wordCount === 0) continue;
        const whole =
          (unpunctuated || (parts.length === 1 && saidWhole(part, resumes && piece.offset === 0))) &&
          !hasRestart(part) &&
          !carriesMarkup(text);
        sentences.push({
          index: sentences.length,
          text,
          wordCount,
          speaker: turn.speaker,
          startSeconds: seconds,
          endSeconds,
          turn: turnIndex,
          whole,
        });
      }
    }
  });
  return sentences;
}
