/** How long a refused response format is remembered: a server upgraded meanwhile gets asked again. */
export const RESPONSE_FORMAT_MEMORY_MS = 60 * 60_000;

/**
 * How the answer's shape is asked for, strictest first: a JSON Schema the server constrains its output to
 * (OpenAI strict mode; Ollama, llama.cpp and vLLM turn it into a grammar), else JSON mode, else only the
 * prompt's words.
 */
export type ResponseMode = 'json_schema' | 'json_object' | 'none';
const order: ResponseMode[] = ['json_schema', 'json_object', 'none'];

/**
 * Which (base URL, model) pairs refused a response format, each until its expiry. Older llama.cpp servers
 * and some proxies refuse `json_schema` or even `json_object`; asking every request would waste a round
 * trip each time, and remembering for the life of the process would never notice an upgrade. Entries are
 * few (one per configured model), so a Map with expiry times is enough; expired entries are dropped when
 * read.
 */
export class ResponseFormatMemory {
  private readonly downgraded = new Map<string, { mode: ResponseMode; until: number }>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = RESPONSE_FORMAT_MEMORY_MS,
  ) {}

  /** The strictest mode this endpoint and model have not refused within the last `ttlMs`. */
  mode(baseUrl: string, model: string): ResponseMode {
    const key = keyOf(baseUrl, model);
    const entry = this.downgraded.get(key);
    if (!entry) return 'json_schema';
    if (this.now() >= entry.until) {
      this.downgraded.delete(key);
      return 'json_schema';
    }
    return entry.mode;
  }

  /** The endpoint refused `mode`: the next request asks with the next laxer one. */
  refused(baseUrl: string, model: string, mode: ResponseMode): void {
    const next = order[Math.min(order.length - 1, order.indexOf(mode) + 1)] ?? 'none';
    this.downgraded.set(keyOf(baseUrl, model), { mode: next, until: this.now() + this.ttlMs });
  }
}

function keyOf(baseUrl: string, model: string): string {
  return `${baseUrl.replace(/(?<!\/)\/+$/, '')}\n${model}`;
}

/** Shared by every chat client of the process, so a new client does not ask a refusing server again. */
export const responseFormatMemory = new ResponseFormatMemory();
