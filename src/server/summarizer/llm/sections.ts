import { topicParts, type CreatorChapter } from '../arc';
import { buildTermSpace } from '../vectors';
import { approximateTokens, passageLine, type Passage } from './passages';

/** Words of talk one section covers at most when the context would hold more. */
const wordsPerSection = 4000;

/** One part of the episode the model reads in one request: consecutive passages. */
export interface Section {
  /** 0-based, in episode order. */
  index: number;
  /** The creator's chapter title when the section is a chapter (or a piece of one). */
  chapterTitle: string | null;
  passages: Passage[];
}

/** Tokens of a section's passages as the model receives them. */
function sectionTokens(passages: readonly Passage[]): number {
  return passages.reduce((sum, p) => sum + approximateTokens(passageLine(p)) + 1, 0);
}

/**
 * The episode's sections (ADR 218): the creator's chapters when the feed gives them and the transcript
 * has times, else stretches between topic shifts; each then cut (again at its weakest topic link) until
 * its passages fit `budgetTokens`. A passage longer than the budget alone is a section of its own; the
 * prompt around it is still bounded by the caller.
 */
export function planSections(
  passages: readonly Passage[],
  chapters: readonly CreatorChapter[] | null | undefined,
  budgetTokens: number,
): Section[] {
  if (passages.length === 0) return [];
  const groups: { title: string | null; passages: Passage[] }[] = [];
  const byChapter = chapterGroups(passages, chapters);
  if (byChapter) for (const group of byChapter) groups.push(group);
  else {
    // One topic part per budget's worth, and one per 4,000 words or so (about half an hour of talk) even
    // when the context holds more: each section's points then cover its part of the episode.
    const total = sectionTokens(passages);
    const words = passages.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
    const count = Math.max(1, Math.ceil(total / budgetTokens), Math.round(words / wordsPerSection));
    const starts = topicStarts(passages, count);
    starts.forEach((start, k) =>
      groups.push({ title: null, passages: passages.slice(start, starts[k + 1] ?? passages.length) }),
    );
  }
  const sections: Section[] = [];
  for (const group of groups)
    for (const piece of fitToBudget(group.passages, budgetTokens))
      sections.push({ index: sections.length, chapterTitle: group.title, passages: piece });
  return sections;
}

function chapterGroups(
  passages: readonly Passage[],
  chapters: readonly CreatorChapter[] | null | undefined,
): { title: string | null; passages: Passage[] }[] | null {
  if (!chapters || chapters.length < 2 || passages.every((p) => p.start === null)) return null;
  const sorted = [...chapters]
    .filter((c) => Number.isFinite(c.startSeconds))
    .sort((a, b) => a.startSeconds - b.startSeconds);
  const groups: { title: string | null; passages: Passage[] }[] = [];
  let chapter = -1;
  for (const passage of passages) {
    // A passage without a time stays in the chapter of the passage before it.
    while (
      passage.start !== null &&
      chapter + 1 < sorted.length &&
      (sorted[chapter + 1]?.startSeconds ?? Infinity) <= passage.start + 0.5
    ) {
      chapter++;
      groups.push({ title: sorted[chapter]?.title.trim() || null, passages: [] });
    }
    if (groups.length === 0) groups.push({ title: sorted[0]?.title.trim() || null, passages: [] });
    groups.at(-1)?.passages.push(passage);
  }
  const kept = groups.filter((g) => g.passages.length > 0);
  return kept.length >= 2 ? kept : null;
}

function topicStarts(passages: readonly Passage[], count: number): number[] {
  if (count <= 1) return [0];
  const space = buildTermSpace(passages.map((p) => p.text));
  const starts = topicParts(space.vectors, space.termIds.size, count);
  if (starts.length >= count || passages.length < count * 2) return starts;
  // Too few passages for topic tiling: equal parts.
  return Array.from({ length: count }, (_, k) => Math.floor((passages.length * k) / count));
}

/** Cuts a run of passages into pieces within the budget, each cut at its weakest topic link. */
function fitToBudget(passages: Passage[], budgetTokens: number): Passage[][] {
  if (passages.length <= 1 || sectionTokens(passages) <= budgetTokens) return [passages];
  const parts = Math.ceil(sectionTokens(passages) / budgetTokens);
  const starts = topicStarts(passages, parts);
  const pieces: Passage[][] = [];
  starts.forEach((start, k) => pieces.push(passages.slice(start, starts[k + 1] ?? passages.length)));
  // Topic cuts are uneven: a piece still over the budget is halved until it fits.
  return pieces.flatMap((piece) => halveUntilFits(piece, budgetTokens));
}

function halveUntilFits(passages: Passage[], budgetTokens: number): Passage[][] {
  if (passages.length <= 1 || sectionTokens(passages) <= budgetTokens) return [passages];
  let size = 0;
  let cut = 1;
  const half = sectionTokens(passages) / 2;
  for (let i = 0; i < passages.length - 1; i++) {
    size += sectionTokens([passages[i] as Passage]);
    cut = i + 1;
    if (size >= half) break;
  }
  return [
    ...halveUntilFits(passages.slice(0, cut), budgetTokens),
    ...halveUntilFits(passages.slice(cut), budgetTokens),
  ];
}
