import { limits } from '@shared/constants';
import { AppError } from '../../errors';
import { transcriptParseError } from '../../domain/report-transcript-repository';
import { parseTranscriptInPool, type ParseBudget } from '../../transcripts/transcript-pool';
import type { ParsedTranscript, TranscriptFormat } from '../../transcripts/transcript';

/** The size bound of every transcript, whoever gives it: 422 `transcript_invalid` past it. */
export function checkTranscriptSize(content: string): void {
  if (content.length > limits.transcriptMaxChars) {
    throw new AppError(
      422,
      'transcript_invalid',
      `The transcript must be at most ${limits.transcriptMaxChars.toLocaleString('en')} characters (this one has ${content.length.toLocaleString('en')}).`,
    );
  }
}

/**
 * Checks a transcript before anything is stored: within the size bound and readable in its format
 * (caption files are recognised whatever they were called), parsed once on a parse thread within the
 * budget. 422 `transcript_invalid` when unreadable, 422 `transcript_too_complex` past the budget, 503
 * when every parse thread is busy. The parse is what gets stored beside the content (ADR 166).
 */
export async function checkTranscript(
  budget: ParseBudget,
  content: string,
  format: TranscriptFormat,
): Promise<ParsedTranscript> {
  checkTranscriptSize(content);
  try {
    return await parseTranscriptInPool(budget, content, format);
  } catch (error) {
    throw transcriptParseError(error);
  }
}
