import type { SparseVector } from './vectors';

/**
 * The episode's main parts (ADR 206): `count` stretches of roughly equal length, each boundary moved to
 * the nearby point where the talk changes subject most, in the manner of TextTiling (Hearst, 1997): the
 * words of the sentences before a gap compared with the words of those after it, the least similar gap
 * within reach of the equal split winning. Returns the index of each part's first sentence (the first
 * is always 0). Linear in the sentences times the vocabulary.
 */
export function topicParts(vectors: SparseVector[], dims: number, count: number): number[] {
  const n = vectors.length;
  if (count <= 1 || n < count * 6) return [0];
  const window = Math.max(4, Math.min(25, Math.round(n / (count * 6))));
  const similarity = gapSimilarities(vectors, dims, window);
  const starts = [0];
  const reach = Math.floor(n / (count * 4));
  for (let k = 1; k < count; k++) {
    const target = Math.round((n * k) / count);
    let best = target;
    let bestValue = Infinity;
    for (let gap = Math.max(1, target - reach); gap <= Math.min(n - 1, target + reach); gap++) {
      const value = similarity[gap] ?? 1;
      if (value < bestValue) {
        bestValue = value;
        best = gap;
      }
    }
    if (best > (starts.at(-1) ?? 0)) starts.push(best);
  }
  return starts;
}

/**
 * Where the talk changes subject (TextTiling's depth scores, Hearst 1997): the `count - 1` gaps whose
 * similarity falls deepest below the peaks on either side, at least a third of an even share apart.
 * Returns each stretch's first sentence (the first is always 0), in order. Unlike `topicParts` the
 * boundaries are not held near an even split: a chapter is as long as its subject.
 */
export function topicShifts(vectors: SparseVector[], dims: number, count: number): number[] {
  const n = vectors.length;
  if (count <= 1 || n < count * 6) return [0];
  const window = Math.max(4, Math.min(25, Math.round(n / (count * 6))));
  const similarity = gapSimilarities(vectors, dims, window);
  const depth = (gap: number) => {
    const value = similarity[gap] ?? 1;
    let left = value;
    for (let g = gap - 1; g >= 1 && (similarity[g] ?? 1) >= left; g--) left = similarity[g] ?? 1;
    let right = value;
    for (let g = gap + 1; g < n && (similarity[g] ?? 1) >= right; g++) right = similarity[g] ?? 1;
    return left - value + (right - value);
  };
  const gaps: { gap: number; depth: number }[] = [];
  const margin = Math.max(3, Math.floor(window / 2));
  for (let gap = margin; gap < n - margin; gap++) gaps.push({ gap, depth: depth(gap) });
  gaps.sort((a, b) => b.depth - a.depth || a.gap - b.gap);
  const spacing = Math.max(3, Math.floor(n / (count * 3)));
  const chosen: number[] = [];
  for (const { gap } of gaps) {
    if (chosen.length >= count - 1) break;
    if (chosen.every((c) => Math.abs(c - gap) >= spacing)) chosen.push(gap);
  }
  return [0, ...chosen.sort((a, b) => a - b)];
}

/** A chapter the creator gave in the feed (`podcast:chapters`): where it starts in the audio. */
export interface CreatorChapter {
  title: string;
  startSeconds: number;
}

/**
 * The episode's main parts where the creator chaptered it (ADR 206): each part starts at the first
 * sentence said at or after a chapter's start. More chapters than `count` are joined, keeping the chapter
 * starts nearest the equal split. Null when the chapters cannot place at least two parts: fewer than two,
 * or a transcript without timestamps.
 */
export function chapterParts(
  sentenceStarts: (number | null)[],
  chapters: readonly CreatorChapter[],
  count: number,
): number[] | null {
  if (count <= 1 || !sentenceStarts.some((s) => s !== null)) return null;
  const firstAt = (seconds: number) => sentenceStarts.findIndex((s) => s !== null && s >= seconds);
  const starts = [
    ...new Set(
      [...chapters]
        .filter((c) => Number.isFinite(c.startSeconds))
        .sort((a, b) => a.startSeconds - b.startSeconds)
        .map((c) => firstAt(c.startSeconds))
        .filter((i) => i > 0),
    ),
  ];
  if (starts.length === 0) return null;
  const n = sentenceStarts.length;
  const kept: number[] = [];
  for (let k = 1; k < count && starts.length > 0; k++) {
    const target = (n * k) / count;
    const candidates = starts.filter((i) => i > (kept.at(-1) ?? 0));
    if (candidates.length === 0) break;
    const best = candidates.reduce((a, b) => (Math.abs(b - target) < Math.abs(a - target) ? b : a));
    kept.push(best);
  }
  return [0, ...kept];
}

/** For each gap g (before sentence g), the cosine of the summed vectors of the `window` sentences either side. */
function gapSimilarities(vectors: SparseVector[], dims: number, window: number): Float64Array {
  const n = vectors.length;
  const before = new Float64Array(dims);
  const after = new Float64Array(dims);
  const add = (target: Float64Array, v: SparseVector | undefined, sign: number) => {
    if (!v) return;
    for (let i = 0; i < v.ids.length; i++) {
      const id = v.ids[i] ?? 0;
      target[id] = (target[id] ?? 0) + sign * (v.weights[i] ?? 0);
    }
  };
  for (let i = 0; i < Math.min(n, window); i++) add(after, vectors[i], 1);
  const out = new Float64Array(n + 1).fill(1);
  for (let gap = 1; gap < n; gap++) {
    // Slide: sentence gap-1 leaves "after" and joins "before"; one more sentence enters each side's edge.
    add(after, vectors[gap - 1], -1);
    add(before, vectors[gap - 1], 1);
    if (gap - 1 - window >= 0) add(before, vectors[gap - 1 - window], -1);
    if (gap - 1 + window < n) add(after, vectors[gap - 1 + window], 1);
    out[gap] = denseCosine(before, after);
  }
  return out;
}

function denseCosine(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
