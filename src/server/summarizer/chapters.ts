import type { ChapterDraft } from './report-draft';
import type { Sentence } from './sentences';
import { capitalise, type TopicIndex } from './topics';
import { stem } from './tokens';
import { topicShifts } from './arc';
import { buildTermSpace, type SparseVector } from './vectors';

/** Sentences per chapter whose phrases name it: the longest whole ones (a bounded cost per chapter). */
const taggedPerChapter = 30;

const minDurationSeconds = 5 * 60;
const secondsPerChapter = 8 * 60;

/**
 * Chapters for transcripts with timestamps (ADR 219): one per ~8 minutes (2 to 8), each starting where
 * the talk changes subject (`topicShifts`), not at an even slice of the clock, and named after the one
 * phrase that marks its stretch of the conversation.
 */
export function buildChapters(
  sentences: Sentence[],
  topics: TopicIndex,
  vectors?: SparseVector[],
  dims = 0,
): ChapterDraft[] | null {
  const timed = sentences.filter((s) => s.startSeconds !== null);
  if (timed.length < 8) return null;
  const last = timed.at(-1)?.startSeconds ?? 0;
  if (last < minDurationSeconds) return null;
  const count = Math.min(8, Math.max(2, Math.round(last / secondsPerChapter)));

  const space = vectors
    ? { vectors, dims }
    : (() => {
        const built = buildTermSpace(sentences.map((s) => s.text));
        return { vectors: built.vectors, dims: built.termIds.size };
      })();
  const starts = topicShifts(space.vectors, space.dims, count);
  if (starts.length < 2) return null;

  const used = new Set<string>();
  const lastEnd = timed.at(-1)?.endSeconds ?? last;
  const chapters = starts.map((start, k) => {
    const end = starts[k + 1] ?? sentences.length;
    const range = Array.from({ length: end - start }, (_, i) => start + i);
    const named = range
      .map((i) => sentences[i] as Sentence)
      .filter((s) => s.whole && s.wordCount >= 6)
      .sort((a, b) => b.wordCount - a.wordCount || a.index - b.index)
      .slice(0, taggedPerChapter);
    for (const s of named) topics.phrases(s.index, s.text);
    const fresh = topics.topics(
      named.map((s) => s.index),
      1,
      used,
    );
    for (const phrase of fresh) for (const word of phrase.toLowerCase().split(' ')) used.add(stem(word));
    // A stretch with no phrase of its own continues the chapter before it (never "Part 8").
    const title = fresh[0] ? capitalise(fresh[0]) : k === 0 ? 'Opening' : null;
    const firstTimed = range
      .map((i) => sentences[i]?.startSeconds)
      .find((s) => s !== null && s !== undefined);
    return { title, startSeconds: k === 0 ? 0 : Math.floor(firstTimed ?? 0) };
  });
  const titled = chapters.filter((c): c is { title: string; startSeconds: number } => c.title !== null);
  if (titled.length < 2) return null;
  return titled.map((chapter, k) => ({
    ...chapter,
    endSeconds: titled[k + 1]?.startSeconds ?? Math.max(chapter.startSeconds, Math.ceil(lastEnd)),
  }));
}
