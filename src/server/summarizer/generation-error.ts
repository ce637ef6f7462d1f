/**
 * Why a report could not be generated. `transient` failures (an endpoint down, a timeout) are retried
 * by the job queue; permanent ones (a transcript too short, a model that keeps answering nonsense, a
 * refused API key) fail the report at once. The message is shown to the creator as it is.
 */
export class GenerationError extends Error {
  readonly transient: boolean;
  constructor(message: string, options: { transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'GenerationError';
    this.transient = options.transient;
  }
}
