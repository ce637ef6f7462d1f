import { hasFiniteVerb } from './learning-title';
import { isHedged, isHousekeeping, isQuestion } from './passage-rules';
import { isContentWord } from './tokens';

/**
 * What a key learning must be (ADR 205): a claim or piece of advice that makes sense without the
 * episode. These rules say what gives a sentence away as a line of the conversation instead.
 */

/** The speaker's own story or state. */
const firstPerson =
  /\b(?:with|to|for|join|of|from|about) us\b|\bus[.!]?$|\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/;
/** "We" telling what happened to them ("we were crushing our channel"), not what anyone should do. */
const weNarrating =
  /\b(?:we|we've|we’ve|we'd|we’d|our|us)\s+(?:(?:just|also|actually|really|even|ever|never|always|then|all|kind of|both|finally|eventually|\w+ly)\s+)?(?:were|was|did|had|got|went|started|ended|tried|noticed|found|made|decided|used|saw|thought|wanted|said|mentioned|talked|built|launched|ran|learned|spent|came|took|put|\w+[^e\W]ed)\b/i;
/**
 * The speaker's own group as the subject of the claim, perhaps after an opening phrase: "We have an
 * outreach team…", "In other words, we have a parity error.", "Our bot handles…" — their story, not a claim.
 * A "we" that gives advice ("we need to…", "we should…") is a claim.
 */
const weSubject =
  /^["“]?(?:[^,;]{0,80},\s*)?(?:(?:we|we're|we’re|we've|we’ve|we'd|we’d|we'll|we’ll)\b(?!\s+(?:need|should|must|have to|ought|can)\b)|our\b)/i;
/** The other speaker addressed about what they did or said ("You got into Python…"). */
const youNarrating =
  /\byou\s+(?:(?:just|also|actually|really|already)\s+)?(?:were|was|did|had|got|went|started|said|mentioned|told|asked|wrote|built|made|came|joined|worked)\b|\b(?:of|to|for|with|about|from|thank) you[.!]?$|\byou (?:mean|meant|know what)\b|\byou(?:'ll|’ll| will) (?:meet|hear)\b/i;
/**
 * A move of the conversation: the other speaker's words picked up ("You bring up ASIs", "As you said",
 * "To your point"), a claim's pointer with its thing left in the line before ("that one").
 */
const conversationMove =
  /\byou\s+(?:(?:just|also|actually|really)\s+)?(?:bring|brought|bringing|raise|raised|touch|touched|hit|hits)\s+(?:up|on)\b|\byou(?:'ve|’ve| have) (?:said|mentioned|raised|asked|talked)\b|\b(?:as|like) you (?:say|said|put it|mentioned)\b|\byou(?:'re|’re| are| were) (?:saying|asking|talking about)\b|\b(?:to|on) your (?:question|point)\b|\b(?:good|great|fair|interesting) (?:question|point)\b|\b(?:that|this|the other) one\b|\b(?:these|those) ones\b/i;
/** Words that only fill a turn. */
/** A view held rather than a claim made ("we feel that…"); "I think" and the like are hedges already. */
const heldView = /\b(?:we|they) (?:think|feel|believe|guess|suppose)\b|\bhopefully\b/i;
const filler =
  /(?:^|[,.;]\s*)(?:yeah|yes|no|oh|okay|ok|well|um|uh|hmm|right|so|and|but|of course|you know|I mean|like|anyway|alright|exactly|absolutely|sure)\s*[,.!]|,\s*(?:you know|I mean)\b|\b(?:you know|I mean)\s*[,.!]|,\s*right[.!]?$|\blike,|,\s*like\b|\b(?:of|have|has|had|just|and|with|do|did|to) like\b|\b(?:is|was|it's|it’s) like (?:it|I|we|you|they|a|the)\b|\b(?:gonna|wanna|gotta|dunno|kinda|sorta|'cause)\b/i;
/** An opening that needs the line before: a conjunction, or a pronoun with nothing to refer to. */
const leaning =
  /^["“]?(?:and|but|or|so|because|then|also|which|well|yeah|oh|it|it's|it’s|this|that|that's|that’s|these|those|they|they're|they’re|them|he|she|his|her|their|there's|there’s|here|now|obviously|basically|actually|honestly|literally|anyway|like|in that case|in fact|first of all|again|otherwise|still|however|instead|plus|besides|after that|the other thing|another thing|the thing is|the main thing)\b/i;
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
  /^["“]?(?:if|when|whenever|because|although|though|while|unless|since|whereas|as long as|as)\b/i;
/** He or she with no one named. */
const thirdPerson = /\b(?:he|she|him|his|hers|he's|he’s|she's|she’s)\b/i;
const genericThirdPerson = /\b(?:he or she|his or her|him or her|she or he|her or his)\b/gi;
/** The episode itself, its schedule and its order of business: true only inside the episode. */
const procedure = new RegExp(
  [
    String.raw`\b(?:this|today's|today’s|our|this week's|this week’s) (?:episode|show|podcast|meeting|call|session|interview|conversation|discussion|panel|space)\b`,
    String.raw`\b(?:today|tonight|this week|this morning|this afternoon|right now|at the moment|so far)\b`,
    String.raw`\b(?:we(?:'re|’re| are)|I(?:'m|’m| am)) (?:here|going|gonna) to (?:talk|discuss|chat|go)\b|\bwe(?:'ve|’ve| have) (?:mentioned|talked|discussed|covered)\b|\bas (?:I|we|you) (?:said|mentioned)\b`,
    String.raw`\bcontrols? the board\b|\b(?:top|right|survey) answer\b|\bnext (?:round|question|player|team)\b|\b(?:your|our|their) team (?:now )?(?:controls?|wins?|gets)\b`,
    String.raw`\b(?:honourable|honorable|hon\.) (?:member|minister|gentleman|lady)\b|\bthe (?:chair|floor|agenda|minutes)\b|\b(?:we'll|we’ll|we will|let's|let’s) (?:go|move|turn|come|get) (?:on |back |over )?to\b|\b\w+ (?:minutes?|seconds?) (?:for|left|to go)\b|\bpoint of order\b|\bsee you\b|\bthe (?:honourable |honorable |hon\. )?member(?:'s|’s)?\b|\b(?:a few|a couple of|some|my|the next|one more|one last|a follow-up) questions?\b`,
  ].join('|'),
  'i',
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Capitalised words of the speakers' names: a learning that names a speaker is about the people. */
export function nameMatcher(speakers: string[]): RegExp | null {
  const words = speakers
    .flatMap((s) => s.split(/\s+/))
    .map((w) => w.replace(/[^\p{L}'’-]/gu, ''))
    .filter((w) => w.length >= 3 && /^\p{Lu}\p{Ll}/u.test(w) && !roleWords.has(w.toLowerCase()));
  if (words.length === 0) return null;
  return new RegExp(`\\b(?:${[...new Set(words)].map(escapeRegExp).join('|')})\\b`, 'u');
}

/**
 * People the speakers address by name ("Tom, you did not like…", "…the early days, Tom."): participants
 * even where the transcript has no speaker labels. A name must be addressed at least twice.
 */
export function addressedNames(texts: string[]): string[] {
  const counts = new Map<string, number>();
  const add = (name: string | undefined) => {
    if (!name || stopWordLike.test(name)) return;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  };
  for (const text of texts) {
    add(/^(\p{Lu}\p{Ll}{2,}), (?:you|your|what|how|why|do|did|are|is|can|I)\b/u.exec(text)?.[1]);
    add(/, (\p{Lu}\p{Ll}{2,})[.?!]$/u.exec(text)?.[1]);
  }
  return [...counts].filter(([, n]) => n >= 2).map(([name]) => name);
}
const stopWordLike =
  /^(?:Yeah|Yes|Well|Okay|Right|Sure|Now|So|And|But|Also|Then|Again|Anyway|Actually|Basically|Honestly|Thanks|Sorry|Please|Guys|Folks|Everyone|Everybody|Today|Tonight|Though|Too|Indeed|Exactly|Absolutely|Obviously|Really|Great|Cool|Good|Nice|Wow|Man|Dude|Sir|Madam|Friends|Anything|Everything|Something|Nothing)$/;

/** Words of speaker labels that are roles or titles ("Project Manager", "Hon."), not names. */
const roleWords = new Set(
  `project manager marketing industrial designer user interface professor grad chair acting speaker host guest
  interviewer moderator presenter narrator announcer panelist caller producer editor hon right honourable mr mrs
  ms dr sir madam the`.split(/\s+/),
);

/**
 * Whether a sentence can stand alone as a learning: no question, hedge, first-person narration, speaker
 * addressed, filler, pronoun without its referent, reference to the episode's own procedure or to a
 * speaker by name. `follows` is for a sentence that continues a learning: it may open with "It" or
 * "That", whose referent is the sentence before.
 */
export function isSelfContained(text: string, names: RegExp | null, follows = false): boolean {
  if (isQuestion(text) || isHedged(text) || isHousekeeping(text)) return false;
  if (dependentAlone.test(text) && !/[,;]|\bthen\b/i.test(text)) return false;
  if (firstPerson.test(text) || weNarrating.test(text) || youNarrating.test(text) || filler.test(text))
    return false;
  if (conversationMove.test(text) || spokenAside.test(text)) return false;
  if (strayArticle.test(text) || cutWord.test(text) || restartOnI.test(text)) return false;
  if (weSubject.test(text)) return false;
  if (heldView.test(text)) return false;
  if (restart.test(text) || stutter.test(text) || pronounStory.test(text)) return false;
  if (!follows && leaning.test(text)) return false;
  if (thirdPerson.test(text.replace(genericThirdPerson, ''))) return false;
  if (procedure.test(text) || playByPlay.test(text)) return false;
  return !names?.test(text);
}

/**
 * Speech a summary should not repeat either: filler, a sentence that starts over or stutters, a speaker
 * addressed. (A summary may keep a speaker's own view; a key learning may not.)
 */
export function isTalk(text: string): boolean {
  return filler.test(text) || restart.test(text) || stutter.test(text) || youNarrating.test(text);
}

/** A sentence that opens by leaning on the one before ("And…", "It…", "In that case,"). */
export function leansOnPrevious(text: string): boolean {
  return leaning.test(text);
}

/** Asides that belong to the recording, not to the subject: an apology, the call, the screen, a pause. */
const spokenAside = new RegExp(
  [
    String.raw`\b(?:sorry|apologi[sz]e|apologies|excuse me|pardon me|my bad)\b`,
    String.raw`\bcan (?:you|everyone|everybody) (?:hear|see) (?:me|us|my)\b|\b(?:on )?mute[d]?\b|\bunmute\b|\bscreen ?shar(?:e|ing)\b|\b(?:share|sharing) (?:my|your|the) screen\b|\b(?:next|this|that|previous) slide\b`,
    String.raw`\b(?:is|are|was|were|we're|we’re|I'm|I’m|still|start|started|stop|stopped|keep|kept) recording\b|\bthe recording (?:is|was|has|will)\b`,
    String.raw`\b(?:let me|let's|I'll|I’ll|I will|I'm going to|I’m going to|I just|just) (?:escape|close|minimi[sz]e|scroll|click|open|switch|go back|share)\b|\bbear with me\b|\bhold on\b(?! to)|\bone sec(?:ond)?\b|\bgive me a (?:sec|second|moment|minute)\b`,
    String.raw`\b(?:breaking|cutting) (?:up|out)\b|\blost you\b|\btechnical (?:difficulties|issues|problems)\b`,
  ].join('|'),
  'i',
);
/** Words that only keep a conversation going: a sentence of nothing else says nothing. */
const backchannel =
  /^(?:(?:yeah|yes|yep|yup|no|nope|okay|ok|right|sure|mm|hmm|mhm|uh|huh|um|oh|ah|wow|cool|great|nice|good|fine|true|exactly|absolutely|totally|definitely|indeed|alright|thanks|thank you|of course|I see|got it|fair enough|makes sense|that's it|that is it|agreed|really|interesting|so|well|and|but)[\s,.!]*)+$/i;
/** A turn opened by a backchannel before its point ("Yeah, the…", "Okay so…"). */
const backchannelOpening =
  /^(?:yeah|yep|yup|okay|ok|oh|uh|um|mm|hmm|mhm|alright|right|no no|yes yes|oops|whoops|gosh|goodness|wow|please, please)\b[,.!\s]/i;
/** The speaker's own story opening a sentence: "I…", "My…", "We were…", "We had…". */
const narrationOpening =
  /^["“]?(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|[Mm]e|[Mm]y|[Mm]ine)\b|^["“]?(?:we|we've|we’ve|we'd|we’d)\s+(?:\w+ly\s+)?(?:was|were|had|did|went|got|came|tried|started|ended|found|saw|thought|said|used|made|took|spent|talked|looked)\b/i;
/** Doubt opening a sentence: what follows is not claimed. */
const hedgeOpening =
  /^["“]?(?:I think|I guess|I suppose|I believe|I feel|I don't know|I don’t know|I'm not sure|I’m not sure|not sure|maybe|perhaps|probably|possibly|hopefully|kind of|sort of|I mean|I would say|I'd say|I’d say|I reckon|who knows)\b/i;
/** Hedges and fillers anywhere in a line ("You sort of have to…", "…and things like that"). */
const spokenHedge =
  /\b(?:I think|I guess|I suppose|I mean|I don't know|I don’t know|you know|sort of|kind of|or something|and stuff|and everything|things like that|or whatever|I wonder)\b/i;
/** The other speaker told or asked something: "I already told you", "as I showed you". */
const addressed = /\b(?:I|we)\s+(?:\w+\s+)?(?:told|tell|asked|showed|promised|warned)\s+you\b/i;
/** The speaker's own story anywhere in a line: "…, I'm little", "let me just put the top in". */
const ownStory = /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|me|my|myself)\b|\b[Ss]ee you\b|\b[Gg]ood ?bye\b/;
/** A line that stops where it cannot end: on an article, a preposition, a verb "is". */
const cutOff =
  /\b(?:the|a|an|of|to|and|or|but|with|for|from|my|your|our|their|its|because|that|than|just|into|would|could|should|very|really|(?:would|could|should|will|might|must) be)[.!]["”]?$/i;
/** A speaker addressed: "Adam, nice to…", "…but maybe, Tom, you can…", "…, man, no wonder…". */
const addressedByName =
  /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?,\s+(?:you|we|I|nice|thanks|thank|welcome|good|great)\b|,\s*\p{Lu}\p{Ll}+,\s*(?:you|we|I)\b|(?:^|,\s*)(?:[Mm]an|[Dd]ude|[Gg]uys|[Ff]olks)\s*[,.!]|\b[Nn]ice to (?:meet|see|have) you\b|\b[Tt]hank you\b|\b[Tt]hanks (?:to|for)\b/u;
/** "He" or "she" before anyone is named in the line: the referent was in the conversation. */
const unnamedPerson = /^(?:(?!\p{Lu}\p{Ll}).)*?\b(?:he|she|him|his|her|he's|she's|he’s|she’s)\b/u;
/** Speech that starts over on "I": "You don't want to I hate looking…". */
const restartOnI =
  /\b(?:to|the|a|an|of|and|with|for|that|this)\s+I\s|\b(?:to|the|a|an|of|with|for)\s+(?:you|we|they|I|it)(?:'re|’re|'m|’m|'s|’s)\s|\b(?:at|in|for|about|on|from|into|with) like\b/;
/** A meeting's or a show's order of business: who speaks next, the chair, the floor, the clock. */
const orderOfBusiness =
  /\b(?:honourable|honorable|hon\.) (?:member|minister|gentleman|lady)\b|\bwe(?:'ve|’ve| have) (?:mentioned|talked about|discussed|covered)\b|\bgo ahead\b|\b(?:honourable|honorable)\b|\bas (?:I|we) (?:said|mentioned)\b|\bthe (?:chair|floor|agenda)\b|\b(?:we'll|we’ll|we will|let's|let’s) (?:go|move|turn|come|get) (?:on |back |over )?to\b|\bpoint of order\b|\b(?:continuing|moving on) with\b/i;
/**
 * A move of a game played on the show or of a demo run live: points and rounds, an answer called right
 * or wrong, a buzzer, a clock; a click, a scroll or a screen narrated. True only inside the episode, and
 * no listener takes it away.
 */
const gameMove = new RegExp(
  [
    String.raw`\b(?:for|worth|gets?|got|earns?|loses?|scores?|scored) (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred) (?:more |bonus )?points?\b`,
    String.raw`\b(?:the|your|our|a|my) (?:top|correct|winning|final) answer\b|\bsurvey says\b`,
    String.raw`\b(?:first|second|third|next|final|last|bonus|lightning|speed) round\b|\bround (?:one|two|three|four|five|\d+)\b`,
    String.raw`\bbuzz(?:es|ed)? in\b|\bbuzzers?\b|\b(?:your|the) time (?:starts|is up)\b|\btime(?:'s|’s| is) up\b`,
    String.raw`\b(?:you're|you’re|you are|that's|that’s|that is) (?:absolutely )?(?:correct|incorrect)\b`,
    String.raw`\blet(?:'s|’s| us) play\b|\bnext (?:contestant|clue)\b`,
  ].join('|'),
  'i',
);
const demoMove = new RegExp(
  [
    String.raw`\b(?:I|we|I'll|I’ll|we'll|we’ll|let me|let's|let’s|I'm going to|I’m going to|we're going to|we’re going to)(?: just)? (?:click|scroll|drag|hover|type in|zoom in|refresh the page|share my screen|switch (?:over )?to (?:the|my) (?:terminal|browser|editor))\b`,
    String.raw`\b(?:as )?you can see (?:here|there|on (?:the|my) screen)\b|\bon my screen\b|\bif (?:I|we) (?:click|scroll|hover)\b`,
  ].join('|'),
  'i',
);
const playByPlay = { test: (text: string) => gameMove.test(text) || demoMove.test(text) };

/** A move of a game played on the show: points, a round, an answer called right or wrong, a buzzer. */
export function isGameMove(text: string): boolean {
  return gameMove.test(text);
}

/** A step of a demo narrated live: a click, a scroll, what the screen shows. */
export function isDemoMove(text: string): boolean {
  return demoMove.test(text);
}

/** A line that opens on a piece of a word: "B maybe it's too hard.", "Ma on most remotes it's red." */
const brokenStart =
  /^(?!(?:A|I|An|As|At|Be|By|Do|Go|He|If|In|Is|It|Me|My|No|Of|Oh|OK|On|Or|So|To|TV|Up|Us|We)\s)\p{Lu}\p{Ll}?\s/u;
/** An amount with its article lost: "Spark has bunch of registers". */
const bareAmount =
  /\b(?:has|have|had|got|is|are|was|were|get|gets|with)\s+(?:bunch|lot|couple|handful|ton)\s+of\b/i;
/** The subject said again after a comma, where speech started over: "We obviously, we love the…". */
const subjectAgain = /\b(I|we|you|they|it)\b[^,.;]{0,24},\s*\1\b(?!\s+(?:know|see|mean)\b)/i;
/** A reaction to what was just said: "Sounds like a fun place to work.", "Looks great." */
const reaction = /^(?:sounds|seems|looks|feels) (?:like|good|great|interesting|amazing|fun|cool)\b/i;
/** The speakers' own company: "come hang out with us", "join us". */
const withUs = /\b(?:with|join|for|to) us\b/i;
/** A word broken off and said again whole: "those possi possible situations". */
const cutWord = /(?<![\p{L}'’])(\p{L}{4,})\s+\1\p{L}+/iu;
/** An article with nothing to name after it, where speech started over: "a again", "the and", "a I". */
const strayArticle =
  /\b(?:[Aa]n?|[Tt]he)\s+(?:I|you|we|they|he|she|it|is|are|was|were|and|or|but|the|a|an|to|of|again|if|that's|this|these|those|my|your|our|their|so|for|with|in|on|at|by|from|about|into)(?![\w'’-])/;
/** A pronoun that points forward ("It's important to…", "It is worth asking whether…"), not back. */
const forwardPointing =
  /^["“]?(?:it|it's|it’s|it is|it was)\s+(?:(?:not|also|often|always|never|usually|really|very|so|much|far|more|less)\s+)*(?!\w+ing\b)\w+\s+(?:to|that|for|when|if|whether)\b|^["“]?it(?:'s|’s| is) (?:a|an|the)\s+(?:\w+\s+){0,3}(?:to|that|when|if)\b|^["“]?it(?:'s|’s| is| was) (?:not |always |often |usually )?worth\b/i;

/**
 * A line of talk that a summary should not tell (issue 29): a question, an apology or an aside about the
 * recording, a backchannel, speech that starts over or stutters, filler, a speaker addressed or their words
 * picked up, the speaker's own story or a hedge opening it, a pronoun opening it whose referent was the
 * line before, or no verb at all. A summary keeps a speaker's view stated as a claim ("We should…").
 */
export function isTalkLine(text: string): boolean {
  if (isQuestion(text) || spokenAside.test(text) || backchannel.test(text)) return true;
  if (backchannelOpening.test(text) || isTalk(text) || conversationMove.test(text)) return true;
  if (narrationOpening.test(text) || hedgeOpening.test(text) || spokenHedge.test(text)) return true;
  if (addressed.test(text) || (dependentAlone.test(text) && !/[,;]|\bthen\b/i.test(text))) return true;
  if (strayArticle.test(text) || ownStory.test(text) || cutOff.test(text) || restartOnI.test(text))
    return true;
  if (cutWord.test(text) || addressedByName.test(text) || orderOfBusiness.test(text)) return true;
  if (playByPlay.test(text)) return true;
  if (subjectAgain.test(text) || reaction.test(text) || withUs.test(text)) return true;
  if (brokenStart.test(text) || bareAmount.test(text)) return true;
  const opening = text.replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(genericThirdPerson, '');
  if (unnamedPerson.test(opening)) return true;
  if (leaning.test(text) && !forwardPointing.test(text)) return true;
  return !hasFiniteVerb(text);
}

/** Whether a sentence is long enough to carry a claim: eight words, four of them content words. */
export function carriesClaim(text: string): boolean {
  const list = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const content = list.filter((w) => isContentWord(w.replace(/[^\p{L}'’-]/gu, '')) && w.length > 2);
  return list.length >= 8 && content.length >= 4;
}
