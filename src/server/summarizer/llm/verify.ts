import { bestSupport, minReanchoredSupport, normalised, problemOf, type GroundingContext } from './grounding';
import type { ReportAnswer, SectionAnswer } from './model-output';
import type { Passage } from './passages';
import type { Section } from './sections';
import type { DroppedPart } from '../report-draft';
import { words } from '../tokens';

/** A point of one section that passed the checks, with the passages that support it. */
interface CheckedPoint {
  title: string;
  text: string;
  passages: number[];
}
interface CheckedQuote {
  text: string;
  passage: number;
}

/** One section's checked outcome: what the report is written from, saved so a retry resumes. */
export interface SectionResult {
  index: number;
  title: string | null;
  points: CheckedPoint[];
  quotes: CheckedQuote[];
  dropped: DroppedPart[];
  /** The model could not answer this section; the built-in extract stands in. */
  extracted: boolean;
}

/** Keeps what the checks pass of a section's answer; re-anchors a point its passages do not support. */
export function checkSection(
  answer: SectionAnswer,
  section: Section,
  context: GroundingContext,
  allIds: ReadonlySet<number>,
): SectionResult {
  const own = new Map(section.passages.map((p) => [p.id, p]));
  const dropped: DroppedPart[] = [];
  const points: CheckedPoint[] = [];
  for (const point of answer.points) {
    if (!point.text) continue;
    const checked = checkPoint(point, section, own, allIds, context);
    if ('reason' in checked) dropped.push({ part: 'point', text: point.text, reason: checked.reason });
    else points.push(checked);
  }
  const quotes: CheckedQuote[] = [];
  for (const quote of answer.quotes) {
    const passage = own.get(quote.passage);
    const reason = !passage
      ? `it cites p${quote.passage}, which is not a passage of this section`
      : words(quote.text).length < 4
        ? 'it is too short to stand as a quotation'
        : !normalised(passage.text).includes(normalised(quote.text))
          ? 'it is not what was said, word for word, in the passage it cites'
          : problemOf(quote.text, [passage], context, { support: false });
    if (reason) dropped.push({ part: 'quote', text: quote.text, reason });
    else quotes.push({ text: quote.text.trim(), passage: quote.passage });
  }
  let title: string | null = answer.title || null;
  if (title) {
    const reason = problemOf(title, section.passages, context, { support: false });
    if (reason) {
      dropped.push({ part: 'chapter title', text: title, reason });
      title = null;
    }
  }
  return { index: section.index, title, points, quotes, dropped, extracted: false };
}

function checkPoint(
  point: SectionAnswer['points'][number],
  section: Section,
  own: ReadonlyMap<number, Passage>,
  allIds: ReadonlySet<number>,
  context: GroundingContext,
): CheckedPoint | { reason: string } {
  const ids = [...new Set(point.passages)];
  const cited = ids.map((id) => own.get(id)).filter((p): p is Passage => p !== undefined);
  const stray = ids.find((id) => !own.has(id));
  const verdict = (passages: readonly Passage[], minSupport?: number) =>
    problemOf(point.text, passages, context, minSupport === undefined ? {} : { minSupport }) ??
    (point.title ? problemOf(point.title, passages, context, { support: false }) : null);
  let problem: string | null = null;
  // An id that is no passage of the section is left out; the others must support the point.
  if (cited.length > 0) {
    problem = verdict(cited);
    if (problem === null) return { title: point.title, text: point.text, passages: cited.map((p) => p.id) };
  }
  // Cited wrongly or not supported where cited: the passage of the section that does support it, if any.
  const anchor = bestSupport(point.text, section.passages);
  if (anchor && verdict([anchor], minReanchoredSupport) === null)
    return { title: point.title, text: point.text, passages: [anchor.id] };
  if (problem === null && stray !== undefined)
    problem = allIds.has(stray)
      ? `it cites p${stray}, which is not a passage of this section`
      : `it cites p${stray}, which does not exist`;
  return { reason: problem ?? 'it cites no passage of the transcript' };
}

/** A summary sentence or learning of the written report that passed the checks. */
export interface CheckedSentence {
  text: string;
  points: number[];
}
export interface CheckedLearning {
  title: string;
  detail: string;
  points: number[];
}
export interface CheckedReport {
  title: string | null;
  summary: CheckedSentence[][];
  keyLearnings: CheckedLearning[];
  dropped: DroppedPart[];
}

/** A verified point as the report step cites it: its global id and where it stands. */
export interface NumberedPoint extends CheckedPoint {
  id: number;
  section: number;
}

/** Keeps what the checks pass of the written report: each sentence and learning against its points. */
export function checkReport(
  answer: ReportAnswer,
  points: ReadonlyMap<number, NumberedPoint>,
  passages: ReadonlyMap<number, Passage>,
  context: GroundingContext,
): CheckedReport {
  const dropped: DroppedPart[] = [];
  const evidence = (ids: readonly number[]) => {
    const cited = [...new Set(ids)].map((id) => points.get(id)).filter((p) => p !== undefined);
    const passageIds = [...new Set(cited.flatMap((p) => p.passages))];
    return {
      points: cited,
      passages: passageIds.map((id) => passages.get(id)).filter((p): p is Passage => p !== undefined),
    };
  };
  const check = (text: string, ids: readonly number[], support = true): string | null => {
    const { points: cited, passages: cites } = evidence(ids);
    if (cited.length === 0)
      return ids.length === 0
        ? 'it cites no checked point'
        : `it cites P${ids[0] ?? ''}, which is not a checked point`;
    return problemOf(text, cites, context, { support, points: cited.map((p) => `${p.title}. ${p.text}`) });
  };

  const summary: CheckedSentence[][] = [];
  for (const paragraph of answer.summary) {
    const kept: CheckedSentence[] = [];
    for (const sentence of paragraph) {
      if (!sentence.text) continue;
      const reason = check(sentence.text, sentence.points);
      if (reason) dropped.push({ part: 'summary', text: sentence.text, reason });
      else kept.push({ text: sentence.text, points: sentence.points.filter((id) => points.has(id)) });
    }
    if (kept.length > 0) summary.push(kept);
  }
  const keyLearnings: CheckedLearning[] = [];
  for (const learning of answer.keyLearnings) {
    const reason = check(learning.detail, learning.points) ?? check(learning.title, learning.points, false);
    if (reason) dropped.push({ part: 'learning', text: `${learning.title}: ${learning.detail}`, reason });
    else
      keyLearnings.push({
        title: learning.title,
        detail: learning.detail,
        points: learning.points.filter((id) => points.has(id)),
      });
  }
  let title: string | null = answer.title || null;
  if (title) {
    const reason = problemOf(title, [...passages.values()], context, { support: false });
    if (reason) {
      dropped.push({ part: 'title', text: title, reason });
      title = null;
    }
  }
  return { title, summary, keyLearnings, dropped };
}
