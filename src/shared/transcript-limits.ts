import { limits } from './constants';

const count = (value: number) => value.toLocaleString('en');
const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/** Both of a transcript's limits as the creator reads them (ADR 207), the same on the form and in errors. */
export const transcriptLimitsText =
  `A transcript may hold up to ${count(limits.transcriptMaxWords)} words and ` +
  `${count(limits.transcriptMaxChars)} characters of speech (about five hours), ` +
  `in a file of up to ${megabytes(limits.transcriptMaxBytes)}.`;

/** Why an upload of this many bytes is refused, naming both limits; null within the bytes limit. */
export function transcriptBytesProblem(bytes: number): string | null {
  if (bytes <= limits.transcriptMaxBytes) return null;
  return `This transcript file is ${megabytes(bytes)}, more than the ${megabytes(limits.transcriptMaxBytes)} a transcript file may be. ${transcriptLimitsText}`;
}

/**
 * Why a transcript that says this much is refused, naming both limits and its own figures; null within
 * them. `speechChars` counts the characters of what is said, without speaker labels or timings.
 */
export function transcriptContentProblem(said: { words: number; speechChars: number }): string | null {
  if (said.words <= limits.transcriptMaxWords && said.speechChars <= limits.transcriptMaxChars) return null;
  return `This transcript holds ${count(said.words)} words and ${count(said.speechChars)} characters of speech, more than one transcript may. ${transcriptLimitsText}`;
}
