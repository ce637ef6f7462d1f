const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Words as a reader counts them, in any script (Intl.Segmenter knows where CJK words end). */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}
