/**
 * The API addresses whose answers this page's document carried (ADR 236: the session and the first
 * screen), so the page never asked for them. The service worker is told of them with what the page did
 * fetch, so the page still loads offline with the same data.
 */
const carried = new Set<string>();

export function noteDocumentAnswer(path: string): void {
  carried.add(path);
}

export function documentAnswers(): string[] {
  return [...carried];
}
