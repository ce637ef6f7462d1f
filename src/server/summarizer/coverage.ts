import type { SparseVector } from './vectors';
import { cosine } from './vectors';

export interface CoverageCandidate {
  index: number;
  /** Content terms of the sentence (ids into the term space). */
  terms: Int32Array;
  /** Words the passage adds to the summary, attribution included. */
  cost: number;
  /** Centrality, 0–1: what the passage's gain is multiplied by, so chatter covering rare words loses. */
  score: number;
  vector: SparseVector;
}

/**
 * Greedy budgeted coverage (after Lin & Bilmes, "A class of submodular functions for document
 * summarization", 2011): each step takes the passage that adds the most weight of terms not yet covered
 * per word spent (to the power 0.8, so a long passage is not punished for its length alone), times its
 * centrality, and never one that nearly repeats a chosen passage. Terms weigh
 * what the episode gives them (how many sentences use them), so the summary spreads over the whole
 * conversation instead of circling its single most central point.
 */
export function selectByCoverage(
  candidates: CoverageCandidate[],
  termWeights: Float64Array,
  options: { budget: number; target: number; covered?: Iterable<number>; maxSimilarity: number },
): CoverageCandidate[] {
  const covered = new Uint8Array(termWeights.length);
  for (const id of options.covered ?? []) covered[id] = 1;
  const chosen: CoverageCandidate[] = [];
  const remaining = [...candidates];
  let spent = 0;
  while (spent < options.target && remaining.length > 0) {
    let best = -1;
    let bestValue = 0;
    for (let k = 0; k < remaining.length; k++) {
      const c = remaining[k] as CoverageCandidate;
      if (spent + c.cost > options.budget) continue;
      let gain = 0;
      for (const id of c.terms) if (covered[id] === 0) gain += termWeights[id] ?? 0;
      if (gain <= 0) continue;
      const value = (gain / Math.pow(c.cost, 0.8)) * c.score;
      if (
        value > bestValue ||
        (value === bestValue && best >= 0 && c.index < (remaining[best]?.index ?? 0))
      ) {
        bestValue = value;
        best = k;
      }
    }
    if (best < 0) break;
    const [picked] = remaining.splice(best, 1);
    if (!picked) break;
    if (chosen.some((c) => cosine(c.vector, picked.vector) > options.maxSimilarity)) continue;
    chosen.push(picked);
    spent += picked.cost;
    for (const id of picked.terms) covered[id] = 1;
  }
  return chosen;
}
