import { parseSrt, parseVtt, TIME_RANGE } from './captions';
import { cleanCueText, countWords } from './cleanup';
import { htmlToTranscriptText } from './html-transcript';
import { jsonSegments, parseJsonTranscript } from './json-transcript';
import { parseTextTranscript } from './text-transcript';
import {
  TranscriptError,
  type ParsedTranscript,
  type TranscriptTurn,
  type TranscriptFormat,
} from './transcript';
import { dropRollingRepeats, fillEnds, lastTimestamp, mergeFragments, punctuateBareCaptions } from './turns';

const htmlStart =
  /^<(?:!doctype\s+html|html|head|body|\?xml|main|article|section|div|p|h[1-6]|span|cite|time|table|ul|ol|dl)\b/i;

/**
 * What a transcript is, read from its content: WebVTT, SubRip, JSON and HTML give themselves away in
 * their first characters, whatever the upload was called. Anything else is read as the declared format
 * (plain text or Markdown unless the creator chose captions, which are then checked and refused).
 */
export function detectFormat(content: string, declared: TranscriptFormat): TranscriptFormat {
  const head = content.replace(/^\ufeff/, '').trimStart();
  if (/^WEBVTT\b/.test(head)) return 'vtt';
  if (/^[[{]/.test(head) && jsonSegments(head) !== null) return 'json';
  const firstLines = head.slice(0, 300).split(/\r?\n/);
  const timing = firstLines.findIndex((line) => TIME_RANGE.test(line));
  if (timing === 0 || (timing === 1 && /^\d+\s*$/.test(firstLines[0] ?? ''))) return 'srt';
  if (htmlStart.test(head)) return 'html';
  return declared;
}

/**
 * The one normaliser: a pasted, uploaded or fetched transcript in any format becomes turns
 * `{speaker, start, end, text}`. Labels, timestamps, markup, sound notes and show notes come out of the
 * text (speakers and times are kept beside it); caption pieces are joined into sentences and turns.
 */
export function parseTranscript(content: string, declared: TranscriptFormat = 'text'): ParsedTranscript {
  const normalized = content.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const format = detectFormat(normalized, declared);
  const pieces = piecesOf(normalized, format);
  const captions = format === 'srt' || format === 'vtt' || format === 'json';
  const deduplicated = dropRollingRepeats(pieces, { partial: 3, whole: captions ? 1 : 3 });
  const turns = fillEnds(mergeFragments(punctuateBareCaptions(deduplicated)))
    .map((turn) => ({ ...turn, text: cleanCueText(turn.text) }))
    .filter((turn) => turn.text !== '');
  if (turns.length === 0 || turns.every((turn) => countWords(turn.text) === 0)) {
    throw new TranscriptError('The transcript has no text to summarize.');
  }
  const last = lastTimestamp(turns);
  return {
    format,
    turns,
    text: readableText(turns),
    wordCount: turns.reduce((sum, turn) => sum + countWords(turn.text), 0),
    hasTimestamps: turns.some((turn) => turn.start !== null),
    hasSpeakers: turns.some((turn) => turn.speaker !== null),
    durationSeconds: last === null ? null : Math.round(last),
  };
}

function piecesOf(content: string, format: TranscriptFormat): TranscriptTurn[] {
  switch (format) {
    case 'srt':
      return parseSrt(content);
    case 'vtt':
      return parseVtt(content);
    case 'json':
      return parseJsonTranscript(content);
    case 'html':
      return parseTextTranscript(htmlToTranscriptText(content));
    case 'text':
      return parseTextTranscript(content);
  }
}

/** One paragraph per speaker turn (or per ~150 words of unlabelled speech), "Speaker: words". */
function readableText(turns: TranscriptTurn[]): string {
  const paragraphs: string[] = [];
  let current: { speaker: string | null; words: string[] } | null = null;
  const flush = () => {
    if (current && current.words.length > 0) {
      paragraphs.push(`${current.speaker ? `${current.speaker}: ` : ''}${current.words.join(' ')}`);
    }
  };
  for (const turn of turns) {
    const long =
      current !== null && current.words.length >= 150 && /[.!?…]["”’)]?$/.test(current.words.at(-1) ?? '');
    if (!current || turn.speaker !== current.speaker || long || current.words.length >= 400) {
      flush();
      current = { speaker: turn.speaker, words: [] };
    }
    // One word at a time: spreading a turn of 250,000 words into push() overflows the call stack.
    for (const word of turn.text.split(/\s+/)) if (word !== '') current.words.push(word);
  }
  flush();
  return paragraphs.join('\n\n');
}
