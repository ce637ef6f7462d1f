import { limits } from '../../../shared/constants';
import { AppError } from '../../errors';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { TranscriptError, type ParsedTranscript, type TranscriptFormat } from '../../transcripts/transcript';

/**
 * Checks a transcript before anything is stored: within the size bound and readable in its format
 * (caption files are recognised whatever they were called). 422 `transcript_invalid` otherwise.
 */
export function checkTranscript(content: string, format: TranscriptFormat): ParsedTranscript {
  if (content.length > limits.transcriptMaxChars) {
    throw new AppError(
      422,
      'transcript_invalid',
      `The transcript must be at most ${limits.transcriptMaxChars.toLocaleString('en')} characters (this one has ${content.length.toLocaleString('en')}).`,
    );
  }
  try {
    return parseTranscript(content, format);
  } catch (error) {
    if (error instanceof TranscriptError) throw new AppError(422, 'transcript_invalid', error.message);
    throw error;
  }
}
