import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
import { z } from 'zod';
import type { YoutubeChannelRef } from '@shared/youtube-channel-url';
import { AnswerTooLargeError, answerLimits, readJsonWithin } from '../../net/limited-body';

/**
 * A small client for the two YouTube Data API v3 calls verification needs (`channels` and `search`).
 * Transient failures (network, timeout, 5xx, 429) are retried once; every failure that is not "the channel
 * does not exist" becomes a YoutubeUnavailableError, which the API answers with 503.
 */
interface YoutubeChannel {
  id: string;
  title: string;
  description: string;
  customUrl: string | null;
}

export class YoutubeUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'YoutubeUnavailableError';
  }
}

/** This server has no YouTube API key: verification cannot work until the operator sets one. */
export class YoutubeNotConfiguredError extends YoutubeUnavailableError {
  constructor() {
    super('YouTube verification is not configured on this server (no YOUTUBE_API_KEY).');
    this.name = 'YoutubeNotConfiguredError';
  }
}

class TransientYoutubeError extends YoutubeUnavailableError {}

export interface YoutubeClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  /** Per attempt. */
  timeoutMs?: number;
  retries?: number;
}

const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string().default(''),
          description: z.string().default(''),
          customUrl: z.string().optional(),
        }),
      }),
    )
    .optional()
    .default([]),
});

const searchListSchema = z.object({
  items: z
    .array(z.object({ id: z.object({ channelId: z.string().optional() }).optional() }))
    .optional()
    .default([]),
});

export interface YoutubeClient {
  /** The channels the reference may point at (one for ids and handles; a few candidates for /c/ names). */
  findChannels(ref: YoutubeChannelRef): Promise<YoutubeChannel[]>;
}

export function createYoutubeClient(options: YoutubeClientOptions): YoutubeClient {
  const timeoutMs = options.timeoutMs ?? 5000;
  const policy = retry(
    handleWhen((error) => error instanceof TransientYoutubeError),
    {
      maxAttempts: options.retries ?? 1,
      backoff: new ExponentialBackoff({ initialDelay: 200, maxDelay: 1000 }),
    },
  );

  async function getJson(resource: 'channels' | 'search', params: Record<string, string>): Promise<unknown> {
    if (!options.apiKey) throw new YoutubeNotConfiguredError();
    const url = new URL(`${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', options.apiKey);
    return policy.execute(async () => {
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (cause) {
        throw new TransientYoutubeError('YouTube did not answer.', { cause });
      }
      // Error bodies are not read: dropped with the connection.
      if (!response.ok) void response.body?.cancel().catch(() => undefined);
      if (response.status === 404) return { items: [] };
      if (response.status >= 500 || response.status === 429) {
        throw new TransientYoutubeError(`YouTube answered ${response.status}.`);
      }
      if (!response.ok) {
        // 400/401/403: a bad key or an exhausted quota. Retrying will not help; it is our outage, not the user's.
        throw new YoutubeUnavailableError(`YouTube refused the request (${response.status}).`);
      }
      try {
        return await readJsonWithin(response, {
          maxBytes: answerLimits.youtubeAnswer,
          what: "YouTube's answer",
        });
      } catch (cause) {
        // Streamed and stopped at the limit; not retried, it would come back the same.
        if (cause instanceof AnswerTooLargeError) throw new YoutubeUnavailableError(cause.message, { cause });
        throw new TransientYoutubeError('YouTube sent a response that is not JSON.', { cause });
      }
    });
  }

  async function channels(params: Record<string, string>): Promise<YoutubeChannel[]> {
    const parsed = channelListSchema.safeParse(await getJson('channels', { part: 'snippet', ...params }));
    if (!parsed.success) throw new YoutubeUnavailableError('YouTube sent an unexpected channel list.');
    return parsed.data.items.map((item) => ({
      id: item.id,
      title: item.snippet.title,
      description: item.snippet.description,
      customUrl: item.snippet.customUrl ?? null,
    }));
  }

  return {
    async findChannels(ref) {
      switch (ref.kind) {
        case 'id':
          return channels({ id: ref.value });
        case 'handle':
          return channels({ forHandle: `@${ref.value}` });
        case 'username':
          return channels({ forUsername: ref.value });
        case 'custom': {
          // Legacy /c/ names have no lookup of their own: search, then read the candidates' full snippets
          // (search results carry a shortened description).
          const found = searchListSchema.safeParse(
            await getJson('search', { part: 'snippet', type: 'channel', q: ref.value, maxResults: '5' }),
          );
          if (!found.success) throw new YoutubeUnavailableError('YouTube sent an unexpected search result.');
          const ids = found.data.items.flatMap((item) => (item.id?.channelId ? [item.id.channelId] : []));
          if (ids.length === 0) return [];
          const list = await channels({ id: ids.join(',') });
          const wanted = ref.value.toLowerCase();
          // The channel whose custom URL is the name comes first; the others remain as candidates.
          return list.sort((a, b) => Number(customName(b) === wanted) - Number(customName(a) === wanted));
        }
      }
    },
  };
}

function customName(channel: YoutubeChannel): string | null {
  return channel.customUrl ? channel.customUrl.replace(/^@/, '').toLowerCase() : null;
}
