import { cleanCueText, unescapeMarkdown } from './cleanup';
import { cleanSpeakerName, isShowNotesHeading, matchSpeakerLabel, trustedLabels } from './speaker-labels';
import { parseTimestamp } from './timestamps';
import type { TranscriptTurn } from './transcript';

const TIME = String.raw`(?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;
/** "[00:12:03]", "(12:03)", "00:12:03 -", "12:03" at the start of a line. */
const LEADING_TIMESTAMP = new RegExp(String.raw`^[[(]?\s*(${TIME})\s*[\])]?\s*(?:[-–—|:]\s*)?`);
const HEADING_NAME = String.raw`[\p{Lu}][\p{L}\p{M}'’-]*(?: [\p{Lu}][\p{L}\p{M}'’-]*){0,3}|[Ss]peaker[ _-]?\d{1,3}`;
/** Otter-style heading alone on a line: "Jane Doe  0:03", the words follow below. */
const NAME_THEN_TIME = new RegExp(String.raw`^(${HEADING_NAME})\s+[[(]?(${TIME})[\])]?$`, 'u');
/** The same heading the other way round: "00:12:34 Jane Doe". Trusted only when it recurs. */
const TIME_THEN_NAME = new RegExp(String.raw`^[[(]?(${TIME})[\])]?\s+(${HEADING_NAME})$`, 'u');

/** YAML (---) or TOML (+++) front matter at the very start: metadata, not speech. */
function withoutFrontMatter(content: string): string {
  const match = /^(---|\+\+\+)[ \t]*\n([\s\S]*?)\n(?:---|\+\+\+|\.\.\.)[ \t]*(?:\n|$)/.exec(content);
  if (!match?.[2]) return content;
  const looksLikeMetadata = match[2]
    .split('\n')
    .filter((line) => line.trim() !== '')
    .every((line) => /^\s*(?:[\w.-]+\s*[:=]|-\s|#)/.test(line) || /^\s+\S/.test(line));
  return looksLikeMetadata ? content.slice(match[0].length) : content;
}

/** A line a reader of notes wrote, not a speaker: headings, rules, lists of links, link definitions. */
function isNoteLine(line: string): boolean {
  return (
    /^#{1,6}(?:\s|$)/.test(line) ||
    /^(?:[-*_]\s*){3,}$/.test(line) ||
    /^\[[^\]]+\]:\s*\S+/.test(line) ||
    /^(?:[-*+]\s+|\d+[.)]\s+)?(?:<?https?:\/\/\S+>?|!?\[[^\]]*\]\([^)]*\))\s*$/.test(line)
  );
}

const transcriptHeading =
  /^(?:#{1,6}\s*)?(?:\*\*|__)?(?:full\s+|episode\s+)?transcript(?:ion)?(?:\*\*|__)?\s*(?::\s*)?$/i;

interface Line {
  text: string;
  /** Set apart from speech: headings, link lists and other show-note shapes. */
  note: boolean;
  /** An item of a list ("- …", "* …", "1. …") as written, before its marker was taken off. */
  item: boolean;
}

function prepare(content: string): Line[] {
  return withoutFrontMatter(content)
    .split('\n')
    .map((raw) => {
      const text = unescapeMarkdown(raw.trim())
        .replace(/^>{1,2}\s*/, '')
        .replace(/^[-*+•]\s+(?=\S)/, '')
        .trim();
      return {
        text,
        note: isNoteLine(raw.trim()) || isNoteLine(text),
        item: /^(?:>{1,2}\s*)?(?:[-*+•]|\d{1,3}[.)])\s+\S/.test(raw.trim()),
      };
    });
}

function leadingTime(line: string): { time: number | null; rest: string } {
  const leading = LEADING_TIMESTAMP.exec(line);
  const time = leading?.[1] ? parseTimestamp(leading[1]) : null;
  if (!leading || time === null) return { time: null, rest: line };
  return { time, rest: line.slice(leading[0].length) };
}

/**
 * Where the transcript proper starts: after a "Transcript" heading if there is one; otherwise at the
 * first line that carries a speaker or a timestamp, when most of the text does (what comes before is
 * show notes).
 */
function transcriptStart(lines: Line[], isTurnLine: (line: string) => boolean): number {
  const heading = lines.findIndex((line) => transcriptHeading.test(line.text));
  if (heading >= 0 && heading < lines.length - 1) return heading + 1;
  const turnLines = lines.map((line) => !line.note && isTurnLine(line.text));
  const count = turnLines.filter(Boolean).length;
  if (count < 3) return 0;
  return Math.max(0, turnLines.indexOf(true));
}

/** A line that is a show-notes heading: "Resources:", "**Links**", "## Show notes", "Timestamps: …". */
function namesSection(line: Line): boolean {
  const text = line.text.replace(/^#{1,6}\s*/, '');
  const colon = text.indexOf(':');
  const head = colon > 0 && colon <= 64 ? text.slice(0, colon) : text;
  return !transcriptHeading.test(line.text) && isShowNotesHeading(head);
}

const address =
  /https?:\/\/|www\.|\[[^\]\n]{1,300}\]\([^)\s]{1,1000}\)|\b[a-z0-9-]{2,63}\.(?:com|org|net|io|dev|fm|co|ai|app)\b/i;

/**
 * A line of a show-notes list: a list item, a link, a chapter ("00:12 Why Rust"), or a short line that
 * is no sentence ("Kate Goldenring – Fermyon").
 */
function isListLine(line: Line): boolean {
  if (line.note || line.item || address.test(line.text)) return true;
  const { time, rest } = leadingTime(line.text);
  const words = rest.split(/\s+/).filter(Boolean).length;
  const sentence = /[.!?…]["'”’)\]]*$/u.test(rest);
  return (time !== null && words <= 12 && !sentence) || (words <= 8 && !sentence);
}

/**
 * Where each show-notes section is: from its heading over the lines below it until speech comes back.
 * A heading is one of the section words (`isShowNotesHeading`), or any label alone on its line whose
 * lines below are a list with links or list marks ("**Kate's picks:**" then links): such a label never
 * speaks a sentence. In a transcript with labelled or timed turns, speech comes back at the next turn
 * line that is not a chapter of the list; in one without, at the first line that is not a list line.
 */
function showNotesLines(lines: Line[], isTurnLine: (line: string) => boolean, timed: boolean): boolean[] {
  const notes = lines.map(() => false);
  // An item, a chapter or a bare address stays in the list even when it opens like a turn.
  const listed = (line: Line) =>
    line.item ||
    (isListLine(line) && leadingTime(line.text).time !== null) ||
    (address.test(line.text) && (matchSpeakerLabel(line.text)?.rest.split(/\s+/).length ?? 9) <= 2);
  const endsSection = (line: Line) =>
    transcriptHeading.test(line.text) || (timed ? isTurnLine(line.text) && !listed(line) : !isListLine(line));
  const listBelow = (from: number) => {
    let listed = 0;
    for (let k = from + 1; k < lines.length && k <= from + 40; k++) {
      const line = lines[k] as Line;
      if (line.text === '') continue;
      if (endsSection(line) || !isListLine(line)) break;
      if (line.item || address.test(line.text)) listed += 1;
    }
    return listed > 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const labelAlone = matchSpeakerLabel(line.text)?.rest === '' || /^[^:]{2,60}:$/u.test(line.text);
    if (!namesSection(line) && !(labelAlone && listBelow(i))) continue;
    notes[i] = true;
    for (i += 1; i < lines.length; i++) {
      const next = lines[i] as Line;
      if (next.text !== '' && (endsSection(next) || namesSection(next))) {
        i -= 1;
        break;
      }
      notes[i] = true;
    }
  }
  return notes;
}

/**
 * Known speakers' labels inside a line, after a sentence ends ("…on credit cards.  Hon. Bill Morneau:
 * Mr. Chair…"), where exports glued two turns together. The sentence end is matched (group 1), not
 * looked behind for: a lookbehind over the spaces would walk back through a long run of them from
 * every position in it.
 */
function midLineLabels(trusted: Set<string>): RegExp | null {
  const names = [...trusted]
    .filter((name) => name.length >= 2)
    .sort((a, b) => b.length - a.length)
    .slice(0, 300)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (names.length === 0) return null;
  return new RegExp(String.raw`([.!?…]["”’)]?\s+)(${names.join('|')})\s*:\s+`, 'gu');
}

function splitAtLabels(text: string, labels: RegExp | null): { speaker: string | null; text: string }[] {
  if (!labels) return [{ speaker: null, text }];
  const pieces: { speaker: string | null; text: string }[] = [];
  let speaker: string | null = null;
  let from = 0;
  for (const match of text.matchAll(labels)) {
    pieces.push({ speaker, text: text.slice(from, match.index + (match[1]?.length ?? 0)) });
    speaker = match[2] ?? null;
    from = match.index + match[0].length;
  }
  pieces.push({ speaker, text: text.slice(from) });
  return pieces;
}

/**
 * Plain text and Markdown transcripts: one fragment per line, with the speaker and time the line's label
 * and timestamp give (or the last ones seen). Notes and headings are dropped.
 */
export function parseTextTranscript(content: string): TranscriptTurn[] {
  const lines = prepare(content);
  const texts = lines.map((line) => leadingTime(line.text).rest);
  let trusted = trustedLabels(texts);
  const reversedHeadings = new Map<string, number>();
  // A heading has the words below it: a next line that opens with its own timestamp means the
  // "name" was a short remark ("00:01:24 Right"). Walked from the end, so each line knows the next
  // non-empty one without looking through the rest of the transcript again.
  let next: Line | undefined;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index];
    if (!line) continue;
    const name = TIME_THEN_NAME.exec(line.text)?.[2];
    if (name && next && leadingTime(next.text).time === null)
      reversedHeadings.set(name, (reversedHeadings.get(name) ?? 0) + 1);
    if (line.text !== '') next = line;
  }
  const headingsRecur = [...reversedHeadings.values()].reduce((sum, count) => sum + count, 0) >= 2;
  const isReversedHeading = (name: string | undefined) =>
    name !== undefined && headingsRecur && reversedHeadings.has(name);
  const isHeading = (line: string) =>
    NAME_THEN_TIME.test(line) || isReversedHeading(TIME_THEN_NAME.exec(line)?.[2]);
  const isTurnLine = (line: string) => {
    if (isHeading(line)) return true;
    const { time, rest } = leadingTime(line);
    const labelled = matchSpeakerLabel(rest);
    return time !== null || (labelled !== null && trusted.has(labelled.label));
  };
  const timed = lines.filter((line) => !line.note && isTurnLine(line.text)).length >= 3;
  const showNotes = showNotesLines(lines, isTurnLine, timed);
  // A "Name:" that only heads lines of show notes ("Spin: https://…") is nobody who speaks.
  if (showNotes.includes(true)) trusted = trustedLabels(texts.map((text, i) => (showNotes[i] ? '' : text)));

  const midLine = midLineLabels(trusted);
  const turns: TranscriptTurn[] = [];
  let speaker: string | null = null;
  let time: number | null = null;
  for (let index = transcriptStart(lines, isTurnLine); index < lines.length; index += 1) {
    const line = lines[index] as Line;
    if (line.text === '' || line.note || showNotes[index] || transcriptHeading.test(line.text)) continue;
    const otter = NAME_THEN_TIME.exec(line.text);
    if (otter?.[1] && otter[2]) {
      speaker = cleanSpeakerName(otter[1]);
      time = parseTimestamp(otter[2]);
      continue;
    }
    const reversed = TIME_THEN_NAME.exec(line.text);
    if (reversed?.[1] && reversed[2] && isReversedHeading(reversed[2])) {
      speaker = cleanSpeakerName(reversed[2]);
      time = parseTimestamp(reversed[1]);
      continue;
    }
    const leading = leadingTime(line.text);
    let rest = leading.rest;
    if (leading.time !== null) time = leading.time;
    const labelled = matchSpeakerLabel(rest);
    if (labelled && trusted.has(labelled.label)) {
      speaker = labelled.label;
      const labelTime = labelled.timestamp ? parseTimestamp(labelled.timestamp) : null;
      const after = leadingTime(labelled.rest);
      rest = after.rest;
      time = after.time ?? labelTime ?? time;
    }
    for (const piece of splitAtLabels(rest, midLine)) {
      if (piece.speaker) speaker = piece.speaker;
      const text = cleanCueText(piece.text);
      if (text === '' || parseTimestamp(text) !== null) continue;
      // "**Break:** [18:29]" is a production note, not speech; its time still moves the clock on.
      if (/^[\p{L}\p{M} .'-]{1,40}:$/u.test(text)) {
        const noted = /[[(]\s*((?:\d{1,3}:)?\d{1,2}:\d{2})\s*[\])]/.exec(piece.text)?.[1];
        time = (noted ? parseTimestamp(noted) : null) ?? time;
        continue;
      }
      turns.push({ start: time, end: null, speaker, text });
    }
  }
  return turns;
}
