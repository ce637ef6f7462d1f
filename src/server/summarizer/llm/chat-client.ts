import {
  ExponentialBackoff,
  handleWhen,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
} from 'cockatiel';
import type { z } from 'zod';
import {
  AnswerTooLargeError,
  answerLimits,
  formatBytes,
  readErrorExcerpt,
  readJsonWithin,
} from '../../net/limited-body';
import { GenerationError, ModelFailure } from '../generation-error';
import { InvalidModelOutputError, parseModelJson } from './model-output';
import type { ChatMessage } from './prompts';
import { responseFormatMemory, type ResponseFormatMemory } from './response-format-memory';

export interface ChatClientOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** Per request. */
  timeoutMs: number;
  /** Further attempts after the first, for timeouts, 429/5xx, network errors and unusable answers. */
  retries?: number;
  /** First backoff delay; doubled per attempt. */
  backoffMs?: number;
  fetch?: typeof fetch;
  /** Where refusals of `response_format` are remembered; the process-wide memory unless a test gives one. */
  responseFormatMemory?: ResponseFormatMemory;
  /** Bytes of an answer read at most; answerLimits.modelAnswer unless a test gives a smaller one. */
  maxAnswerBytes?: number;
}

/** An HTTP answer that is not 2xx. 408, 425, 429 and 5xx are worth another try; the rest are not. */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`HTTP ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'HttpStatusError';
  }
  get retryable(): boolean {
    return this.status === 408 || this.status === 425 || this.status === 429 || this.status >= 500;
  }
}

/** The endpoint does not know `response_format` (older llama.cpp servers): asked again without it. */
class ResponseFormatUnsupported extends Error {}

interface ChatCompletion {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
}

/**
 * A small client for OpenAI-compatible chat completions (OpenAI, Ollama, vLLM, llama.cpp server) that
 * asks for a JSON object and validates it with zod. Each attempt has its own timeout; attempts are
 * retried with exponential backoff. Failures end as a GenerationError that says what went wrong.
 */
export function createChatClient(options: ChatClientOptions) {
  // Trailing slashes dropped; matched only from the first one of a run, so the pattern stays linear.
  const url = `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/chat/completions`;
  const origin = new URL(url).origin;
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  const memory = options.responseFormatMemory ?? responseFormatMemory;
  const provider = `openai-compatible:${options.model}`;
  const maxAnswerBytes = options.maxAnswerBytes ?? answerLimits.modelAnswer;

  const policy = wrap(
    retry(
      handleWhen(
        (error) =>
          error instanceof InvalidModelOutputError ||
          error instanceof ResponseFormatUnsupported ||
          (error instanceof HttpStatusError && error.retryable) ||
          isTaskCancelledError(error) ||
          isNetworkError(error),
      ),
      {
        maxAttempts: retries,
        backoff: new ExponentialBackoff({ initialDelay: options.backoffMs ?? 500, maxDelay: 8000 }),
      },
    ),
    timeout(options.timeoutMs, TimeoutStrategy.Aggressive),
  );

  async function attempt<T>(messages: ChatMessage[], schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    const useResponseFormat = memory.supported(options.baseUrl, options.model);
    const response = await doFetch(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        temperature: 0.2,
        ...(useResponseFormat ? { response_format: { type: 'json_object' } } : {}),
      }),
    });
    if (!response.ok) {
      const detail = await errorDetail(response);
      if (response.status === 400 && useResponseFormat && /response_format/i.test(detail)) {
        memory.refused(options.baseUrl, options.model);
        throw new ResponseFormatUnsupported(detail);
      }
      throw new HttpStatusError(response.status, detail);
    }
    let body: ChatCompletion;
    try {
      // Streamed and stopped at the limit: an endless or huge answer never fills the memory.
      body = (await readJsonWithin(response, {
        maxBytes: maxAnswerBytes,
        what: "the model's answer",
      })) as ChatCompletion;
    } catch (error) {
      // Not retried: an endpoint that answers this much will do it again.
      if (error instanceof AnswerTooLargeError) throw error;
      throw new InvalidModelOutputError('the endpoint did not answer with JSON');
    }
    const choice = body.choices?.[0];
    const content = choice?.message?.content;
    if (typeof content !== 'string') throw new InvalidModelOutputError('the answer has no message content');
    if (choice?.finish_reason === 'length')
      throw new InvalidModelOutputError('the answer was cut off (token limit reached)');
    return parseModelJson(content, schema);
  }

  return {
    /** Sends the messages and returns the validated JSON answer. */
    async completeJson<T>(messages: ChatMessage[], schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
      try {
        return await policy.execute(
          ({ signal: attemptSignal }) => attempt(messages, schema, attemptSignal),
          signal,
        );
      } catch (error) {
        throw describe(error, {
          attempts: retries + 1,
          timeoutMs: options.timeoutMs,
          origin,
          provider,
          aborted: signal?.aborted ?? false,
        });
      }
    },
  };
}

export type ChatClient = ReturnType<typeof createChatClient>;

/** cockatiel's own isTaskCancelledError checks the wrong brand (3.2.1), so the class is checked here. */
function isTaskCancelledError(error: unknown): boolean {
  return error instanceof TaskCancelledError;
}

function isNetworkError(error: Error): boolean {
  return (
    error instanceof TypeError ||
    /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|socket hang up|fetch failed/i.test(String(error.message))
  );
}

/** The endpoint's own words from an error answer; only its first kilobytes are read. */
async function errorDetail(response: Response): Promise<string> {
  try {
    const text = (await readErrorExcerpt(response)).slice(0, 2000);
    try {
      const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      const message =
        typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
      if (typeof message === 'string') return message.slice(0, 300);
    } catch {
      // not JSON: use the text as it is
    }
    return text.replace(/\s+/g, ' ').trim().slice(0, 300);
  } catch {
    return '';
  }
}

/**
 * The creator reads the message on the report (or on nothing, when the built-in summarizer steps in), so
 * it says what happened in plain words; what an operator needs (status, the endpoint's words) goes in
 * the failure's detail, which the job logs.
 */
function describe(
  error: unknown,
  context: { attempts: number; timeoutMs: number; origin: string; provider: string; aborted: boolean },
): GenerationError {
  if (context.aborted)
    return new GenerationError('Generation was interrupted and will be resumed.', {
      transient: true,
      cause: error,
    });
  const base = { provider: context.provider, endpoint: context.origin, attempts: context.attempts };
  if (error instanceof InvalidModelOutputError) {
    return new ModelFailure('The language model could not write a usable report. Try again.', {
      transient: false,
      reason: 'unusable',
      detail: { ...base, problem: 'invalid answer', excerpt: error.message },
      cause: error,
    });
  }
  if (error instanceof HttpStatusError) {
    const detail = { ...base, problem: `HTTP ${error.status}`, status: error.status, excerpt: error.detail };
    if (error.retryable) {
      return new ModelFailure('The language model is not responding right now.', {
        transient: true,
        reason: 'unavailable',
        detail,
        cause: error,
      });
    }
    // 401/403 (a wrong key), 404 (a wrong address or model), 400: only the operator can fix these.
    return new ModelFailure('The language model is not available. Try again later.', {
      transient: false,
      reason: 'unavailable',
      detail,
      cause: error,
    });
  }
  if (error instanceof AnswerTooLargeError) {
    // The built-in summarizer steps in, as for any unusable answer; the operator's detail names the limit.
    const declared = error.declaredBytes === null ? '' : ` (it declared ${formatBytes(error.declaredBytes)})`;
    return new ModelFailure("The language model's answer was too large to use.", {
      transient: false,
      reason: 'unusable',
      detail: {
        ...base,
        problem: `answer larger than the ${formatBytes(error.limitBytes)} limit${declared}`,
      },
      cause: error,
    });
  }
  if (isTaskCancelledError(error)) {
    const seconds = (context.timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
    return new ModelFailure('The language model took too long to answer.', {
      transient: true,
      reason: 'unavailable',
      detail: { ...base, problem: `no answer within ${seconds} s` },
      cause: error,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ModelFailure('The language model could not be reached.', {
    transient: true,
    reason: 'unavailable',
    detail: { ...base, problem: 'unreachable', excerpt: reason.slice(0, 300) },
    cause: error,
  });
}
