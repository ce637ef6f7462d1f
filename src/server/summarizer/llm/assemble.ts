import { generatedTitles, keyLearnings as learningBounds, summaryWords } from '@shared/constants';
import type { ChapterDraft, KeyLearningDraft, QuoteDraft, ReportDraft } from '../report-draft';
import { stopWords } from '../stop-words';
import { shownSpeaker, type Passage } from './passages';
import { countWords } from './report-rules';
import type { Section } from './sections';
import type { CheckedLearning, CheckedReport, CheckedSentence, NumberedPoint, SectionResult } from './verify';

/** At most this many quotations on a report, spread over the episode. */
const maxQuotes = 8;

/**
 * The report written from checked points alone, for when the model cannot write it: the first points of
 * the sections as the summary (in episode order), the strongest titled points as learnings.
 */
export function reportFromPoints(points: readonly NumberedPoint[]): Omit<CheckedReport, 'dropped'> {
  const ranked = byRank(points);
  const chosen: NumberedPoint[] = [];
  let wordCount = 0;
  for (const point of ranked) {
    if (wordCount >= (summaryWords.min + summaryWords.max) / 2) break;
    chosen.push(point);
    wordCount += countWords(point.text);
  }
  chosen.sort((a, b) => a.id - b.id);
  const perParagraph = Math.max(1, Math.ceil(chosen.length / 3));
  const summary: CheckedSentence[][] = [];
  chosen.forEach((point, i) => {
    if (i % perParagraph === 0) summary.push([]);
    summary.at(-1)?.push({ text: point.text, points: [point.id] });
  });
  const keyLearnings: CheckedLearning[] = ranked
    .filter((p) => p.title)
    .slice(0, 5)
    .sort((a, b) => a.id - b.id)
    .map((p) => ({ title: p.title, detail: p.text, points: [p.id] }));
  return { title: null, summary, keyLearnings };
}

/** Points ordered first of each section, then second of each, and so on: the episode's breadth first. */
function byRank(points: readonly NumberedPoint[]): NumberedPoint[] {
  const rank = new Map<number, number>();
  const seen = new Map<number, number>();
  for (const p of points) {
    const n = seen.get(p.section) ?? 0;
    rank.set(p.id, n);
    seen.set(p.section, n + 1);
  }
  return [...points].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) || a.id - b.id);
}

export interface AssemblyInput {
  episodeTitle: string;
  sections: readonly Section[];
  results: readonly SectionResult[];
  points: readonly NumberedPoint[];
  report: CheckedReport;
  passages: ReadonlyMap<number, Passage>;
  hasTimestamps: boolean;
}

/**
 * The draft from the checked report: within the report rules (learnings filled from checked points when
 * the checks left fewer than three, a summary filled the same way or cut at a sentence), and every
 * learning, quote and chapter at the moment of the passage that supports it.
 */
export function assembleDraft(input: AssemblyInput): Omit<ReportDraft, 'readingTimeSeconds'> {
  const { report, points, passages } = input;
  const pointById = new Map(points.map((p) => [p.id, p]));
  const passageOf = (pointIds: readonly number[]): Passage | undefined => {
    for (const id of pointIds) {
      const passage = pointById
        .get(id)
        ?.passages.map((pid) => passages.get(pid))
        .find(Boolean);
      if (passage) return passage;
    }
    return undefined;
  };

  // Learnings: the checked ones, then checked points with titles, until there are enough.
  const learnings: CheckedLearning[] = report.keyLearnings.slice(0, learningBounds.max);
  const used = new Set(learnings.flatMap((l) => l.points));
  for (const point of byRank(points)) {
    if (learnings.length >= learningBounds.min) break;
    if (!point.title || used.has(point.id)) continue;
    learnings.push({ title: point.title, detail: point.text, points: [point.id] });
    used.add(point.id);
  }
  const keyLearnings: KeyLearningDraft[] = learnings.map((l) => {
    const passage = passageOf(l.points);
    return {
      title: shortTitle(l.title),
      detail: l.detail,
      start: passage?.start ?? null,
      end: passage?.end ?? null,
      speaker: shownSpeaker(passage?.speaker),
    };
  });

  // The summary: the checked sentences; checked points after them when too few are left.
  const paragraphs = report.summary.map((p) => p.map((s) => s.text));
  let wordCount = countWords(paragraphs.flat().join(' '));
  if (wordCount < summaryWords.min) {
    const cited = new Set(report.summary.flat().flatMap((s) => s.points));
    const extra: string[] = [];
    for (const point of byRank(points).filter((p) => !cited.has(p.id))) {
      if (wordCount >= summaryWords.min) break;
      extra.push(point.text);
      wordCount += countWords(point.text);
    }
    if (extra.length > 0) paragraphs.push(extra);
  }
  const summary = withinWords(paragraphs, summaryWords.max);

  const quotes: QuoteDraft[] = spread(
    input.results.flatMap((r) => r.quotes.slice(0, 1)),
    maxQuotes,
  ).map((q) => {
    const passage = passages.get(q.passage);
    const speaker = shownSpeaker(passage?.speaker);
    return {
      text: q.text,
      ...(speaker ? { speaker } : {}),
      start: passage?.start ?? null,
      end: passage?.end ?? null,
    };
  });

  return {
    title: (report.title ?? input.episodeTitle).slice(0, generatedTitles.reportMaxChars).trim(),
    summary,
    keyLearnings,
    chapters: input.hasTimestamps ? chapters(input) : null,
    quotes: quotes.length > 0 ? quotes : null,
    dropped: [...input.results.flatMap((r) => r.dropped), ...report.dropped],
  };
}

/** One chapter per section (a creator's chapter cut in pieces stays one), at its first timed passage. */
function chapters(input: AssemblyInput): ChapterDraft[] | null {
  const out: ChapterDraft[] = [];
  let lastChapterTitle: string | null = null;
  input.sections.forEach((section, i) => {
    const start = section.passages.find((p) => p.start !== null)?.start;
    if (start === undefined || start === null) return;
    if (section.chapterTitle !== null && section.chapterTitle === lastChapterTitle) return;
    lastChapterTitle = section.chapterTitle;
    const result = input.results[i];
    const firstTitled = result?.points.find((p) => p.title)?.title;
    const title =
      section.chapterTitle ??
      result?.title ??
      (firstTitled ? shortTitle(firstTitled) : `Part ${out.length + 1}`);
    const previous = out.at(-1);
    if (previous) previous.endSeconds = start;
    out.push({ title, startSeconds: start });
  });
  const last = out.at(-1);
  const lastEnd = [...input.passages.values()].reduce<number | null>(
    (end, p) => (p.end !== null && (end === null || p.end > end) ? p.end : end),
    null,
  );
  if (last && lastEnd !== null && lastEnd > last.startSeconds) last.endSeconds = lastEnd;
  return out.length > 0 ? out : null;
}

/** At most the rule's words, cut after a whole word that is not a stop word. */
function shortTitle(title: string): string {
  const parts = trimEndOf(title.trim(), '.!?').split(/\s+/);
  if (parts.length <= generatedTitles.learningMaxWords) return parts.join(' ');
  const kept = parts.slice(0, generatedTitles.learningMaxWords);
  while (kept.length > 2 && stopWords.has((kept.at(-1) ?? '').toLowerCase().replace(/[^\p{L}]/gu, '')))
    kept.pop();
  return trimEndOf(kept.join(' '), ',;:—–-');
}

/** The text without any of `chars` at its end (a loop: a trailing-class regex is quadratic on runs). */
function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Paragraphs of sentences joined as Markdown, whole sentences kept while within `maxWords`. */
function withinWords(paragraphs: string[][], maxWords: number): string {
  const out: string[] = [];
  let count = 0;
  for (const paragraph of paragraphs) {
    const kept: string[] = [];
    for (const sentence of paragraph) {
      const n = countWords(sentence);
      if (count + n > maxWords) break;
      kept.push(sentence.trim());
      count += n;
    }
    if (kept.length > 0) out.push(kept.join(' '));
    if (kept.length < paragraph.length) break;
  }
  return out.join('\n\n');
}

function spread<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  return Array.from({ length: max }, (_, k) => items[Math.floor((k * items.length) / max)] as T);
}
