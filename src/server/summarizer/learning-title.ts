import { tagged } from './phrases';
import { isContentWord } from './tokens';

const maxTitleChars = 80;

type Token = { value: string; tag: string; space: string };

const maxClaimWords = 8;
/** Subjects a title cannot stand on: the referent of "it" or "they" was in the conversation. */
const generalSubjects = /^(?:you|we|everybody|everyone|anybody|anyone|nobody|people|one)$/i;
const nounLike = new Set(['NOUN', 'PROPN', 'NUM']);
const verbLike = new Set(['VERB', 'AUX']);
/** What a claim says of its subject: "…is cheap", "…has got that option". */
const claimEnds = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ']);
/** Subordinate clauses set a scene ("If you run experiments, …"), the point is in the main clause. */
const subordinate =
  /^(?:if|when|whenever|once|because|although|though|while|unless|as|since|before|after|until|whether|so|and|but|or|then)$/i;
/** A clause may open with a phrase before its subject ("Unlike regular software you need…"). */
const openers =
  /^(?:unlike|for|in|with|without|at|on|by|from|now|well|also|just|basically|actually|obviously)$/i;

/**
 * A key learning's title that states its claim: the sentence's main clause cut to a few words, subject
 * and verb first ("Podcast index is the largest directory of podcasts", "Don't feel guilty about skipping
 * a week"). Null when the sentence has no clause a reader could take alone: no verb, a subject that is a
 * pronoun standing for something said before ("It", "They"), a speaker's name, or nothing left after the
 * verb.
 */
export function claimTitle(sentence: string, taken: Set<string>, speakers: string[] = []): string | null {
  const names = new Set(speakers.flatMap((name) => name.toLowerCase().split(/\s+/)).filter(isContentWord));
  for (const clause of clauses(tagged(sentence))) {
    const claim = claimSpan(clause);
    if (!claim) continue;
    const span = headline(claim);
    const text = joined(span);
    const wordList = text.split(/\s+/);
    if (wordList.length < 3 || wordList.some((w) => names.has(w.toLowerCase().replace(/['’]s$/, ''))))
      continue;
    const title = capitalise(text);
    if (title.length > maxTitleChars || taken.has(title.toLowerCase()) || isThinTitle(title)) continue;
    taken.add(title.toLowerCase());
    return title;
  }
  return null;
}

/**
 * A short sentence is its own claim ("Teletext has got that option as well" → "Teletext has got that
 * option"): at most eight words, a verb among them, trailing function words dropped. Null for a sentence
 * that opens on a pronoun standing for something said before, names a speaker, or has no verb.
 */
export function shortClaimTitle(
  sentence: string,
  taken: Set<string>,
  speakers: string[] = [],
): string | null {
  return shortTitle(sentence, taken, speakers, false);
}

/**
 * The whole sentence as its headline, for a learning whose detail goes on from its title rather than
 * restating it (ADR 247): the title then carries the claim alone, so nothing of it may be cut. Like
 * `shortClaimTitle`, but the eight words are counted after the headline drops "the" and colouring
 * adverbs, and a comma inside stays ("Idea is to offer support, but with conditions"). Null when the
 * headline would be longer, or the sentence opens on a pronoun standing for something said before.
 */
export function wholeClaimTitle(
  sentence: string,
  taken: Set<string>,
  speakers: string[] = [],
): string | null {
  return shortTitle(sentence, taken, speakers, true);
}

function shortTitle(sentence: string, taken: Set<string>, speakers: string[], whole: boolean): string | null {
  const kept = (t: Token) =>
    t.tag !== 'PUNCT' || t.value === "'" || t.value === '’' || (whole && t.value === ',');
  const tokens = tagged(sentence).filter(kept);
  const wordCount = (list: Token[]) => list.filter((t) => t.tag !== 'PUNCT').length;
  if (tokens.length === 0 || (!whole && tokens.length > maxClaimWords)) return null;
  if (whole && wordCount(tokens) > maxClaimWords + 3) return null;
  const first = tokens[0] as Token;
  if (first.tag === 'PRON' && !generalSubjects.test(first.value)) return null;
  if (
    subordinate.test(first.value) ||
    /^(?:this|that|these|those|no|yes|yeah|well|oh|okay|one)$/i.test(first.value)
  )
    return null;
  if (!tokens.some((t) => verbLike.has(t.tag))) return null;
  const names = new Set(speakers.flatMap((name) => name.toLowerCase().split(/\s+/)).filter(isContentWord));
  if (tokens.some((t) => names.has(t.value.toLowerCase()))) return null;
  let end = tokens.length - 1;
  while (end > 0 && (!isContentWord(tokens[end]?.value ?? '') || tokens[end]?.tag === 'AUX')) end--;
  const span = headline(tokens.slice(0, end + 1));
  if (whole && wordCount(span) > maxClaimWords) return null;
  // What is left must still say something: a subject and its verb, or an imperative and its object.
  const verbAt = span.findIndex((t) => verbLike.has(t.tag));
  if (span.length < 3 || verbAt < 0 || !span.slice(verbAt + 1).some((t) => claimEnds.has(t.tag))) return null;
  const title = capitalise(joined(span));
  if (title.length > maxTitleChars || taken.has(title.toLowerCase()) || isThinTitle(title)) return null;
  taken.add(title.toLowerCase());
  return title;
}

/** Words a headline leaves out: "the" (and an opening "a"), and adverbs that only colour the claim. */
const article = /^(?:the|a|an)$/i;
const colouring =
  /^(?:really|just|actually|basically|very|pretty|quite|certainly|definitely|literally|obviously|simply|totally|absolutely|truly|super|essentially|incredibly|extremely|hugely|highly|entirely|completely)$/i;
/** Verbs that say what someone has or knows, not what to do: "You need theory" is no order. */
const stative =
  /^(?:need|needs|want|wants|have|has|had|got|get|know|knew|see|saw|think|thought|feel|felt|like|mean|find|found|needed|wanted|became|become|were|was|are|is|can|could|would|will|might|must|should)$/i;
const negation = /^(?:not|n't|n’t|never)$/i;
/** Contractions a written title spells out (the unambiguous ones: "'s" may be "is" or "has"). */
const spelledOut: Record<string, string> = {
  "'re": 'are',
  '’re': 'are',
  "'ve": 'have',
  '’ve': 'have',
  "'ll": 'will',
  '’ll': 'will',
};
/** "You have to…", "We need to…", "You should…": advice, which a headline gives as an order. */
const adviceSubject = /^(?:you|we|one|people)$/i;
const adviceModal = /^(?:should|must|need|needs|have|has|got|ought)$/i;

/**
 * The claim as a headline (ADR 219): its own few words rather than the sentence's opening ones.
 * Articles and colouring adverbs go ("The data is actually the key" → "Data is key"), and advice given
 * to a general "you" or "we" becomes an order ("You have to version the metadata" → "Version
 * metadata"). What would leave fewer than three words, or lose the verb, stays as it was.
 */
function headline(span: Token[]): Token[] {
  const plain: Token[] = [];
  for (const [i, t] of span.entries()) {
    const next = span[i + 1];
    const previous = span[i - 1];
    // "The" goes everywhere, "a" and "an" only opening the title: "skipping a week" keeps its article.
    if (article.test(t.value) && t.tag === 'DET' && (i === 0 || /^the$/i.test(t.value))) {
      if (/^(?:lot|few|bit|little|couple)$/i.test(next?.value ?? '')) plain.push(t);
      continue;
    }
    // "into that config file" → "into config file": a headline points at nothing said before it.
    if (
      /^(?:this|that|these|those)$/i.test(t.value) &&
      t.tag === 'DET' &&
      i > 0 &&
      ['NOUN', 'ADJ', 'PROPN'].includes(next?.tag ?? '')
    )
      continue;
    // "not just the files" is not "not the files": an adverb after a negation stays.
    if (colouring.test(t.value) && t.tag === 'ADV' && !negation.test(previous?.value ?? '')) continue;
    // "realized that they…" → "realized they…": the complementiser a headline leaves out.
    const clauseFollows =
      ['PRON', 'PROPN', 'NOUN', 'DET', 'NUM'].includes(next?.tag ?? '') &&
      span.slice(i + 2, i + 5).some((later) => verbLike.has(later.tag));
    if (/^that$/i.test(t.value) && previous && verbLike.has(previous.tag) && clauseFollows) continue;
    // "have realized" → "realized": the perfect a headline gives as the past.
    const perfect = /^(?:have|has|'ve|’ve)$/i.test(t.value) && t.tag === 'AUX';
    if (perfect && next?.tag === 'VERB' && /^\p{Ll}+(?:ed|en)$/u.test(next.value)) continue;
    const spelled = spelledOut[t.value.toLowerCase()];
    plain.push(spelled ? { ...t, value: spelled, space: ' ' } : t);
  }
  let tokens = plain;
  const [first, modal] = plain;
  if (first && modal && adviceSubject.test(first.value) && adviceModal.test(modal.value)) {
    // "have to", "need to", "got to", "ought to" take their "to"; "should" and "must" none.
    const needsTo = /^(?:have|has|need|needs|got|ought)$/i.test(modal.value);
    const at = needsTo ? (/^to$/i.test(plain[2]?.value ?? '') ? 3 : -1) : 2;
    const verb = at > 0 ? plain[at] : undefined;
    // "You shouldn't be…" is no order: a negation after the modal ("n't", "not") keeps the sentence.
    if (
      verb &&
      /^\p{Ll}/u.test(verb.value) &&
      !['DET', 'PRON', 'ADP', 'AUX', 'PART'].includes(verb.tag) &&
      !negation.test(verb.value) &&
      plain.length - at >= 2
    )
      tokens = [{ ...verb, tag: 'VERB', value: capitaliseWord(verb.value) }, ...plain.slice(at + 1)];
  }
  // "You create the outlines…", said to anyone, is the order "Create outlines…".
  const [you, verb] = tokens;
  if (
    you &&
    verb &&
    /^you$/i.test(you.value) &&
    verb.tag === 'VERB' &&
    !stative.test(verb.value) &&
    !tokens.slice(2).some((t) => /^you$/i.test(t.value))
  )
    tokens = tokens.slice(1);
  const says = (list: Token[]) =>
    list.filter((t) => t.space !== '' || t === list[0]).length >= 3 && list.some((t) => verbLike.has(t.tag));
  const chosen = says(tokens) ? tokens : says(plain) ? plain : span;
  const [head, ...rest] = chosen;
  return head ? [{ ...head, value: capitaliseWord(head.value) }, ...rest] : chosen;
}

function capitaliseWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The sentence's clauses, split at punctuation, without the scene-setting lead-ins. */
function clauses(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    // A hyphen inside a word ("off-rolled", "London-based") joins it; one between spaces is a pause.
    const innerHyphen = token.value === '-' && token.space === '';
    if (token.tag === 'PUNCT' && !innerHyphen && /^[,;:—–-]$|^\.\.\.$/.test(token.value)) {
      if (current.length > 0) out.push(current);
      current = [];
    } else if (token.tag !== 'PUNCT' || innerHyphen || token.value === "'" || token.value === '’')
      current.push(token);
  }
  if (current.length > 0) out.push(current);
  return out.filter((c) => !subordinate.test(c[0]?.value ?? ''));
}

/** Subject, verb group and the start of what follows, within the word limit and ending on a content word. */
function claimSpan(clause: Token[]): Token[] | null {
  let from = 0;
  // A lead-in inside the clause ("Unlike regular software you need…") ends where the subject starts.
  // An order opens on the verb's plain form: "-ing" and "-ed" forms ("based decision nodes") are not one.
  const imperative = (i: number) =>
    (clause[i]?.tag === 'VERB' &&
      !/ing$/i.test(clause[i]?.value ?? '') &&
      !pastForm(clause[i]?.value ?? '')) ||
    (/^(?:do|never|always|don't|don’t)$/i.test(clause[i]?.value ?? '') &&
      clause.slice(i + 1, i + 3).some((t) => t.tag === 'VERB'));
  let verb = -1;
  if (imperative(0)) verb = 0;
  else {
    for (let i = 1; i < clause.length; i++) {
      const token = clause[i] as Token;
      if (!verbLike.has(token.tag)) continue;
      let head = i - 1;
      while (head >= 0 && (clause[head]?.tag === 'ADV' || clause[head]?.tag === 'PART')) head--;
      const subject = clause[head];
      if (!subject) break;
      if (subject.tag === 'PRON') {
        if (!generalSubjects.test(subject.value)) return null;
        from = head;
      } else if (nounLike.has(subject.tag)) {
        from = head;
        // Back over the noun phrase: "the largest podcast index", "everybody's podcast", "percent of the users".
        while (from > 0) {
          const before = clause[from - 1] as Token;
          const ofChain =
            before.value.toLowerCase() === 'of' && from > 1 && nounLike.has(clause[from - 2]?.tag ?? '');
          if (
            ['NOUN', 'PROPN', 'ADJ', 'NUM', 'DET', 'PART'].includes(before.tag) ||
            ofChain ||
            (before.tag === 'PRON' && clause[from]?.tag === 'PART')
          ) {
            from--;
            if (ofChain) from--;
          } else break;
        }
        // The noun phrase of a preposition is not the subject ("a member at Python Discord is…").
        if (from > 0 && clause[from - 1]?.tag === 'ADP' && !openers.test(clause[0]?.value ?? '')) return null;
      } else return null;
      verb = i;
      break;
    }
  }
  if (verb < 0) return null;
  // The subject opens the clause, or follows an opening phrase with no verb in it: a subject found after
  // "that you can do is…" belongs to a relative clause, not to the claim.
  if (from > 0) {
    const before = clause.slice(0, from);
    if (
      !openers.test(clause[0]?.value ?? '') ||
      before.some((t) => verbLike.has(t.tag) || t.tag === 'SCONJ' || t.tag === 'PRON')
    )
      return null;
  }
  // A headline drops the leading article; a subject of more than six words is no headline's.
  if (/^(?:the|a|an)$/i.test(clause[from]?.value ?? '') && from < verb - 1) from++;
  if (verb - from > 6) return null;
  const span = clause.slice(from);
  const wordsBefore = (k: number) =>
    span.slice(0, k + 1).filter((t) => t.space !== '' || t === span[0]).length;
  let end = span.length - 1;
  while (end > 0 && wordsBefore(end) > maxClaimWords) end--;
  const verbAt = verb - from;
  const endsWell = (k: number) => {
    const token = span[k] as Token;
    const next = span[k + 1];
    if (!isContentWord(token.value) || token.tag === 'AUX' || token.tag === 'PART') return false;
    // "a bunch", "a lot": the claim is in what they are of.
    if (partitive.test(token.value) || kindOf.test(token.value)) return false;
    // "able to", "want to": the claim goes on.
    if (next?.tag === 'PART' && next.value.toLowerCase() === 'to') return false;
    // A noun that is the subject of what follows ("make sure that data goes…") does not end the claim.
    if (nounLike.has(token.tag)) return !next || (!nounLike.has(next.tag) && !verbLike.has(next.tag));
    // A verb, adjective or adverb ends the claim only where the clause ends: "we will ensure" and
    // "is hugely" leave out what was ensured or how it is.
    return ['ADJ', 'VERB', 'ADV'].includes(token.tag) && (!next || next.tag === 'CCONJ');
  };
  while (end > verbAt && !endsWell(end)) end--;
  // A clause the verb introduces ("make sure that Canadians…") must keep its own verb, or go.
  const opens = span.findIndex(
    (t, k) => k > verbAt && k <= end && (t.tag === 'SCONJ' || /^(?:that|whether)$/i.test(t.value)),
  );
  if (opens > 0 && !span.slice(opens + 1, end + 1).some((t) => verbLike.has(t.tag))) {
    end = opens - 1;
    while (end > verbAt && !endsWell(end)) end--;
  }
  // The claim is in what follows the verb: "Users find" says nothing yet.
  if (end <= verbAt) return null;
  return span.slice(0, end + 1);
}

/**
 * The last resort when a sentence has no clause to cut a claim from: a sentence of eight words or fewer
 * whole, else its opening words up to the last content word within eight, so the title never ends in
 * "the" or "is".
 */
export function openingTitle(sentence: string, taken: Set<string>): string {
  // A short sentence is its own title, full stop and all: "Use all the ones at the same time."
  const whole = sentence.trim();
  const last = tagged(whole)
    .filter((t) => t.tag !== 'PUNCT')
    .at(-1);
  const endsWell = ['NOUN', 'PROPN', 'NUM', 'ADJ', 'VERB', 'ADV'].includes(last?.tag ?? '');
  if (endsWell && whole.split(/\s+/).length <= maxClaimWords && whole.length <= maxTitleChars)
    return unique(capitalise(whole), taken);
  const tokens = tagged(sentence)
    .filter((t) => t.tag !== 'PUNCT')
    .slice(0, maxClaimWords);
  while (tokens.length > 1 && !isContentWord(tokens.at(-1)?.value ?? '')) tokens.pop();
  return unique(capitalise(joined(tokens)), taken);
}

/**
 * Whether a title says something: a verb among its words by the part-of-speech tagger, or an imperative
 * first word. The tagger reads a capitalised first word as a name ("Use all the ones…"), so that word is
 * tried as the verb of "you …".
 */
export function hasVerb(title: string): boolean {
  if (tagged(title).some((t) => verbLike.has(t.tag))) return true;
  const opening = title.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  return tagged(`You ${opening}`)[1]?.tag === 'VERB';
}

/**
 * Whether a line has a finite verb, the verb of a clause: an auxiliary, or a verb that is no infinitive
 * after "to" and no bare "-ing" form ("One of the things to praise Spark a bit." has none). A capitalised
 * first word is tried as an imperative, as in `hasVerb`.
 */
export function hasFiniteVerb(text: string): boolean {
  const tokens = tagged(text);
  const finite = (list: Token[], from: number) =>
    list.some(
      (t, i) =>
        i >= from &&
        (t.tag === 'AUX' ||
          (t.tag === 'VERB' &&
            list[i - 1]?.value.toLowerCase() !== 'to' &&
            !/ing$/i.test(t.value) &&
            // A capitalised word inside the line is a name the tagger took for a verb ("praise Spark").
            (i === 0 || !/^\p{Lu}/u.test(t.value)))),
    );
  if (finite(tokens, 0)) return true;
  const opening = text.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  const asYou = tagged(`You ${opening}`);
  // "Batch production of your episodes" opens a noun phrase, not an order: a bare noun and "of" follow.
  const nounPhrase = asYou[2]?.tag === 'NOUN' && asYou[3]?.value.toLowerCase() === 'of';
  return asYou[1]?.tag === 'VERB' && !/ing$/i.test(asYou[1].value) && !nounPhrase;
}

/** A past tense or participle ("based", "used"), not a plain form ending in "-ed" ("need", "embed"). */
function pastForm(word: string): boolean {
  return /\p{L}{2}ed$/iu.test(word) && !/eed$/i.test(word) && !/^(?:embed|shred)$/i.test(word);
}

/** Tokens back to text, spaced as they were ("that's", not "that 's"). */
function joined(tokens: Token[]): string {
  return tokens.map((t, i) => (i === 0 ? t.value : `${t.space ? ' ' : ''}${t.value}`)).join('');
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

/** Pointers in a title whose thing is not in it: "Make it work", "Teletext has that option". */
const titlePointer = /\b(?:it|them|this|these|those|he|she|him|her|that one|this one)\b/i;
const titleEndsOnPointer = /\b(?:this|that|these|those)\s+[\p{L}-]+$/iu;
/** Nouns of amount ("a bunch of", "a lot of"): a title that stops on one was cut before its "of". */
const partitive = /^(?:bunch|lot|lots|couple|number|bit|ton|tons|handful|amount|majority|plenty)$/i;
/** Nouns of kind ("a kind of", "a range of"): a title that ends on one was cut before its "of". */
const kindOf = /^(?:kind|sort|type|piece|pieces|part|range|variety|set|series)$/i;
const partitiveDeterminer =
  /^(?:a|an|the|this|that|these|those|my|your|our|their|his|her|its|some|any|each|every|no|one|two|three|few|many|much|several|whole|entire)$/i;

/**
 * A title too thin to state a claim (issue 29): fewer than three words, a pointer whose thing is not in
 * it, or a phrase of amount cut short or with its article lost ("Spark has bunch").
 */
export function isThinTitle(title: string): boolean {
  const list = title.replace(/[.!]$/, '').split(/\s+/).filter(Boolean);
  if (list.length < 3 || titlePointer.test(title) || titleEndsOnPointer.test(title.replace(/[.!]$/, '')))
    return true;
  // A title that stops on a function word ("…and let's") is cut mid-phrase.
  if (kindOf.test(list.at(-1) ?? '') || !isContentWord(list.at(-1) ?? '')) return true;
  return list.some((word, i) => {
    if (!partitive.test(word)) return false;
    return i === list.length - 1 || !partitiveDeterminer.test(list[i - 1] ?? '');
  });
}
