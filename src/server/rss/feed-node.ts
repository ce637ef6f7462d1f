/** Reading the parser's object tree: elements are objects, text is `#text`, attributes are `@_name`. */
export type FeedNode = Record<string, unknown>;

/** The text of an element; a repeated element gives its first occurrence's. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as FeedNode)['#text']);
  return '';
}

export function attr(value: unknown, name: string): string {
  if (Array.isArray(value)) return attr(value[0], name);
  return value && typeof value === 'object' ? textOf((value as FeedNode)[`@_${name}`]) : '';
}

/** An element that may appear once or many times, as a list. */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The contract takes http(s) addresses of at most 2000 characters; anything else is dropped. */
export function httpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const text = url.toString();
    return text.length <= 2000 ? text : null;
  } catch {
    return null;
  }
}
