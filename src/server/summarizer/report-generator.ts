import type { ParsedTranscript } from '../transcripts/transcript';
import type { CreatorChapter } from './arc';
import type { ReportDraft } from './report-draft';

export interface GenerationInput {
  transcript: ParsedTranscript;
  episodeTitle: string;
  /** The chapters the creator gave in the feed (`podcast:chapters`); the summary's parts follow them. */
  chapters?: readonly CreatorChapter[] | null | undefined;
}

export interface GenerationHooks {
  /** 0–100; called as work advances so the creator sees progress. */
  onProgress?: (percent: number) => Promise<void> | void;
  /** Aborted when the job is stopped: a provider stops calling out. */
  signal?: AbortSignal;
}

/** Something that turns a transcript into a report draft: the extractive summarizer or a language model. */
export interface ReportGenerator {
  /** Stored on the report (`generation_provider`), e.g. "extractive" or "openai-compatible:gpt-4o-mini". */
  readonly name: string;
  /**
   * Makes the report when this provider fails for good (a ModelFailure): the built-in summarizer behind a
   * language model, unless LLM_FALLBACK_TO_BUILTIN is off.
   */
  readonly fallback?: ReportGenerator;
  generate(input: GenerationInput, hooks?: GenerationHooks): Promise<ReportDraft>;
}
