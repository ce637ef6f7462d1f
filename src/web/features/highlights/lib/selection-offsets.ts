import type { HighlightPart } from '@shared/contract/highlights';

/**
 * From a text selection in a report to what a highlight stores: its part (`part`, `partIndex`) and where
 * in that part's plain text it starts and ends (src/shared/contract/highlights.ts). The report page marks
 * each element holding a piece of a part's text with `data-hl-part`, `data-hl-index` and `data-hl-base`
 * (where the piece starts in the part's text): a learning is its title (base 0) and its detail (base: the
 * title's length + 1, after the line break); the transcript is one piece per turn, at the turn's offset in
 * the turns joined by line breaks. A piece's text is its text nodes in document order, so marks and search
 * hits inside it change nothing. Offsets are UTF-16 code units, end exclusive.
 */

export interface SelectedPassage {
  part: HighlightPart;
  partIndex: number;
  textStart: number;
  textEnd: number;
  text: string;
  /** The piece the selection starts in (the highlight action is placed near it). */
  element: HTMLElement;
}

/** What a DOM Range says about its ends (a Range satisfies it). */
export interface RangeEnds {
  startContainer: Node;
  startOffset: number;
  endContainer: Node;
  endOffset: number;
}

export const pieceSelector = '[data-hl-part]';

// Not the contract's list: that module brings the schema library, which the report page does not load.
const parts: readonly string[] = ['summary', 'learning', 'quote', 'transcript'] satisfies HighlightPart[];

/** The data attributes of an element that holds a piece of a part's text. */
export function pieceAttributes(part: HighlightPart, partIndex: number, base = 0) {
  return {
    'data-hl-part': part,
    'data-hl-index': String(partIndex),
    'data-hl-base': String(base),
    // Focusable, so a keyboard can select in it (Shift+arrows; see highlight-layer.tsx).
    tabIndex: 0,
  } as const;
}

interface Piece {
  element: HTMLElement;
  part: HighlightPart;
  index: number;
  base: number;
}

const isPart = (value: string | undefined): value is HighlightPart => parts.includes(value ?? '');

const wholeNumber = (value: string | undefined) => {
  const n = Number(value ?? '0');
  return Number.isInteger(n) && n >= 0 ? n : 0;
};

function pieceOf(node: Node): Piece | null {
  const start = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  const element = start?.closest<HTMLElement>(pieceSelector) ?? null;
  if (!element) return null;
  const part = element.dataset.hlPart;
  if (!isPart(part)) return null;
  return {
    element,
    part,
    index: wholeNumber(element.dataset.hlIndex),
    base: wholeNumber(element.dataset.hlBase),
  };
}

/** Two pieces of one part: the same learning or quote, the summary, or any turns of the transcript. */
const samePart = (a: Piece, b: Piece) =>
  a.part === b.part && (a.part === 'transcript' || a.part === 'summary' || a.index === b.index);

function textNodes(element: HTMLElement): Text[] {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The plain text of a piece of a part. */
function pieceText(element: HTMLElement): string {
  return textNodes(element)
    .map((node) => node.data)
    .join('');
}

/** Where the boundary point (node, offset) falls in a piece's text. */
function offsetIn(element: HTMLElement, node: Node, offset: number): number {
  let total = 0;
  const nodes = textNodes(element);
  if (node.nodeType === Node.TEXT_NODE) {
    for (const text of nodes) {
      if (text === node) return total + Math.min(offset, text.length);
      total += text.length;
    }
    return total;
  }
  // A point between nodes: before the child at `offset`, or after the node's last child.
  const child = node.childNodes[offset] ?? null;
  for (const text of nodes) {
    const before = child
      ? child !== text &&
        !child.contains(text) &&
        Boolean(child.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING)
      : node.contains(text) || Boolean(node.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING);
    if (!before) return total;
    total += text.length;
  }
  return total;
}

/** The pieces of `first`'s part from `first` to `last`, in document order. */
function piecesBetween(first: Piece, last: Piece): Piece[] {
  if (first.element === last.element) return [first];
  const all = [...first.element.ownerDocument.querySelectorAll<HTMLElement>(pieceSelector)];
  const from = all.indexOf(first.element);
  const to = all.indexOf(last.element);
  if (from < 0 || to < from) return [first];
  return all
    .slice(from, to + 1)
    .map((element) => pieceOf(element))
    .filter((piece): piece is Piece => piece !== null && samePart(first, piece));
}

/**
 * The passage a selection covers, or null when it is empty or outside every part. A selection that runs
 * out of a part ends at that part's last piece it reached (or, when it started outside every part, starts
 * at the first piece it reached). Spaces at either end are left out.
 */
export function passageFromRange(range: RangeEnds): SelectedPassage | null {
  let first = pieceOf(range.startContainer);
  let last = pieceOf(range.endContainer);
  let startLocal = first ? offsetIn(first.element, range.startContainer, range.startOffset) : 0;
  let endLocal: number | null = last ? offsetIn(last.element, range.endContainer, range.endOffset) : null;
  if (!first && !last) return null;
  if (!first && last) {
    first = last;
    startLocal = 0;
  }
  if (!first) return null;
  if (!last || !samePart(first, last)) {
    last = first;
    endLocal = null;
  }
  const pieces = piecesBetween(first, last);
  const texts = pieces.map((piece) => pieceText(piece.element));
  const lastText = texts[texts.length - 1] ?? '';
  const end = endLocal ?? lastText.length;
  // The text between the ends, the pieces joined by the line breaks the part's text has between them.
  const text =
    texts.length === 1
      ? (texts[0] ?? '').slice(startLocal, end)
      : [(texts[0] ?? '').slice(startLocal), ...texts.slice(1, -1), lastText.slice(0, end)].join('\n');
  let textStart = first.base + startLocal;
  let textEnd = last.base + end;
  const leading = text.length - text.trimStart().length;
  const trailing = text.length - text.trimEnd().length;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  textStart += leading;
  textEnd -= trailing;
  if (textEnd <= textStart) return null;
  return {
    part: first.part,
    partIndex: first.part === 'summary' ? 0 : first.index,
    textStart,
    textEnd,
    text: trimmed,
    element: first.element,
  };
}

/** The passage of the document's current selection, if any. */
export function passageFromSelection(selection: Selection | null): SelectedPassage | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  return passageFromRange(selection.getRangeAt(0));
}
