import type { ParsedTranscript } from '../transcripts/transcript';
import type { CreatorChapter } from './arc';
import type { ReportDraft } from './report-draft';

export interface GenerationInput {
  transcript: ParsedTranscript;
  episodeTitle: string;
  /** The chapters the creator gave in the feed (`podcast:chapters`); the summary's parts follow them. */
  chapters?: readonly CreatorChapter[] | null | undefined;
  /**
   * The feed item's description or show notes (plain text or HTML): what the episode is, who the guest
   * is, and timestamps a creator wrote. Absent for a pasted or uploaded episode.
   */
  episodeDescription?: string | null;
  /** The feed's `podcast:person` names of the episode (role "host", "guest"…). */
  persons?: readonly { name: string; role?: string }[];
}

export interface GenerationHooks {
  /** 0–100; called as work advances so the creator sees progress. */
  onProgress?: (percent: number) => Promise<void> | void;
  /** Aborted when the job is stopped: a provider stops calling out. */
  signal?: AbortSignal;
  /**
   * Where a provider keeps work between attempts of one job, so a retry resumes instead of redoing it:
   * the language model's checked sections (ADR 218). Cleared when the report is stored.
   */
  checkpoint?: {
    load(): Promise<unknown>;
    save(value: unknown): Promise<void>;
  };
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
