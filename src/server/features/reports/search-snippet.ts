const snippetChars = 200;

/**
 * The words of a search as a reader typed them, lower-cased and at least two letters, without the
 * search syntax's `or` and the words it excludes (`-word`): what a snippet looks for.
 */
export function searchWords(q: string): string[] {
  const kept = q
    .split(/\s+/)
    .filter((token) => !token.startsWith('-') && token.toLowerCase() !== 'or')
    .join(' ');
  return [...new Set(kept.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 2);
}

/**
 * A search that finds text with any of the words (`websearch_to_tsquery` syntax): when no single passage
 * holds all of them, the first that holds one is still shown. Empty when the search has no words.
 */
export function anyOfWords(q: string): string {
  return searchWords(q).join(' or ');
}

/** About 200 characters of `text` around its first occurrence of any of `needles`, with ellipses. */
export function snippetAround(text: string, needles: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...needles.map((n) => lower.indexOf(n)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  const centre = at === Number.MAX_SAFE_INTEGER ? 0 : at;
  const start = Math.max(0, centre - snippetChars / 2);
  const end = Math.min(text.length, start + snippetChars);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
