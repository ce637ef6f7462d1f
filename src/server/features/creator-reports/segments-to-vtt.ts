import type { TranscriptSegment } from './transcription-client';

/** "00:01:02.345", the WebVTT timestamp of a number of seconds. */
function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(rest).padStart(3, '0')}`;
}

/** A cue's text cannot hold a blank line or a "-->" (it would end or restart the cue). */
const cueText = (text: string) =>
  text
    .replace(/\s+/g, (space) => (space.includes('\n') ? ' ' : space))
    .replace(/-->/g, '→')
    .trim();
const voiceName = (speaker: string) => speaker.replace(/[<>&\n]/g, ' ').trim();

/**
 * Timed segments of a transcription as a WebVTT file: one cue per segment with its start and end, and a
 * `<v Speaker>` voice when the server named speakers. Stored as the report's transcript, so timestamps
 * survive into moments and the reader's transcript view.
 */
export function segmentsToVtt(segments: TranscriptSegment[]): string {
  const cues = segments
    .map((segment) => ({ ...segment, text: cueText(segment.text) }))
    .filter((segment) => segment.text !== '')
    .map((segment) => {
      const voice = segment.speaker ? voiceName(segment.speaker) : '';
      return `${vttTime(segment.start)} --> ${vttTime(Math.max(segment.start, segment.end))}\n${voice ? `<v ${voice}>` : ''}${segment.text}`;
    });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
