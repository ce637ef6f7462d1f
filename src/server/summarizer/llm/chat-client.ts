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
import { GenerationError } from '../generation-error';
import { InvalidModelOutputError, parseModelJson } from './model-output';
import type { ChatMessage } from './prompts';

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
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const origin = new URL(url).origin;
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  let useResponseFormat = true;

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
        useResponseFormat = false;
        throw new ResponseFormatUnsupported(detail);
      }
      throw new HttpStatusError(response.status, detail);
    }
    let body: ChatCompletion;
    try {
      body = (await response.json()) as ChatCompletion;
    } catch {
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
          aborted: signal?.aborted ?? false,
        });
      }
    },
  };
}

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

async function errorDetail(response: Response): Promise<string> {
  try {
    const text = (await response.text()).slice(0, 2000);
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

/** The creator reads this message on the failed report, so it says what happened and what to do. */
function describe(
  error: unknown,
  context: { attempts: number; timeoutMs: number; origin: string; aborted: boolean },
): GenerationError {
  if (context.aborted)
    return new GenerationError('Generation was interrupted and will be resumed.', {
      transient: true,
      cause: error,
    });
  if (error instanceof InvalidModelOutputError) {
    return new GenerationError(
      `The language model did not return a valid report after ${context.attempts} attempts (${error.message}). Try again, or use a more capable model.`,
      { transient: false, cause: error },
    );
  }
  if (error instanceof HttpStatusError) {
    if (error.retryable) {
      return new GenerationError(`The language model service is unavailable (${error.message}).`, {
        transient: true,
        cause: error,
      });
    }
    const hint =
      error.status === 401 || error.status === 403
        ? ' Check LLM_API_KEY.'
        : error.status === 404
          ? ' Check LLM_BASE_URL and LLM_MODEL.'
          : '';
    return new GenerationError(`The language model service refused the request (${error.message}).${hint}`, {
      transient: false,
      cause: error,
    });
  }
  if (isTaskCancelledError(error)) {
    return new GenerationError(
      `The language model did not answer within ${(context.timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} seconds.`,
      {
        transient: true,
        cause: error,
      },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new GenerationError(`Could not reach the language model service at ${context.origin} (${reason}).`, {
    transient: true,
    cause: error,
  });
}
