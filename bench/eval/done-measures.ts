/**
 * The measures of a report a listener would notice first (issue 37's "done means"), as plain counts any
 * report can be checked against: learning titles that only echo their detail, sentences glued together
 * without a space, summary sentences in spoken register, fragments, a template opening line and
 * summary sentences that are quotations. Rules of language only: no list or pattern of the summarizer's
 * and no corpus wording, so they count the same on episodes the project has never seen.
 */
import { sentencesOf, wordsOf } from './words-and-sentences';

export interface MeasuredReport {
  summary: string;
  keyLearnings: readonly { title: string; detail: string }[];
  quotes?: readonly { text: string }[] | null;
}

export interface DoneMeasures {
  learnings: number;
  /** Titles whose words all stand, in order and together, in their own detail. */
  titleEchoes: number;
  /** Two sentences run together without a space ("…for one day?My name is"). */
  gluedSentences: number;
  summarySentences: number;
  /** Summary sentences with a discourse marker, first or second person outside quotations, or a dangling opener. */
  spokenSentences: number;
  /** Sentences of the summary and the learnings' details. */
  sentences: number;
  fragments: number;
  /** 1 when the summary opens with a template ("A, B and C talk about X, then Y"). */
  templateOpeners: number;
  /** Summary sentences that are quotations or attributed speech ("…, says Ann Lee."). */
  quotationSentences: number;
}

export const emptyMeasures = (): DoneMeasures => ({
  learnings: 0,
  titleEchoes: 0,
  gluedSentences: 0,
  summarySentences: 0,
  spokenSentences: 0,
  sentences: 0,
  fragments: 0,
  templateOpeners: 0,
  quotationSentences: 0,
});

export function addMeasures(a: DoneMeasures, b: DoneMeasures): DoneMeasures {
  const sum = emptyMeasures();
  for (const key of Object.keys(sum) as (keyof DoneMeasures)[]) sum[key] = a[key] + b[key];
  return sum;
}

const normalised = (text: string) => wordsOf(text.toLowerCase().replace(/[’]/g, "'"));

/** Detail words a title may leave out and still be the detail's own words: articles and small fillers. */
const slack = 3;

/**
 * Whether the title is the detail's own words: every title word in the detail, in the same order, within
 * a run at most `slack` words longer than the title. A headline that only drops the detail's articles or
 * a weighing word ("New product should reach new market" of "The new product should reach a new
 * market") still repeats it; words of its own, or the same words reordered, do not.
 */
export function echoesDetail(title: string, detail: string): boolean {
  const t = normalised(title);
  const d = normalised(detail);
  if (t.length === 0) return true;
  for (let at = 0; at < d.length; at++) {
    if (d[at] !== t[0]) continue;
    let k = 1;
    for (let i = at + 1; i < d.length && i < at + t.length + slack && k < t.length; i++) {
      if (d[i] === t[k]) k++;
    }
    if (k === t.length) return true;
  }
  return false;
}

/**
 * A sentence's end run into the next sentence's start: a lower-case letter or digit, end punctuation,
 * then a capital and a lower-case letter ("day?My", "works.The"). Abbreviations and names with inner
 * capitals ("U.S.", "ASP.NET") do not match, nor does an address ("example.com").
 */
const glued = /[\p{Ll}\d)][.!?]["”’]?(?=\p{Lu}\p{Ll})/gu;

export function gluedCount(text: string): number {
  return text.match(glued)?.length ?? 0;
}

/** Words that mark speech, not writing, wherever they stand. */
const spokenMarker =
  /\b(?:you know|I mean|kind of|sort of|I guess|you see|or something|and stuff|and everything|let's say|like I said|to be honest|yeah|yep|nope|okay|uh|um|uh-huh|mm-hmm|gonna|wanna|gotta|kinda|sorta)\b/i;
/** Words that open a spoken turn. */
const spokenOpener =
  /^(?:so|well|yes|no|oh|ah|right|anyway|actually|basically|honestly|look|listen|now|like|alright|all right)\b[\s,]/i;
const firstOrSecondPerson =
  /\b(?:I|I'm|I've|I'd|I'll)\b|\b(?:me|my|mine|myself|we|we're|we've|we'd|we'll|us|our|ours|ourselves|you|you're|you've|you'd|you'll|your|yours|yourself)\b/i;
/** An opening that points at something said before the sentence: a pronoun or a conjunction. */
const danglingOpener =
  /^(?:and|but|or|so|because|cause|which|then|also|plus|this|that|these|those|it|its|it's|they|they're|them|their|he|he's|she|she's|his|her)\b/i;
/** "It is hard to…", "It's clear that…": the pronoun points forward, at what follows. */
const forwardIt = /^it(?:'s|’s| is| was) (?:\w+ ){1,2}(?:to|that)\b/i;

/** Text outside quotation marks: what the sentence says in its own voice. */
function outsideQuotes(text: string): string {
  return text.replace(/“[^“”]*”|"[^"]*"/g, ' ');
}

/** A run of two or more capitalised words: a name or a title ("Talk Python To Me", "Ann Lee"). */
const capitalisedRun = /\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}'’.-]*)+/gu;

/**
 * Text without the names and titles in it: a show called "Talk Python To Me" or a book called "You Are
 * Not So Smart" is no one talking. A run that opens the sentence counts only from its second word
 * ("So I think…" keeps its "I"), and a lone capitalised "I" is the speaker, not a name.
 */
function withoutNames(text: string): string {
  return text.replace(capitalisedRun, (run: string, at: number) => {
    const words = run.split(/\s+/);
    // The sentence's first word is capitalised for standing first: a name there starts after it.
    const name = at === 0 ? words.slice(1) : words;
    if (name.length < 2 || name.every((w) => w === 'I')) return run;
    return at === 0 ? `${words[0]} ` : ' ';
  });
}

/** Why a summary sentence reads as spoken, or null. */
export function spokenRegister(sentence: string): string | null {
  const own = withoutNames(outsideQuotes(sentence));
  if (spokenMarker.test(own) || spokenOpener.test(own)) return 'discourse marker';
  if (firstOrSecondPerson.test(own)) return 'first or second person';
  if (danglingOpener.test(sentence) && !forwardIt.test(sentence)) return 'dangling opener';
  return null;
}

const functionWord = new Set(
  'a an the to of and or but with for in on at by from as than that which who whom whose if because so like is are was were be been being am has have had do does did my your our their his her its this these those very really just not no'.split(
    ' ',
  ),
);
/** Prefixes a word broken off at a caption's end leaves ("they had to pre."). */
const brokenPrefix = new Set('pre re un non anti sub semi multi inter co de dis mis over under'.split(' '));

/** Why a sentence is a fragment, or null: lower-case start, no end, too short, or cut on a small word. */
export function fragmentReason(sentence: string): string | null {
  const text = sentence.trim();
  const words = wordsOf(text);
  if (words.length < 4) return 'fewer than four words';
  if (/^\p{Ll}/u.test(text)) return 'starts in lower case';
  if (!/[.!?…]["”’)]*$/u.test(text)) return 'no end punctuation';
  const last = (words.at(-1) ?? '').toLowerCase();
  if (functionWord.has(last)) return `ends on "${last}"`;
  if (brokenPrefix.has(last) || /-[.!?]$/.test(text)) return `ends mid-word ("${last}")`;
  return null;
}

/** A first line made from a template: who "talk about" a list of subjects, or the parts in a row. */
export function isTemplateOpener(line: string): boolean {
  return (
    /\b(?:talks?|chats?|discuss(?:es)?)\s+(?:about\s+)?[^.]*(?:, then |, and finally )/i.test(line) ||
    /\band others (?:talk|chat|discuss)\b/i.test(line) ||
    /^(?:[\p{Lu}][\p{L}'’-]*\s?)+(?:, (?:[\p{Lu}][\p{L}'’-]*\s?)+)* and (?:[\p{Lu}][\p{L}'’-]*\s?)+ talk about\b/u.test(
      line,
    ) ||
    /^This episode covers [^.]*(?:,| and) /i.test(line)
  );
}

const attribution =
  /,\s*(?:says|said|adds|added|explains|explained|argues|argued|notes|noted|recalls|recalled)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*[.!?]?$|^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*\s+(?:says|said|argues|explains)\b|\baccording to\s+\p{Lu}/u;
const quotation = /[“"][^”"]{12,}[”"]/;

export function isQuotation(sentence: string): boolean {
  return attribution.test(sentence.trim()) || quotation.test(sentence);
}

export function measureReport(report: MeasuredReport): DoneMeasures {
  const m = emptyMeasures();
  const summary = sentencesOf(report.summary);
  m.summarySentences = summary.length;
  m.spokenSentences = summary.filter((s) => spokenRegister(s) !== null).length;
  m.quotationSentences = summary.filter(isQuotation).length;
  const firstLine = report.summary.split(/\n\s*\n/)[0] ?? '';
  m.templateOpeners = isTemplateOpener(sentencesOf(firstLine)[0] ?? '') ? 1 : 0;
  const details = report.keyLearnings.flatMap((l) => sentencesOf(l.detail));
  m.sentences = summary.length + details.length;
  m.fragments = [...summary, ...details].filter((s) => fragmentReason(s) !== null).length;
  m.learnings = report.keyLearnings.length;
  m.titleEchoes = report.keyLearnings.filter((l) => echoesDetail(l.title, l.detail)).length;
  m.gluedSentences = [
    report.summary,
    ...report.keyLearnings.flatMap((l) => [l.title, l.detail]),
    ...(report.quotes ?? []).map((q) => q.text),
  ].reduce((n, text) => n + gluedCount(text), 0);
  return m;
}

/** Targets of the issue's "done means", on the report-only half. */
export const doneTargets = {
  titleEchoShare: 0.25,
  gluedSentences: 0,
  spokenShare: 0.15,
  fragmentShare: 0.02,
  templateOpeners: 0,
  quotationShare: 0.15,
  rougeRatio: 1.15,
} as const;
