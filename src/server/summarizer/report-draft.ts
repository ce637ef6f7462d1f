import { keyLearnings as keyLearningBounds } from '@shared/constants';
import { GenerationError } from './generation-error';
import { words } from './tokens';

/**
 * Where in the episode a takeaway was said: seconds from the start of the passage it comes from and of
 * its end, and who said it. Data beside the text, never inside it; null when the transcript has no
 * timestamps (or no speaker labels).
 */
interface Moment {
  start?: number | null;
  end?: number | null;
  speaker?: string | null;
}
export interface KeyLearningDraft extends Moment {
  title: string;
  detail: string;
}
export interface ChapterDraft {
  title: string;
  startSeconds: number;
  /** Where the chapter ends (the next chapter's start, or the end of the last timed passage). */
  endSeconds?: number;
}
export interface QuoteDraft extends Omit<Moment, 'speaker'> {
  text: string;
  /** Who said it, when the transcript names speakers; left out otherwise. */
  speaker?: string;
}

/**
 * A part of a model's answer the grounding checks left out of the report, and why (ADR 218): shown to
 * the creator beside the report.
 */
export interface DroppedPart {
  part: 'point' | 'quote' | 'section' | 'chapter title' | 'title' | 'summary' | 'learning';
  text: string;
  reason: string;
}

/** What a provider makes of a transcript; the creator reviews and edits it before publishing. */
export interface ReportDraft {
  title: string;
  /** Markdown, paragraphs in transcript order. */
  summary: string;
  keyLearnings: KeyLearningDraft[];
  chapters: ChapterDraft[] | null;
  quotes: QuoteDraft[] | null;
  readingTimeSeconds: number;
  /** What the grounding checks dropped from a model's answer; absent on the built-in path. */
  dropped?: DroppedPart[];
}

/** Reading speed used for "n min read": an adult reads about 230 words a minute. */
export const WORDS_PER_MINUTE = 230;

/** Seconds to read the summary and the key learnings at 230 words a minute (at least 30 s). */
export function readingTimeSeconds(summary: string, learnings: KeyLearningDraft[]): number {
  const count =
    words(summary).length +
    learnings.reduce((sum, item) => sum + words(item.title).length + words(item.detail).length, 0);
  return Math.max(30, Math.round((count / WORDS_PER_MINUTE) * 60));
}

export const learningBounds = keyLearningBounds;

/** A transcript the provider cannot make a report from; the message is shown to the creator. */
export class SummarizerError extends GenerationError {
  constructor(message: string) {
    super(message, { transient: false });
    this.name = 'SummarizerError';
  }
}
