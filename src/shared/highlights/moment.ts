/**
 * Where a highlight was said (issue 27, ADR 181): the moment of a selection in a report, computed from the
 * report's own parts, never taken from the client. Pure, so the server stores it and the browser can show
 * it before the answer comes back.
 *
 * - transcript: the turn(s) the selection spans — start of the first, end of the last, speaker of the first;
 * - learning or quote: its stored moment;
 * - summary: the transcript passage (a window of a few turns) with the best word overlap with the selected
 *   text, or no moment when nothing overlaps enough.
 */

type HighlightPartName = 'summary' | 'learning' | 'quote' | 'transcript';

export interface MomentTurn {
  speaker: string | null;
  start: number | null;
  end: number | null;
  text: string;
}

interface StoredMoment {
  start?: number | null | undefined;
  end?: number | null | undefined;
  speaker?: string | null | undefined;
}
type MomentLearning = { title: string; detail: string } & StoredMoment;
type MomentQuote = { text: string } & StoredMoment;

export interface Moment {
  startSeconds: number | null;
  endSeconds: number | null;
  speaker: string | null;
}

export interface MomentSources {
  turns: readonly MomentTurn[];
  learnings: readonly MomentLearning[];
  quotes: readonly MomentQuote[];
}

export interface Selection {
  part: HighlightPartName;
  partIndex: number;
  textStart: number;
  textEnd: number;
  text: string;
}

const noMoment: Moment = { startSeconds: null, endSeconds: null, speaker: null };

/** The transcript as highlights count offsets in it: the turns' texts, one per line. */
export function transcriptText(turns: readonly MomentTurn[]): string {
  return turns.map((turn) => turn.text).join('\n');
}

/** Where each turn starts in `transcriptText`. */
export function turnOffsets(turns: readonly MomentTurn[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const turn of turns) {
    offsets.push(at);
    at += turn.text.length + 1;
  }
  return offsets;
}

/** A key learning as highlights count offsets in it: its title, a line break, its detail. */
export function learningText(learning: { title: string; detail: string }): string {
  return learning.detail ? `${learning.title}\n${learning.detail}` : learning.title;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const label = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function storedMoment(item: StoredMoment | undefined): Moment {
  if (!item) return noMoment;
  return { startSeconds: finite(item.start), endSeconds: finite(item.end), speaker: label(item.speaker) };
}

/** The moment of turns `first`…`last`: where the first starts, where the last ends (or the next starts). */
function spanMoment(turns: readonly MomentTurn[], first: number, last: number): Moment {
  const head = turns[first];
  const tail = turns[last];
  if (!head || !tail) return noMoment;
  const startSeconds = finite(head.start);
  const endSeconds = finite(tail.end) ?? finite(turns[last + 1]?.start) ?? null;
  return {
    startSeconds,
    endSeconds: startSeconds !== null && endSeconds !== null && endSeconds < startSeconds ? null : endSeconds,
    speaker: label(head.speaker),
  };
}

/** Lower-cased, whitespace collapsed: how selections are compared with stored text. */
function normalizeForSearch(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The first and last turn a range of `transcriptText` touches, or null when it lies outside. */
function turnsSpanned(
  turns: readonly MomentTurn[],
  textStart: number,
  textEnd: number,
): { first: number; last: number } | null {
  const offsets = turnOffsets(turns);
  let first = -1;
  let last = -1;
  for (let i = 0; i < turns.length; i++) {
    const start = offsets[i] ?? 0;
    const end = start + (turns[i]?.text.length ?? 0);
    // A range touches a turn when it overlaps its text (the line break between turns belongs to none).
    if (textStart < end && textEnd > start) {
      if (first === -1) first = i;
      last = i;
    }
  }
  return first === -1 ? null : { first, last };
}

/** Where `text` occurs in `within`, ignoring case and runs of whitespace; offsets in `within`. */
export function findText(within: string, text: string): { start: number; end: number } | null {
  const needle = normalizeForSearch(text);
  if (needle === '') return null;
  // Map each character of the normalised haystack back to its offset in the original.
  const map: number[] = [];
  let normalized = '';
  let inSpace = true;
  for (let i = 0; i < within.length; i++) {
    const ch = within[i] ?? '';
    if (/\s/.test(ch)) {
      if (!inSpace) {
        normalized += ' ';
        map.push(i);
      }
      inSpace = true;
    } else {
      normalized += ch.toLowerCase().length === 1 ? ch.toLowerCase() : ch;
      map.push(i);
      inSpace = false;
    }
  }
  const at = normalized.indexOf(needle);
  if (at === -1) return null;
  const start = map[at] ?? 0;
  const end = (map[at + needle.length - 1] ?? start) + 1;
  return { start, end };
}

const stopWords = new Set(
  (
    'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on ' +
    'or our she so that the their them then there they this to was we were what when which who will with ' +
    'you your just like um uh yeah oh'
  ).split(' '),
);

/** The words of a text that say something: lower-cased letters and digits, no stop words. */
function contentWords(value: string): string[] {
  return (value.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).filter(
    (word) => !stopWords.has(word) && (word.length > 1 || /\d/.test(word)),
  );
}

/** A summary selection has a moment only when at least this share of its words are said in the passage. */
const minimumOverlap = 0.5;
/** At most this many consecutive turns make one passage. */
const passageTurns = 4;

/**
 * The transcript passage closest to a text: the window of up to `passageTurns` turns holding the largest
 * share of the text's words (ties: the shorter, then the earlier window). Null when no window holds
 * `minimumOverlap` of them, or at least two words of a longer text.
 */
export function nearestPassage(
  turns: readonly MomentTurn[],
  text: string,
): { first: number; last: number; overlap: number } | null {
  const wanted = new Set(contentWords(text));
  if (wanted.size === 0 || turns.length === 0) return null;
  const turnWords = turns.map((turn) => new Set(contentWords(turn.text).filter((word) => wanted.has(word))));
  let best: { first: number; last: number; matched: number } | null = null;
  for (let first = 0; first < turns.length; first++) {
    const seen = new Set<string>();
    for (let last = first; last < Math.min(turns.length, first + passageTurns); last++) {
      for (const word of turnWords[last] ?? []) seen.add(word);
      if (seen.size === 0) continue;
      const better =
        !best ||
        seen.size > best.matched ||
        (seen.size === best.matched && last - first < best.last - best.first);
      if (better) best = { first, last, matched: seen.size };
      if (seen.size === wanted.size) break;
    }
  }
  if (!best) return null;
  const overlap = best.matched / wanted.size;
  if (overlap < minimumOverlap || best.matched < Math.min(2, wanted.size)) return null;
  return { first: best.first, last: best.last, overlap };
}

/** The moment of a selection, from the report's stored parts. */
export function resolveMoment(selection: Selection, sources: MomentSources): Moment {
  switch (selection.part) {
    case 'learning':
      return storedMoment(sources.learnings[selection.partIndex]);
    case 'quote':
      return storedMoment(sources.quotes[selection.partIndex]);
    case 'transcript': {
      const span = transcriptSpan(selection, sources.turns);
      return span ? spanMoment(sources.turns, span.first, span.last) : noMoment;
    }
    case 'summary': {
      const passage = nearestPassage(sources.turns, selection.text);
      return passage ? spanMoment(sources.turns, passage.first, passage.last) : noMoment;
    }
  }
}

/**
 * The turns a transcript selection spans. The offsets are believed only when the text at them is the
 * selected text; otherwise the text is looked for (a transcript may have been replaced since the page was
 * loaded), and last the nearest passage by words.
 */
export function transcriptSpan(
  selection: Pick<Selection, 'textStart' | 'textEnd' | 'text'>,
  turns: readonly MomentTurn[],
): { first: number; last: number } | null {
  const whole = transcriptText(turns);
  const atOffsets = whole.slice(selection.textStart, selection.textEnd);
  if (atOffsets !== '' && normalizeForSearch(atOffsets) === normalizeForSearch(selection.text)) {
    return turnsSpanned(turns, selection.textStart, selection.textEnd);
  }
  const found = findText(whole, selection.text);
  if (found) return turnsSpanned(turns, found.start, found.end);
  const passage = nearestPassage(turns, selection.text);
  return passage ? { first: passage.first, last: passage.last } : null;
}

/** Where a text is in a report, for a highlight made without offsets (the public API): the first part holding it. */
export function placeText(
  text: string,
  sources: MomentSources & { summary: string },
): Omit<Selection, 'text'> | null {
  const transcript = findText(transcriptText(sources.turns), text);
  if (transcript) {
    const span = turnsSpanned(sources.turns, transcript.start, transcript.end);
    return {
      part: 'transcript',
      partIndex: span?.first ?? 0,
      textStart: transcript.start,
      textEnd: transcript.end,
    };
  }
  for (const [index, learning] of sources.learnings.entries()) {
    const found = findText(learningText(learning), text);
    if (found) return { part: 'learning', partIndex: index, textStart: found.start, textEnd: found.end };
  }
  for (const [index, quote] of sources.quotes.entries()) {
    const found = findText(quote.text, text);
    if (found) return { part: 'quote', partIndex: index, textStart: found.start, textEnd: found.end };
  }
  const summary = findText(sources.summary, text);
  if (summary) return { part: 'summary', partIndex: 0, textStart: summary.start, textEnd: summary.end };
  return null;
}
