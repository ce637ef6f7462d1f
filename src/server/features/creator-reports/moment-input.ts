import { badRequest } from '../../errors';
import type { Chapter, KeyLearning, Quote } from '../../db/schema';
import { clockTime } from '../reports';

/**
 * Moments the creator sends must lie inside the episode when its length is known: 0 ≤ start ≤ end ≤
 * duration. (Start before end is already checked by the contract.) 400 `validation_error` otherwise.
 */
export function checkMoments(
  changes: { keyLearnings?: KeyLearning[]; chapters?: Chapter[] | null; quotes?: Quote[] | null },
  durationSeconds: number,
): void {
  if (durationSeconds <= 0) return;
  const check = (
    what: string,
    index: number,
    start: number | null | undefined,
    end: number | null | undefined,
  ) => {
    const last = Math.max(start ?? 0, end ?? 0);
    if (last > durationSeconds) {
      throw badRequest(
        'validation_error',
        `${what} ${index + 1} is at ${clockTime(last)}, after the end of the episode (${clockTime(durationSeconds)}).`,
        { field: what === 'Chapter' ? 'chapters' : what === 'Quote' ? 'quotes' : 'keyLearnings', index },
      );
    }
  };
  changes.keyLearnings?.forEach((k, i) => check('Key learning', i, k.start, k.end));
  changes.chapters?.forEach((c, i) => check('Chapter', i, c.startSeconds, c.endSeconds));
  changes.quotes?.forEach((q, i) => check('Quote', i, q.start, q.end));
}

/**
 * An edited learning that says nothing about its moment (no start, end or speaker field at all) keeps
 * the moment of the learning with the same title, so an editor that only changes words loses nothing.
 */
export function keepMoments(edited: KeyLearning[], current: KeyLearning[]): KeyLearning[] {
  return edited.map((learning) => {
    if (learning.start !== undefined || learning.end !== undefined || learning.speaker !== undefined)
      return learning;
    const before = current.find((c) => c.title === learning.title);
    return before
      ? { ...learning, start: before.start ?? null, end: before.end ?? null, speaker: before.speaker ?? null }
      : learning;
  });
}
