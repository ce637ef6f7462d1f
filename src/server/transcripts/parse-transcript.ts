import { cleanCueText, countWords } from './cleanup';
import { matchSpeakerLabel, trustedLabels } from './speaker-labels';
import { parseTimestamp } from './timestamps';
import {
  TranscriptError,
  type ParsedTranscript,
  type TranscriptTurn,
  type TranscriptFormat,
} from './transcript';

const TIME_RANGE =
  /^\s*((?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)\s*-->\s*((?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)/;
/** "[00:12:03]", "(12:03)", "00:12:03 -", "12:03" at the start of a line. */
const LEADING_TIMESTAMP = /^[[(]?((?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)[\])]?\s*(?:[-–—|:]\s*)?/;

/** Caption files give themselves away in their first lines, whatever the upload was called. */
export function detectFormat(content: string, declared: TranscriptFormat): TranscriptFormat {
  const head = content
    .replace(/^\ufeff/, '')
    .trimStart()
    .slice(0, 200);
  if (/^WEBVTT\b/.test(head)) return 'vtt';
  if (/^\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2}[.,]\d{1,3}\s*-->/.test(head)) return 'srt';
  return declared;
}

/**
 * Turns a pasted or uploaded transcript into cues: timestamps and speaker labels come out of the text and
 * are kept beside it (for chapters and quotes); sound notes and caption markup are dropped.
 */
export function parseTranscript(content: string, declared: TranscriptFormat = 'text'): ParsedTranscript {
  const normalized = content.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const format = detectFormat(normalized, declared);
  const cues =
    format === 'srt' ? parseSrt(normalized) : format === 'vtt' ? parseVtt(normalized) : parseText(normalized);
  const kept = (format === 'text' ? cues : dropRepeatedLines(cues)).filter((cue) => cue.text.length > 0);
  if (kept.length === 0 || kept.every((cue) => countWords(cue.text) === 0)) {
    throw new TranscriptError('The transcript has no text to summarize.');
  }
  return {
    format,
    turns: kept,
    text: readableText(kept),
    wordCount: kept.reduce((sum, cue) => sum + countWords(cue.text), 0),
    hasTimestamps: kept.some((cue) => cue.start !== null),
    hasSpeakers: kept.some((cue) => cue.speaker !== null),
  };
}

function parseText(content: string): TranscriptTurn[] {
  const lines = content.split('\n').map((line) => line.trim());
  const trusted = trustedLabels(lines.map((line) => line.replace(LEADING_TIMESTAMP, '')));
  const cues: TranscriptTurn[] = [];
  let speaker: string | null = null;
  let time: number | null = null;
  for (const raw of lines) {
    if (raw === '') continue;
    let line = raw;
    const leading = LEADING_TIMESTAMP.exec(line);
    if (leading?.[1] && parseTimestamp(leading[1]) !== null) {
      time = parseTimestamp(leading[1]);
      line = line.slice(leading[0].length);
    }
    // Otter-style heading lines: "Jane Doe  0:03" alone on a line, the words follow below.
    const heading =
      /^([A-Z][\p{L}'’.-]*(?: [A-Z][\p{L}'’.-]*){0,3}|Speaker \d{1,2})\s+((?:\d{1,3}:)?\d{1,2}:\d{2})$/u.exec(
        line,
      );
    if (heading?.[1] && heading[2]) {
      speaker = heading[1];
      time = parseTimestamp(heading[2]);
      continue;
    }
    const labelled = matchSpeakerLabel(line);
    if (labelled && trusted.has(labelled.label)) {
      speaker = labelled.label;
      if (labelled.timestamp && parseTimestamp(labelled.timestamp) !== null)
        time = parseTimestamp(labelled.timestamp);
      line = labelled.rest;
    } else if (/^[A-Z][\p{L}'’.-]*(?: [A-Z][\p{L}'’.-]*){0,3}:$/u.test(line) && trusted.size > 0) {
      speaker = line.slice(0, -1);
      continue;
    }
    const text = cleanCueText(line);
    if (text === '' || parseTimestamp(text) !== null) continue;
    cues.push({ start: time, end: null, speaker, text });
  }
  return cues;
}

function parseSrt(content: string): TranscriptTurn[] {
  const blocks = content.split(/\n\s*\n/);
  const cues: TranscriptTurn[] = [];
  let sawTiming = false;
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const timingIndex = lines.findIndex((line) => TIME_RANGE.test(line));
    if (timingIndex < 0) continue;
    sawTiming = true;
    const start = parseTimestamp(TIME_RANGE.exec(lines[timingIndex] ?? '')?.[1] ?? '');
    const payload = lines.slice(timingIndex + 1).map((line) => line.replace(/^-\s+/, ''));
    cues.push({ start, end: null, speaker: null, text: payload.join('\n') });
  }
  if (!sawTiming) {
    throw new TranscriptError(
      'This is not an SRT file: no cue has a time range such as "00:00:01,000 --> 00:00:04,000".',
    );
  }
  return withCaptionSpeakers(cues);
}

function parseVtt(content: string): TranscriptTurn[] {
  if (!/^WEBVTT\b/.test(content.trimStart())) {
    throw new TranscriptError('This is not a WebVTT file: it must start with "WEBVTT".');
  }
  const blocks = content
    .trimStart()
    .split(/\n\s*\n/)
    .slice(1);
  const cues: TranscriptTurn[] = [];
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timingIndex = lines.findIndex((line) => TIME_RANGE.test(line));
    if (timingIndex < 0) continue;
    const start = parseTimestamp(TIME_RANGE.exec(lines[timingIndex] ?? '')?.[1] ?? '');
    let speaker: string | null = null;
    const payload = lines.slice(timingIndex + 1).map((line) => {
      // <v Jane Doe>Words</v> names the voice; <v.loud Jane> carries a class as well.
      const voice = /<v(?:\.[\w.-]+)?\s+([^>]+)>/.exec(line);
      if (voice?.[1]) speaker = voice[1].trim();
      return line;
    });
    cues.push({ start, end: null, speaker, text: payload.join('\n') });
  }
  if (cues.length === 0) throw new TranscriptError('This WebVTT file has no cues with a time range.');
  return withCaptionSpeakers(cues);
}

/** Caption cues may still carry "NAME:" labels in their text; keep them as speakers when they recur. */
function withCaptionSpeakers(cues: TranscriptTurn[]): TranscriptTurn[] {
  const cleaned = cues.map((cue) => ({
    ...cue,
    lines: cue.text.split('\n').map(cleanCueText).filter(Boolean),
  }));
  const trusted = trustedLabels(cleaned.flatMap((cue) => cue.lines));
  let current: string | null = null;
  return cleaned.map((cue) => {
    const lines = cue.lines.map((line) => {
      const labelled = matchSpeakerLabel(line);
      if (labelled && trusted.has(labelled.label)) {
        current = labelled.label;
        return labelled.rest;
      }
      return line;
    });
    if (cue.speaker) current = cue.speaker;
    return { start: cue.start, end: cue.end, speaker: cue.speaker ?? current, text: lines.join('\n') };
  });
}

/**
 * Rolling captions (automatic ones especially) repeat the previous cue's last line as their first line.
 * Lines are compared one cue back, so a phrase the speaker really repeats later is kept.
 */
function dropRepeatedLines(cues: TranscriptTurn[]): TranscriptTurn[] {
  let previousLines: string[] = [];
  return cues.map((cue) => {
    const lines = cue.text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const fresh = lines.filter((line) => !previousLines.includes(line));
    previousLines = lines;
    return { ...cue, text: fresh.join(' ').replace(/\s+/g, ' ').trim() };
  });
}

/** One paragraph per speaker turn (or per ~150 words of unlabelled captions), "Speaker: words". */
function readableText(cues: TranscriptTurn[]): string {
  const paragraphs: string[] = [];
  let current: { speaker: string | null; words: string[] } | null = null;
  const flush = () => {
    if (current && current.words.length > 0) {
      paragraphs.push(`${current.speaker ? `${current.speaker}: ` : ''}${current.words.join(' ')}`);
    }
  };
  for (const cue of cues) {
    const long =
      current !== null && current.words.length >= 150 && /[.!?…]["”’)]?$/.test(current.words.at(-1) ?? '');
    if (!current || cue.speaker !== current.speaker || long || current.words.length >= 400) {
      flush();
      current = { speaker: cue.speaker, words: [] };
    }
    current.words.push(...cue.text.split(/\s+/).filter(Boolean));
  }
  flush();
  return paragraphs.join('\n\n');
}
