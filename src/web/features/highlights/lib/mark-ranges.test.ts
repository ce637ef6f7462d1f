import { describe, expect, it } from 'vitest';
import { markHtml, rangesInPiece, splitByRanges, type PlacedHighlight } from './mark-ranges';

const h = (
  id: string,
  part: PlacedHighlight['part'],
  partIndex: number,
  textStart: number,
  textEnd: number,
) => ({
  id,
  part,
  partIndex,
  textStart,
  textEnd,
});

describe('marking saved highlights in place', () => {
  it('clips a transcript highlight that spans turns to each turn', () => {
    const highlights = [h('a', 'transcript', 0, 6, 20)];
    // "Hello there." (0–12), line break, "General remarks follow." from 13.
    expect(rangesInPiece(highlights, { part: 'transcript', partIndex: 0, base: 0, length: 12 })).toEqual([
      { start: 6, end: 12, id: 'a' },
    ]);
    expect(rangesInPiece(highlights, { part: 'transcript', partIndex: 1, base: 13, length: 23 })).toEqual([
      { start: 0, end: 7, id: 'a' },
    ]);
  });

  it('matches learnings and quotes by index', () => {
    const highlights = [h('a', 'learning', 1, 0, 4), h('b', 'learning', 2, 0, 4), h('c', 'quote', 1, 0, 4)];
    expect(rangesInPiece(highlights, { part: 'learning', partIndex: 2, base: 0, length: 10 })).toEqual([
      { start: 0, end: 4, id: 'b' },
    ]);
  });

  it('cuts text into runs, the shortest highlight owning an overlap', () => {
    const runs = splitByRanges('abcdefghij', [
      { start: 1, end: 8, id: 'long' },
      { start: 3, end: 5, id: 'short' },
    ]);
    expect(runs).toEqual([
      { text: 'a', id: null },
      { text: 'bc', id: 'long' },
      { text: 'de', id: 'short' },
      { text: 'fgh', id: 'long' },
      { text: 'ij', id: null },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe('abcdefghij');
  });

  it('marks summary HTML across elements without changing its text', () => {
    const html = '<p>First <em>bold</em> paragraph.</p><ul><li>An item</li></ul>';
    const container = document.createElement('div');
    container.innerHTML = html;
    const before = container.textContent ?? '';
    const start = before.indexOf('bold');
    const marked = markHtml(html, [{ start, end: start + 'bold paragraph'.length, id: 'x' }]);
    container.innerHTML = marked;
    expect(container).toHaveTextContent(before);
    const marks = [...container.querySelectorAll('mark[data-highlight-id="x"]')].map((m) => m.textContent);
    expect(marks).toEqual(['bold', ' paragraph']);
    expect(container.querySelector('em mark')).not.toBeNull();
  });
});
