import { terms } from './tokens';

/** A sparse, L2-normalised TF-IDF vector: term ids ascending, weights beside them. */
export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

export interface TermSpace {
  vectors: SparseVector[];
  /** Inverse document frequency per term id (sentences are the documents). */
  idf: Float64Array;
  termIds: Map<string, number>;
  /** Each sentence's terms, in order, for later reuse (titles, chapters). */
  sentenceTerms: string[][];
}

/** TF-IDF over sentences: (1 + ln tf) · idf, with idf = ln((N + 1) / (df + 1)) + 1. */
export function buildTermSpace(texts: string[]): TermSpace {
  const termIds = new Map<string, number>();
  const sentenceTerms = texts.map((text) => terms(text));
  const df: number[] = [];
  const counts = sentenceTerms.map((list) => {
    const tf = new Map<number, number>();
    for (const term of list) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(term, id);
        df.push(0);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    for (const id of tf.keys()) df[id] = (df[id] ?? 0) + 1;
    return tf;
  });
  const n = texts.length;
  const idf = new Float64Array(df.length);
  for (let id = 0; id < df.length; id++) idf[id] = Math.log((n + 1) / ((df[id] ?? 0) + 1)) + 1;

  const vectors = counts.map((tf) => {
    const ids = Int32Array.from([...tf.keys()].sort((a, b) => a - b));
    const weights = new Float64Array(ids.length);
    let norm = 0;
    ids.forEach((id, i) => {
      const w = (1 + Math.log(tf.get(id) ?? 1)) * (idf[id] ?? 0);
      weights[i] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] ?? 0) / norm;
    return { ids, weights };
  });
  return { vectors, idf, termIds, sentenceTerms };
}

/** Cosine similarity of two normalised sparse vectors (a merge over the sorted ids). */
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i] ?? 0;
    const y = b.ids[j] ?? 0;
    if (x === y) {
      sum += (a.weights[i] ?? 0) * (b.weights[j] ?? 0);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return sum;
}

/**
 * The document's centroid, reduced to its `keep` heaviest terms (the rest is noise), normalised.
 * Returned dense, so scoring a sentence against it is one pass over the sentence's terms.
 */
export function centroid(vectors: SparseVector[], dimensions: number, keep = 120): Float64Array {
  const sum = new Float64Array(dimensions);
  for (const v of vectors) v.ids.forEach((id, i) => (sum[id] = (sum[id] ?? 0) + (v.weights[i] ?? 0)));
  const order = Array.from(sum.keys()).sort((a, b) => (sum[b] ?? 0) - (sum[a] ?? 0) || a - b);
  const kept = new Float64Array(dimensions);
  let norm = 0;
  for (const id of order.slice(0, keep)) {
    kept[id] = sum[id] ?? 0;
    norm += (sum[id] ?? 0) ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let id = 0; id < dimensions; id++) kept[id] = (kept[id] ?? 0) / norm;
  return kept;
}

export function dotDense(v: SparseVector, dense: Float64Array): number {
  let sum = 0;
  v.ids.forEach((id, i) => (sum += (v.weights[i] ?? 0) * (dense[id] ?? 0)));
  return sum;
}
