// The reports area's public face (ADR 238): what other areas may import. Who may read a report, its
// moments as the API gives them, the notice of a publish, and the store of its transcript, which the
// studio writes and readers' notes and highlights read.
export { assertReportReadable, reportNotFound } from './report-access';
export {
  chapterWithEnd,
  clockTime,
  learningWithMoment,
  quoteWithMoment,
  storedChapter,
  storedLearning,
  storedQuote,
} from './report-moments';
export { notifyReportPublished } from './report-published';
export {
  findTranscript,
  findTranscriptMeta,
  insertTranscript,
  normalizedTranscript,
  type NormalizedTranscript,
  replaceTranscript,
  transcriptParseError,
  transcriptPreviewChars,
  transcriptStats,
} from './report-transcript-repository';
