import { generatedTitles, keyLearnings, summaryWords } from '@shared/constants';
import { updateReportBodySchema } from '@shared/contract/creator-reports';
import type { ModelReport } from './model-output';

/** The report's parts the rules cover, checked as the creator's own edits are (contract schema). */
const reportContentSchema = updateReportBodySchema
  .pick({ title: true, summary: true, keyLearnings: true })
  .required();

const maxLearningTitleChars = 120;
const maxLearningDetailChars = 1200;
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** Words as a reader counts them, in any script (Intl.Segmenter knows where CJK words end). */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}

function titleWords(title: string): string[] {
  return title.split(/\s+/).filter(Boolean);
}

/**
 * What in a model's report breaks the rules, each as one sentence the model can act on (they are sent
 * back in the fix turn). Empty when the report keeps them all.
 */
export function ruleProblems(report: ModelReport): string[] {
  const problems: string[] = [];
  const summaryCount = countWords(report.summary);
  if (summaryCount < summaryWords.min || summaryCount > summaryWords.max)
    problems.push(
      `The summary has ${summaryCount} words; it must have ${summaryWords.min}–${summaryWords.max}.`,
    );
  const learnings = report.keyLearnings.length;
  if (learnings > keyLearnings.max)
    problems.push(
      `There are ${learnings} key learnings; keep the ${keyLearnings.min}–${keyLearnings.max} most important.`,
    );
  else if (learnings < keyLearnings.min)
    problems.push(
      `There ${learnings === 1 ? 'is 1 key learning' : `are ${learnings} key learnings`}; give ${keyLearnings.min}–${keyLearnings.max}.`,
    );
  if (report.title.length > generatedTitles.reportMaxChars)
    problems.push(
      `The title has ${report.title.length} characters; it must have at most ${generatedTitles.reportMaxChars}.`,
    );
  const longTitles = report.keyLearnings
    .map((learning, i) => (titleWords(learning.title).length > generatedTitles.learningMaxWords ? i + 1 : 0))
    .filter((n) => n > 0);
  if (longTitles.length > 0)
    problems.push(
      `${longTitles.length === 1 ? `Key learning title ${longTitles[0]} is` : `Key learning titles ${listed(longTitles)} are`} longer than ${generatedTitles.learningMaxWords} words; shorten ${longTitles.length === 1 ? 'it' : 'them'}.`,
    );
  const longDetails = report.keyLearnings
    .map((learning, i) => (learning.detail.length > maxLearningDetailChars ? i + 1 : 0))
    .filter((n) => n > 0);
  if (longDetails.length > 0)
    problems.push(
      `The detail of key learning ${listed(longDetails)} is longer than ${maxLearningDetailChars} characters; keep it to 1 to 3 sentences.`,
    );
  return problems;
}

function listed(numbers: number[]): string {
  return numbers.length === 1
    ? String(numbers[0])
    : `${numbers.slice(0, -1).join(', ')} and ${String(numbers.at(-1))}`;
}

/** The follow-up turn: what is wrong, and the whole corrected object in return. */
export function fixRequest(problems: string[]): string {
  return [
    'Your report breaks these rules:',
    ...problems.map((p) => `- ${p}`),
    'Answer with the whole corrected JSON object of the same shape, and nothing else.',
  ].join('\n');
}

/** Why a report could not be brought within the rules by trimming. */
export class ReportRulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportRulesError';
  }
}

/**
 * Brings a report within the rules without the model: the summary cut at a sentence boundary (paragraphs
 * kept), the first 7 learnings, titles shortened at a word boundary. What trimming cannot repair (a
 * summary too short, fewer than 3 learnings, a first sentence already over the limit) throws
 * ReportRulesError. The result passes the contract's schema for what a creator may save.
 */
export function trimToRules(report: ModelReport): ModelReport {
  const summary = trimSummary(report.summary);
  if (report.keyLearnings.length < keyLearnings.min)
    throw new ReportRulesError(
      `${report.keyLearnings.length} key learnings; at least ${keyLearnings.min} are needed`,
    );
  const trimmed: ModelReport = {
    title: shortenToChars(report.title, generatedTitles.reportMaxChars),
    summary,
    keyLearnings: report.keyLearnings.slice(0, keyLearnings.max).map((learning) => ({
      title: shortenToChars(
        shortenToWords(learning.title, generatedTitles.learningMaxWords),
        maxLearningTitleChars,
      ),
      detail:
        learning.detail.length > maxLearningDetailChars
          ? cutAtSentence(learning.detail, (text) => text.length <= maxLearningDetailChars)
          : learning.detail,
    })),
  };
  const checked = reportContentSchema.safeParse(trimmed);
  if (!checked.success)
    throw new ReportRulesError(checked.error.issues[0]?.message ?? 'the report does not fit the rules');
  return trimmed;
}

function trimSummary(summary: string): string {
  const count = countWords(summary);
  if (count < summaryWords.min)
    throw new ReportRulesError(`the summary has ${count} words; at least ${summaryWords.min} are needed`);
  if (count <= summaryWords.max) return summary;
  const cut = cutAtSentence(summary, (text) => countWords(text) <= summaryWords.max);
  const kept = countWords(cut);
  if (kept < summaryWords.min)
    throw new ReportRulesError(
      `the summary cut at a sentence boundary keeps ${kept} words; at least ${summaryWords.min} are needed`,
    );
  return cut;
}

/** The longest run of whole sentences from the start (paragraph breaks kept) for which `fits` holds. */
function cutAtSentence(text: string, fits: (text: string) => boolean): string {
  const paragraphs = text.trim().split(/\n\s*\n/);
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    let current = '';
    for (const { segment } of sentenceSegmenter.segment(paragraph)) {
      const candidate = current + segment;
      if (!fits([...kept, candidate.trimEnd()].join('\n\n'))) {
        if (current.trim()) kept.push(current.trimEnd());
        return kept.join('\n\n');
      }
      current = candidate;
    }
    if (current.trim()) kept.push(current.trimEnd());
  }
  return kept.join('\n\n');
}

const trailingPunctuation = /(?<![\s,;:.\-–—(/&])[\s,;:.\-–—(/&]+$/u;

/** At most `maxChars`, cut after a whole word (a single overlong word is cut inside it). */
function shortenToChars(title: string, maxChars: number): string {
  if (title.length <= maxChars) return title;
  let kept = '';
  for (const word of titleWords(title)) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > maxChars) break;
    kept = next;
  }
  const result = (kept || title.slice(0, maxChars)).replace(trailingPunctuation, '');
  return result || title.slice(0, maxChars);
}

function shortenToWords(title: string, maxWords: number): string {
  const words = titleWords(title);
  if (words.length <= maxWords) return title;
  const result = words.slice(0, maxWords).join(' ').replace(trailingPunctuation, '');
  return result || words.slice(0, maxWords).join(' ');
}
