/**
 * Why a report could not be generated. `transient` failures (an endpoint down, a timeout) are retried
 * by the job queue; permanent ones (a transcript too short, a model that keeps answering nonsense, a
 * refused API key) fail the report at once. The message is shown to the creator as it is, so it is in
 * plain words: no variable names, no advice only an operator can follow.
 */
export class GenerationError extends Error {
  readonly transient: boolean;
  constructor(message: string, options: { transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'GenerationError';
    this.transient = options.transient;
  }
}

/**
 * Why a language model made no report, for the built-in summarizer to step in: it did not answer
 * (`unavailable`: down, refused, too slow) or its answer broke the report rules even after it was asked
 * to fix them (`unusable`).
 */
export type ModelFailureReason = 'unavailable' | 'unusable';

/** What an operator needs to find the cause; logged, never shown to the creator. */
export interface ModelFailureDetail {
  provider: string;
  /** The endpoint's origin (never a key or a path with secrets). */
  endpoint?: string;
  /** e.g. "HTTP 401", "timeout after 120 s", "unreachable", "invalid answer". */
  problem: string;
  status?: number;
  /** The start of the endpoint's error body, or what was wrong with the model's answer. */
  excerpt?: string;
  attempts?: number;
}

/** A language model's failure: a plain message for the creator plus the operator's detail. */
export class ModelFailure extends GenerationError {
  readonly reason: ModelFailureReason;
  readonly detail: ModelFailureDetail;
  constructor(
    message: string,
    options: { transient: boolean; reason: ModelFailureReason; detail: ModelFailureDetail; cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ModelFailure';
    this.reason = options.reason;
    this.detail = options.detail;
  }
}
