import type { ChapterDraft } from './report-draft';
import type { Sentence } from './sentences';
import { capitalise, type TopicIndex } from './topics';
import { stem } from './tokens';

/** Sentences per chapter whose phrases name it: the longest whole ones (a bounded cost per chapter). */
const taggedPerChapter = 30;

const minDurationSeconds = 5 * 60;
const secondsPerChapter = 10 * 60;

/**
 * Chapters for transcripts with timestamps: one per ~10 minutes (2 to 8), starting at sentence starts,
 * each named after the terms that mark its stretch of the conversation.
 */
export function buildChapters(sentences: Sentence[], topics: TopicIndex): ChapterDraft[] | null {
  const timed = sentences.filter((s) => s.startSeconds !== null);
  if (timed.length < 8) return null;
  const last = timed.at(-1)?.startSeconds ?? 0;
  if (last < minDurationSeconds) return null;
  const count = Math.min(8, Math.max(2, Math.round(last / secondsPerChapter)));

  // Each chapter starts at the first timed sentence at or after an equal share of the duration.
  const starts: number[] = [];
  for (let k = 0; k < count; k++) {
    const target = (last * k) / count;
    const at = timed.findIndex((s) => (s.startSeconds ?? 0) >= target);
    const index = at < 0 ? -1 : (timed[at]?.index ?? -1);
    if (index >= 0 && !starts.includes(index)) starts.push(index);
  }
  if (starts.length < 2) return null;
  starts[0] = 0;

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
      2,
      used,
    );
    for (const phrase of fresh) for (const word of phrase.toLowerCase().split(' ')) used.add(stem(word));
    const title = fresh.length > 0 ? capitalise(fresh.join(' and ')) : `Part ${k + 1}`;
    const firstTimed = range
      .map((i) => sentences[i]?.startSeconds)
      .find((s) => s !== null && s !== undefined);
    return { title, startSeconds: k === 0 ? 0 : Math.floor(firstTimed ?? 0) };
  });
  return chapters.map((chapter, k) => ({
    ...chapter,
    endSeconds: chapters[k + 1]?.startSeconds ?? Math.max(chapter.startSeconds, Math.ceil(lastEnd)),
  }));
}
