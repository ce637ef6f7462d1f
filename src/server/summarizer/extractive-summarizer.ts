import { summaryWords } from '@shared/constants';
import type { TranscriptTurn } from '../transcripts/transcript';
import { chapterParts, topicParts, type CreatorChapter } from './arc';
import { buildChapters } from './chapters';
import { selectByCoverage, type CoverageCandidate } from './coverage';
import {
  addressedNames,
  carriesClaim,
  isSelfContained,
  isTalk,
  isTalkLine,
  leansOnPrevious,
  nameMatcher,
} from './learning-rules';
import {
  claimTitle,
  hasVerb,
  isThinTitle,
  openingTitle,
  shortClaimTitle,
  wholeClaimTitle,
} from './learning-title';
import { isGarbled } from './phrases';
import { isContentWord, terms } from './tokens';
import {
  hasProfanity,
  isHedged,
  isHousekeeping,
  isQuestion,
  isStatement,
  maskProfanity,
} from './passage-rules';
import { selectMmr, textRank, type MmrCandidate } from './rank';
import {
  learningBounds,
  readingTimeSeconds,
  SummarizerError,
  type ChapterDraft,
  type KeyLearningDraft,
  type QuoteDraft,
  type ReportDraft,
} from './report-draft';
import { segmentTranscript, type Sentence } from './sentences';
import { chooseAttributions, composeArc, namedSpeakers } from './summary-text';
import {
  coldOpenOpening,
  descriptionOpening,
  guestLine,
  showNotesChapters,
  welcomedShow,
} from './episode-notes';
import { episodeForm, episodeGenre, formLine } from './episode-form';
import { registerOf } from './register';
import { capitalise, TopicIndex } from './topics';
import { buildTermSpace, centroid, cosine, dotDense, type SparseVector } from './vectors';

/** TextRank is quadratic: it runs on at most this many candidates, spread over the whole episode. */
const maxCandidates = 240;
const sections = 8;

/** Sentences that state a lesson read well as key learnings. */
const takeaway =
  /\b(?:should|need to|have to|must|the key|important|the (?:biggest|main|real|first) (?:lesson|thing|mistake|reason)|lesson|what matters|the trick|the secret|instead of|rule of thumb|make sure|remember|never|always|because|the reason|means that|turns out)\b/i;
/** A sentence that leans on the one before it ("That is why…") reads as its continuation. */
const continuation =
  /^(?:that|this|it|which|so|because|and that|that's|this is|it's|in other words|for example)\b/i;

export interface ExtractiveInput {
  turns: TranscriptTurn[];
  /** The episode's own title; a report keeps it unless the provider has a better one. */
  episodeTitle?: string | undefined;
  /** The creator's chapters from the feed: where given, the summary's parts are theirs. */
  chapters?: readonly CreatorChapter[] | null | undefined;
  /** The feed item's description or show notes: what the episode is, who the guest is, its timestamps. */
  episodeDescription?: string | null | undefined;
  /** The feed's `podcast:person` names of the episode. */
  persons?: readonly { name: string; role?: string }[] | undefined;
}

interface Scored extends MmrCandidate {
  sentence: Sentence;
}

/**
 * The built-in provider: offline and deterministic. Only whole sentences that are not housekeeping,
 * profanity or transcript markup are candidates. They are scored by closeness to the document's
 * centroid and by TextRank; key learnings are the strongest plain statements (MMR), the summary opens
 * with who talks about what and then covers the episode's terms passage by passage (budgeted coverage).
 * See docs/decisions/070 and 107.
 */
export function summarizeExtractive(input: ExtractiveInput): ReportDraft {
  // A transcript whose times are all zero has none: no moment is shown as 0:00 (ADR 219).
  const segmented = segmentTranscript(input.turns, { episodeTitle: input.episodeTitle });
  const sentences = segmented.some((s) => (s.startSeconds ?? 0) > 0 || (s.endSeconds ?? 0) > 0)
    ? segmented
    : segmented.map((s) => ({ ...s, startSeconds: null, endSeconds: null }));
  const totalWords = sentences.reduce((sum, s) => sum + s.wordCount, 0);
  const space = buildTermSpace(sentences.map((s) => s.text));
  const dims = space.termIds.size;
  if (sentences.length < learningBounds.min + 1 || totalWords < 60 || dims === 0) {
    throw new SummarizerError(
      'The transcript is too short to summarize: it needs at least a few full sentences (about 100 words).',
    );
  }

  const pool = eligibleSentences(sentences);
  const scored = scoreSentences(sentences, pool, space.vectors, dims);
  const speakers = namedSpeakers(sentences);
  const topicIndex = new TopicIndex(space, speakers);
  for (const c of scored) topicIndex.phrases(c.sentence.index, c.sentence.text);
  const topics = topicIndex.topics(
    scored.map((c) => c.sentence.index),
    4,
  );

  // Key learnings first: the strongest plain statements, all different from each other.
  const learningCount = Math.min(
    learningBounds.max,
    Math.max(learningBounds.min, 3 + Math.floor(totalWords / 2500)),
  );
  // A few more candidates than needed: a learning whose idea has no name (no phrase) gives way.
  // Trivia about a participant is no learning, also when the transcript only names them in passing.
  const names = nameMatcher([...speakers, ...addressedNames(sentences.map((s) => s.text))]);
  // A learning's title states its claim: a sentence with no clause to cut one from is no candidate.
  const claims = new Map<number, boolean>();
  const statesClaim = (s: Sentence) => {
    let known = claims.get(s.index);
    if (known === undefined) claims.set(s.index, (known = titleOf(s.text, new Set(), speakers) !== null));
    return known;
  };
  // A claim with prose around it makes a learning whose detail need not restate it (ADR 247, 250).
  const supported = (s: Sentence) =>
    learningContext(s, sentences, new Set(), names) !== null &&
    supportedTitle(s, new Set(), speakers) !== null;
  const candidates = pickLearnings(
    scored,
    learningCount + 3,
    names,
    widerCandidates(pool, scored, space.vectors, dims),
    statesClaim,
    () => widerCandidates(readable(sentences, pool), scored, space.vectors, dims),
    supported,
  );
  if (candidates.length < learningBounds.min) {
    throw new SummarizerError(
      'The transcript is too repetitive or too short to find three distinct key learnings.',
    );
  }
  const titles = new Set<string>();
  // A title states the learning's claim (subject, verb, object): a candidate whose sentence has no clause
  // to cut one from gives way to the next, never to a bare noun phrase ("Sales rep").
  // A sponsor's read or thanks is no learning, even when it stands alone ("X is another sponsor").
  const named = candidates
    .filter((pick) => !sponsorLine.test(pick.sentence.text))
    .map((pick) => ({ pick, title: titleOf(pick.sentence.text, titles, speakers) }));
  // A title in words of its own comes before one that only repeats its sentence's words (ADR 219).
  const withTitle = named.filter((n) => n.title !== null);
  const own = (n: (typeof withTitle)[number]) =>
    !repeatsWords(n.title ?? '', n.pick.sentence.text) && registerOf(n.pick.sentence.text) !== 'spoken';
  const titled = [...withTitle.filter(own), ...withTitle.filter((n) => !own(n))]
    .slice(0, learningCount)
    .sort((a, b) => candidates.indexOf(a.pick) - candidates.indexOf(b.pick));
  // Only when too few candidates state one: the sentence's opening words, with a verb where they have one.
  for (const n of named)
    if (titled.length < learningBounds.min && n.title === null)
      titled.push({ pick: n.pick, title: openingTitle(n.pick.sentence.text, titles) });
  const learningPicks = titled.map((n) => n.pick);
  const used = new Set<number>(learningPicks.map((p) => p.sentence.index));
  const keyLearnings: KeyLearningDraft[] = titled
    .sort((a, b) => a.pick.sentence.index - b.pick.sentence.index)
    .map(({ pick, title }) => {
      // The title states the claim and the detail is what surrounds it, when the prose around the claim
      // carries one and the title can carry the claim alone (ADR 247, 250).
      const support = learningContext(pick.sentence, sentences, used, names);
      const head = support ? supportedTitle(pick.sentence, titles, speakers, title) : null;
      if (support && head) {
        for (const s of support) used.add(s.index);
        const detail = support.map((s) => s.text).join(' ');
        const said = [...support, pick.sentence].sort((a, b) => a.index - b.index);
        return { title: head, detail, ...moment(said) };
      }
      const passage = learningPassage(pick.sentence, sentences, used, names);
      return { title: title ?? '', detail: passage.map((s) => s.text).join(' '), ...moment(passage) };
    });

  // The creator's chapters, else the timestamps of the show notes, are the summary's parts and chapters.
  const notesChapters = input.chapters?.length ? null : showNotesChapters(input.episodeDescription);
  const summary = writeSummary(
    sentences,
    scored,
    space,
    used,
    totalWords,
    learningPicks,
    input.chapters?.length ? input.chapters : (notesChapters ?? []),
    names,
    openingOf(input, sentences),
    speakers.length > 0,
  );
  const quotes = pickQuotes(scored, used);
  const fallbackTitle = topics[0] ? capitalise(topics[0]) : (keyLearnings[0]?.title ?? 'Episode summary');
  const title = maskProfanity(input.episodeTitle?.trim() || fallbackTitle);

  return {
    title,
    summary,
    keyLearnings,
    chapters: notesChapters
      ? chaptersFromNotes(notesChapters, sentences)
      : buildChapters(sentences, topicIndex, space.vectors, space.termIds.size),
    quotes,
    readingTimeSeconds: readingTimeSeconds(summary, keyLearnings),
  };
}

/**
 * The summary's first line says what the episode is (ADR 219): the show notes' opening, else the host's
 * framing in the cold open; the feed's guests are named when that line does not name them. Empty when
 * nothing says it: a line of frequent nouns would only pretend to.
 */
function openingOf(input: ExtractiveInput, sentences: Sentence[]): string {
  const about = descriptionOpening(input.episodeDescription) ?? coldOpenOpening(sentences) ?? '';
  const guests = guestLine(input.persons, about);
  const said = [about, guests].filter(Boolean).join(' ');
  // The show and the episode's form, unless the show notes already say what it is and the feed names
  // its people or the notes name everyone the form would (ADR 234).
  const form = episodeForm(sentences);
  const show = welcomedShow(sentences);
  const fromNotes = descriptionOpening(input.episodeDescription) !== null;
  const adds =
    !fromNotes || (!input.persons?.length && (form?.names.some((name) => !said.includes(name)) ?? false));
  // A game show or a live demo says so: a listener would not take it for talk about its subject.
  const line = adds ? formLine(fromNotes ? null : show, form, episodeGenre(sentences)) : null;
  return (fromNotes ? [said, line] : [line, said]).filter(Boolean).join(' ');
}

/** Show-notes chapters as report chapters: each ends where the next starts, the last where speech ends. */
function chaptersFromNotes(chapters: readonly CreatorChapter[], sentences: Sentence[]): ChapterDraft[] {
  const lastEnd = sentences.reduce((end, s) => Math.max(end, s.endSeconds ?? s.startSeconds ?? 0), 0);
  return chapters.map((chapter, k) => ({
    title: chapter.title,
    startSeconds: chapter.startSeconds,
    endSeconds: chapters[k + 1]?.startSeconds ?? Math.max(chapter.startSeconds, Math.ceil(lastEnd)),
  }));
}

const sponsorLine = /\b(?:sponsor|sponsors|sponsored|sponsoring|sponsorship|promo code|discount code)\b/i;

/** A text's words in lower case, a hyphen splitting them, for comparing a title with its sentence. */
function lowerWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** Whether a title is only a run of its sentence's own words, side by side. */
function repeatsWords(title: string, sentence: string): boolean {
  return ` ${lowerWords(sentence).join(' ')} `.includes(` ${lowerWords(title).join(' ')} `);
}

/** A key learning's title that states its claim: the main clause cut short, or a short sentence whole. */
function titleOf(text: string, taken: Set<string>, speakers: string[]): string | null {
  return claimTitle(text, taken, speakers) ?? shortClaimTitle(text, taken, speakers);
}

/** A source of candidates computed only when a stage needs it. */
function lazy<T>(make: () => T[]): { get: () => T[] } {
  let made: T[] | null = null;
  return { get: () => (made ??= make()) };
}

/**
 * Sentences the transcript did not mark whole (a restart somewhere in the turn, a cut-off start) that
 * read as whole once cleaned, within a readable length, no housekeeping or profanity, not in `pool`.
 */
function readable(sentences: Sentence[], pool: Sentence[], minWords = 8): Sentence[] {
  const taken = new Set(pool.map((s) => s.index));
  return sentences.filter(
    (s) =>
      !taken.has(s.index) &&
      s.wordCount >= minWords &&
      s.wordCount <= 40 &&
      /^\p{Lu}/u.test(s.text) &&
      !runTogether.test(s.text) &&
      !isHousekeeping(s.text) &&
      !hasProfanity(s.text),
  );
}

/** Whether a sentence's opening words make a title that says something: two words or more, a verb. */
function titlesByOpening(text: string): boolean {
  const title = openingTitle(text, new Set());
  return title.split(/\s+/).length >= 2 && hasVerb(title) && !isThinTitle(title);
}

/**
 * Sentences a report may show: whole, within a readable length, no housekeeping, profanity or markup,
 * each wording once. Transcripts without one whole sentence (broken diarisation, odd captions) fall back
 * to every clean piece of reasonable length rather than to nothing.
 */
function eligibleSentences(sentences: Sentence[]): Sentence[] {
  const seen = new Set<string>();
  const clean = sentences.filter((s) => {
    if (s.wordCount < 6 || s.wordCount > 50 || isHousekeeping(s.text) || hasProfanity(s.text)) return false;
    const key = s.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const whole = clean.filter((s) => s.whole);
  return whole.length >= 12 ? whole : clean.filter((s) => s.whole || s.wordCount >= 8);
}

function byScore(a: MmrCandidate, b: MmrCandidate): number {
  return b.score - a.score || a.id - b.id;
}

/**
 * Centrality for every eligible sentence (linear), then TextRank on the most central few per section of
 * the episode, so a long transcript stays fast and the picks cover beginning, middle and end.
 */
function scoreSentences(
  sentences: Sentence[],
  pool: Sentence[],
  vectors: SparseVector[],
  dims: number,
): Scored[] {
  const center = centroid(vectors, dims);
  const closeness = new Map(pool.map((s) => [s.index, dotDense(vectors[s.index] as SparseVector, center)]));
  const perSection = Math.ceil(maxCandidates / sections);
  const candidates: Sentence[] = [];
  for (let k = 0; k < sections; k++) {
    const from = Math.floor((sentences.length * k) / sections);
    const to = Math.floor((sentences.length * (k + 1)) / sections);
    const inSection = pool.filter((s) => s.index >= from && s.index < to);
    inSection.sort(
      (a, b) => (closeness.get(b.index) ?? 0) - (closeness.get(a.index) ?? 0) || a.index - b.index,
    );
    for (const candidate of inSection.slice(0, perSection)) candidates.push(candidate);
  }
  candidates.sort((a, b) => a.index - b.index);

  const candidateVectors = candidates.map((s) => vectors[s.index] as SparseVector);
  const ranks = textRank(candidateVectors);
  const maxRank = Math.max(1e-9, ...ranks);
  const maxCloseness = Math.max(1e-9, ...candidates.map((s) => closeness.get(s.index) ?? 0));
  return candidates.map((sentence, i) => {
    const base =
      0.6 * ((ranks[i] ?? 0) / maxRank) + 0.4 * ((closeness.get(sentence.index) ?? 0) / maxCloseness);
    const length = sentence.wordCount < 10 ? 0.75 : sentence.wordCount > 40 ? 0.85 : 1;
    const question = isQuestion(sentence.text) ? 0.5 : 1;
    return {
      id: sentence.index,
      score: base * length * question,
      vector: candidateVectors[i] as SparseVector,
      sentence,
    };
  });
}

/**
 * Plain statements first (no question, hedge or small talk, 8–40 words, whole); when a transcript has too
 * few of those, lines of talk that are still neither questions nor hedges; hedges only as a last resort,
 * and questions never.
 */
/**
 * The eligible sentences TextRank did not see (a long episode has many more than its bounded candidate
 * set), scored by closeness to the centroid alone and so below any ranked one: where a long episode's
 * ranked sentences hold too few claims that stand alone, its others may.
 */
function widerCandidates(
  pool: Sentence[],
  scored: Scored[],
  vectors: SparseVector[],
  dims: number,
): Scored[] {
  const seen = new Set(scored.map((c) => c.id));
  const rest = pool.filter((s) => !seen.has(s.index));
  if (rest.length === 0) return [];
  const center = centroid(vectors, dims);
  const closeness = rest.map((s) => dotDense(vectors[s.index] as SparseVector, center));
  const max = Math.max(1e-9, ...closeness);
  return rest.map((sentence, i) => ({
    id: sentence.index,
    score: 0.4 * ((closeness[i] ?? 0) / max),
    vector: vectors[sentence.index] as SparseVector,
    sentence,
  }));
}

function pickLearnings(
  scored: Scored[],
  count: number,
  names: RegExp | null,
  wider: Scored[],
  statesClaim: (s: Sentence) => boolean,
  broken: () => Scored[],
  supported: (s: Sentence) => boolean,
): Scored[] {
  // A lesson reads better stated generally than as the speaker's own story.
  const lessonLike = (c: Scored) => ({
    ...c,
    score:
      c.score *
      (takeaway.test(c.sentence.text) ? 1.25 : 1) *
      (/\b(?:I|I'm|I've|I'd|me|my)\b/.test(c.sentence.text) ? 0.6 : 1) *
      // The last resorts take talk only where nothing else is left.
      (isTalk(c.sentence.text) || leansOnPrevious(c.sentence.text) ? 0.3 : 1),
  });
  const fits = (c: Scored) => c.sentence.wordCount >= 8 && c.sentence.wordCount <= 40 && c.sentence.whole;
  // Tagging a sentence for garbling is the costly check: once per sentence, after the cheap ones.
  const garbled = new Map<number, boolean>();
  const isGarbledOnce = (c: Scored) => {
    let known = garbled.get(c.id);
    if (known === undefined) garbled.set(c.id, (known = isGarbled(c.sentence.text)));
    return known;
  };
  const alone = (c: Scored) =>
    carriesClaim(c.sentence.text) &&
    isSelfContained(c.sentence.text, names) &&
    !isGarbledOnce(c) &&
    statesClaim(c.sentence);
  const statement = (c: Scored) => fits(c) && isStatement(c.sentence.text);
  const brokenSource = lazy(broken);
  const stages: [Scored[] | { get: () => Scored[] }, (c: Scored) => boolean, number][] = [
    // A claim the speaker goes on to support first: its detail can go on from its title (ADR 247).
    [scored, (c) => statement(c) && alone(c) && supported(c.sentence), 0.45],
    [scored, (c) => statement(c) && alone(c), 0.45],
    [scored, (c) => c.sentence.wordCount >= 6 && c.sentence.wordCount <= 45 && alone(c), 0.6],
    [wider, (c) => statement(c) && alone(c), 0.45],
    // Before a claim that needs the line before, one that stands alone even if it is close to a pick.
    [wider, (c) => c.sentence.wordCount >= 6 && c.sentence.wordCount <= 45 && alone(c), 0.8],
    // A claim that stands alone in a line the transcript marked as broken (a restart elsewhere in the
    // turn), cleaned to read whole, beats any line of talk (issue 29).
    [brokenSource, (c) => c.sentence.wordCount <= 40 && alone(c) && !isTalkLine(c.sentence.text), 0.6],
    // A claim that stands alone but has no clause to title it by beats a line of talk: its opening words,
    // with their verb, are its title.
    [
      scored,
      (c) =>
        carriesClaim(c.sentence.text) &&
        isSelfContained(c.sentence.text, names) &&
        !isGarbledOnce(c) &&
        titlesByOpening(c.sentence.text),
      0.6,
    ],
    // The same among the readable lines the transcript marked broken, held to the summary's talk rules too.
    [
      brokenSource,
      (c) =>
        c.sentence.wordCount <= 40 &&
        carriesClaim(c.sentence.text) &&
        isSelfContained(c.sentence.text, names) &&
        !isGarbledOnce(c) &&
        !isTalkLine(c.sentence.text) &&
        titlesByOpening(c.sentence.text),
      0.6,
    ],
    [
      scored,
      (c) =>
        statement(c) &&
        !isGarbledOnce(c) &&
        !isTalk(c.sentence.text) &&
        !leansOnPrevious(c.sentence.text) &&
        !firstPersonSingular.test(c.sentence.text) &&
        statesClaim(c.sentence),
      0.45,
    ],
    [
      scored,
      (c) => c.sentence.wordCount >= 6 && !isQuestion(c.sentence.text) && !isHedged(c.sentence.text),
      0.6,
    ],
    [scored, (c) => c.sentence.wordCount >= 6 && !isQuestion(c.sentence.text), 0.6],
  ];
  const picks: Scored[] = [];
  for (const [stage, [source, accept, maxSimilarity]] of stages.entries()) {
    const from = Array.isArray(source) ? source : source.get();
    const pool = from
      .filter((c) => accept(c) && !picks.some((p) => p.id === c.id))
      .map(lessonLike)
      .sort(byScore);
    // Claims that stand alone may fill every place; the fallbacks only the fewest a report needs.
    const goal = stage < 4 ? count : learningBounds.min;
    const chosen = selectMmr(pool, {
      lambda: 0.65,
      maxSimilarity,
      alreadyChosen: picks.map((p) => p.vector),
      done: (selected) => picks.length + selected.length >= goal,
    });
    for (const pick of chosen) picks.push(pick);
    if (picks.length >= (stage < 3 ? count : learningBounds.min)) break;
  }
  return picks;
}

/** A line that sums up or settles something: what a summary's last part should end on. */
const concluding =
  /\b(?:so the|in the end|finally|decided|decide|agreed|agree on|conclusion|overall|the takeaway|the point is|that's why|that is why|next step|going forward|from now on|the answer is|the lesson)\b/i;
/** Two sentences the transcript ran together ("…the situation model - A. We should be clear."). */
const runTogether = /(?<!\b(?:Mr|Mrs|Ms|Dr|St|vs|etc))[.!?]\s+\p{Lu}\p{Ll}/u;
const firstPersonSingular = /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|[Mm]e|[Mm]y)\b/;

/**
 * The summary follows the episode (ADR 206): the opening line names who talks and what each main part
 * is about, in order; then each part gets words in proportion to its length, chosen for coverage of the
 * episode's terms not yet covered; the last part leans towards what was concluded. Passages are whole
 * sentences in transcript order, attributed only where the speaker matters.
 */
function writeSummary(
  sentences: Sentence[],
  scored: Scored[],
  space: ReturnType<typeof buildTermSpace>,
  used: Set<number>,
  totalWords: number,
  learningPicks: Scored[],
  chapters: readonly CreatorChapter[],
  names: RegExp | null,
  opening: string,
  named: boolean,
): string {
  const partCount = Math.min(4, Math.max(2, 1 + Math.round(totalWords / 4000)));
  const starts =
    chapterParts(
      sentences.map((s) => s.startSeconds),
      chapters,
      partCount,
    ) ?? topicParts(space.vectors, space.termIds.size, partCount);
  const partOf = (index: number) => {
    let k = 0;
    while (k + 1 < starts.length && (starts[k + 1] ?? Infinity) <= index) k++;
    return k;
  };
  const inPart = starts.map(() => [] as Scored[]);
  for (const c of scored) inPart[partOf(c.sentence.index)]?.push(c);

  const openingWords = opening.split(/\s+/).filter(Boolean).length;
  const target = Math.min(300, Math.max(summaryWords.min, Math.round(totalWords * 0.12)));

  const df = new Float64Array(space.idf.length);
  for (const v of space.vectors) for (const id of v.ids) df[id] = (df[id] ?? 0) + 1;
  // A term weighs as many sentences as use it: the episode's recurring subjects are what to cover.
  const weights = df;
  const centrality = new Map(scored.map((c) => [c.sentence.index, c.score]));
  const maxScore = Math.max(1e-9, ...scored.map((c) => c.score));
  const learningVectors = learningPicks.map((p) => p.vector);
  const lastPart = starts.length - 1;
  // Only scored sentences have a centrality, and a gain times zero never wins: the rest need no look.
  const toCandidates = (list: Sentence[]) =>
    list
      // A line of talk (an apology, a restart, a backchannel, a story or hedge opening it…) tells a
      // listener nothing about the episode (issue 29).
      .filter((s) => s.whole && !runTogether.test(s.text) && !used.has(s.index) && !isTalkLine(s.text))
      // Chat about the people in the room ("Tom is employee number 8") is no part of the episode's story.
      .filter((s) => !isGarbled(s.text) && !names?.test(s.text))
      .map((s) => {
        const vector = space.vectors[s.index] as SparseVector;
        const part = partOf(s.index);
        // A hedge ("I think it's kind of…") says less than a statement; a speaker's own story tells the
        // episode less than a point made; the last part ends on what was settled.
        const weight =
          (isHedged(s.text) ? 0.6 : 1) *
          (isTalk(s.text) ? 0.25 : 1) *
          (leansOnPrevious(s.text) ? 0.7 : 1) *
          (firstPersonSingular.test(s.text) ? 0.75 : 1) *
          (part === lastPart && concluding.test(s.text) ? 1.4 : 1);
        return {
          part,
          index: s.index,
          terms: vector.ids,
          cost: s.wordCount,
          score: ((centrality.get(s.index) ?? 0) / maxScore) * weight,
          vector,
        };
      })
      .filter((c) => learningVectors.every((v) => cosine(c.vector, v) < 0.8));
  const candidates = toCandidates(scored.map((c) => c.sentence));
  // A summary is read: sentences in the written register first, then those whose only sign of speech is
  // a general "we" or "you", and lines of speech only when the episode has too little else (ADR 219).
  const registers = new Map(
    candidates.map((c) => [c.index, registerOf((sentences[c.index] as Sentence).text)]),
  );
  // A long episode has far more written sentences than TextRank ranks: those it did not see join the
  // written ones, scored by closeness to the centroid alone, below any ranked sentence.
  const ranked = new Set(scored.map((c) => c.sentence.index));
  const unranked = eligibleSentences(sentences).filter(
    (s) => !ranked.has(s.index) && s.wordCount <= 40 && registerOf(s.text) === 'written',
  );
  if (unranked.length > 0) {
    const center = centroid(space.vectors, space.termIds.size);
    const closeness = (s: Sentence) => Math.max(0, dotDense(space.vectors[s.index] as SparseVector, center));
    const maxCloseness = Math.max(1e-9, ...unranked.map(closeness));
    for (const s of unranked) centrality.set(s.index, (closeness(s) / maxCloseness) * 0.5 * maxScore);
  }
  // The last resort's lines too, written first and speech last.
  const byRegister = <T extends { index: number }>(pool: T[]): T[][] => {
    const of = (c: T) => registerOf((sentences[c.index] as Sentence).text);
    return [pool.filter((c) => of(c) === 'written'), pool.filter((c) => of(c) !== 'spoken'), pool];
  };
  const written = [
    ...candidates.filter((c) => registers.get(c.index) === 'written'),
    ...toCandidates(unranked),
  ];
  const general = candidates.filter((c) => registers.get(c.index) !== 'spoken');
  // A short, talkative episode may hold too few whole lines that are no talk to fill the summary's
  // minimum: then its readable lines that the transcript marked broken (a restart elsewhere in the turn)
  // join, scored by closeness to the centroid alone, below any ranked sentence (issue 29, ADR 212).
  const lastResort = lazy(() => {
    const center = centroid(space.vectors, space.termIds.size);
    const closeness = (s: Sentence) => Math.max(0, dotDense(space.vectors[s.index] as SparseVector, center));
    const broken = readable(
      sentences,
      scored.map((c) => c.sentence),
      5,
    );
    const maxCloseness = Math.max(1e-9, ...broken.map(closeness));
    for (const s of broken) centrality.set(s.index, (closeness(s) / maxCloseness) * 0.5 * maxScore);
    return [...candidates, ...toCandidates(broken.map((s) => ({ ...s, whole: true })))];
  });

  const partWords = starts.map((from, k) =>
    sentences.slice(from, starts[k + 1] ?? sentences.length).reduce((n, s) => n + s.wordCount, 0),
  );
  // Room for the attributions a third of the sentences may carry.
  const budget = summaryWords.max - openingWords - 12;
  let picks: CoverageCandidate[] = [];
  // Very repetitive talk can leave too little at the strict similarity ceiling: relax it step by step.
  // At each step the written register fills the summary first; general "we"/"you" sentences, then lines
  // of speech, only top it up to its minimum length.
  const levels: [number, number, (CoverageCandidate & { part: number })[][]][] = [
    [0.5, 1, [written, general, candidates]],
    [0.7, 1.15, [written, general, candidates]],
    [0.9, 1.3, [written, general, candidates]],
  ];
  for (let level = 0; level <= levels.length; level++) {
    const [maxSimilarity, stretch, tiers] = levels[level] ?? [0.9, 1.3, byRegister(lastResort.get())];
    picks = [];
    const covered = new Set<number>();
    let spent = 0;
    for (const [tier, pool] of tiers.entries()) {
      if (tier > 0 && spent + openingWords >= summaryWords.min) break;
      const goal = tier === 0 ? target : summaryWords.min + 10;
      for (const [k, words] of partWords.entries()) {
        // The lower tiers only top the summary up to its minimum: once it is reached, no part takes more.
        const missing = tier === 0 ? Infinity : summaryWords.min - spent - openingWords;
        if (missing <= 0) break;
        const share = Math.round(((goal - openingWords) * stretch * words) / Math.max(1, totalWords));
        const inPart = picks.filter((p) => partOf(p.index) === k).reduce((n, p) => n + p.cost, 0);
        if (inPart >= share) continue;
        const chosen = selectByCoverage(
          pool.filter(
            (c) =>
              c.part === k &&
              picks.every((p) => p.index !== c.index && cosine(p.vector, c.vector) <= maxSimilarity),
          ),
          weights,
          // A part may run over its share by a little, never by a long sentence per part.
          {
            budget: Math.min(budget - spent, Math.round(share * 1.15) + 8 - inPart),
            target: Math.min(share - inPart, missing),
            maxSimilarity,
            covered,
          },
        );
        for (const c of chosen) {
          picks.push(c);
          spent += c.cost;
          for (const id of c.terms) covered.add(id);
        }
      }
    }
    if (spent + openingWords >= summaryWords.min) break;
  }

  for (const p of picks) used.add(p.index);
  const parts = starts
    .map((_, k) =>
      picks
        .filter((p) => partOf(p.index) === k)
        .map((p) => sentences[p.index] as Sentence)
        .sort((a, b) => a.index - b.index),
    )
    .filter((part) => part.length > 0);
  const attributedAt = chooseAttributions(parts, named, opening ? 1 : 0);
  return composeArc(opening, parts, attributedAt);
}

/** An opening that leaves the idea before for another one ("Changing gears a little, …"). */
const topicShift =
  /^(?:(?:changing|switching|shifting) (?:gears|topics?)|moving on|on another note|on a different note|speaking of|by the way|separately)\b/i;

/**
 * What surrounds a learning's claim in its turn (ADR 250, amending 247): up to two sentences that
 * follow it, else up to two that lead up to it as well. Each reads as prose: whole (or a caption line
 * that reads whole), no talk, question, sponsor or garbling, not in the spoken register, no pointer to a
 * line outside the learning. A lead-up must also be written (no "we" or "you" setting the scene) and
 * share a content word with the claim. Together long enough to carry a claim; null when nothing around
 * the claim reads so: the speaker moves on, hands over or only talks.
 */
function learningContext(
  head: Sentence,
  sentences: Sentence[],
  used: Set<number>,
  names: RegExp | null,
): Sentence[] | null {
  const subject = new Set(terms(head.text));
  const prose = (s: Sentence | undefined): s is Sentence =>
    s !== undefined &&
    s.turn === head.turn &&
    !used.has(s.index) &&
    // A caption line the transcript did not mark whole still serves when it reads whole on its own.
    (s.whole || (s.wordCount >= 8 && s.wordCount <= 40 && /^\p{Lu}/u.test(s.text) && /[.!]$/.test(s.text))) &&
    s.wordCount >= 6 &&
    !topicShift.test(s.text) &&
    !isHousekeeping(s.text) &&
    !hasProfanity(s.text) &&
    !isQuestion(s.text) &&
    !sponsorLine.test(s.text) &&
    !runTogether.test(s.text) &&
    registerOf(s.text) !== 'spoken' &&
    isSelfContained(s.text, names) &&
    !isTalkLine(s.text) &&
    !isGarbled(s.text);
  // What follows a claim in the same turn goes on from it; what leads up to it may be about something else.
  const onSubject = (s: Sentence) => terms(s.text).some((t) => subject.has(t));
  const run = (step: 1 | -1): Sentence[] => {
    const found: Sentence[] = [];
    let words = 0;
    for (let at = head.index + step; found.length < 2; at += step) {
      const s = sentences[at];
      if (
        !prose(s) ||
        (step < 0 && (!onSubject(s) || registerOf(s.text) !== 'written')) ||
        words + s.wordCount > 60
      )
        break;
      found.push(s);
      words += s.wordCount;
    }
    return step === 1 ? found : found.reverse();
  };
  const after = run(1);
  const carries = (list: Sentence[]) => list.length > 0 && carriesClaim(list.map((s) => s.text).join(' '));
  if (carries(after)) return after;
  const before = run(-1);
  const around = [...before, ...after];
  while (around.reduce((n, s) => n + s.wordCount, 0) > 60) around.shift();
  return carries(around) ? around : null;
}

/**
 * The title of a claim whose detail goes on from it (ADR 247): the whole sentence as a headline, else
 * its claim cut short when the cut still holds the claim; null when neither can carry it alone.
 */
function supportedTitle(
  head: Sentence,
  taken: Set<string>,
  speakers: string[],
  title = titleOf(head.text, new Set(), speakers),
): string | null {
  return (
    wholeClaimTitle(head.text, taken, speakers) ?? (title && holdsClaim(title, head.text) ? title : null)
  );
}

/**
 * Whether a title cut from its sentence still carries the claim alone: half or more of the sentence's
 * content words in it. "Canadians are appalled by disgraceful treatment" holds its sentence; "You are
 * sending JSON" of "The first is that in the REST world, you are sending JSON…" does not.
 */
function holdsClaim(title: string, sentence: string): boolean {
  const kept = new Set(lowerWords(title).filter(isContentWord));
  const said = lowerWords(sentence);
  const all = said.filter(isContentWord);
  // A verb's particle left behind ("bringing the community | together") cuts the claim mid-phrase.
  const last = lowerWords(title).at(-1);
  const after = said[said.lastIndexOf(last ?? '') + 1] ?? '';
  if (particle.test(after)) return false;
  return all.length > 0 && all.filter((w) => kept.has(w)).length * 2 >= all.length;
}

const particle = /^(?:together|up|out|down|off|back|away|over|apart|aside|along|around|through)$/;

/** A learning's sentence, plus up to two that directly continue it (same speaker, next in line). */
function learningPassage(
  sentence: Sentence,
  sentences: Sentence[],
  used: Set<number>,
  names: RegExp | null,
): Sentence[] {
  const parts = [sentence];
  let words = sentence.wordCount;
  for (let next = sentence.index + 1; parts.length < 3; next++) {
    const candidate = sentences[next];
    if (!candidate || candidate.turn !== sentence.turn || used.has(candidate.index)) break;
    if (!candidate.whole || !continuation.test(candidate.text) || isHousekeeping(candidate.text)) break;
    if (!isSelfContained(candidate.text, names, true)) break;
    // "That's right." adds nothing to a learning and reads as a fragment.
    if (candidate.wordCount < 5) break;
    if (hasProfanity(candidate.text) || words + candidate.wordCount > 70 || isQuestion(candidate.text)) break;
    parts.push(candidate);
    words += candidate.wordCount;
    used.add(candidate.index);
  }
  return parts;
}

/** Where a passage was said: its first sentence's start, its last sentence's end, its speaker. */
function moment(passage: Sentence[]): { start: number | null; end: number | null; speaker: string | null } {
  const first = passage[0];
  const last = passage.at(-1);
  return {
    start: first?.startSeconds ?? null,
    end: last?.endSeconds ?? null,
    speaker: first?.speaker ?? null,
  };
}

/** Up to three memorable first-person lines, attributed when the transcript names speakers. */
function pickQuotes(scored: Scored[], used: Set<number>): QuoteDraft[] | null {
  const pool = scored
    .filter(
      (c) =>
        !used.has(c.sentence.index) &&
        c.sentence.whole &&
        c.sentence.wordCount >= 8 &&
        c.sentence.wordCount <= 35,
    )
    .filter((c) => /\b(?:I|we|my|our|I'm|I've|we're)\b/.test(c.sentence.text) && !isQuestion(c.sentence.text))
    .sort(byScore);
  const picks = selectMmr(pool, { lambda: 0.7, maxSimilarity: 0.4, done: (chosen) => chosen.length >= 3 });
  if (picks.length === 0) return null;
  return picks
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((p) => {
      const { start, end } = moment([p.sentence]);
      return p.sentence.speaker
        ? { text: p.sentence.text, speaker: p.sentence.speaker, start, end }
        : { text: p.sentence.text, start, end };
    });
}
