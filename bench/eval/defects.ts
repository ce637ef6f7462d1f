/**
 * The defect detectors of the report evaluation (issue 14): each looks at one kind of output — a feed's
 * episodes, a generated report, a transcript's duration — and names what a reader should never see.
 * They are deliberately plain rules, the same for any feed or transcript, so a count that goes to zero
 * means the product got better, not that the rules learned the corpus.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { keyLearnings, summaryWords } from '@shared/constants';
import { learningDefects } from './learning-defects';
import { listenerDefects } from './listener-defects';
import { rawHasTimestamps } from './raw-transcript';
import { adBrandDefects, headingAsSpeakerDefects } from './segment-defects';
import { sentencesOf, wordsOf } from './words-and-sentences';

export const defectClasses = [
  'feed-refused',
  'raw-entities',
  'markup-leak',
  'weak-learning-title',
  'noun-phrase-title',
  'profanity',
  'repeated-sentence',
  'fragment',
  'question-or-hedge',
  'length-out-of-bounds',
  'duration-missing',
  'transcript-refused',
  'talk-like-learning',
  'talk-like-summary-sentence',
  'thin-learning',
  'trivia-learning',
  'attribution-rate',
  'ad-brand',
  'heading-as-speaker',
] as const;
export type DefectClass = (typeof defectClasses)[number];

export interface Defect {
  class: DefectClass;
  /** Where it was seen: `summary`, `keyLearnings[2].title`, `episodes[14].description`… */
  field: string;
  /** What rule fired, with the offending text (shortened). */
  message: string;
}

/** The parts of a generated report the detectors read (a ReportDraft has them all). */
export interface ReportOutput {
  title: string;
  summary: string;
  keyLearnings: { title: string; detail: string; speaker?: string | null }[];
  quotes: { text: string; speaker?: string | null }[] | null;
  chapters: { title: string }[] | null;
}

export interface FeedOutput {
  title: string;
  episodes: { title: string; description: string }[];
}

const clip = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

// --- raw entities ------------------------------------------------------------------------------------

const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** Text a reader sees that still carries HTML: `&amp;`, `&#039;`, `&lt;`, or a tag. */
export function rawMarkup(text: string): string | null {
  const entity = ENTITY.exec(text);
  if (entity) return `raw entity ${entity[0]}`;
  const tag = HTML_TAG.exec(text);
  if (tag) return `raw HTML ${clip(tag[0], 30)}`;
  return null;
}

export function feedDefects(feed: FeedOutput): Defect[] {
  const defects: Defect[] = [];
  const check = (field: string, text: string) => {
    const found = rawMarkup(text);
    if (found) defects.push({ class: 'raw-entities', field, message: `${found} in "${clip(text)}"` });
  };
  check('title', feed.title);
  feed.episodes.forEach((episode, i) => {
    check(`episodes[${i}].title`, episode.title);
    check(`episodes[${i}].description`, episode.description);
  });
  return defects;
}

// --- transcript markup leaking into a report ------------------------------------------------------

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const markupRules: { name: string; pattern: RegExp }[] = [
  { name: 'speaker label', pattern: /\[\s*speaker[\s_-]*\d+\s*\]/i },
  { name: 'bold speaker label', pattern: /\*\*[^*\n]{1,60}?(?::\*\*|\*\*:)/ },
  { name: 'bracketed timestamp', pattern: /\\?[[(]\s*(?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?\s*\\?[\])]/ },
  // "1:02:03" or "00:25" anywhere; a bare "10:20" only where a stamp would stand, at the start of a
  // sentence (markupLeak): in prose it is a time of day ("the committee breaks until 10:20").
  { name: 'timestamp', pattern: /(?<![\d:])(?:\d{1,3}:\d{2}:\d{2}|0\d:\d{2})(?:[.,]\d{1,3})?(?![\d:])/ },
  { name: 'annotation', pattern: /\{[a-z_]{2,30}\}/i },
  {
    name: 'sound note',
    pattern:
      /[[(](?:laughter|laughs|laughing|music|applause|inaudible|crosstalk|silence|noise|coughs?|sighs?|unintelligible|background noise|vocalsound)[\])]/i,
  },
  { name: 'caption voice tag', pattern: /<\/?v(?:[\s.][^>]*)?>/i },
  { name: 'caption arrow', pattern: /-->/ },
  { name: 'HTML tag', pattern: /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i },
  { name: 'HTML entity', pattern: ENTITY },
  { name: 'Markdown link', pattern: /\[[^\]\n]+\]\([^)\s]+\)/ },
  { name: 'Markdown heading', pattern: /(?:^|\n)\s{0,3}#{1,6}\s/ },
];

/**
 * Transcript markup in a text: labels, timestamps, annotations, caption tags, Markdown structure; and a
 * known speaker's `Name:` opening a sentence.
 */
export function markupLeak(text: string, speakers: readonly string[]): string | null {
  for (const rule of markupRules) {
    const match = rule.pattern.exec(text);
    if (match) return `${rule.name} "${clip(match[0].trim(), 40)}"`;
  }
  const names = speakers.filter((s) => s.trim().length > 0).map((s) => escapeRegExp(s.trim()));
  const label = names.length > 0 ? new RegExp(`^["“*_]*(?:${names.join('|')})["”*_]*\\s*:`, 'i') : null;
  for (const sentence of sentencesOf(text)) {
    const stamp = /^\W{0,3}\d{1,2}:\d{2}(?![\d:])/.exec(sentence);
    if (stamp) return `timestamp "${stamp[0]}"`;
    const match = label?.exec(sentence);
    if (match) return `speaker label "${clip(match[0], 40)}"`;
  }
  return null;
}

/** Every text field of a report, named the way defects name them. */
function reportFields(report: ReportOutput): { field: string; text: string }[] {
  return [
    { field: 'title', text: report.title },
    { field: 'summary', text: report.summary },
    ...report.keyLearnings.flatMap((l, i) => [
      { field: `keyLearnings[${i}].title`, text: l.title },
      { field: `keyLearnings[${i}].detail`, text: l.detail },
    ]),
    ...(report.quotes ?? []).map((q, i) => ({ field: `quotes[${i}]`, text: q.text })),
    ...(report.chapters ?? []).map((c, i) => ({ field: `chapters[${i}].title`, text: c.title })),
  ];
}

// --- key learning titles ------------------------------------------------------------------------------

/** Function words: a title that ends in one of them is cut off mid-phrase ("The cost of"). */
const trailingFunctionWords = new Set(
  `a an the and or but nor so yet if than then that which who whom whose what when where why how of in on at to for
  from by with without about into onto over under between through during before after above below up down out off
  as like is are was were be been being am do does did have has had can could will would shall should may might
  must i you he she it we they me him her us them my your his its our their this these those there here not no
  very just also too really more most some any each every such own other another all both either neither because
  while although though whether until unless since per via versus vs etc um uh`.split(/\s+/),
);

export function weakLearningTitle(title: string, speakers: readonly string[]): string | null {
  const words = wordsOf(title);
  if (words.length < 2) return `fewer than 2 words: "${clip(title, 40)}"`;
  const last = words.at(-1)?.toLowerCase() ?? '';
  if (trailingFunctionWords.has(last.replace(/['’]s$/, ''))) return `ends in "${last}": "${clip(title, 60)}"`;
  const bare = title
    .replace(/[^\p{L}\p{N}\s'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (speakers.some((s) => s.trim().toLowerCase() === bare)) return `a speaker's name: "${clip(title, 40)}"`;
  return null;
}

// --- profanity ----------------------------------------------------------------------------------------

const english = englishDataset.build();
/** The list reads "traffick" as a disguised swear word; the dataset's own whitelist mechanism lets it be. */
const profanityMatcher = new RegExpMatcher({
  ...english,
  whitelistedTerms: [...(english.whitelistedTerms ?? []), 'traffick'],
  ...englishRecommendedTransformers,
});

export function profanity(text: string): string | null {
  const match = profanityMatcher.getAllMatches(text, true)[0];
  if (!match) return null;
  return `profanity "${text.slice(match.startIndex, match.endIndex + 1)}"`;
}

// --- sentences: repeats, fragments, questions and hedges ---------------------------------------------

const normalise = (sentence: string) => wordsOf(sentence.toLowerCase()).join(' ');

/** Sentences that appear twice among the given fields (compared by their words, case-insensitive). */
export function repeatedSentences(fields: { field: string; text: string }[]): Defect[] {
  const seen = new Map<string, string>();
  const defects: Defect[] = [];
  for (const { field, text } of fields) {
    for (const sentence of sentencesOf(text)) {
      const key = normalise(sentence);
      if (key.split(' ').length < 3) continue;
      const first = seen.get(key);
      if (first !== undefined) {
        defects.push({
          class: 'repeated-sentence',
          field,
          message: `also in ${first}: "${clip(sentence)}"`,
        });
      } else seen.set(key, field);
    }
  }
  return defects;
}

const TERMINAL = /[.!?…。！？](?:["'”’»)\]]*)$/u;

/** A sentence a reader would see as broken: starts in lower case, has no end punctuation, or is tiny. */
export function fragment(sentence: string): string | null {
  const firstLetter = /[\p{L}\p{N}]/u.exec(sentence)?.[0] ?? '';
  if (/\p{Ll}/u.test(firstLetter)) return `starts in lower case: "${clip(sentence)}"`;
  if (!TERMINAL.test(sentence.trim())) return `no end punctuation: "${clip(sentence)}"`;
  if (wordsOf(sentence).length < 4) return `fewer than 4 words: "${clip(sentence)}"`;
  return null;
}

const HEDGE =
  /^["“]?(?:i don['’]?t know|i do not know|i['’]?m not sure|i am not sure|not sure|i think maybe|maybe|perhaps|i guess|kind of|kinda|sort of|i mean|who knows|i wonder)\b/i;

/** A key learning that asks instead of teaching, or hedges instead of stating. */
export function questionOrHedge(text: string): string | null {
  const trimmed = text.trim().replace(/["”’)\]]+$/u, '');
  if (trimmed.endsWith('?')) return `a question: "${clip(text)}"`;
  const hedge = HEDGE.exec(text.trim());
  if (hedge) return `opens with a hedge "${hedge[0].replace(/^["“]/, '')}": "${clip(text)}"`;
  return null;
}

// --- a whole report -----------------------------------------------------------------------------------

/** Words of the summary as a reader counts them (Markdown marks are not words). */
export function summaryWordCount(summary: string): number {
  return wordsOf(summary).length;
}

/** Every defect of a report; with the transcript as published, also the advertisers it names. */
export function reportDefects(
  report: ReportOutput,
  speakers: readonly string[],
  transcript?: string,
): Defect[] {
  const defects: Defect[] = [];
  const add = (cls: DefectClass, field: string, message: string | null) => {
    if (message) defects.push({ class: cls, field, message });
  };

  for (const { field, text } of reportFields(report)) add('markup-leak', field, markupLeak(text, speakers));

  report.keyLearnings.forEach((learning, i) => {
    add('weak-learning-title', `keyLearnings[${i}].title`, weakLearningTitle(learning.title, speakers));
    add('question-or-hedge', `keyLearnings[${i}].detail`, questionOrHedge(learning.detail));
    add('question-or-hedge', `keyLearnings[${i}].title`, questionOrHedge(learning.title));
  });

  add('profanity', 'title', profanity(report.title));
  add('profanity', 'summary', profanity(report.summary));
  report.keyLearnings.forEach((l, i) => add('profanity', `keyLearnings[${i}].title`, profanity(l.title)));

  defects.push(
    ...repeatedSentences([
      { field: 'summary', text: report.summary },
      ...report.keyLearnings.map((l, i) => ({ field: `keyLearnings[${i}].detail`, text: l.detail })),
    ]),
    ...repeatedSentences((report.quotes ?? []).map((q, i) => ({ field: `quotes[${i}]`, text: q.text }))),
  );

  for (const sentence of sentencesOf(report.summary)) add('fragment', 'summary', fragment(sentence));
  report.keyLearnings.forEach((l, i) => {
    for (const sentence of sentencesOf(l.detail))
      add('fragment', `keyLearnings[${i}].detail`, fragment(sentence));
  });

  const count = summaryWordCount(report.summary);
  if (count < summaryWords.min || count > summaryWords.max)
    add('length-out-of-bounds', 'summary', `${count} words (wanted ${summaryWords.min}–${summaryWords.max})`);
  const learnings = report.keyLearnings.length;
  if (learnings < keyLearnings.min || learnings > keyLearnings.max)
    add(
      'length-out-of-bounds',
      'keyLearnings',
      `${learnings} key learnings (wanted ${keyLearnings.min}–${keyLearnings.max})`,
    );
  defects.push(...learningDefects(report, speakers));
  defects.push(...listenerDefects(report));
  defects.push(...headingAsSpeakerDefects(report));
  if (transcript !== undefined) defects.push(...adBrandDefects(report, transcript));
  return defects;
}

// --- transcripts: duration --------------------------------------------------------------------------

/** The length the normaliser found: where the last timed turn ends (or starts), in seconds. */
export function transcriptDuration(turns: { start: number | null; end: number | null }[]): number {
  return turns.reduce((max, t) => Math.max(max, t.end ?? 0, t.start ?? 0), 0);
}

export function durationDefect(
  content: string,
  turns: { start: number | null; end: number | null }[],
): Defect | null {
  if (!rawHasTimestamps(content)) return null;
  if (transcriptDuration(turns) > 0) return null;
  return {
    class: 'duration-missing',
    field: 'duration',
    message: 'the transcript carries timestamps but the parsed turns give a duration of 0',
  };
}
