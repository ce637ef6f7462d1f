import { describe, expect, it } from 'vitest';
import { keyLearnings as bounds, summaryWords } from '../../shared/constants';
import { parseTranscript } from '../transcripts/parse-transcript';
import type { TranscriptFormat } from '../transcripts/transcript';
import { summarizeExtractive } from './extractive-summarizer';
import { SummarizerError, WORDS_PER_MINUTE, type ReportDraft } from './report-draft';
import { kitchenCaptions } from './samples/kitchen-captions';
import { longTranscript } from './samples/long-transcript';
import { moneyMonologue } from './samples/money-monologue';
import { rooftopBees } from './samples/rooftop-bees';
import { words } from './tokens';

function summarize(content: string, format: TranscriptFormat = 'text', episodeTitle?: string): ReportDraft {
  return summarizeExtractive({ turns: parseTranscript(content, format).turns, episodeTitle });
}

/** Every sentence the report shows, summary and key learnings together. */
function shownSentences(draft: ReportDraft): string[] {
  const text = [draft.summary, ...draft.keyLearnings.map((k) => k.detail)].join(' ');
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const samples: [string, string, TranscriptFormat][] = [
  ['an interview with timestamps and speakers', rooftopBees, 'text'],
  ['a monologue without labels', moneyMonologue, 'text'],
  ['unpunctuated WebVTT captions', kitchenCaptions, 'vtt'],
  ['a two-hour synthetic interview', longTranscript(), 'text'],
];

describe.each(samples)('the extractive summarizer on %s', (_name, content, format) => {
  const draft = summarize(content, format);

  it('is deterministic', () => {
    expect(summarize(content, format)).toEqual(draft);
  });

  it('gives 3 to 7 key learnings with short, distinct titles and 1 to 3 sentence details', () => {
    expect(draft.keyLearnings.length).toBeGreaterThanOrEqual(bounds.min);
    expect(draft.keyLearnings.length).toBeLessThanOrEqual(bounds.max);
    const titles = draft.keyLearnings.map((k) => k.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const learning of draft.keyLearnings) {
      expect(words(learning.title).length).toBeGreaterThan(0);
      expect(words(learning.title).length).toBeLessThanOrEqual(8);
      const sentences = learning.detail.split(/(?<=[.!?…])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it('writes a summary within the word bounds, in paragraphs', () => {
    const count = words(draft.summary).length;
    expect(count).toBeGreaterThanOrEqual(summaryWords.min);
    expect(count).toBeLessThanOrEqual(summaryWords.max);
    expect(draft.summary.split('\n\n').length).toBeGreaterThanOrEqual(1);
    expect(draft.summary).not.toMatch(/\d\d:\d\d:\d\d|-->|<\/?v\b|\bum\b|\buh\b/i);
  });

  it('never shows the same sentence twice', () => {
    const shown = shownSentences(draft).map((s) => s.toLowerCase());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('computes the reading time at 230 words a minute', () => {
    const count =
      words(draft.summary).length +
      draft.keyLearnings.reduce((n, k) => n + words(k.title).length + words(k.detail).length, 0);
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(draft.readingTimeSeconds).toBe(Math.max(30, Math.round((count / 230) * 60)));
  });
});

describe('the extractive summarizer, specific behaviour', () => {
  it('keeps the episode title when it has one, and names the episode after its main phrase otherwise', () => {
    expect(summarize(moneyMonologue, 'text', 'Episode 12: Rainy days').title).toBe('Episode 12: Rainy days');
    expect(summarize(moneyMonologue).title).toBe('Emergency Fund');
  });

  it('makes chapters from timestamps, in order, starting at zero', () => {
    const draft = summarize(longTranscript());
    expect(draft.chapters).not.toBeNull();
    const chapters = draft.chapters ?? [];
    expect(chapters.length).toBeGreaterThanOrEqual(2);
    expect(chapters.length).toBeLessThanOrEqual(8);
    expect(chapters[0]?.startSeconds).toBe(0);
    for (let i = 1; i < chapters.length; i++) {
      expect(chapters[i]?.startSeconds).toBeGreaterThan(chapters[i - 1]?.startSeconds ?? 0);
    }
  });

  it('has no chapters without timestamps, and attributes quotes when speakers are named', () => {
    expect(summarize(moneyMonologue).chapters).toBeNull();
    const quotes = summarize(rooftopBees).quotes ?? [];
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(['Nora Vance', 'Idris Okafor']).toContain(quote.speaker);
  });

  it('keeps greetings and sponsor lines out of the report', () => {
    const draft = summarize(rooftopBees);
    const shown = shownSentences(draft).join(' ');
    expect(shown).not.toMatch(/welcome back|thanks for having me|thank you so much for joining/i);
  });

  it('keeps the negation in a learning title', () => {
    const titles = summarize(moneyMonologue).keyLearnings.map((k) => k.title);
    expect(titles.some((t) => /^Don't feel guilty$/.test(t))).toBe(true);
  });

  it('gives each key learning and quote the moment it was said, and each chapter its end', () => {
    const draft = summarize(rooftopBees);
    for (const item of [...draft.keyLearnings, ...(draft.quotes ?? [])]) {
      expect(item.start).toEqual(expect.any(Number));
      expect(item.end).toEqual(expect.any(Number));
      expect(item.end ?? 0).toBeGreaterThan(item.start ?? 0);
      expect(['Nora Vance', 'Idris Okafor']).toContain(item.speaker);
    }
    const chapters = summarize(longTranscript()).chapters ?? [];
    for (let i = 0; i < chapters.length; i++) {
      const chapter = chapters[i];
      expect(chapter?.endSeconds).toBe(chapters[i + 1]?.startSeconds ?? chapter?.endSeconds);
      expect(chapter?.endSeconds ?? 0).toBeGreaterThan(chapter?.startSeconds ?? 0);
    }
    const untimed = summarize(moneyMonologue);
    for (const learning of untimed.keyLearnings) {
      expect(learning).toMatchObject({ start: null, end: null, speaker: null });
    }
  });

  it('refuses a transcript that is too short to summarize', () => {
    expect(() => summarize('Hello there. This is short. Thanks for listening.')).toThrow(SummarizerError);
  });
});
