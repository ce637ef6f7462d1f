import { transcriptParseError } from '../reports';
import { checkTranscriptBytes, checkTranscriptContent } from './transcript-limits';
import { parseTranscriptInPool, type ParseBudget } from '../../transcripts/transcript-pool';
import type { ParsedTranscript, TranscriptFormat } from '../../transcripts/transcript';

/**
 * Checks a transcript before anything is stored: within the bytes bound, readable in its format (caption
 * files are recognised whatever they were called), parsed once on a parse thread within the budget, and
 * within the content bound (ADR 207). 422 `transcript_invalid` when unreadable or too long, 422
 * `transcript_too_complex` past the budget, 503 when every parse thread is busy. The parse is what gets
 * stored beside the content (ADR 166). Shared: the studio and every feed import check the same way.
 */
export async function checkTranscript(
  budget: ParseBudget,
  content: string,
  format: TranscriptFormat,
): Promise<ParsedTranscript> {
  checkTranscriptBytes(content);
  let parsed: ParsedTranscript;
  try {
    parsed = await parseTranscriptInPool(budget, content, format);
  } catch (error) {
    throw transcriptParseError(error);
  }
  checkTranscriptContent(parsed);
  return parsed;
}
