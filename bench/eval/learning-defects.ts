/**
 * Detectors for what a reader takes away: a key learning must be a claim that makes sense without the
 * episode (not a line of talk, not the episode's own procedure or trivia about the people in it), and a
 * summary tells the episode rather than quoting it (at most one sentence in three attributed). Plain rules,
 * the same for any transcript; they read only the report and the names of the speakers.
 */
import { tagged } from '../../src/server/summarizer/phrases';
import type { Defect } from './defects';
import { sentencesOf, wordsOf } from './words-and-sentences';

const clip = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// --- talk-like learnings ----------------------------------------------------------------------------

/** The speaker telling their own story or state: "I don't…", "my team", "we were…". */
const firstPerson =
  /\b(?:with|to|for|join|of|from|about) us\b|\bus[.!]?$|\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/;
/** "We" telling what happened to them, not what anyone should do ("we were crushing our channel"). */
const weNarrating =
  /\b(?:we|we've|we’ve|we'd|we’d)\s+(?:(?:just|also|actually|really|even|ever|never|always|then|all|kind of|both|finally|eventually|\w+ly)\s+)?(?:were|was|did|had|got|went|started|ended|tried|noticed|found|made|decided|used|saw|thought|wanted|said|mentioned|talked|built|launched|ran|learned|spent|came|took|put|\w+[^e\W]ed)\b/i;
/**
 * The speaker's own group as the subject of the claim, perhaps after an opening phrase: "We have an
 * outreach team…", "In other words, we have a parity error.", "Our bot handles…" — their story, not a claim.
 * A "we" that gives advice ("we need to…", "we should…") is a claim.
 */
const weSubject =
  /^["“]?(?:[^,;]{0,80},\s*)?(?:(?:we|we're|we’re|we've|we’ve|we'd|we’d|we'll|we’ll)\b(?!\s+(?:need|should|must|have to|ought|can)\b)|our\b)/i;
/** The other speaker addressed about something they did or said ("You got into Python…"). */
const youNarrating =
  /\byou\s+(?:(?:just|also|actually|really|already)\s+)?(?:were|was|did|had|got|went|started|said|mentioned|told|asked|wrote|built|made|came|joined|worked)\b|\b(?:of|to|for|with|about|from|thank) you[.!]?$|\byou (?:mean|meant|know what)\b|\byou(?:'ll|’ll| will) (?:meet|hear)\b/i;
/** Doubt instead of a claim. */
const hedge =
  /\b(?:I think|we think|we feel|we believe|hopefully|I guess|I suppose|I believe|I feel like|I don['’]?t know|not sure|maybe|perhaps|probably|possibly|kind of|sort of|kinda|I would say|I['’]?d say|seems like|or something|or whatever|and stuff|stuff like that|things like that|I dunno|dunno)\b/i;
/** Speech that only fills a turn. */
const filler =
  /(?:^|[,.;]\s*)(?:yeah|yes|no|oh|okay|ok|well|um|uh|hmm|right|so|and|but|of course|you know|I mean|like|anyway|alright|exactly|absolutely|sure)\s*[,.!]|,\s*(?:you know|I mean)\b|\b(?:you know|I mean)\s*[,.!]|,\s*right[.!]?$|\blike,|,\s*like\b|\b(?:of|have|has|had|just|and|with|do|did|to) like\b|\b(?:is|was|it's|it’s) like (?:it|I|we|you|they|a|the)\b/i;
/** Openings that lean on the line before: a conjunction or a pronoun with nothing to refer to. */
const leaning =
  /^["“]?(?:and|but|or|so|because|then|also|which|well|yeah|oh|it|it's|it’s|this|that|that's|that’s|these|those|they|they're|they’re|them|he|she|his|her|their|there's|there’s|obviously|basically|actually|honestly|literally|anyway|like|in that case|in fact|first of all|again|otherwise|still|however|instead|plus|besides|after that|the other thing|another thing|the thing is|the main thing)\b/i;
/** Speech that starts over: "You have to The whole remote…", "Only for television On the market…". */
const restart =
  /\b\p{Ll}+\s+(?:The|An|It|This|That|We|They|So|And|But|Then|When|If|You|What|Only|On|In|Our|My|Yeah|Okay)\s+\p{Ll}/u;
/** Speech that stutters: "it is is", "your hone your" ("day to day" and "side by side" are English). */
const stutter =
  /\b(\p{L}+)\s+\1\b(?<!\b(?:that that|had had))|\b(\p{L}+)\s+(?!(?:by|to|after|for|and|or|upon|in|over)\b)\p{L}+\s+\2\b/iu;
/** A story told with a pronoun for its subject: "it was huge", "they were there". */
const pronounStory = /\b(?:it|they|that|this)\s+(?:was|were)\b/i;
/** A dependent clause with no main clause after it: "Because this solution is not working now." */
const dependentAlone =
  /^["“]?(?:if|when|whenever|because|although|though|while|unless|since|whereas|as long as)\b/i;
/** He or she with no one named: the referent was in the conversation. */
const thirdPerson = /\b(?:he|she|him|his|hers|he's|he’s|she's|she’s)\b/i;
const genericThirdPerson = /\b(?:he or she|his or her|him or her|she or he|her or his)\b/gi;

/**
 * A key learning that reads as a line of talk: a question, a hedge, first-person narration, a speaker
 * addressed, filler words, or an opening that needs the previous line (a conjunction, a pronoun). The
 * learning's first sentence is judged whole; a sentence that follows it may open with "It" or "That"
 * (it has its referent) but is otherwise held to the same rules.
 */
export function talkLikeLearning(detail: string): string | null {
  const sentences = sentencesOf(detail);
  for (const [i, sentence] of sentences.entries()) {
    const text = sentence.trim();
    if (/\?["”’)\]]*$/u.test(text)) return `a question: "${clip(text)}"`;
    const checks: [RegExp, string][] = [
      [hedge, 'a hedge'],
      [firstPerson, 'first-person narration'],
      [weNarrating, 'first-person narration'],
      [weSubject, 'first-person narration'],
      [youNarrating, 'a speaker addressed'],
      [filler, 'filler words'],
      [restart, 'speech that starts over'],
      [stutter, 'speech that stutters'],
      [pronounStory, 'a story without its subject'],
    ];
    if (i === 0) checks.push([leaning, 'leans on the line before']);
    if (dependentAlone.test(text) && !/[,;]|\bthen\b/i.test(text))
      return `a dependent clause alone: "${clip(text)}"`;
    for (const [rule, what] of checks) {
      const match = rule.exec(text);
      if (match) return `${what} "${match[0].trim()}": "${clip(text)}"`;
    }
    const third = thirdPerson.exec(text.replace(genericThirdPerson, ''));
    if (third) return `a pronoun without its referent "${third[0]}": "${clip(text)}"`;
  }
  return null;
}

// --- trivia and procedure ---------------------------------------------------------------------------

/**
 * The episode's own procedure: its game, its meeting, its schedule and housekeeping. Such a line is true
 * only inside the episode ("your team now controls the board", "we have twenty-five minutes for this").
 */
const procedure = new RegExp(
  [
    // the episode talking about itself
    String.raw`\b(?:this|today's|today’s|our|this week's|this week’s) (?:episode|show|podcast|meeting|call|session|interview|conversation|discussion|panel|space)\b`,
    String.raw`\b(?:today|tonight|this week|this morning|this afternoon|right now|at the moment|so far)\b`,
    String.raw`\b(?:we(?:'re|’re| are)|I(?:'m|’m| am)) (?:here|going|gonna) to (?:talk|discuss|chat|go)\b|\bwe(?:'ve|’ve| have) (?:mentioned|talked|discussed|covered)\b|\bas (?:I|we|you) (?:said|mentioned)\b`,
    // a game's mechanics
    String.raw`\b(?:the|your|my|our|their) (?:board|buzzer|round|turn|score|points?|top answer|answer|team) (?:now |then )?(?:controls?|wins?|goes|is up|gets)\b|\bcontrols? the board\b|\b(?:top|right|survey) answer\b|\bnext (?:round|question|player|team)\b`,
    // a meeting's order of business
    String.raw`\b(?:the )?(?:honourable|honorable|hon\.) (?:member|minister|gentleman|lady)\b|\bthe (?:chair|floor|agenda|minutes)\b|\b(?:we'll|we’ll|we will|let's|let’s) (?:go|move|turn|come|get) (?:on |back |over )?to\b|\b\w+ (?:minutes?|seconds?) (?:for|left|to go)\b|\bpoint of order\b|\bsee you\b|\bthe (?:honourable |honorable |hon\. )?member(?:'s|’s)?\b|\b(?:a few|a couple of|some|my|the next|one more|one last|a follow-up) questions?\b`,
  ].join('|'),
  'i',
);

/**
 * A key learning that is only true inside the episode (its procedure, see above) or is trivia about the
 * people in it (a speaker named in the learning: "Tom is employee number 8 at Sun").
 */
export function triviaLearning(detail: string, speakers: readonly string[]): string | null {
  const found = procedure.exec(detail);
  if (found) return `the episode's own procedure "${found[0]}": "${clip(detail)}"`;
  const names = speakers
    .flatMap((s) => s.split(/\s+/))
    .map((w) => w.replace(/[^\p{L}'’-]/gu, ''))
    // "Project Manager" and "Marketing" are roles, and roles are often also words; a name is capitalised.
    .filter((w) => w.length >= 3 && /^\p{Lu}\p{Ll}/u.test(w) && !roleWords.has(w.toLowerCase()));
  if (names.length > 0) {
    const named = new RegExp(`\\b(?:${[...new Set(names)].map(escapeRegExp).join('|')})\\b`, 'u').exec(
      detail,
    );
    if (named) return `about a speaker, ${named[0]}: "${clip(detail)}"`;
  }
  return null;
}

/** Words of speaker labels that are roles or titles, not names. */
const roleWords = new Set(
  `project manager marketing industrial designer user interface professor grad chair acting speaker host guest
  interviewer moderator presenter narrator announcer panelist caller producer editor hon right honourable mr mrs
  ms dr sir madam the`.split(/\s+/),
);

// --- titles -----------------------------------------------------------------------------------------

/**
 * A key learning's title that names a subject without saying anything about it: no verb at all by the
 * part-of-speech tagger ("Sales rep", "Communities safe", "Role of mental health"). A title states the
 * claim: a verb phrase ("Keep the data close to the machines") or a short sentence ("Small teams ship
 * faster").
 */
export function nounPhraseTitle(title: string): string | null {
  const tokens = tagged(title).filter((t) => t.tag !== 'PUNCT');
  if (tokens.length === 0 || tokens.some((t) => t.tag === 'VERB' || t.tag === 'AUX')) return null;
  // An imperative: the tagger reads a capitalised first word as a name, so it is read after "you".
  const opening = title.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  if (tagged(`You ${opening}`)[1]?.tag === 'VERB') return null;
  return `a title with no verb: "${clip(title)}"`;
}

// --- attribution in the summary -----------------------------------------------------------------------

/** "…, says Ann Lee." / "Ann Lee says…" / "according to Ann Lee": one attribution per sentence at most. */
const attribution =
  /,\s*(?:says|said|adds|added|notes|noted|argues|argued|explains|explained)\s+(?:\p{Lu}[\p{L}.'’-]*\s*){1,4}[.!]["”]?$|^(?:\p{Lu}[\p{L}.'’-]*\s+){1,4}(?:says|said|argues|argued|explains|explained|notes|noted|adds|added)\b|\b[Aa]ccording to (?:\p{Lu}[\p{L}.'’-]*\s*){1,4}/u;

export function isAttributed(sentence: string): boolean {
  return attribution.test(sentence.trim());
}

/** How many of the summary's sentences carry an attribution, of how many. */
export function attributionShare(summary: string): { attributed: number; sentences: number } {
  const sentences = sentencesOf(summary).filter((s) => wordsOf(s).length > 0);
  return { attributed: sentences.filter(isAttributed).length, sentences: sentences.length };
}

/** A summary that is a row of quotations: more than one sentence in three attributed to a speaker. */
export function attributionRate(summary: string): string | null {
  const { attributed, sentences } = attributionShare(summary);
  if (sentences === 0 || attributed * 3 <= sentences) return null;
  return `${attributed} of ${sentences} sentences attributed (at most one in three)`;
}

// --- a whole report -----------------------------------------------------------------------------------

export interface LearningReport {
  summary: string;
  keyLearnings: { title: string; detail: string }[];
}

export function learningDefects(report: LearningReport, speakers: readonly string[]): Defect[] {
  const defects: Defect[] = [];
  report.keyLearnings.forEach((learning, i) => {
    const bare = nounPhraseTitle(learning.title);
    if (bare) defects.push({ class: 'noun-phrase-title', field: `keyLearnings[${i}].title`, message: bare });
    const talk = talkLikeLearning(learning.detail);
    if (talk)
      defects.push({ class: 'talk-like-learning', field: `keyLearnings[${i}].detail`, message: talk });
    const trivia = triviaLearning(learning.detail, speakers);
    if (trivia)
      defects.push({ class: 'trivia-learning', field: `keyLearnings[${i}].detail`, message: trivia });
  });
  const rate = attributionRate(report.summary);
  if (rate) defects.push({ class: 'attribution-rate', field: 'summary', message: rate });
  return defects;
}
