/** The formats a transcript arrives in: text or Markdown, SubRip, WebVTT, Podcasting 2.0 JSON, HTML. */
export { transcriptFormats, type TranscriptFormat } from '@shared/contract/creator-reports';
import type { TranscriptFormat } from '@shared/contract/creator-reports';

/** One stretch of speech: a caption cue, or a line/paragraph of a plain-text transcript. */
export interface TranscriptTurn {
  speaker: string | null;
  /** Seconds from the start of the episode, when the source carries timestamps. */
  start: number | null;
  /** Seconds from the start of the episode where the stretch ends, when the source says. */
  end: number | null;
  text: string;
}

/** A transcript with its timestamps and speaker labels taken out of the text and kept beside it. */
export interface ParsedTranscript {
  format: TranscriptFormat;
  turns: TranscriptTurn[];
  /** The readable text: one line per speaker turn, "Speaker: words", no timestamps. */
  text: string;
  wordCount: number;
  hasTimestamps: boolean;
  hasSpeakers: boolean;
  /** Where the last timed turn ends, in whole seconds; null when the transcript has no timestamps. */
  durationSeconds: number | null;
}

export class TranscriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptError';
  }
}
