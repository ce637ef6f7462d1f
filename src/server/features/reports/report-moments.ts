import type { Chapter, KeyLearning, Quote } from '../../db/schema';

/**
 * Moments as the API gives them: every field present, null when unknown. Rows written before moments
 * existed (or from a transcript without timestamps) simply have none.
 */
const seconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const label = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function learningWithMoment(learning: KeyLearning) {
  return {
    title: learning.title,
    detail: learning.detail,
    start: seconds(learning.start),
    end: seconds(learning.end),
    speaker: label(learning.speaker),
  };
}

export function chapterWithEnd(chapter: Chapter) {
  return {
    title: chapter.title,
    startSeconds: chapter.startSeconds,
    endSeconds: seconds(chapter.endSeconds),
  };
}

type QuoteInput = Omit<Quote, 'speaker'> & { speaker?: string | null | undefined };

export function quoteWithMoment(quote: QuoteInput) {
  const speaker = label(quote.speaker);
  return {
    text: quote.text,
    ...(speaker ? { speaker } : {}),
    start: seconds(quote.start),
    end: seconds(quote.end),
  };
}

/** The stored shape of a learning, quote or chapter from a generated draft or an edit: no stray fields. */
export function storedLearning(learning: KeyLearning): KeyLearning {
  return learningWithMoment(learning);
}
export function storedChapter(chapter: Chapter): Chapter {
  return chapterWithEnd(chapter);
}
export function storedQuote(quote: QuoteInput): Quote {
  return quoteWithMoment(quote);
}

/** "12:34" or "1:02:03", as moments are written in the Markdown download. */
export function clockTime(value: number): string {
  const s = Math.max(0, Math.floor(value));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** "(12:34, Maya Chen)", "(12:34)", "(Maya Chen)" or "" for a learning or quote. */
export function momentLabel(moment: { start?: number | null; speaker?: string | null }): string {
  const parts = [
    seconds(moment.start) !== null ? clockTime(seconds(moment.start) ?? 0) : null,
    label(moment.speaker),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}
