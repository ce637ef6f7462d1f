import { cleanCueText } from './cleanup';
import { matchSpeakerLabel, trustedLabels, cleanSpeakerName } from './speaker-labels';
import { parseTimestamp } from './timestamps';
import { TranscriptError, type TranscriptTurn } from './transcript';

const TIME = String.raw`(?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;
/** "00:00:01,000 --> 00:00:04,000" with WebVTT cue settings ("align:start position:10%") after it. */
export const TIME_RANGE = new RegExp(String.raw`^\s*(${TIME})\s*-->\s*(${TIME})`);

interface Cue {
  start: number | null;
  end: number | null;
  speaker: string | null;
  lines: string[];
}

function timing(line: string): { start: number | null; end: number | null } {
  const match = TIME_RANGE.exec(line);
  return { start: parseTimestamp(match?.[1] ?? ''), end: parseTimestamp(match?.[2] ?? '') };
}

function blocksOf(content: string): string[][] {
  return content.split(/\n[ \t]*\n/).map((block) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** SubRip: numbered cues with a time range; "Name:" may open a speaker's turn inside the text. */
export function parseSrt(content: string): TranscriptTurn[] {
  const cues: Cue[] = [];
  for (const lines of blocksOf(content)) {
    const timingIndex = lines.findIndex((line) => TIME_RANGE.test(line));
    if (timingIndex < 0) continue;
    const payload = lines.slice(timingIndex + 1);
    // A dash opens each line of a two-voice cue ("- Hi." / "- Hello."); it is not a word.
    cues.push({
      ...timing(lines[timingIndex] ?? ''),
      speaker: null,
      lines: payload.map((line) => line.replace(/^-\s+/, '')),
    });
  }
  if (cues.length === 0) {
    throw new TranscriptError(
      'This is not an SRT file: no cue has a time range such as "00:00:01,000 --> 00:00:04,000".',
    );
  }
  return withCaptionSpeakers(cues);
}

/** WebVTT: header, NOTE/STYLE/REGION blocks, cue identifiers and settings, `<v Name>` voices. */
export function parseVtt(content: string): TranscriptTurn[] {
  if (!/^WEBVTT\b/.test(content.trimStart())) {
    throw new TranscriptError('This is not a WebVTT file: it must start with "WEBVTT".');
  }
  const cues: Cue[] = [];
  for (const lines of blocksOf(content.trimStart()).slice(1)) {
    if (lines.length === 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timingIndex = lines.findIndex((line) => TIME_RANGE.test(line));
    if (timingIndex < 0) continue;
    let speaker: string | null = null;
    const payload = lines.slice(timingIndex + 1).map((line) => {
      // <v Jane Doe>Words</v> names the voice; <v.loud Jane> carries a class as well. One optional
      // run of classes (not a repeated group), a name that starts after the spaces and holds no "<":
      // a "<v.a.a.a!" or a run of "<v a" that never closes is read once, not once per way of splitting.
      const voice = /<v(?:\.[\w.-]+)?\s+([^\s<>][^<>]*)>/.exec(line);
      if (voice?.[1]) speaker = cleanSpeakerName(voice[1]) || speaker;
      return line;
    });
    cues.push({ ...timing(lines[timingIndex] ?? ''), speaker, lines: payload });
  }
  if (cues.length === 0) throw new TranscriptError('This WebVTT file has no cues with a time range.');
  return withCaptionSpeakers(cues);
}

/**
 * Each "<…>" of a line as a space: from a "<" to the first ">" after it. A "<" with no ">" after it
 * stays, and so does every "<" after it, so the line is read once (a pattern would look for a ">" from
 * every one of a run of "<").
 */
function withoutTags(line: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = line.indexOf('<', from);
    const close = open < 0 ? -1 : line.indexOf('>', open);
    if (close < 0) return out + line.slice(from);
    out += `${line.slice(from, open)} `;
    from = close + 1;
  }
}

/**
 * Caption cues may still carry "NAME:" labels in their text; a label that recurs (or is marked) names
 * the speaker of that cue and of the cues after it, until the next label.
 */
function withCaptionSpeakers(cues: Cue[]): TranscriptTurn[] {
  const untagged = cues.map((cue) => cue.lines.map((line) => withoutTags(line).trim()));
  const trusted = trustedLabels(untagged.flat());
  let current: string | null = null;
  return cues.map((cue, index) => {
    const lines = (untagged[index] ?? []).map((line, lineIndex) => {
      const labelled = matchSpeakerLabel(line);
      if (labelled && trusted.has(labelled.label)) {
        current = labelled.label;
        return cleanCueText(labelled.rest);
      }
      return cleanCueText(cue.lines[lineIndex] ?? line);
    });
    if (cue.speaker) current = cue.speaker;
    return {
      start: cue.start,
      end: cue.end,
      speaker: cue.speaker ?? current,
      text: lines.filter(Boolean).join('\n'),
    };
  });
}
