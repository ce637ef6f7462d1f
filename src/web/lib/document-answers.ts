/**
 * The API addresses whose answers this page's document carried (ADR 236: the session and the first
 * screen), so the page never asked for them. The service worker is told of them with what the page did
 * fetch, so the page still loads offline with the same data.
 */
const carried = new Set<string>();
const undrawn = new Set<string>();

export function noteDocumentAnswer(path: string): void {
  carried.add(path);
  undrawn.add(path);
}

export function documentAnswers(): string[] {
  return [...carried];
}

/**
 * Whether the page about to render `path`'s answer is the one the document drew it for: true once for a
 * carried answer, so that page's first render shows it at once in place of the document's drawing (no
 * skeleton between the two), and false afterwards, when the page renders as it always does.
 */
export function firstDrawOfDocumentAnswer(path: string): boolean {
  if (!carried.has(path) || !undrawn.has(path)) return false;
  undrawn.delete(path);
  return true;
}
