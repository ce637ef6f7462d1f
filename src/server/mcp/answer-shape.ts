import type { V1SearchPage } from '@shared/contract/v1';

/**
 * Keeps MCP answers small enough for a model's context window: long strings cut with a visible marker,
 * fields a model cannot use dropped, and a transcript cut to a budget with the moment to continue from.
 */

/** Characters of one text field in a list item (a snippet, a learning, a highlight). */
const listTextLimit = 600;
/** Characters of a report's summary in get_report (the resource has it whole). */
export const summaryLimit = 6_000;
/** Characters of transcript text in one get_transcript answer. */
const transcriptBudget = 12_000;

export type Json = Record<string, unknown>;

/** Fields of v1 answers that only a browser page uses: HTML twins of Markdown, images, signed audio links. */
const droppedFields = new Set(['summaryHtml', 'logoUrl', 'avatarUrl', 'audio', 'isVerified']);

export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}… [cut: ${text.length - limit} more characters]`;
}

/** A copy of a JSON value with long strings cut and page-only fields dropped. */
export function compact(value: unknown, limit = listTextLimit): unknown {
  if (typeof value === 'string') return cut(value, limit);
  if (Array.isArray(value)) return value.map((item) => compact(item, limit));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (droppedFields.has(key) || field === undefined) continue;
      out[key] = compact(field, limit);
    }
    return out;
  }
  return value;
}

/** `83` → `1:23`, `3723` → `1:02:03`: how a person quotes a moment of an episode. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The segments that fit the budget, and where to continue: the start of the first segment left out (null
 * when everything fit, or when the transcript has no timestamps to continue from).
 */
export function fitTranscript<T extends { start: number | null; text: string }>(
  segments: T[],
  budget = transcriptBudget,
): { segments: T[]; nextStartSeconds: number | null; omitted: number } {
  const kept: T[] = [];
  let used = 0;
  for (const segment of segments) {
    // Text plus what its speaker, times and link add to the answer.
    const size = segment.text.length + 160;
    // The first segment is always given (cut when it alone is over the budget), so a page is never empty.
    if (kept.length > 0 && used + size > budget) {
      return { segments: kept, nextStartSeconds: segment.start, omitted: segments.length - kept.length };
    }
    kept.push(kept.length === 0 ? { ...segment, text: cut(segment.text, budget) } : segment);
    used += size;
  }
  return { segments: kept, nextStartSeconds: null, omitted: 0 };
}

/** A page of a v1 list, compacted, with the way to the next page spelled out for the model. */
export function page(body: unknown, tool: string): Json {
  const { items, nextCursor, ...rest } = (body ?? {}) as Json;
  const list = Array.isArray(items) ? items : [];
  return {
    ...(compact(rest) as Json),
    items: compact(list),
    nextCursor: typeof nextCursor === 'string' ? nextCursor : null,
    ...(typeof nextCursor === 'string'
      ? { more: `More results: call ${tool} again with the same arguments and cursor set to nextCursor.` }
      : {}),
  };
}

/** The note after `text` is added at its end, below what the reader wrote. */
export function appended(existing: string, text: string): string {
  const before = existing.trimEnd();
  return before ? `${before}\n\n${text.trim()}` : text.trim();
}

/**
 * Search hits grouped under their report, so a report's id, title and link are given once however many
 * of its passages matched; a hit keeps only what differs from its report.
 */
export function searchByReport(body: V1SearchPage): { items: Json[]; nextCursor: string | null } {
  const byReport = new Map<string, Json & { hits: Json[] }>();
  for (const hit of body.items) {
    let entry = byReport.get(hit.report.id);
    if (!entry) {
      entry = { ...hit.report, hits: [] };
      byReport.set(hit.report.id, entry);
    }
    entry.hits.push({
      field: hit.field,
      ...(hit.field === 'title' ? {} : { snippet: hit.snippet }),
      ...(hit.learningIndex === null ? {} : { learningIndex: hit.learningIndex }),
      ...(hit.start === null ? {} : { start: hit.start, url: hit.url }),
    });
  }
  return { items: [...byReport.values()], nextCursor: body.nextCursor };
}
