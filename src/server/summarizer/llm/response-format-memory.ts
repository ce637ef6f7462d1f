/** How long a refused `response_format` is remembered: a server upgraded meanwhile gets asked again. */
export const RESPONSE_FORMAT_MEMORY_MS = 60 * 60_000;

/**
 * Which (base URL, model) pairs refused `response_format: json_object`, each until its expiry. Older
 * llama.cpp servers and some proxies refuse it; asking every request would waste one round trip each
 * time, and remembering for the life of the process would never notice an upgrade. Entries are few (one
 * per configured model), so a Map with expiry times is enough; expired entries are dropped when read.
 */
export class ResponseFormatMemory {
  private readonly refusedUntil = new Map<string, number>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = RESPONSE_FORMAT_MEMORY_MS,
  ) {}

  /** True unless this endpoint and model refused `response_format` within the last `ttlMs`. */
  supported(baseUrl: string, model: string): boolean {
    const key = keyOf(baseUrl, model);
    const until = this.refusedUntil.get(key);
    if (until === undefined) return true;
    if (this.now() >= until) {
      this.refusedUntil.delete(key);
      return true;
    }
    return false;
  }

  refused(baseUrl: string, model: string): void {
    this.refusedUntil.set(keyOf(baseUrl, model), this.now() + this.ttlMs);
  }
}

function keyOf(baseUrl: string, model: string): string {
  return `${baseUrl.replace(/(?<!\/)\/+$/, '')}\n${model}`;
}

/** Shared by every chat client of the process, so a new client does not ask a refusing server again. */
export const responseFormatMemory = new ResponseFormatMemory();
