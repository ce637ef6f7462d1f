import { hasProfanity, isHedged, isQuestion } from './passage-rules';
import type { ReportDraft } from './report-draft';
import { carriesMarkup } from './sentence-cleanup';
import { stopWords } from './stop-words';
import { words } from './tokens';

/** The line the summarizer writes itself (ADR 219, 234), from the host's framing and the form: not a transcript sentence. */
export const framingLine = /^The (?:episode (?:is|of)|guest is|guests are) [^\n]*$/;

/** The summary's sentences, attribution (", says Name.") taken off, without a written opening line. */
export function summarySentences(draft: ReportDraft, speakers: string[]): string[] {
  const paragraphs = draft.summary.split('\n\n');
  const passages = framingLine.test(paragraphs[0] ?? '') ? paragraphs.slice(1) : paragraphs;
  const names = speakers.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const attribution = names ? new RegExp(`, says (?:${names})\\.(?=\\s|$)`, 'g') : null;
  const text = passages.join(' ');
  return (attribution ? text.replace(attribution, '.') : text)
    .split(/(?<=[.!?])\s+(?=["'“‘(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What in a report breaks the rules of issue 14 (empty when it keeps them all): labels, timestamps or
 * markup anywhere; profanity in the title, summary or learning titles; a sentence shown twice; learning
 * titles that are a speaker's name or end in a stop word; questions or hedges as learnings; an opening
 * template opening line ("A and B talk about X, then Y").
 */
export function reportProblems(draft: ReportDraft, speakers: string[]): string[] {
  const problems: string[] = [];
  const texts = [
    draft.title,
    draft.summary,
    ...draft.keyLearnings.flatMap((k) => [k.title, k.detail]),
    ...(draft.quotes ?? []).map((q) => q.text),
    ...(draft.chapters ?? []).map((c) => c.title),
  ];
  for (const text of texts)
    for (const line of text.split('\n\n')) if (carriesMarkup(line)) problems.push(`markup: ${line}`);
  for (const text of [draft.title, draft.summary, ...draft.keyLearnings.map((k) => k.title)])
    if (hasProfanity(text)) problems.push(`profanity: ${text}`);
  const shown = [...summarySentences(draft, speakers), ...draft.keyLearnings.map((k) => k.detail)]
    .flatMap((t) => t.split(/(?<=[.!?])\s+/))
    .map((s) => s.toLowerCase());
  const seen = new Set<string>();
  for (const sentence of shown) {
    if (seen.has(sentence)) problems.push(`twice: ${sentence}`);
    seen.add(sentence);
  }
  const nameWords = new Set(
    speakers.flatMap((s) => s.toLowerCase().split(/\s+/)).filter((w) => !stopWords.has(w)),
  );
  for (const { title, detail } of draft.keyLearnings) {
    const titleWords = words(title).map((w) => w.toLowerCase());
    if (titleWords.some((w) => nameWords.has(w))) problems.push(`speaker in title: ${title}`);
    const last = titleWords.at(-1) ?? '';
    if (stopWords.has(last) && !/[.!?…]$/.test(title)) problems.push(`title ends in a stop word: ${title}`);
    if (isQuestion(detail.split(/(?<=[.!?])\s+/)[0] ?? '')) problems.push(`question as learning: ${detail}`);
    if (isHedged(detail.split(/(?<=[.!?])\s+/)[0] ?? '')) problems.push(`hedge as learning: ${detail}`);
  }
  // The first line says what the episode is, or is the summary's first sentence: never a list of nouns.
  const opening = draft.summary.split('\n\n')[0] ?? '';
  const first = opening.split(/(?<=[.!?])\s+/)[0] ?? '';
  if (/\btalk about\b.*, then |\bThis episode covers\b/.test(first))
    problems.push(`template opening: ${first}`);
  return problems;
}
