import type { TermSpace } from './vectors';
import { isContentWord, stem } from './tokens';

const maxTitleWords = 6;
const maxTitleChars = 80;
const negations =
  /^(?:not|no|never|don't|don’t|doesn't|doesn’t|didn't|didn’t|can't|can’t|cannot|won't|won’t|isn't|isn’t|aren't|aren’t|shouldn't|shouldn’t|without|nobody|nothing)$/i;

/**
 * A short title for a key learning, taken from its own sentence: the contiguous phrase of two to six
 * words, starting and ending on content words and not crossing a comma, with the most weight per word.
 * "The biggest mistake new managers make is doing everything themselves" → "Biggest mistake new managers make"
 * is avoided by weighting idf and penalising length; short sentences are their own title.
 */
export function learningTitle(
  sentence: string,
  space: TermSpace,
  taken: Set<string>,
  speakers: string[] = [],
): string | null {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const bare = tokens.map((token) =>
    token.replace(/^[^\p{L}\p{N}]+|(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/gu, ''),
  );
  const names = new Set(
    speakers.flatMap((name) => name.toLowerCase().split(/\s+/)).filter((w) => isContentWord(w)),
  );
  const isName = (word: string) => names.has(word.toLowerCase());
  if (tokens.length <= 7 && !bare.some(isName) && isContentWord(bare.at(-1) ?? ''))
    return unique(trimEnd(sentence), taken);

  const weight = bare.map((word) => {
    if (!word || !isContentWord(word) || isName(word)) return 0;
    const id = space.termIds.get(stem(word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '')));
    return id === undefined ? 0.5 : (space.idf[id] ?? 0);
  });
  const breaksAfter = tokens.map((token) => /[,;:—–)]$|["”]$/.test(token));

  const spans: { from: number; to: number; score: number }[] = [];
  for (let from = 0; from < tokens.length; from++) {
    if ((weight[from] ?? 0) === 0) continue;
    let sum = 0;
    for (let to = from; to < Math.min(tokens.length, from + maxTitleWords); to++) {
      sum += weight[to] ?? 0;
      if (to > from && breaksAfter[to - 1]) break;
      if (isName(bare[to] ?? '')) break;
      if ((weight[to] ?? 0) === 0 || to === from) continue;
      spans.push({ from, to, score: sum / Math.pow(to - from + 1, 0.6) });
    }
  }
  spans.sort((a, b) => b.score - a.score || a.from - b.from || a.to - b.to);
  for (const span of spans) {
    // "don't feel guilty" must not lose its "don't": a negation right before the phrase joins it.
    const from = span.from > 0 && negations.test(bare[span.from - 1] ?? '') ? span.from - 1 : span.from;
    const phrase = bare.slice(from, span.to + 1).join(' ');
    const title = capitalise(phrase);
    if (!taken.has(title.toLowerCase()) && title.length <= maxTitleChars) {
      taken.add(title.toLowerCase());
      return title;
    }
  }
  return null;
}

/**
 * The last resort when a sentence has no phrase to name it: its opening words up to the last content
 * word within six ("Clear labels with pictures"), so the title never ends in "the" or "is".
 */
export function openingTitle(sentence: string, taken: Set<string>): string {
  const bare = sentence
    .split(/\s+/)
    .slice(0, maxTitleWords)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  while (bare.length > 2 && !isContentWord(bare.at(-1) ?? '')) bare.pop();
  return unique(capitalise(bare.join(' ')), taken);
}

function trimEnd(sentence: string): string {
  return capitalise(sentence.replace(/(?<![.!?…])[.!?…]+["'”’)]*$/, '').trim());
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function unique(title: string, taken: Set<string>): string {
  let candidate = title.slice(0, maxTitleChars);
  for (let n = 2; taken.has(candidate.toLowerCase()); n++)
    candidate = `${title.slice(0, maxTitleChars - 4)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
