import { transcriptBytesProblem, transcriptContentProblem } from '@shared/transcript-limits';
import { AppError } from '../../errors';
import type { ParsedTranscript, TranscriptTurn } from '../../transcripts/transcript';

/**
 * The bytes bound of every transcript, whoever gives it, checked before it is parsed: 422
 * `transcript_invalid` past it, naming both limits (ADR 207).
 */
export function checkTranscriptBytes(content: string): void {
  const problem = transcriptBytesProblem(Buffer.byteLength(content, 'utf8'));
  if (problem) throw new AppError(422, 'transcript_invalid', problem);
}

/** Characters of what is said: the turns' words, without speaker labels or timings. */
export function speechChars(turns: readonly TranscriptTurn[]): number {
  return turns.reduce((sum, turn) => sum + turn.text.length, 0);
}

/**
 * The content bound, on what the transcript says once normalised (words and characters of speech), so
 * markup, timings and word-level segments never count against it: 422 `transcript_invalid` past it,
 * naming both limits and the transcript's own figures (ADR 207).
 */
export function checkTranscriptContent(parsed: Pick<ParsedTranscript, 'turns' | 'wordCount'>): void {
  const problem = transcriptContentProblem({
    words: parsed.wordCount,
    speechChars: speechChars(parsed.turns),
  });
  if (problem) throw new AppError(422, 'transcript_invalid', problem);
}
