import { keyLearnings as keyLearningBounds } from '../../shared/constants';
import { GenerationError } from './generation-error';
import { words } from './tokens';

export interface KeyLearningDraft {
  title: string;
  detail: string;
}
export interface ChapterDraft {
  title: string;
  startSeconds: number;
}
export interface QuoteDraft {
  text: string;
  speaker?: string;
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
