import { summaryWords } from '../../shared/constants';
import type { TranscriptTurn } from '../transcripts/transcript';
import { buildChapters } from './chapters';
import { joinTerms, surfaceForms, titleCase, topPhrase, topTerms } from './keywords';
import { learningTitle } from './learning-title';
import { selectMmr, textRank, type MmrCandidate } from './rank';
import {
  learningBounds,
  readingTimeSeconds,
  SummarizerError,
  type KeyLearningDraft,
  type QuoteDraft,
  type ReportDraft,
} from './report-draft';
import { segmentTranscript, type Sentence } from './sentences';
import { buildTermSpace, centroid, cosine, dotDense, type SparseVector, type TermSpace } from './vectors';

/** TextRank is quadratic: it runs on at most this many candidates, spread over the whole episode. */
const maxCandidates = 240;
const sections = 8;

/** Housekeeping that is never the point of an episode: greetings, sponsors, calls to subscribe. */
const housekeeping =
  /\b(?:welcome (?:back )?to|thanks? (?:you )?(?:so much )?for (?:having|joining|listening|coming)|subscribe|sponsor(?:ed)?|promo code|patreon|rate and review|link in the (?:show notes|description)|see you next (?:time|week)|this episode is brought|my guest (?:today )?is|joining me (?:today|now)|i'm your host|that(?:'s| is) (?:it|all) for (?:today|this week|this episode))\b/i;
/** Sentences that state a lesson read well as key learnings. */
const takeaway =
  /\b(?:should|need to|have to|must|the key|important|the (?:biggest|main|real|first) (?:lesson|thing|mistake|reason)|lesson|what matters|the trick|the secret|instead of|rule of thumb|make sure|remember|never|always|because|the reason|means that|turns out)\b/i;
/** A host steering the conversation ("Let's talk about…", "Explain…") introduces a point, it does not make one. */
const prompt =
  /^(?:let's|let us|tell (?:us|me)|explain|walk (?:us|me) through|can you|could you|what about|how about|talk (?:us|me) through)\b/i;
/** A sentence that leans on the one before it ("That is why…") reads as its continuation. */
const continuation =
  /^(?:that|this|it|which|so|because|and that|that's|this is|it's|in other words|for example)\b/i;

export interface ExtractiveInput {
  turns: TranscriptTurn[];
  /** The episode's own title; a report keeps it unless the provider has a better one. */
  episodeTitle?: string | undefined;
}

interface Scored extends MmrCandidate {
  sentence: Sentence;
}

/**
 * The built-in provider: offline and deterministic. Sentences are scored by closeness to the document's
 * centroid (all of them, linear) and by TextRank (on a bounded candidate set), then picked with MMR so
 * the summary and the key learnings do not repeat each other. See docs/decisions/070.
 */
export function summarizeExtractive(input: ExtractiveInput): ReportDraft {
  const sentences = segmentTranscript(input.turns);
  const totalWords = sentences.reduce((sum, s) => sum + s.wordCount, 0);
  const space = buildTermSpace(sentences.map((s) => s.text));
  const dims = space.termIds.size;
  if (sentences.length < learningBounds.min + 1 || totalWords < 60 || dims === 0) {
    throw new SummarizerError(
      'The transcript is too short to summarize: it needs at least a few full sentences (about 100 words).',
    );
  }

  const scored = scoreSentences(sentences, space.vectors, dims);
  const surface = surfaceForms(sentences);

  // Key learnings first: the strongest, most lesson-like points, all different from each other.
  const learningCount = Math.min(
    learningBounds.max,
    Math.max(learningBounds.min, 3 + Math.floor(totalWords / 2500)),
  );
  const learningPool = scored
    .map((c) => ({ ...c, score: c.score * (takeaway.test(c.sentence.text) ? 1.25 : 1) }))
    .sort(byScore);
  const learningPicks = selectMmr(learningPool, {
    lambda: 0.65,
    maxSimilarity: 0.45,
    done: (chosen) => chosen.length >= learningCount,
  });
  if (learningPicks.length < learningBounds.min) {
    throw new SummarizerError(
      'The transcript is too repetitive or too short to find three distinct key learnings.',
    );
  }
  const used = new Set<number>();
  const titles = new Set<string>();
  const keyLearnings: KeyLearningDraft[] = learningPicks
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((pick) => {
      used.add(pick.sentence.index);
      const passage = learningPassage(pick.sentence, sentences, used);
      return {
        title: learningTitle(pick.sentence.text, space, titles),
        detail: passage.map((s) => s.text).join(' '),
        ...moment(passage),
      };
    });

  // The summary: the best remaining sentences up to the word budget, read in transcript order.
  const target = Math.min(300, Math.max(summaryWords.min, Math.round(totalWords * 0.12)));
  let budget = 0;
  // A sentence that says what a key learning already says (the same line said twice) stays out.
  const learningVectors = learningPicks.map((p) => p.vector);
  const summaryPool = scored
    .filter((c) => !used.has(c.sentence.index) && learningVectors.every((v) => cosine(c.vector, v) < 0.8))
    .sort(byScore);
  // Repetitive talk can leave too few distinct sentences at the strict threshold: relax it step by step,
  // but never far enough to let the same line in twice.
  const summaryPicks: Scored[] = [];
  for (const maxSimilarity of [0.5, 0.7, 0.9]) {
    summaryPicks.push(
      ...selectMmr(
        summaryPool.filter((c) => !used.has(c.sentence.index)),
        {
          lambda: 0.7,
          maxSimilarity,
          alreadyChosen: summaryPicks.map((p) => p.vector),
          accept: (c) => {
            const s = c.sentence;
            if (budget + s.wordCount > summaryWords.max) return false;
            budget += s.wordCount;
            used.add(s.index);
            return true;
          },
          done: () => budget >= target,
        },
      ),
    );
    if (budget >= summaryWords.min || budget >= target) break;
  }
  const summary = paragraphs(summaryPicks.map((p) => p.sentence).sort((a, b) => a.index - b.index));

  const quotes = pickQuotes(scored, used);
  const title = input.episodeTitle?.trim() || documentTitle(sentences, space, surface);

  return {
    title,
    summary,
    keyLearnings,
    chapters: buildChapters(sentences, space, surface),
    quotes,
    readingTimeSeconds: readingTimeSeconds(summary, keyLearnings),
  };
}

/** The phrase the episode keeps coming back to ("emergency fund"), else its three heaviest terms. */
function documentTitle(sentences: Sentence[], space: TermSpace, surface: Map<string, string>): string {
  const phrase = topPhrase(sentences);
  if (phrase) return titleCase(phrase);
  return titleCase(
    joinTerms(
      topTerms(
        space,
        sentences.map((s) => s.index),
        3,
      ).map((t) => surface.get(t) ?? t),
    ),
  );
}

function byScore(a: MmrCandidate, b: MmrCandidate): number {
  return b.score - a.score || a.id - b.id;
}

/**
 * Centroid closeness for every sentence (linear), then TextRank on the best few per section of the
 * episode, so a long transcript stays fast and the summary still covers beginning, middle and end.
 */
function scoreSentences(sentences: Sentence[], vectors: SparseVector[], dims: number): Scored[] {
  const center = centroid(vectors, dims);
  const eligible = sentences.filter(
    (s) => s.wordCount >= 6 && s.wordCount <= 50 && !housekeeping.test(s.text),
  );
  const pool = eligible.length >= 8 ? eligible : sentences.filter((s) => s.wordCount >= 4);
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
    candidates.push(...inSection.slice(0, perSection));
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
    const question = sentence.text.endsWith('?') || prompt.test(sentence.text) ? 0.5 : 1;
    return {
      id: sentence.index,
      score: base * length * question,
      vector: candidateVectors[i] as SparseVector,
      sentence,
    };
  });
}

/** A learning's sentence, plus up to two that directly continue it (same speaker, next in line). */
function learningPassage(sentence: Sentence, sentences: Sentence[], used: Set<number>): Sentence[] {
  const parts = [sentence];
  let words = sentence.wordCount;
  for (let next = sentence.index + 1; parts.length < 3; next++) {
    const candidate = sentences[next];
    if (!candidate || candidate.turn !== sentence.turn || used.has(candidate.index)) break;
    if (!continuation.test(candidate.text) || housekeeping.test(candidate.text)) break;
    if (words + candidate.wordCount > 70 || candidate.text.endsWith('?')) break;
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

/** Sentences in transcript order, as one to three paragraphs. */
function paragraphs(picked: Sentence[]): string {
  const count = picked.length <= 3 ? 1 : picked.length <= 7 ? 2 : 3;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((picked.length * k) / count);
    const to = Math.floor((picked.length * (k + 1)) / count);
    const text = picked
      .slice(from, to)
      .map((s) => s.text)
      .join(' ');
    if (text) out.push(text);
  }
  return out.join('\n\n');
}

/** Up to three memorable first-person lines, attributed when the transcript names speakers. */
function pickQuotes(scored: Scored[], used: Set<number>): QuoteDraft[] | null {
  const pool = scored
    .filter((c) => !used.has(c.sentence.index) && c.sentence.wordCount >= 8 && c.sentence.wordCount <= 35)
    .filter(
      (c) => /\b(?:I|we|my|our|I'm|I've|we're)\b/.test(c.sentence.text) && !c.sentence.text.endsWith('?'),
    )
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
