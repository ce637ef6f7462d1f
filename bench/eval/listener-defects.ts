/**
 * A listener's check, written apart from the summarizer (ADR 212): a plain lexical detector of lines of
 * talk, applied to every sentence a report shows — the summary's and the key learnings' — and of thin key
 * learnings. It shares no rule, list or tagger with `src/server/summarizer`, so a report cannot pass it by
 * agreeing with itself. Its words are closed lists and short patterns; it errs towards firing.
 */
import type { Defect } from './defects';
import { sentencesOf, wordsOf } from './words-and-sentences';

const clip = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const list = (words: string) => words.trim().split(/\s+/);

// --- talk: what gives a sentence away as a line said in the conversation ------------------------------

/** The speaker's own story: "I…", "My…", "We were…", "We had…" at the start. */
const narrationOpener =
  /^(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b|^(?:we|we've|we'd)\s+(?:\w+ly\s+)?(?:was|were|had|did|went|got|came|tried|started|ended|found|saw|thought|said|used|made|took|spent)\b/i;
/** Doubt at the start: the sentence does not claim what follows. */
const hedgeOpener =
  /^(?:i think|i guess|i suppose|i believe|i feel|i don't know|i'm not sure|not sure|maybe|perhaps|probably|possibly|hopefully|kind of|sort of|i mean|i would say|i'd say|i reckon|who knows)\b/i;
/** A question, marked or not ("Do you…", "What do we…", "Is it…"). */
const questionOpener =
  /^(?:do|does|did|is|are|was|were|can|could|would|will|shall|should|have|has|had)\s+(?:you|we|i|they|it|he|she|there|that|this|anyone|anybody|everyone)\b|^(?:what|why|how|where|when|who|which)\s+(?:do|does|did|is|are|was|were|can|could|would|should|will|have|has)\b/i;
/** The speaker's own story inside a line: "…, I'm little", "I never thought of a seagull". */
const firstPersonInside = /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|me|my|myself)\b/;
/** A line that stops on a word that cannot end one: "…the quality of the work today is." */
const endsCut =
  /\b(?:the|a|an|of|to|and|or|but|with|for|from|my|your|our|their|its|because|that|than|just|into|would|could|should|very|really|(?:would|could|should|will|might|must) be)[.!]["”]?$/i;
/** Someone in the room addressed by name or as "man": "Adam, nice to…", "maybe, Tom, you can…". */
const vocative =
  /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?,\s+(?:you|we|I|nice|thanks|thank|welcome|good|great)\b|,\s*\p{Lu}\p{Ll}+,\s*(?:you|we|I)\b|(?:^|,\s*)(?:man|dude|guys|folks)\s*[,.!]/u;
/** He or she with no one named before them in the line. */
const thirdPersonAlone = /^(?:(?!\p{Lu}\p{Ll}).)*?\b(?:he|she|him|his|her|he's|she's)\b/u;
/** Speech that starts over on "I": "You don't want to I hate looking…". */
const restartOnI =
  /\b(?:to|the|a|an|of|and|with|for|that|this)\s+i\s|\b(?:to|the|a|an|of|with|for)\s+(?:you|we|they|i|it)['’](?:re|m|s)\s|\b(?:at|in|for|about|on|from|into|with) like\b/i;
/** Hedges and fillers inside a line: "You sort of have to…", "…and things like that". */
const hedgeInside =
  /\b(?:i think|i guess|i suppose|i mean|i don't know|you know|sort of|kind of|kinda|or something|and stuff|and everything|things like that|or whatever|i wonder|i dunno)\b/i;
/** A subordinate clause standing alone: "If you needed it to do that.", "As related from the model." */
const clauseAlone = /^["“]?(?:if|when|whenever|because|since|although|though|while|unless|whereas|as)\b/i;
/** The other speaker addressed: "I already told you", "as I showed you". */
const addressesListener = /\b(?:i|we)\s+(?:\w+\s+)?(?:told|tell|asked|showed|promised|warned)\s+you\b/i;
/** An article with no noun after it, where speech started over: "a again", "the and", "a I". */
const articleWithoutNoun =
  /\b(?:a|an|the)\s+(?:i|you|we|they|he|she|it|is|are|was|were|and|or|but|the|a|an|to|of|again|if|that's|this|these|those|my|your|our|their|so|for|with|in|on|at|by|from|about|into)(?![\w'’-])/i;
const apology = /\b(?:sorry|apologi[sz]e|apologies|excuse me|pardon me|my bad)\b/i;
/** Talk about the recording, the call or the screen, and the speaker busy with it. */
const metaTalk = new RegExp(
  [
    String.raw`\bcan (?:you|everyone|everybody) (?:hear|see) (?:me|us|my)\b`,
    String.raw`\b(?:you're|you are|i'm|i am|we're) (?:on )?mute[d]?\b|\bunmute\b`,
    String.raw`\b(?:my|your|the) (?:mic|microphone|camera|webcam|headset|connection|internet) (?:is|was|isn't|keeps|died|cut|dropped)\b`,
    String.raw`\b(?:share|sharing|shared) (?:my|your|the) screen\b|\bnext slide\b|\bthis slide\b`,
    String.raw`\b(?:is|are|was|were|we're|i'm|still|start|started|stop|stopped) recording\b|\bthe recording (?:is|was|has|will)\b`,
    String.raw`\b(?:let me|I'll|I will|I'm going to|I just|I'll just|just) (?:escape|close|minimi[sz]e|scroll|click|open|switch|go back)\b|\bbear with me\b|\bhold on\b(?! to)|\bone sec(?:ond)?\b|\bgive me a (?:sec|second|moment|minute)\b`,
    String.raw`\bwe(?:'ve| have) (?:already )?(?:mentioned|talked about|discussed|covered)\b|\bas (?:i|we) (?:said|mentioned)\b`,
    String.raw`\bgo ahead\b|\bthe (?:honourable|honorable) (?:member|minister|government|gentleman|lady)\b`,
    String.raw`\bnice to (?:meet|see|have) you\b|\bthank you\b|\bthanks (?:to|for)\b`,
    String.raw`\blet me (?:just )?(?:put|get|grab|find|pull|open|close|move|fix|turn|stop|start)\b|\bsee you\b|\bgood ?bye\b|\bbye\b`,
    String.raw`\byou(?:'re| are)? (?:breaking|cutting) (?:up|out)\b|\bi lost you\b|\btechnical (?:difficulties|issues)\b`,
  ].join('|'),
  'i',
);
/** Words that only keep a conversation going; a sentence made of nothing else is a backchannel. */
const backchannelWords = new Set(
  list(`yeah yes yep yup no nope okay ok right sure mm hmm mhm uh huh um oh ah wow cool great nice good fine true
  exactly absolutely totally definitely indeed alright thanks thank you so well and but of course i see got it fair
  enough makes sense that's it is agreed agree really interesting`),
);
/** A turn opened by a backchannel before the point: "Yeah, …", "Okay so …", "Oh, …". */
const backchannelOpener =
  /^(?:yeah|yep|yup|okay|ok|oh|uh|um|mm|hmm|mhm|alright|right|no no|yes yes|oops|whoops|gosh|goodness|wow|please, please)\b[,.!\s]/i;
/** Speech that starts again in the middle: a lower-case word, then a function word with a capital. */
const restartInside =
  /\b[a-z][a-z']*\s+(?:The|A|An|On|In|At|To|For|Of|And|But|So|Or|It|It's|This|That|We|They|You|He|She|What|When|If|Only|Just|Yeah|Okay|Well|Because|There)\s+[a-z]/;
/** One or two letters that are no word of their own, opening the line: "B maybe…", "Ma on most…". */
const wordPieceOpener =
  /^(?!(?:a|i|an|as|at|be|by|do|go|he|if|in|is|it|me|my|no|of|oh|ok|on|or|so|to|tv|up|us|we)\s)[a-z]{1,2}\s/i;
/** "has bunch of", "with lot of": the article before the amount was lost. */
const amountWithoutArticle =
  /\b(?:has|have|had|got|is|are|was|were|with|get|gets)\s+(?:bunch|lot|couple|handful|ton)\s+of\b/i;
/** The same subject again after a comma: "We obviously, we love…", "I mean, I think…". */
const subjectRepeated = /\b(i|we|you|they)\s+[a-z']+(?:\s+[a-z']+)?,\s*\1\s/i;
/** A reply to what was just said, with no subject of its own: "Sounds like a fun place to work." */
const reactionOpener = /^(?:sounds|seems|looks) (?:like|good|great|fun|cool|interesting)\b/i;
const brokenOff = /\s(?:--|—|–)\s|\.\.\.\s+\p{Ll}|\b(\p{L}+)\s+\1\b|\b(\p{L}{4,})\s+\2\p{L}/iu;
const doublesAllowed = /\b(?:that that|had had|is is not)\b/i;
/** A pronoun or pointer whose referent was the line before. */
const danglingOpener =
  /^["“]?(?:it|it's|its|this|that|that's|these|those|they|they're|them|he|he's|she|she's|his|her|which|such)\b/i;
/** "It's important to…", "It is worth…", "That is, …": the pronoun points forward, not back. */
const forwardIt =
  /^["“]?(?:it|it's|it is|it was)\s+(?:(?:not|also|often|always|never|usually|really|very|so|much|far|much more|more|less)\s+)*(?!\w+ing\b)(?:\w+)\s+(?:to|that|for|when|if|whether)\b|^["“]?it(?:'s| is) (?:a|an|the)\s+(?:\w+\s+){0,3}(?:to|that|when|if)\b|^["“]?it(?:'s|’s| is| was) (?:not |always |often |usually )?worth\b/i;

// --- verbs, lexically ---------------------------------------------------------------------------------

const auxiliaries = new Set(
  list(`am is are was were be been being do does did done have has had having can could will would shall should
  may might must ought can't couldn't won't wouldn't shouldn't don't doesn't didn't isn't aren't wasn't weren't
  hasn't haven't hadn't let let's`),
);
const commonVerbs = new Set(
  list(`go get make take come see know think say tell give find use work need want try keep put run let feel look
  leave call ask help show play move live believe bring happen write sit stand lose pay meet include continue set
  learn change lead understand watch follow stop create speak read spend grow open walk win offer remember love
  consider appear buy wait serve die send expect build stay fall cut reach kill remain suggest raise pass sell
  require report decide pull break ship start end fix test hire sell cost mean seem turn hold bring carry drive
  save store share check ask add allow agree apply avoid base care catch choose close cover deal depend describe
  design develop draw enjoy explain fail fill fit focus forget form handle hate hear hope improve increase join
  last like listen manage matter mind miss notice own pick plan prefer prepare produce protect prove provide reduce
  release replace rely return sign solve sound spend support suppose teach tend thank touch travel trust wish worry
  fly swarm sting feed breed lay hatch measure merge review deploy record edit publish host post upload download
  launch scale sleep eat drink count matter drop push press rest rise shape solve track train vote weigh wear
  discuss specify define choose survive hide talk argue claim answer mention compare agree decide prove exist belong contain involve affect
  beep click fold mould sound ring buzz blink flash glow light charge plug switch tap swipe scroll type print`),
);
/** Past forms that end in neither -ed nor -en. */
const irregularForms = new Set(
  list(`told said made went got took came saw knew thought gave found felt kept left brought built bought sent
  spent meant put ran sat stood held lost paid met led read heard understood won wrote spoke broke chose began
  drew drove ate fell grew rose sold taught fought caught hung hit set cut shut became become gone seen known
  shown taken given written spoken broken chosen begun drawn driven eaten fallen grown risen done been
  struck stuck swept wept slept dealt felt fed fled flew flown forgot forgotten froze hid lit shot shook sang
  sung sank stole swam threw thrown wore worn woke`),
);
/** Whether a sentence has a word that can be its verb: an auxiliary, a contraction, a common verb or its forms. */
export function hasVerbWord(sentence: string): boolean {
  for (const raw of wordsOf(sentence)) {
    const word = raw.toLowerCase().replace(/’/g, "'");
    if (auxiliaries.has(word)) return true;
    if (/'(?:s|re|ve|ll|d|m)$|n't$/.test(word)) return true;
    if (word.length > 4 && /(?:ed|ing)$/.test(word)) return true;
    if (commonVerbs.has(word) || irregularForms.has(word)) return true;
    if (/s$/.test(word) && (commonVerbs.has(word.slice(0, -1)) || commonVerbs.has(word.replace(/es$/, ''))))
      return true;
    if (/ies$/.test(word) && commonVerbs.has(word.replace(/ies$/, 'y'))) return true;
  }
  return false;
}

/**
 * A sentence a reader would take for a line of talk rather than a point told: the speaker's own story
 * opening it, a hedge opening it, a question, an apology, talk about the recording or the screen, a
 * backchannel, speech that starts over, no verb at all, or a pronoun opening it whose referent was said
 * before. `follows` is for a sentence that comes right after another of the same learning, whose "It"
 * or "That" points back to it.
 */
export function talkLikeSentence(sentence: string, follows = false): string | null {
  const text = sentence.trim();
  const say = (what: string) => `${what}: "${clip(text)}"`;
  if (/\?["”’)\]]*$/u.test(text) || questionOpener.test(text)) return say('a question');
  if (narrationOpener.test(text)) return say('the speaker’s own story');
  if (firstPersonInside.test(text)) return say('the speaker’s own story');
  if (hedgeOpener.test(text) || hedgeInside.test(text)) return say('a hedge or filler');
  if (endsCut.test(text)) return say('a line cut off');
  if (vocative.test(text)) return say('someone in the room addressed');
  if (
    thirdPersonAlone.test(
      text
        .replace(/^\p{Lu}/u, (c) => c.toLowerCase())
        .replace(/\b(?:he or she|his or her|him or her)\b/gi, ''),
    )
  )
    return say('a "he" or "she" with no one named');
  if (restartOnI.test(text)) return say('speech that starts over');
  if (clauseAlone.test(text) && !/[,;]|\bthen\b/i.test(text)) return say('a subordinate clause alone');
  if (addressesListener.test(text)) return say('the other speaker addressed');
  if (articleWithoutNoun.test(text)) return say('an article with no noun after it');
  if (apology.test(text)) return say('an apology');
  if (metaTalk.test(text)) return say('talk about the recording');
  const words = wordsOf(text.toLowerCase().replace(/’/g, "'"));
  if (words.length > 0 && words.every((w) => backchannelWords.has(w))) return say('a backchannel');
  if (backchannelOpener.test(text)) return say('opens with a backchannel');
  if (restartInside.test(text) || subjectRepeated.test(text)) return say('speech that starts over');
  if (reactionOpener.test(text)) return say('a reaction to the line before');
  if (wordPieceOpener.test(text)) return say('opens on a piece of a word');
  if (amountWithoutArticle.test(text)) return say('an amount with its article lost');
  if (brokenOff.test(text) && !doublesAllowed.test(text)) return say('speech broken off');
  // A long line without a verb from the lists is more likely a verb the lists lack than a fragment.
  if (words.length <= 10 && !hasVerbWord(text)) return say('no verb');
  if (!follows && danglingOpener.test(text) && !forwardIt.test(text))
    return say('a pronoun whose referent was said before');
  return null;
}

// --- thin learnings -----------------------------------------------------------------------------------

const functionWords = new Set(
  list(`a an the and or but so of to in on at by for with from about as into than then that this these those it its
  is are was were be been am do does did have has had will would can could should may might must not no you your
  we our they their he she his her i me my there here what which who very just also too really all some any more
  most much many one ones thing things way get got make lot bunch kind sort`),
);
/** The other speaker's words picked up: a move of the conversation, not a claim. */
const conversationMove =
  /\byou (?:bring|brought|bringing) up\b|\byou(?:'ve| have)? (?:mentioned|said|raised|asked|touched on|talked about)\b|\b(?:like|as) you (?:said|say|mentioned|put it)\b|\byou were (?:saying|asking|talking)\b|\b(?:your|that|a|good|great) (?:question|point) (?:is|was|about)\b|\bto your (?:question|point)\b/i;
/** A pointer whose thing was named in the conversation, not in the learning. */
const pointerWithoutThing =
  /\b(?:that one|this one|the other one|these ones|those ones|that stuff|this stuff)\b/i;
/** Words that stand for an amount "of" something: a title ending on one was cut before its "of". */
const partitives = new Set(list(`bunch lot lots couple number bit ton tons handful amount majority plenty`));
/** Words of kind: a title that ends on one stops before its "of" ("…a new kind"). */
const kinds = new Set(list(`kind sort type piece pieces part range variety set series`));
const determiners = new Set(
  list(`a an the this that these those my your our their his her its some any each every no one two three few
  many much several whole entire`),
);
const titlePronouns = /\b(?:it|them|this|these|those|he|she|him|her|that one|this one)\b/i;

/**
 * A key learning too thin to take away: a title of fewer than three words, one that leans on something
 * never named in it ("Make it work", "Teletext has that option"), one cut mid-phrase with its article
 * missing ("Spark has bunch"); a detail too short to carry a claim, that picks up the other speaker's
 * words ("You bring up…", "As you said…"), or points at "that one".
 */
export function thinLearning(title: string, detail: string): string | null {
  const titleWords = wordsOf(title);
  if (titleWords.length < 3) return `a title too short to state a claim: "${clip(title, 60)}"`;
  const pronoun = titlePronouns.exec(title);
  if (pronoun) return `a title that leans on "${pronoun[0]}": "${clip(title, 60)}"`;
  if (/\b(?:this|that|these|those)\s+[\p{L}-]+$/iu.test(title.replace(/[.!]$/, '')))
    return `a title that points at something not named: "${clip(title, 60)}"`;
  const lower = titleWords.map((w) => w.toLowerCase().replace(/’/g, "'"));
  const last = lower.at(-1) ?? '';
  if (kinds.has(last) || functionWords.has(last) || /^(?:let's|i'm|you're|we're|it's|that's)$/.test(last))
    return `a title cut off at "${titleWords.at(-1)}": "${clip(title, 60)}"`;
  for (const [i, word] of lower.entries()) {
    if (!partitives.has(word)) continue;
    const before = lower[i - 1] ?? '';
    if (i === lower.length - 1 || !determiners.has(before))
      return `a title cut mid-phrase at "${titleWords[i]}": "${clip(title, 60)}"`;
  }
  const first = sentencesOf(detail)[0] ?? detail;
  const detailWords = wordsOf(detail);
  const content = detailWords.filter((w) => !functionWords.has(w.toLowerCase()) && w.length > 2);
  if (detailWords.length < 8 || content.length < 4)
    return `too short to carry a claim (${detailWords.length} words): "${clip(detail)}"`;
  const move = conversationMove.exec(detail);
  if (move) return `picks up the conversation "${move[0]}": "${clip(detail)}"`;
  const pointer = pointerWithoutThing.exec(first);
  if (pointer) return `points at "${pointer[0]}" without naming it: "${clip(first)}"`;
  return null;
}

// --- a whole report -----------------------------------------------------------------------------------

export interface ListenerReport {
  summary: string;
  keyLearnings: { title: string; detail: string }[];
}

/** ", says Ann Lee." off the end of a summary sentence: the sentence is judged as it was said. */
const attributionTail = /,\s*says\s+(?:\p{Lu}[\p{L}.'’-]*\s*){1,4}\.$/u;

/**
 * The summary's sentences as said (attribution off), its opening line included: a summary need not open
 * with a generated line, and one that does must read as prose too.
 */
export function summaryBodySentences(summary: string): string[] {
  return summary
    .split(/\n\s*\n/)
    .flatMap((p) => sentencesOf(p))
    .map((s) => s.replace(attributionTail, '.'));
}

/** The listener's check of one report: talk in the summary and the learnings, thin learnings. */
export function listenerDefects(report: ListenerReport): Defect[] {
  const defects: Defect[] = [];
  for (const sentence of summaryBodySentences(report.summary)) {
    const talk = talkLikeSentence(sentence);
    if (talk) defects.push({ class: 'talk-like-summary-sentence', field: 'summary', message: talk });
  }
  report.keyLearnings.forEach((learning, i) => {
    const talk = sentencesOf(learning.detail)
      .map((s, k) => talkLikeSentence(s, k > 0))
      .find((found) => found !== null);
    if (talk)
      defects.push({
        class: 'talk-like-learning',
        field: `keyLearnings[${i}].detail`,
        message: `listener's check: ${talk}`,
      });
    const thin = thinLearning(learning.title, learning.detail);
    if (thin) defects.push({ class: 'thin-learning', field: `keyLearnings[${i}]`, message: thin });
  });
  return defects;
}
