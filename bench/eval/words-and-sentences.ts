/** Words as the evaluation counts them everywhere (summary length, title length, ROUGE tokens). */
export const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Titles and abbreviations whose period does not end a sentence ("Mr. Smith", "the Hon. member"). */
const abbreviation =
  /(?:^|\s)(?:mr|mrs|ms|mx|dr|prof|hon|rt|st|sr|jr|rev|gen|col|capt|lt|sgt|gov|sen|rep|vs|etc|e\.g|i\.e|cf|no|vol|fig|approx|dept|inc|ltd|co|corp|[a-z])\.$/i;

/**
 * Sentences of a text: each line (Markdown paragraph or list item) apart, then Intl's sentence rules,
 * with a segment that ends in a title or an initial joined to the next one.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n+/)) {
    const line = block.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '').trim();
    if (!line) continue;
    let pending = '';
    for (const { segment } of sentenceSegmenter.segment(line)) {
      pending += segment;
      if (abbreviation.test(pending.trimEnd())) continue;
      if (pending.trim()) out.push(pending.trim());
      pending = '';
    }
    if (pending.trim()) out.push(pending.trim());
  }
  return out;
}
