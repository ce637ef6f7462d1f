import { z } from 'zod';
import { transcriptContentProblem } from '@shared/transcript-limits';
import type { Config } from '../../config';
import {
  AnswerTooLargeError,
  answerLimits,
  formatBytes,
  readErrorExcerpt,
  readJsonWithin,
  readTextWithin,
} from '../../net/limited-body';
import { countWords } from '../../transcripts/cleanup';

type TranscribeConfig = NonNullable<Config['transcribe']>;

/** Why audio could not be transcribed. `transient` failures are tried again; the message is for the creator. */
export class TranscriptionError extends Error {
  readonly transient: boolean;
  constructor(message: string, options: { transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'TranscriptionError';
    this.transient = options.transient;
  }
}

/** One segment of a `verbose_json` answer: seconds from the start, the words, and a speaker if the server diarizes. */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
  speaker: string | null;
}

export interface Transcription {
  /** Timed segments; empty when the server gave text only. */
  segments: TranscriptSegment[];
  text: string;
  /** Seconds of audio, when the server says. */
  durationSeconds: number | null;
}

// Servers differ in what else they send (tokens, words, avg_logprob…); only these fields are read.
const segmentSchema = z.object({
  start: z.coerce.number().min(0),
  end: z.coerce.number().min(0),
  text: z.string(),
  speaker: z.union([z.string(), z.number()]).nullish(),
});
const verboseJsonSchema = z.object({
  text: z.string().default(''),
  duration: z.coerce.number().min(0).nullish(),
  segments: z.array(z.unknown()).nullish(),
});

export interface AudioFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

/**
 * What is asked of the service, best first: `verbose_json` has timed segments; newer models (OpenAI's
 * gpt-4o-transcribe family) refuse it with a 400 and give `json` (text only), some servers only `text`.
 */
const responseFormats = ['verbose_json', 'json', 'text'] as const;
type ResponseFormat = (typeof responseFormats)[number];

/** The format each service and model last answered to, so an episode's parts do not each ask again. */
const workingFormats = new Map<string, ResponseFormat>();

/** A 400 that names the response format (OpenAI: `param: "response_format"`): another format may do. */
class FormatRefused extends Error {}

/**
 * Sends audio to an OpenAI-compatible transcription endpoint (`POST {base}/audio/transcriptions`,
 * multipart): OpenAI, whisper.cpp's server, faster-whisper servers and others speak it. It asks for
 * `verbose_json` and falls back to `json`, then `text`, when the model refuses the format, remembering
 * what worked for the model. One attempt per format, bounded by the configured timeout; the job queue
 * does the retrying.
 */
export async function transcribeAudio(
  config: TranscribeConfig,
  audio: AudioFile,
  signal: AbortSignal,
  doFetch: typeof fetch = fetch,
  /** Bytes of the answer read at most; answerLimits.transcriptionAnswer unless a test gives a smaller one. */
  maxAnswerBytes: number = answerLimits.transcriptionAnswer,
): Promise<Transcription> {
  const key = `${config.baseUrl} ${config.model}`;
  const remembered = workingFormats.get(key) ?? 'verbose_json';
  for (const format of responseFormats.slice(responseFormats.indexOf(remembered))) {
    try {
      const result = await requestTranscription(config, audio, format, signal, doFetch, maxAnswerBytes);
      workingFormats.set(key, format);
      return result;
    } catch (error) {
      if (!(error instanceof FormatRefused)) throw error;
    }
  }
  throw new TranscriptionError(
    'The transcription service refused every answer format we can read (verbose_json, json, text).',
    { transient: false },
  );
}

async function requestTranscription(
  config: TranscribeConfig,
  audio: AudioFile,
  format: ResponseFormat,
  signal: AbortSignal,
  doFetch: typeof fetch,
  maxAnswerBytes: number,
): Promise<Transcription> {
  // Trailing slashes dropped; matched only from the first one of a run, so the pattern stays linear.
  const url = `${config.baseUrl.replace(/(?<!\/)\/+$/, '')}/audio/transcriptions`;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio.bytes)], { type: audio.mimeType }), audio.fileName);
  form.append('model', config.model);
  form.append('response_format', format);
  if (format === 'verbose_json') form.append('timestamp_granularities[]', 'segment');

  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      body: form,
      headers: {
        accept: format === 'text' ? 'text/plain' : 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    throw requestFailure(error, timeout, config.timeoutMs);
  }
  if (!response.ok) throw await statusFailure(response);

  let raw: unknown;
  try {
    // Streamed and stopped at the limit: a broken or hostile service cannot fill the memory.
    const within = { maxBytes: maxAnswerBytes, what: "the transcription service's answer" };
    raw =
      format === 'text'
        ? { text: await readTextWithin(response, within) }
        : await readJsonWithin(response, within);
  } catch (error) {
    if (error instanceof AnswerTooLargeError) throw tooLarge(error);
    if (timeout.aborted) throw requestFailure(error, timeout, config.timeoutMs);
    throw new TranscriptionError('The transcription service did not answer with a transcript.', {
      transient: true,
      cause: error,
    });
  }
  const parsed = verboseJsonSchema.safeParse(raw);
  if (!parsed.success) {
    throw new TranscriptionError('The transcription service did not answer with a transcript.', {
      transient: true,
      cause: parsed.error,
    });
  }
  const segments = (parsed.data.segments ?? []).flatMap((item) => {
    const segment = segmentSchema.safeParse(item);
    if (!segment.success || segment.data.text.trim() === '') return [];
    const { start, end, text, speaker } = segment.data;
    return [
      {
        start,
        end: Math.max(start, end),
        text: text.trim(),
        speaker: speaker == null ? null : String(speaker),
      },
    ];
  });
  const text = parsed.data.text.trim();
  // What is stored keeps the content bound of every transcript (ADR 207), however the service answered.
  const problem = contentProblem(text, segments);
  if (problem) {
    throw new TranscriptionError(
      `The transcription is too long to keep. ${problem} Upload a shorter episode's audio, or a transcript.`,
      { transient: false },
    );
  }
  return { segments, text, durationSeconds: parsed.data.duration ?? null };
}

/** Whether what was said, by the text or by the segments (whichever holds more), is over a transcript's bound. */
function contentProblem(text: string, segments: readonly TranscriptSegment[]): string | null {
  const said = (texts: readonly string[]) => ({
    words: texts.reduce((sum, part) => sum + countWords(part), 0),
    speechChars: texts.reduce((sum, part) => sum + part.length, 0),
  });
  const whole = said([text]);
  const parts = said(segments.map((segment) => segment.text));
  return transcriptContentProblem(whole.speechChars >= parts.speechChars ? whole : parts);
}

/** The answer was larger than any transcript's: the creator reads it on the report, the limit named. */
function tooLarge(error: AnswerTooLargeError): TranscriptionError {
  const declared = error.declaredBytes === null ? '' : ` (it announced ${formatBytes(error.declaredBytes)})`;
  return new TranscriptionError(
    `The transcription service's answer was larger than ${formatBytes(error.limitBytes)}${declared}, more than a transcript can be. Paste or upload a transcript instead.`,
    { transient: false, cause: error },
  );
}

function requestFailure(error: unknown, timeout: AbortSignal, timeoutMs: number): TranscriptionError {
  if (timeout.aborted) {
    return new TranscriptionError(
      `The transcription service did not finish within ${Math.round(timeoutMs / 1000)} seconds.`,
      { transient: true, cause: error },
    );
  }
  if (error instanceof Error && error.name === 'AbortError')
    return new TranscriptionError('Transcription was stopped.', { transient: true, cause: error });
  return new TranscriptionError('The transcription service could not be reached.', {
    transient: true,
    cause: error,
  });
}

/** 408, 425, 429 and 5xx are worth another try; other refusals are not. */
async function statusFailure(response: Response): Promise<Error> {
  const { message: detail, param } = await errorDetail(response);
  const status = response.status;
  if (status === 400 && (param === 'response_format' || /response_format|verbose_json/i.test(detail)))
    return new FormatRefused(detail);
  const transient = status === 408 || status === 425 || status === 429 || status >= 500;
  if (status === 413) {
    return new TranscriptionError(
      'The transcription service refused the audio as too large. Upload a transcript instead, or a compressed audio file.',
      { transient: false },
    );
  }
  if (status === 401 || status === 403) {
    return new TranscriptionError(
      `The transcription service refused this server's access (HTTP ${status}). Paste or upload a transcript instead.`,
      { transient: false },
    );
  }
  return new TranscriptionError(
    transient
      ? `The transcription service is unavailable (HTTP ${status}).`
      : `The transcription service could not transcribe this audio (HTTP ${status}${detail ? `: ${detail}` : ''}).`,
    { transient },
  );
}

/**
 * The provider's own error text (OpenAI: `{error: {message}}`), shortened; never more than a line. Only
 * the start of the body is read.
 */
async function errorDetail(response: Response): Promise<{ message: string; param: string | null }> {
  const text = await readErrorExcerpt(response);
  let message = text;
  let param: string | null = null;
  try {
    const body = JSON.parse(text) as {
      error?: { message?: unknown; param?: unknown } | string;
      message?: unknown;
    };
    const candidate =
      typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message ?? text);
    message = typeof candidate === 'string' ? candidate : text;
    if (typeof body.error === 'object' && typeof body.error.param === 'string') param = body.error.param;
  } catch {
    // not JSON: the text as it is
  }
  return { message: message.replace(/\s+/g, ' ').trim().slice(0, 200), param };
}
