import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { stopWords } from './stop-words';

/**
 * Noun phrases by part of speech (wink-nlp with its English model, ADR 070): "forage diversity",
 * "the single biggest factor" → "single biggest factor". Titles and topics are made of these, so they are
 * phrases a writer would use, never word pairs cut from the middle of a sentence.
 */
type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;

/** The model takes ~0.1 s to load: once per process, on first use. */
function load(): Nlp {
  nlp ??= winkNLP(model, ['pos']);
  return nlp;
}

/** Words that make a phrase vague at its edge ("other", "whole"), beyond the stop words. */
const vague = new Set(
  `other whole same own biggest greatest largest smallest latest certain different various several many much few more most less least real actual basic
  general particular specific sure able new old big small large little huge long short high low main next last
  first second third single entire typical usual similar important interesting nice cool awesome amazing weird
  funny crazy stupid fine great good bad best better worse worst mhm um uh hmm oh wow yep yes yeah okay right
  sorry thank thanks hello hi bye gonna wanna gotta cause sir madam chair mr mrs ms dr problem problems question
  questions story stories meeting meetings job minute minutes idea ideas issue issues episode show podcast
  conversation discussion topic reason example answer answers sense fact hour hours second seconds day days week
  weeks year years morning afternoon evening folks person man woman everybody somebody member members case
  cases side sides end beginning stuff talk words word number numbers couple bunch`.split(/\s+/),
);

export interface Phrase {
  /** As it appears, e.g. "colony health". */
  text: string;
  /** Lower-case, for counting the same phrase across sentences. */
  key: string;
  words: number;
  /** Token positions in the sentence: first, and one past the last. */
  from: number;
  to: number;
}

/** Prepositions that join two noun phrases into one ("role of mental health", "support for families"). */
const joiners = new Set(['of', 'for', 'in', 'on', 'with', 'about', 'between']);
const determiners = new Set([
  'the',
  'a',
  'an',
  'their',
  'our',
  'your',
  'its',
  'his',
  'her',
  'this',
  'these',
  'those',
]);

const nounTags = new Set(['NOUN', 'PROPN']);
const chunkTags = new Set(['NOUN', 'PROPN', 'ADJ']);

/** The noun phrases of one sentence, in order: runs of adjectives and nouns that end on a noun. */
export function nounPhrases(text: string): Phrase[] {
  const its = load().its;
  const doc = load().readDoc(text);
  const values = doc.tokens().out(its.value);
  const tags = doc.tokens().out(its.pos);
  const out: Phrase[] = [];
  let run: string[] = [];
  let runTags: string[] = [];
  let start = 0;
  const flush = () => {
    let from = 0;
    let to = run.length;
    while (from < to && (vague.has(lower(run[from])) || stopWords.has(lower(run[from])))) from++;
    // The tagger sometimes calls "better" or "uniquely" a noun: a phrase never ends on those.
    const weakEnd = (w: string) => stopWords.has(w) || vague.has(w) || /ly$/.test(w);
    while (to > from && (!nounTags.has(runTags[to - 1] ?? '') || weakEnd(lower(run[to - 1])))) to--;
    const kept = run.slice(from, to);
    // A sentence's capital is not a name's: "Forage diversity matters" → "forage diversity".
    if (start + from === 0 && kept[0] && runTags[from] !== 'PROPN' && /^\p{Lu}\p{Ll}*$/u.test(kept[0]))
      kept[0] = kept[0].toLowerCase();
    if (kept.length > 0 && kept.length <= 5 && kept.every((w) => /^\p{L}[\p{L}\p{N}'’-]*$/u.test(w))) {
      const phrase = kept.join(' ');
      out.push({
        text: phrase,
        key: phrase.toLowerCase(),
        words: kept.length,
        from: start + from,
        to: start + to,
      });
    }
    run = [];
    runTags = [];
  };
  values.forEach((value, i) => {
    const tag = tags[i] ?? '';
    if (chunkTags.has(tag)) {
      if (run.length === 0) start = i;
      run.push(value);
      runTags.push(tag);
    } else flush();
  });
  flush();
  return [...out, ...joined(out, values)];
}

/** Two phrases with only a preposition (and a determiner) between them, as one: "cost of the systems". */
function joined(phrases: Phrase[], values: string[]): Phrase[] {
  const out: Phrase[] = [];
  for (let k = 0; k + 1 < phrases.length; k++) {
    const a = phrases[k] as Phrase;
    const b = phrases[k + 1] as Phrase;
    const between = values.slice(a.to, b.from).map(lower);
    const [joiner, determiner, ...rest] = between;
    if (!joiner || !joiners.has(joiner) || rest.length > 0) continue;
    if (determiner !== undefined && !determiners.has(determiner)) continue;
    const text = [a.text, ...values.slice(a.to, b.from), b.text].join(' ');
    const words = a.words + between.length + b.words;
    if (words <= 6) out.push({ text, key: text.toLowerCase(), words, from: a.from, to: b.to });
  }
  return out;
}

/**
 * A sentence's tokens with their parts of speech (universal tags: NOUN, VERB, AUX, PRON, PUNCT…) and
 * the space before each, so a run of tokens joins back into the words as written ("don't", not "do n't").
 */
export function tagged(text: string): { value: string; tag: string; space: string }[] {
  const its = load().its;
  const tokens = load().readDoc(text).tokens();
  const tags = tokens.out(its.pos);
  const spaces = tokens.out(its.precedingSpaces);
  return tokens.out(its.value).map((value, i) => ({ value, tag: tags[i] ?? '', space: spaces[i] ?? '' }));
}

function lower(word: string | undefined): string {
  return (word ?? '').toLowerCase().replace(/’/g, "'");
}

/**
 * Speech recognition garbles a sentence in ways grammar gives away: a determiner before a pronoun or verb
 * ("that the you get"), two conjunctions in a row ("so but"). Such a line is no key learning.
 */
export function isGarbled(text: string): boolean {
  const its = load().its;
  const doc = load().readDoc(text);
  const tags = doc.tokens().out(its.pos);
  const values = doc.tokens().out(its.value).map(lower);
  for (let i = 0; i + 1 < tags.length; i++) {
    const a = tags[i];
    const b = tags[i + 1];
    if (a === 'DET' && (b === 'PRON' || b === 'AUX' || b === 'CCONJ' || b === 'SCONJ' || b === 'PUNCT')) {
      // "that" and "this" stand alone as pronouns ("that is", "this, too"): only articles count.
      if (values[i] === 'the' || values[i] === 'a' || values[i] === 'an') return true;
    }
    if ((a === 'CCONJ' || a === 'SCONJ') && (b === 'CCONJ' || b === 'SCONJ') && values[i] !== values[i + 1])
      return true;
  }
  return false;
}
