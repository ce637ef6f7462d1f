import { countWords } from './cleanup';
import type { TranscriptTurn } from './transcript';

/** Text that ends a sentence: terminal punctuation, perhaps inside closing quotes or brackets. */
const sentenceEnd = /[.!?…]["'”’)\]]*$/;

function normalisedWords(text: string): { word: string; index: number }[] {
  return text
    .split(/\s+/)
    .map((token, index) => ({ word: token.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ''), index }))
    .filter((entry) => entry.word !== '');
}

/**
 * Rolling captions repeat what the previous cue said: its last line as their first line, or the last
 * few words again. Repeats are cut one cue back only and within one speaker, so a phrase really said
 * twice later is kept. `minimum.partial` is the shortest overlap cut from a piece that says more,
 * `minimum.whole` the shortest piece dropped because it only repeats.
 */
export function dropRollingRepeats(
  turns: TranscriptTurn[],
  minimum: { partial: number; whole: number },
): TranscriptTurn[] {
  const out: TranscriptTurn[] = [];
  // A set: two cues of 25,000 lines each must not compare every line with every other.
  let previousLines = new Set<string>();
  let previous: TranscriptTurn | null = null;
  for (const turn of turns) {
    const lines = turn.text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const sameVoice: boolean = previous !== null && previous.speaker === turn.speaker;
    const fresh: string[] = sameVoice ? lines.filter((line) => !previousLines.has(line)) : lines;
    previousLines = new Set(lines);
    let text: string = fresh.join(' ');
    if (sameVoice && previous) text = withoutOverlap(previous.text, text, minimum);
    if (text === '') continue;
    const kept: TranscriptTurn = { ...turn, text };
    out.push(kept);
    previous = kept;
  }
  return out;
}

function withoutOverlap(before: string, text: string, minimum: { partial: number; whole: number }): string {
  const tail = normalisedWords(before).slice(-40);
  const head = normalisedWords(text);
  for (let size = Math.min(tail.length, head.length); size >= 1; size -= 1) {
    const whole = size === head.length;
    if (size < (whole ? minimum.whole : minimum.partial)) {
      if (size < minimum.partial) break;
      continue;
    }
    let same = true;
    for (let i = 0; i < size && same; i += 1) same = tail[tail.length - size + i]?.word === head[i]?.word;
    if (!same) continue;
    if (whole) return '';
    const cut = head[size]?.index ?? 0;
    return text.split(/\s+/).slice(cut).join(' ');
  }
  return text;
}

/**
 * Automatic captions without punctuation read as one endless sentence. When a transcript has almost
 * no sentence marks, a sentence is closed at a cue end after a dozen words or at a pause, and the next
 * one is capitalised, so sentences, quotes and chapters can be cut from it.
 */
export function punctuateBareCaptions(turns: TranscriptTurn[]): TranscriptTurn[] {
  const words = turns.reduce((sum, turn) => sum + countWords(turn.text), 0);
  const marks = turns.reduce((sum, turn) => sum + (turn.text.match(/[.!?…](?=\s|$)/g)?.length ?? 0), 0);
  if (words < 30 || marks * 40 > words) return turns;
  let sentenceWords = 0;
  let capitalise = true;
  return turns.map((turn, index) => {
    let text = turn.text.replace(/\bi(?=\b|')/g, 'I');
    if (capitalise) text = text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
    sentenceWords += countWords(text);
    const next = turns[index + 1];
    // A silence is only known where the piece says where it ends (captions, not timestamped lines).
    const pause = next?.start != null && turn.end !== null ? next.start - turn.end >= 1.5 : false;
    const close = !next || next.speaker !== turn.speaker || pause || sentenceWords >= 12;
    capitalise = close;
    if (close) {
      sentenceWords = 0;
      if (!sentenceEnd.test(text)) text = `${text.replace(/[,;:]$/, '')}.`;
    }
    return { ...turn, text };
  });
}

/**
 * Caption cues and wrapped lines cut sentences in pieces. Consecutive pieces of one speaker are joined
 * while the sentence goes on; the turn keeps the start of its first piece and the end of its last.
 */
export function mergeFragments(turns: TranscriptTurn[]): TranscriptTurn[] {
  const out: TranscriptTurn[] = [];
  // The current turn's word count and its last piece, kept as it grows: counting and testing the
  // whole turn again at every piece made a turn of many short pieces quadratic. A joined turn ends
  // with its last piece after a space, so the sentence-end test on that piece is the test on the turn.
  let words = 0;
  let lastPiece = '';
  for (const turn of turns) {
    const current = out.at(-1);
    const joinable =
      current !== undefined &&
      current.speaker === turn.speaker &&
      !sentenceEnd.test(lastPiece) &&
      words < 250 &&
      !(
        turn.start !== null &&
        (current.end ?? current.start) !== null &&
        turn.start - (current.end ?? current.start ?? 0) > 30
      );
    if (current && joinable) {
      // A word a line break split at its hyphen ("London-" / "based") is joined whole.
      const split = /\p{L}-$/u.test(current.text) && /^\p{Ll}/u.test(turn.text);
      current.text = split ? `${current.text}${turn.text}` : `${current.text} ${turn.text}`;
      current.start ??= turn.start;
      current.end = turn.end;
      words += countWords(turn.text);
    } else {
      out.push({ ...turn });
      words = countWords(turn.text);
    }
    lastPiece = turn.text;
  }
  return out;
}

/**
 * A turn without its own end ends where a later turn starts (the first that starts after it, among
 * the next 49: a bounded look, so a long run of turns at one time stays linear).
 */
export function fillEnds(turns: TranscriptTurn[]): TranscriptTurn[] {
  return turns.map((turn, index) => {
    const start = turn.start;
    if (turn.end !== null || start === null) return turn;
    const last = Math.min(turns.length, index + 50);
    for (let later = index + 1; later < last; later += 1) {
      const next = turns[later]?.start ?? null;
      if (next !== null && next > start) return { ...turn, end: next };
    }
    return turn;
  });
}

/** Where the last timed stretch ends: the episode's length when nothing else says it. */
export function lastTimestamp(turns: TranscriptTurn[]): number | null {
  let last: number | null = null;
  for (const turn of turns) {
    const time = turn.end ?? turn.start;
    if (time !== null && (last === null || time > last)) last = time;
  }
  return last;
}
