import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { isAdCue } from '../ad-segments';
import { stopWords } from '../stop-words';
import { terms, words } from '../tokens';
import { shownSpeaker, type Passage } from './passages';

/**
 * The checks a model's text passes before it reaches a report (ADR 218). They need no model: each reads
 * the text against the passages it cites. A number or a name must be in them, a quotation must be said
 * there word for word, a speaker credited must be the one who said it, and the words of the text must be
 * the passages' words for the most part; no anonymous speaker label and no sponsor line passes at all.
 */

/** What the checks know of the episode beyond the cited passages. */
export interface GroundingContext {
  /** Lower-case words of the whole transcript: a capitalised word a sentence opens with is a name only if
   * the transcript never uses it in lower case. */
  vocabulary: ReadonlySet<string>;
  /** Names any text may use: the episode title's, the feed's people. Lower-case words. */
  knownNames: ReadonlySet<string>;
  /**
   * The names speakers give themselves ("I'm Ada Longmund, the project manager"), by speaker label:
   * where the label is a role, a credit to the name is a credit to the label. Lower-case words.
   */
  aliases: ReadonlyMap<string, ReadonlySet<string>>;
}

const selfIntroduction =
  /\b(?:I'm|I’m|I am|my name is|my name's|my name’s)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;

export function groundingContext(
  passages: readonly Passage[],
  episodeTitle: string,
  persons: readonly { name: string }[] = [],
): GroundingContext {
  const vocabulary = new Set<string>();
  for (const passage of passages)
    for (const word of words(passage.text)) if (word === word.toLowerCase()) vocabulary.add(word);
  const knownNames = new Set<string>();
  for (const text of [episodeTitle, ...persons.map((p) => p.name)])
    for (const word of words(text)) knownNames.add(word.toLowerCase());
  const aliases = new Map<string, Set<string>>();
  for (const passage of passages) {
    if (!passage.speaker) continue;
    for (const match of passage.text.matchAll(selfIntroduction)) {
      const words = aliases.get(passage.speaker) ?? new Set<string>();
      for (const word of (match[1] ?? '').toLowerCase().split(/\s+/)) words.add(word);
      aliases.set(passage.speaker, words);
    }
  }
  return { vocabulary, knownNames, aliases };
}

/** Why a text failed, in words the creator reads beside it. */
export type Problem = string;

/** A name is said when the passages have it, also in the singular ("APIs" where "API" was said). */
function isSaid(name: string, said: ReadonlySet<string>): boolean {
  return said.has(name) || (name.length > 3 && name.endsWith('s') && said.has(name.slice(0, -1)));
}

/** Share of a text's content terms its evidence must contain. */
const minSupport = 0.5;
/**
 * ...and when the text was re-anchored (it cited a wrong or unknown passage): a wrong citation already
 * says the text may not come from the transcript, so little beyond the passage's words may be added.
 */
export const minReanchoredSupport = 0.8;

/**
 * The first problem of a text given the passages it cites (and, for a report's sentence, the verified
 * points it cites), or null when it passes. `support: false` skips the content overlap (short titles).
 */
export function problemOf(
  text: string,
  cited: readonly Passage[],
  context: GroundingContext,
  options: { support?: boolean; points?: readonly string[]; minSupport?: number } = {},
): Problem | null {
  const label = anonymousLabelIn(text);
  if (label) return `it names a speaker by an anonymous label (“${label}”)`;
  if (isAdCue(text)) return 'it reads as a sponsor or housekeeping message';
  if (cited.length === 0) return 'it cites no passage of the transcript';
  const evidence = cited.map((p) => p.text).join('\n');
  const speakers = cited.map((p) => shownSpeaker(p.speaker)).filter((s): s is string => s !== null);

  const have = evidenceNumbers(evidence);
  for (const number of numbersIn(text))
    if (!have.has(number)) return `the number “${number}” is not in the passage it cites`;

  for (const credited of creditedSpeakers(text)) {
    // The name's last word ("Okafor" of "Idris Okafor", "Idris" alone) must be a word of the speaker's.
    const who = credited.toLowerCase().split(/\s+/).at(-1) ?? '';
    const known = cited.some((p) => {
      const speaker = shownSpeaker(p.speaker);
      if (!speaker || !p.speaker) return false;
      return (
        speaker.toLowerCase().split(/\s+/).includes(who) ||
        (context.aliases.get(p.speaker)?.has(who) ?? false)
      );
    });
    if (!known) {
      const actual = speakers[0];
      return actual
        ? `it credits ${credited}, but the passage it cites was said by ${actual}`
        : `it credits ${credited}, but the transcript does not say who spoke the passage it cites`;
    }
  }

  // Every word said, whole and in its hyphenated parts ("COVID-19" is said as "covid" too).
  const said = new Set(
    words([evidence, ...speakers].join(' ')).flatMap((w) => [
      w.toLowerCase(),
      ...w.toLowerCase().split(/['’-]/u),
    ]),
  );
  for (const name of namesIn(text, context))
    if (!isSaid(name.toLowerCase(), said) && !context.knownNames.has(name.toLowerCase()))
      return `the name “${name}” is not in the passage it cites`;

  for (const quotation of quotationsIn(text))
    if (!normalised(evidence).includes(normalised(quotation)))
      return 'the quotation is not what was said in the passage it cites';

  if (options.support !== false) {
    const base = [evidence, ...(options.points ?? [])].join('\n');
    if (support(text, base) < (options.minSupport ?? minSupport))
      return 'the passage it cites does not say this';
  }
  return null;
}

/** Share of the text's content terms found in the evidence (1 for a text with none). */
function support(text: string, evidence: string): number {
  const own = new Set(terms(text));
  if (own.size === 0) return 1;
  const have = new Set(terms(evidence));
  let shared = 0;
  for (const term of own) if (have.has(term)) shared++;
  return shared / own.size;
}

/** The passage of `candidates` whose words best support the text, or null when none does enough. */
export function bestSupport(text: string, candidates: readonly Passage[]): Passage | null {
  let best: Passage | null = null;
  let bestValue = minSupport - 1e-9;
  for (const passage of candidates) {
    const value = support(text, passage.text);
    if (value > bestValue) {
      best = passage;
      bestValue = value;
    }
  }
  return best;
}

const anonymousInText =
  /\b(?:SPEAKER[_ -]?\d{1,3}|spk[_ -]?\d{1,3}|(?:speaker|person|voice|participant)[ _-]?(?:\d{1,3}|[A-Z])\b)/iu;

function anonymousLabelIn(text: string): string | null {
  return anonymousInText.exec(text)?.[0] ?? null;
}

const numberWords: Record<string, number> = {
  zero: 0,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  half: 0.5,
  dozen: 12,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
  billion: 1_000_000_000,
};
/** "one" is more often a pronoun than a number: as a word it is read in the evidence, never required. */
const evidenceOnly: Record<string, number> = { one: 1, a: 1 };

/**
 * The numbers a text states, as canonical strings: digits ("1,000" → "1000", "3.5", "40%" → "40") and
 * number words ("twenty-five" → "25", "three hundred" → "300"). Read the same way in the evidence, so a
 * text may write "12" where the passage says "twelve".
 */
export function numbersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    let raw = match[0];
    // A thousands separator: "1,000", "12,500" (a decimal comma is kept as a decimal).
    if (/^\d{1,3}(?:,\d{3})+$/.test(raw)) raw = raw.replace(/,/g, '');
    raw = raw.replace(',', '.').replace(/\.$/, '');
    const value = Number(raw);
    if (Number.isFinite(value)) found.add(String(value));
  }
  const tokens = text.toLowerCase().split(/[^\p{L}]+/u);
  let value: number | null = null;
  let total = 0;
  const close = () => {
    if (value !== null) found.add(String(total + value));
    value = null;
    total = 0;
  };
  for (const token of tokens) {
    const n = numberWords[token];
    if (n === undefined) {
      close();
      continue;
    }
    if (n >= 100) {
      value = (value ?? 1) * n;
      if (n >= 1000) {
        total += value;
        value = 0;
      }
    } else value = (value ?? 0) + n;
    found.add(String(n));
  }
  close();
  found.delete('0');
  return found;
}

/** The numbers a passage states, where "one" and "a" count as 1 too ("a dozen", "one hive"). */
function evidenceNumbers(text: string): Set<string> {
  const found = numbersIn(text);
  for (const token of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const n = evidenceOnly[token];
    if (n !== undefined) found.add(String(n));
  }
  return found;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;
const load = (): Nlp => (nlp ??= winkNLP(model, ['pos']));

/**
 * The names a text uses: capitalised words inside a sentence (acronyms too), and a capitalised word that
 * opens one when the transcript never writes it in lower case and it is tagged a proper noun.
 */
export function namesIn(text: string, context: Pick<GroundingContext, 'vocabulary'>): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    if (!/^\p{Lu}/u.test(word) || word === 'I' || /^I['’]/u.test(word)) continue;
    const bare = word.replace(/['’]s$/u, '');
    const lower = bare.toLowerCase();
    if (stopWords.has(lower)) continue;
    const before = text.slice(0, match.index).trimEnd();
    const opens = before === '' || /[.!?:;"“”(\n—–-]$/u.test(before);
    if (opens) {
      // A capitalised word opening a sentence is a name when the transcript never writes it in lower
      // case and it opens a name of two words ("Maya Chen says…") or stays a proper noun in lower case.
      const rest = text.slice(match.index + word.length);
      const next = /^\s+(\p{Lu}[\p{L}'’-]*)/u.exec(rest)?.[1];
      const twoWords = next !== undefined && !stopWords.has(next.toLowerCase());
      if (context.vocabulary.has(lower) || !(twoWords || startsProperNoun(lower + rest))) continue;
    }
    for (const part of bare.split(/['’-]/u)) if (part.length >= 2 && /\p{L}/u.test(part)) names.push(part);
  }
  return names;
}

function startsProperNoun(rest: string): boolean {
  const doc = load().readDoc(rest.slice(0, 200));
  const tag = doc.tokens().itemAt(0)?.out(load().its.pos);
  return tag === 'PROPN';
}

/** Spans in quotation marks of at least three words: what the text claims was said verbatim. */
function quotationsIn(text: string): string[] {
  const spans: string[] = [];
  for (const match of text.matchAll(/[“"]([^”"]{3,600})[”"]/gu)) {
    const inner = match[1] ?? '';
    if (words(inner).length >= 3) spans.push(inner);
  }
  return spans;
}

/** Lower case, letters and digits only, single spaces: quotations compare on words, not punctuation. */
export function normalised(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/'/g, '')
    .trim()} `;
}

const creditVerbs = new Set(
  `say says said argue argues argued explain explains explained note notes noted recall recalls recalled think
  thinks believe believes believed tell tells told warn warns warned describe describes described admit admits
  admitted insist insists insisted suggest suggests suggested add adds added claim claims claimed remember
  remembers remembered recommend recommends recommended`.split(/\s+/),
);
const notPeople = new Set(['he', 'she', 'they', 'it', 'we', 'i', 'you', 'the', 'this', 'that', 'everyone']);
const capitalised = (word: string | undefined): word is string => word !== undefined && /^\p{Lu}/u.test(word);

/** Who a text says said something: "Maya says…", "according to Tom Reyes…". The last name part is kept. */
export function creditedSpeakers(text: string): string[] {
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)].map((m) => ({
    word: m[0],
    from: m.index,
    to: m.index + m[0].length,
  }));
  // Two words said together: nothing but spaces between them ("to EVE, describes" is no credit).
  const joined = (i: number) => {
    const a = tokens[i];
    const b = tokens[i + 1];
    return a !== undefined && b !== undefined && text.slice(a.to, b.from).trim() === '';
  };
  const word = (i: number) => tokens[i]?.word;
  const out: string[] = [];
  const add = (parts: string[]) => {
    const name = parts.map((p) => p.replace(/['’]s$/u, '')).filter((p) => !notPeople.has(p.toLowerCase()));
    // "The host says" is a role; a name is what is checked.
    if (name.length > 0 && !stopWords.has(name[0]?.toLowerCase() ?? '')) out.push(name.join(' '));
  };
  tokens.forEach(({ word: token }, i) => {
    const lower = token.toLowerCase();
    if (lower === 'according' && word(i + 1)?.toLowerCase() === 'to' && capitalised(word(i + 2))) {
      const two = capitalised(word(i + 3)) && joined(i + 2);
      add(two ? [word(i + 2) as string, word(i + 3) as string] : [word(i + 2) as string]);
    } else if (creditVerbs.has(lower) && capitalised(word(i - 1)) && joined(i - 1)) {
      const two = i >= 2 && capitalised(word(i - 2)) && joined(i - 2);
      add(two ? [word(i - 2) as string, word(i - 1) as string] : [word(i - 1) as string]);
    }
  });
  return out;
}
