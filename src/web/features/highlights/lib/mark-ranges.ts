import type { HighlightPart } from '@shared/contract/highlights';

/** Where a saved highlight sits, as far as marking it in place needs. */
export interface PlacedHighlight {
  id: string;
  part: HighlightPart;
  partIndex: number;
  textStart: number;
  textEnd: number;
}

/** A highlight's range within one piece of text (offsets in that piece). */
export interface MarkRange {
  start: number;
  end: number;
  id: string;
}

export interface TextRun {
  text: string;
  /** The highlight this run belongs to, or null for unmarked text. */
  id: string | null;
}

/**
 * The look of a saved highlight in place: a tint that reads in light and dark, an underline so it does
 * not rest on colour alone, and a focus ring (a mark opens its comment with Enter).
 */
export const markClassName =
  'cursor-pointer rounded-sm bg-amber-200 text-inherit underline decoration-amber-700 decoration-2 underline-offset-4 ' +
  'dark:bg-amber-300/25 dark:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-ring';

/**
 * The ranges of `highlights` inside one piece of a part: the piece starts at `base` in the part's text
 * and is `length` long. Transcript highlights may span turns, so every transcript highlight is clipped to
 * the turn; the other parts match by index.
 */
export function rangesInPiece(
  highlights: readonly PlacedHighlight[],
  piece: { part: HighlightPart; partIndex: number; base: number; length: number },
): MarkRange[] {
  const ranges: MarkRange[] = [];
  for (const h of highlights) {
    if (h.part !== piece.part) continue;
    if (piece.part !== 'transcript' && piece.part !== 'summary' && h.partIndex !== piece.partIndex) continue;
    const start = Math.max(0, h.textStart - piece.base);
    const end = Math.min(piece.length, h.textEnd - piece.base);
    if (end > start) ranges.push({ start, end, id: h.id });
  }
  return ranges.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The text cut into runs at every range's ends. Where highlights overlap, the run belongs to the
 * shortest one covering it (the most specific, so each stays reachable).
 */
export function splitByRanges(text: string, ranges: readonly MarkRange[]): TextRun[] {
  if (ranges.length === 0) return text ? [{ text, id: null }] : [];
  const cuts = new Set<number>([0, text.length]);
  for (const r of ranges) {
    cuts.add(Math.min(text.length, r.start));
    cuts.add(Math.min(text.length, r.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i] ?? 0;
    const to = points[i + 1] ?? from;
    if (to <= from) continue;
    let best: MarkRange | null = null;
    for (const r of ranges) {
      if (r.start <= from && r.end >= to && (!best || r.end - r.start < best.end - best.start)) best = r;
    }
    const id = best?.id ?? null;
    const previous = runs[runs.length - 1];
    if (previous && previous.id === id) previous.text += text.slice(from, to);
    else runs.push({ text: text.slice(from, to), id });
  }
  return runs;
}

/**
 * The summary's HTML (an allow-list of elements written by the server) with the ranges wrapped in
 * `<mark>`s, text node by text node, so the summary's text — what the offsets count in — stays the same.
 */
export function markHtml(html: string, ranges: readonly MarkRange[], doc: Document = document): string {
  if (ranges.length === 0) return html;
  const template = doc.createElement('template');
  template.innerHTML = html;
  const walker = doc.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let at = 0;
  for (const node of nodes) {
    const length = node.data.length;
    const local = ranges
      .map((r) => ({ start: Math.max(0, r.start - at), end: Math.min(length, r.end - at), id: r.id }))
      .filter((r) => r.end > r.start);
    at += length;
    if (local.length === 0) continue;
    const fragment = doc.createDocumentFragment();
    for (const run of splitByRanges(node.data, local)) {
      if (run.id === null) {
        fragment.append(doc.createTextNode(run.text));
        continue;
      }
      const mark = doc.createElement('mark');
      mark.dataset.highlightId = run.id;
      mark.tabIndex = 0;
      mark.className = markClassName;
      mark.textContent = run.text;
      fragment.append(mark);
    }
    node.replaceWith(fragment);
  }
  return template.innerHTML;
}
