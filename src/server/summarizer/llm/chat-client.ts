import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
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
import { responseFormatMemory, type ResponseFormatMemory, type ResponseMode } from './response-format-memory';

export interface ChatClientOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** How long the endpoint may stay silent: before its first byte, and between two bytes of a stream. */
  timeoutMs: number;
  /** Further attempts after the first, for timeouts, 429/5xx, network errors and unusable answers. */
  retries?: number;
  /** First backoff delay; doubled per attempt. */
  backoffMs?: number;
  fetch?: typeof fetch;
  /** Where refusals of a response format are remembered; the process-wide memory unless a test gives one. */
  responseFormatMemory?: ResponseFormatMemory;
  /** Bytes of an answer read at most; answerLimits.modelAnswer unless a test gives a smaller one. */
  maxAnswerBytes?: number;
}

/** What one request asks for beyond its messages. */
export interface CompletionOptions {
  /** The JSON Schema the answer follows, for servers that constrain their output to one. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  /** The most tokens the answer may take (`max_tokens`). */
  maxTokens?: number;
  /** Tokens the prompt takes at least: a server that reports fewer read a cut prompt. */
  minPromptTokens?: number;
}

/** An HTTP answer that is not 2xx. 408, 425, 429 and 5xx are worth another try; the rest are not. */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`HTTP ${String(status)}${detail ? `: ${detail}` : ''}`);
    this.name = 'HttpStatusError';
  }
  get retryable(): boolean {
    return this.status === 408 || this.status === 425 || this.status === 429 || this.status >= 500;
  }
}

/**
 * The endpoint refused how the request was put (a response format it does not know, `max_tokens` where it
 * wants `max_completion_tokens`): asked again, put the way it takes.
 */
class ResponseFormatUnsupported extends Error {}

/** The endpoint stayed silent longer than the timeout. */
class SilenceError extends Error {}

/**
 * The request cannot be answered whole, and asking again would not change that: the prompt did not fit
 * the model's context (refused, or cut silently), the answer reached its token limit, or the model looped.
 * The caller gives that part of the work to the built-in summarizer; it is not retried.
 */
class AnswerLimitError extends Error {
  constructor(
    readonly kind: 'context' | 'truncated' | 'length' | 'loop',
    message: string,
  ) {
    super(message);
    this.name = 'AnswerLimitError';
  }
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown };
}

/** What a context overflow reads like from OpenAI, vLLM, llama.cpp and LM Studio. */
const contextOverflow =
  /context[ _-]?(?:length|window|size)|maximum context|too many tokens|prompt is too long|exceeds? the (?:available )?context|n_ctx|tokens? (?:limit|exceed)/i;
/** This many whitespace characters in a row: the model is looping, not writing JSON. */
const whitespaceRun = /\s{256}/;

/**
 * A small client for OpenAI-compatible chat completions (OpenAI, Ollama, vLLM, llama.cpp server) that
 * asks for a JSON answer and validates it with zod. The answer is streamed: a silent endpoint times out
 * after `timeoutMs` without a byte, a slow but live one does not. Attempts are retried with exponential
 * backoff. Failures end as a GenerationError that says what went wrong.
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

  const policy = retry(
    handleWhen(
      (error) =>
        error instanceof InvalidModelOutputError ||
        error instanceof ResponseFormatUnsupported ||
        error instanceof SilenceError ||
        (error instanceof HttpStatusError && error.retryable) ||
        isNetworkError(error),
    ),
    {
      maxAttempts: retries,
      backoff: new ExponentialBackoff({ initialDelay: options.backoffMs ?? 500, maxDelay: 8000 }),
    },
  );

  /** How the answer's token limit is sent: `max_tokens`, unless the endpoint asked for the newer name. */
  let tokenLimitField: 'max_tokens' | 'max_completion_tokens' = 'max_tokens';

  function responseFormat(mode: ResponseMode, request: CompletionOptions) {
    if (mode === 'json_schema' && request.jsonSchema)
      return {
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.jsonSchema.name, strict: true, schema: request.jsonSchema.schema },
        },
      };
    if (mode === 'none') return {};
    return { response_format: { type: 'json_object' } };
  }

  async function attempt<T>(
    messages: ChatMessage[],
    schema: z.ZodType<T>,
    request: CompletionOptions,
    outer: AbortSignal,
  ): Promise<T> {
    const mode = memory.mode(options.baseUrl, options.model);
    const asked = mode === 'json_schema' && !request.jsonSchema ? 'json_object' : mode;
    const controller = new AbortController();
    const abort = () => controller.abort(outer.reason);
    outer.addEventListener('abort', abort, { once: true });
    let silent = false;
    let timer: NodeJS.Timeout | undefined;
    const wake = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        controller.abort(new SilenceError('silent'));
      }, options.timeoutMs);
    };
    wake();
    try {
      const response = await doFetch(url, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: 0.2,
          stream: true,
          stream_options: { include_usage: true },
          ...(request.maxTokens ? { [tokenLimitField]: request.maxTokens } : {}),
          ...responseFormat(asked, request),
        }),
      });
      wake();
      if (!response.ok) {
        const detail = await errorDetail(response);
        if (response.status === 400 && contextOverflow.test(detail))
          throw new AnswerLimitError('context', `the prompt is longer than the model's context (${detail})`);
        // OpenAI's reasoning models take the answer's limit as max_completion_tokens only.
        if (
          response.status === 400 &&
          tokenLimitField === 'max_tokens' &&
          request.maxTokens &&
          /max_completion_tokens/.test(detail)
        ) {
          tokenLimitField = 'max_completion_tokens';
          throw new ResponseFormatUnsupported(detail);
        }
        if (
          (response.status === 400 || response.status === 422) &&
          asked !== 'none' &&
          /response_format|json_schema|json[ _]object|\bschema\b|\bformat\b/i.test(detail)
        ) {
          memory.refused(options.baseUrl, options.model, asked);
          throw new ResponseFormatUnsupported(detail);
        }
        throw new HttpStatusError(response.status, detail);
      }
      const answer = /text\/event-stream/i.test(response.headers.get('content-type') ?? '')
        ? await readStream(response, maxAnswerBytes, wake)
        : await readWhole(response, maxAnswerBytes);
      if (
        request.minPromptTokens !== undefined &&
        answer.promptTokens !== null &&
        answer.promptTokens < request.minPromptTokens
      )
        throw new AnswerLimitError(
          'truncated',
          `the endpoint read ${answer.promptTokens} tokens of a prompt of at least ${request.minPromptTokens}: it cut the prompt to its context`,
        );
      if (answer.finishReason === 'length')
        throw new AnswerLimitError('length', 'the answer was cut off (token limit reached)');
      return parseModelJson(answer.content, schema);
    } catch (error) {
      if (silent) throw new SilenceError('silent');
      throw error;
    } finally {
      clearTimeout(timer);
      outer.removeEventListener('abort', abort);
    }
  }

  return {
    /** Sends the messages and returns the validated JSON answer. */
    async completeJson<T>(
      messages: ChatMessage[],
      schema: z.ZodType<T>,
      signal?: AbortSignal,
      request: CompletionOptions = {},
    ): Promise<T> {
      try {
        return await policy.execute(
          ({ signal: attemptSignal }) => attempt(messages, schema, request, attemptSignal),
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

interface Answer {
  content: string;
  finishReason: string | null;
  promptTokens: number | null;
}

/** A whole JSON answer (a server that does not stream), read within the size limit. */
async function readWhole(response: Response, maxBytes: number): Promise<Answer> {
  let body: ChatCompletion;
  try {
    // Read and stopped at the limit: an endless or huge answer never fills the memory.
    body = (await readJsonWithin(response, { maxBytes, what: "the model's answer" })) as ChatCompletion;
  } catch (error) {
    // Not retried: an endpoint that answers this much will do it again.
    if (error instanceof AnswerTooLargeError) throw error;
    throw new InvalidModelOutputError('the endpoint did not answer with JSON');
  }
  const choice = body.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string') throw new InvalidModelOutputError('the answer has no message content');
  if (whitespaceRun.test(content)) throw new AnswerLimitError('loop', 'the model repeated whitespace');
  return {
    content,
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
    promptTokens: typeof body.usage?.prompt_tokens === 'number' ? body.usage.prompt_tokens : null,
  };
}

interface StreamChunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown } | null;
}

/**
 * A streamed answer (server-sent events, one chat.completion.chunk each): every byte wakes the silence
 * timer; the content (not the events around it, read and let go) is stopped at the size limit, and at a
 * run of whitespace (a model that loops).
 */
async function readStream(response: Response, maxBytes: number, wake: () => void): Promise<Answer> {
  const reader = response.body?.getReader();
  if (!reader) throw new InvalidModelOutputError('the answer has no body');
  const decoder = new TextDecoder();
  let buffer = '';
  let content = '';
  let finishReason: string | null = null;
  let promptTokens: number | null = null;
  let done = false;
  const take = (data: string) => {
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: StreamChunk;
    try {
      chunk = JSON.parse(data) as StreamChunk;
    } catch {
      throw new InvalidModelOutputError('the stream carried something other than JSON');
    }
    const choice = chunk.choices?.[0];
    if (typeof choice?.delta?.content === 'string') content += choice.delta.content;
    if (typeof choice?.finish_reason === 'string') finishReason = choice.finish_reason;
    if (typeof chunk.usage?.prompt_tokens === 'number') promptTokens = chunk.usage.prompt_tokens;
  };
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      wake();
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line.startsWith('data:')) take(line.slice(5).trim());
        if (done) break;
      }
      // What is kept is the content and one unfinished line: those are held within the limit.
      if (content.length + buffer.length > maxBytes)
        throw new AnswerTooLargeError("the model's answer", maxBytes, null);
      if (whitespaceRun.test(content.slice(-512)))
        throw new AnswerLimitError('loop', 'the model repeated whitespace instead of answering');
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  if (buffer.trim().startsWith('data:')) take(buffer.trim().slice(5).trim());
  return { content, finishReason, promptTokens };
}

export type ChatClient = ReturnType<typeof createChatClient>;

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
  if (error instanceof AnswerLimitError) {
    return new ModelFailure('The language model could not write a usable report. Try again.', {
      transient: false,
      reason: 'unusable',
      detail: { ...base, problem: `answer limit: ${error.kind}`, excerpt: error.message.slice(0, 300) },
      cause: error,
    });
  }
  if (error instanceof SilenceError) {
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
