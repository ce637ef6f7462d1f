import { cleanCueText } from './cleanup';
import { cleanSpeakerName } from './speaker-labels';
import { parseTimestamp } from './timestamps';
import { TranscriptError, type TranscriptTurn } from './transcript';

/** A segment of a Podcasting 2.0 JSON transcript, and the names other exporters use for its fields. */
interface Segment {
  speaker?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  start?: unknown;
  end?: unknown;
  body?: unknown;
  text?: unknown;
}

function seconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber) && asNumber >= 0) return asNumber;
    return parseTimestamp(value);
  }
  return null;
}

/** The segments of a JSON transcript, or null when the content is not one. */
export function jsonSegments(content: string): Segment[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { segments?: unknown }).segments)
      ? (parsed as { segments: unknown[] }).segments
      : null;
  if (!list) return null;
  return list.filter((item): item is Segment => item !== null && typeof item === 'object');
}

/**
 * Podcasting 2.0 JSON (`{"version", "segments": [{speaker, startTime, endTime, body}]}`), with phrase
 * or word segments. Each segment becomes a fragment; fragments are merged into turns afterwards.
 */
export function parseJsonTranscript(content: string): TranscriptTurn[] {
  const segments = jsonSegments(content);
  if (!segments) {
    throw new TranscriptError(
      'This is not a JSON transcript: it must be JSON with a "segments" list (Podcasting 2.0).',
    );
  }
  const turns: TranscriptTurn[] = [];
  for (const segment of segments) {
    const raw =
      typeof segment.body === 'string' ? segment.body : typeof segment.text === 'string' ? segment.text : '';
    const speaker = typeof segment.speaker === 'string' ? cleanSpeakerName(segment.speaker) || null : null;
    const start = seconds(segment.startTime ?? segment.start);
    const end = seconds(segment.endTime ?? segment.end);
    const previous = turns.at(-1);
    // Word segments carry punctuation as segments of their own: "," belongs to the word before it.
    if (previous && previous.speaker === speaker && /^[,.!?;:…)\]'’"”]+$/.test(raw.trim())) {
      previous.text += raw.trim();
      previous.end = end ?? previous.end;
      continue;
    }
    const text = cleanCueText(raw);
    if (!text) continue;
    turns.push({ speaker, start, end: end !== null && start !== null && end < start ? null : end, text });
  }
  if (segments.length > 0 && turns.length === 0) {
    throw new TranscriptError('The transcript has no text to summarize.');
  }
  return turns;
}
