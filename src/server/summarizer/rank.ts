import { cosine, type SparseVector } from './vectors';

/**
 * TextRank over a candidate set: PageRank on the sentence-similarity graph, edges weighted by cosine
 * similarity. Quadratic in the candidates, so callers bound the set (see extractive-summarizer.ts).
 */
export function textRank(
  vectors: SparseVector[],
  options: { damping?: number; iterations?: number; minSimilarity?: number } = {},
): Float64Array {
  const n = vectors.length;
  const damping = options.damping ?? 0.85;
  const minSimilarity = options.minSimilarity ?? 0.05;
  const neighbours: { j: number; w: number }[][] = Array.from({ length: n }, () => []);
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = cosine(vectors[i] as SparseVector, vectors[j] as SparseVector);
      if (w < minSimilarity) continue;
      neighbours[i]?.push({ j, w });
      neighbours[j]?.push({ j: i, w });
      outWeight[i] = (outWeight[i] ?? 0) + w;
      outWeight[j] = (outWeight[j] ?? 0) + w;
    }
  }
  let rank = new Float64Array(n).fill(1 / Math.max(1, n));
  for (let iteration = 0; iteration < (options.iterations ?? 40); iteration++) {
    const next = new Float64Array(n).fill((1 - damping) / Math.max(1, n));
    let delta = 0;
    for (let i = 0; i < n; i++) {
      let incoming = 0;
      for (const { j, w } of neighbours[i] ?? []) incoming += (w / (outWeight[j] || 1)) * (rank[j] ?? 0);
      next[i] = (next[i] ?? 0) + damping * incoming;
      delta += Math.abs((next[i] ?? 0) - (rank[i] ?? 0));
    }
    rank = next;
    if (delta < 1e-6) break;
  }
  return rank;
}

export interface MmrCandidate {
  id: number;
  score: number;
  vector: SparseVector;
}

/**
 * Maximal Marginal Relevance: repeatedly takes the candidate with the best trade-off between its own
 * score and its similarity to what is already chosen, and never one that nearly repeats a chosen one.
 * `accept` may refuse a candidate (e.g. over a word budget) and `done` ends the selection.
 */
export function selectMmr<T extends MmrCandidate>(
  candidates: T[],
  options: {
    lambda: number;
    maxSimilarity: number;
    alreadyChosen?: SparseVector[];
    accept?: (candidate: T) => boolean;
    done: (chosen: T[]) => boolean;
  },
): T[] {
  const chosen: T[] = [];
  const against = [...(options.alreadyChosen ?? [])];
  const remaining = [...candidates];
  const maxScore = Math.max(1e-9, ...candidates.map((c) => c.score));
  while (remaining.length > 0 && !options.done(chosen)) {
    let bestIndex = -1;
    let bestValue = -Infinity;
    for (let k = 0; k < remaining.length; k++) {
      const candidate = remaining[k] as T;
      let redundancy = 0;
      for (const vector of against) redundancy = Math.max(redundancy, cosine(candidate.vector, vector));
      if (redundancy > options.maxSimilarity) continue;
      const value = options.lambda * (candidate.score / maxScore) - (1 - options.lambda) * redundancy;
      if (
        value > bestValue ||
        (value === bestValue && candidate.id < (remaining[bestIndex]?.id ?? Infinity))
      ) {
        bestValue = value;
        bestIndex = k;
      }
    }
    if (bestIndex < 0) break;
    const [picked] = remaining.splice(bestIndex, 1);
    if (!picked) break;
    if (options.accept && !options.accept(picked)) continue;
    chosen.push(picked);
    against.push(picked.vector);
  }
  return chosen;
}
