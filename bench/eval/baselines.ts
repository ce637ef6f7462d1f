/**
 * The two baselines our summary is scored beside, both cut to the same number of words: LEAD (the first
 * words of the transcript) and TextRank (Mihalcea & Tarau 2004: sentences ranked by PageRank over a graph
 * weighted by word overlap). Independent of the product's summarizer on purpose: a baseline that shares
 * its code would move with it.
 */
import { sentencesOf, wordPattern, wordsOf } from './words-and-sentences';

/** A text up to the end of its `words`-th word, punctuation kept (ROUGE-L reads sentences). */
export function cutToWords(text: string, words: number): string {
  if (words <= 0) return '';
  let count = 0;
  for (const match of text.matchAll(wordPattern)) {
    count += 1;
    if (count === words) {
      const end = match.index + match[0].length;
      // The punctuation that closes the last word stays with it ("sun." not "sun").
      const closing = /^[^\s\p{L}\p{N}]*/u.exec(text.slice(end))?.[0] ?? '';
      return text.slice(0, end + closing.length);
    }
  }
  return text;
}

/** LEAD: the first `words` words of the transcript. */
export function leadBaseline(text: string, words: number): string {
  return cutToWords(text, words);
}

/** Sentence similarity of TextRank: shared words over the sum of the sentences' log lengths. */
function similarity(a: Set<string>, aLength: number, b: Set<string>, bLength: number): number {
  const denominator = Math.log(aLength) + Math.log(bLength);
  if (denominator <= 0) return 0;
  let shared = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / denominator;
}

/** PageRank scores of the sentences (damping 0.85, until the scores move less than 1e-6). */
export function textRankScores(sentences: string[]): number[] {
  const tokens = sentences.map((s) => wordsOf(s.toLowerCase()));
  const sets = tokens.map((t) => new Set(t));
  const count = sentences.length;
  const edges: { to: number; weight: number }[][] = Array.from({ length: count }, () => []);
  const outWeight = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const w = similarity(sets[i]!, tokens[i]!.length, sets[j]!, tokens[j]!.length);
      if (w <= 0) continue;
      edges[i]!.push({ to: j, weight: w });
      edges[j]!.push({ to: i, weight: w });
      outWeight[i]! += w;
      outWeight[j]! += w;
    }
  }
  const damping = 0.85;
  let scores = new Float64Array(count).fill(1 / Math.max(count, 1));
  for (let iteration = 0; iteration < 100; iteration++) {
    const next = new Float64Array(count).fill((1 - damping) / Math.max(count, 1));
    for (let i = 0; i < count; i++) {
      if (outWeight[i] === 0) continue;
      const share = (damping * scores[i]!) / outWeight[i]!;
      for (const edge of edges[i]!) next[edge.to]! += share * edge.weight;
    }
    let moved = 0;
    for (let i = 0; i < count; i++) moved += Math.abs(next[i]! - scores[i]!);
    scores = next;
    if (moved < 1e-6) break;
  }
  return [...scores];
}

/** The best-ranked sentences, in transcript order, cut to `words` words. */
export function textRankBaseline(text: string, words: number): string {
  const sentences = sentencesOf(text);
  const scores = textRankScores(sentences);
  const ranked = sentences.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const picked: number[] = [];
  let total = 0;
  for (const index of ranked) {
    if (total >= words) break;
    picked.push(index);
    total += wordsOf(sentences[index]!).length;
  }
  const inOrder = picked
    .sort((a, b) => a - b)
    .map((i) => sentences[i])
    .join(' ');
  return cutToWords(inOrder, words);
}
